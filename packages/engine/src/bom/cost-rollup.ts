import { explodeBom } from './explode-bom.ts';
import type { ExplosionNode } from './explosion-model.ts';
import { type BomStructure, type ComponentType, DEFAULT_COMPONENT_TYPE } from './model.ts';
import type { StructureIndex } from './structure-index.ts';
import { type SummarizedComponent, summarizeExplosion } from './summarize-explosion.ts';

/**
 * Material cost of a quantity of a product. Material cost is counted where material enters the
 * structure: at the nodes without components (bought items), at full depth, so levels and types add
 * up to the total without counting a made item and its materials twice.
 */
export interface CostRollUp {
  productId: string;
  productName: string;
  quantity: number;
  /** Σ over bought materials of cumulative quantity × unit cost. */
  totalMaterialCost: number;
  /** `totalMaterialCost / quantity`. */
  unitMaterialCost: number;
  /** Σ over the direct components of quantity × standard unit cost (the BOM form's total cost). */
  directComponentCost: number;
  /** Material cost by the level where the material enters, ascending. */
  byLevel: { level: number; cost: number; itemCount: number }[];
  /** Material cost by component type, costliest first; `sharePercent` of the total. */
  byComponentType: { componentType: ComponentType; cost: number; sharePercent: number }[];
  /** Bought materials summed per item, costliest first. */
  materials: SummarizedComponent[];
}

/**
 * Rolls up the material cost of `quantity` units of `productId` through every level (scrap included,
 * phantoms passed through). Errors as `explodeBom`.
 */
export function rollUpCost(
  structure: BomStructure | StructureIndex,
  productId: string,
  quantity = 1,
): CostRollUp {
  const explosion = explodeBom(structure, productId, quantity, Number.MAX_SAFE_INTEGER);
  const leaves: ExplosionNode[] = [];
  const collect = (node: ExplosionNode): void => {
    if (node.children.length === 0) leaves.push(node);
    else for (const child of node.children) collect(child);
  };
  for (const child of explosion.structure.children) collect(child);
  const total = explosion.totalMaterialCost;
  return {
    productId: productId,
    productName: explosion.productName,
    quantity,
    totalMaterialCost: total,
    unitMaterialCost: total / quantity,
    directComponentCost: explosion.structure.children.reduce((sum, node) => sum + node.totalCost, 0),
    byLevel: costByLevel(leaves),
    byComponentType: costByType(leaves, total),
    materials: summarizeExplosion(explosion, true).sort((a, b) => b.totalCost - a.totalCost),
  };
}

function costByLevel(leaves: ExplosionNode[]): CostRollUp['byLevel'] {
  const byLevel = new Map<number, { cost: number; items: Set<string> }>();
  for (const leaf of leaves) {
    const entry = byLevel.get(leaf.level) ?? { cost: 0, items: new Set<string>() };
    entry.cost += leaf.totalCost;
    entry.items.add(leaf.itemId);
    byLevel.set(leaf.level, entry);
  }
  return [...byLevel]
    .sort(([a], [b]) => a - b)
    .map(([level, entry]) => ({ level, cost: entry.cost, itemCount: entry.items.size }));
}

function costByType(leaves: ExplosionNode[], total: number): CostRollUp['byComponentType'] {
  const byType = new Map<ComponentType, number>();
  for (const leaf of leaves) {
    const type = leaf.componentType ?? DEFAULT_COMPONENT_TYPE;
    byType.set(type, (byType.get(type) ?? 0) + leaf.totalCost);
  }
  return [...byType]
    .map(([componentType, cost]) => ({
      componentType,
      cost,
      sharePercent: total > 0 ? (cost / total) * 100 : 0,
    }))
    .sort((a, b) => b.cost - a.cost);
}
