import { type BomStructure, explodeBom } from '@takt/engine';

/** One component an order consumes, in the component's unit for the whole order quantity. */
export interface OrderComponent {
  itemId: string;
  itemName: string;
  unit: string | null;
  componentType: string | null;
  quantityPer: number;
  scrapPercent: number;
  /** quantity × quantityPer × (1 + scrap % / 100), phantoms passed through. */
  requiredQuantity: number;
}

/**
 * What an order of `quantity` of `productId` consumes: its BOM exploded one level (a phantom's
 * components hang on the product, as the engine passes phantoms through), summed per item. A product
 * without a BOM consumes nothing.
 */
export function orderComponents(
  structure: BomStructure,
  productId: string,
  quantity: number,
): OrderComponent[] {
  if (!structure.lines.some((line) => line.parentId === productId)) return [];
  const explosion = explodeBom(structure, productId, quantity, 1);
  const byItem = new Map<string, OrderComponent>();
  for (const node of explosion.structure.children) {
    const entry = byItem.get(node.itemId);
    if (entry) {
      entry.requiredQuantity += node.cumulativeQuantity;
      continue;
    }
    byItem.set(node.itemId, {
      itemId: node.itemId,
      itemName: node.itemName,
      unit: node.unit,
      componentType: node.componentType,
      quantityPer: node.quantityPer,
      scrapPercent: node.scrapPercent,
      requiredQuantity: node.cumulativeQuantity,
    });
  }
  return [...byItem.values()];
}
