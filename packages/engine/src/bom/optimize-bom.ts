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
  lineNo: number | null;
  itemId: string;
  itemName: string;
  /** Gross quantity of the component for the optimized quantity of the product (scrap included). */
  quantity: number;
  currentUnitCost: number;
  alternative: Alternative;
  /** (current − alternative unit cost) × `quantity`; always > 0. */
  saving: number;
  /** `saving` in percent of the component's current cost. */
  savingPercent: number;
}

export interface BomOptimization {
  productId: string;
  quantity: number;
  /** Σ over the direct components (phantoms passed through) of gross quantity × unit cost. */
  currentCost: number;
  /** `currentCost` minus every suggestion's saving. */
  optimizedCost: number;
  totalSaving: number;
  suggestions: OptimizationSuggestion[];
}

/**
 * For each direct component of `productId` (phantoms passed through), the cheapest alternative of the
 * same kind (see `findAlternatives`) that the BOM does not already use, when it costs less than the
 * component, with the saving for
 * `quantity` units of the product. Components missing from the item master get no suggestion.
 * Throws BOM_NOT_FOUND when the product has no BOM.
 */
export function optimizeBom(
  structure: BomStructure | StructureIndex,
  productId: string,
  quantity = 1,
): BomOptimization {
  const index = 'lines' in structure ? indexStructure(structure) : structure;
  if (!index.childrenOf.has(productId)) throw new BomError('BOM_NOT_FOUND', { itemId: productId });
  let currentCost = 0;
  const suggestions: OptimizationSuggestion[] = [];
  const components = effectiveComponents(index, productId);
  // A part the BOM already uses has a job of its own there (the label beside the carton): never its neighbour's substitute.
  const inBom = new Set([productId, ...components.map((c) => c.line.itemId)]);
  for (const component of components) {
    const { line } = component;
    const componentQuantity = quantity * component.factor;
    const unitCost = unitCostOf(index, line.itemId, line);
    currentCost += componentQuantity * unitCost;
    if (!index.items.has(line.itemId)) continue;
    const cheapest = findAlternatives(index.items, line.itemId).find((a) => !inBom.has(a.itemId));
    if (!cheapest || cheapest.unitCost >= unitCost) continue;
    const saving = (unitCost - cheapest.unitCost) * componentQuantity;
    suggestions.push({
      lineNo: line.lineNo ?? null,
      itemId: line.itemId,
      itemName: itemNameOf(index, line.itemId, line),
      quantity: componentQuantity,
      currentUnitCost: unitCost,
      alternative: cheapest,
      saving,
      savingPercent: ((unitCost - cheapest.unitCost) / unitCost) * 100,
    });
  }
  const totalSaving = suggestions.reduce((sum, s) => sum + s.saving, 0);
  return {
    productId: productId,
    quantity,
    currentCost: currentCost,
    optimizedCost: currentCost - totalSaving,
    totalSaving: totalSaving,
    suggestions,
  };
}
