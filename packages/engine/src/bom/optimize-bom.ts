import { type Alternative, findAlternatives } from './alternatives.ts';
import { BomError } from './errors.ts';
import type { BomStructure } from './model.ts';
import {
  effectiveComponents,
  indexStructure,
  itemNameOf,
  type StructureIndex,
  unitCostOf,
} from './structure-index.ts';

/** A cheaper alternative for one component of a BOM. */
export interface OptimizationSuggestion {
  line_no: number | null;
  item_id: string;
  item_name: string;
  /** Gross quantity of the component for the optimized quantity of the product (scrap included). */
  quantity: number;
  current_unit_cost: number;
  alternative: Alternative;
  /** (current − alternative unit cost) × `quantity`; always > 0. */
  saving: number;
  /** `saving` in percent of the component's current cost. */
  saving_percent: number;
}

export interface BomOptimization {
  product_id: string;
  quantity: number;
  /** Σ over the direct components (phantoms passed through) of gross quantity × unit cost. */
  current_cost: number;
  /** `current_cost` minus every suggestion's saving. */
  optimized_cost: number;
  total_saving: number;
  suggestions: OptimizationSuggestion[];
}

/**
 * For each direct component of `productId` (phantoms passed through), the cheapest alternative of the
 * same kind (see `findAlternatives`) when it costs less than the component, with the saving for
 * `quantity` units of the product. Components missing from the item master get no suggestion.
 * Throws BOM_NOT_FOUND when the product has no BOM.
 */
export function optimizeBom(
  structure: BomStructure | StructureIndex,
  productId: string,
  quantity = 1,
): BomOptimization {
  const index = 'lines' in structure ? indexStructure(structure) : structure;
  if (!index.childrenOf.has(productId)) throw new BomError('BOM_NOT_FOUND', `No BOM found for ${productId}`);
  let currentCost = 0;
  const suggestions: OptimizationSuggestion[] = [];
  for (const component of effectiveComponents(index, productId)) {
    const { line } = component;
    const componentQuantity = quantity * component.factor;
    const unitCost = unitCostOf(index, line.itemId, line);
    currentCost += componentQuantity * unitCost;
    if (!index.items.has(line.itemId)) continue;
    const cheapest = findAlternatives(index.items, line.itemId)[0];
    if (!cheapest || cheapest.unit_cost >= unitCost) continue;
    const saving = (unitCost - cheapest.unit_cost) * componentQuantity;
    suggestions.push({
      line_no: line.lineNo ?? null,
      item_id: line.itemId,
      item_name: itemNameOf(index, line.itemId, line),
      quantity: componentQuantity,
      current_unit_cost: unitCost,
      alternative: cheapest,
      saving,
      saving_percent: ((unitCost - cheapest.unit_cost) / unitCost) * 100,
    });
  }
  const totalSaving = suggestions.reduce((sum, s) => sum + s.saving, 0);
  return {
    product_id: productId,
    quantity,
    current_cost: currentCost,
    optimized_cost: currentCost - totalSaving,
    total_saving: totalSaving,
    suggestions,
  };
}
