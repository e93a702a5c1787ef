import { BomError, cycleError } from './errors.ts';
import { findCycle } from './find-cycle.ts';
import type { BomLine, BomStructure } from './model.ts';
import { indexStructure, type StructureIndex } from './structure-index.ts';

/** A BOM as the BOM Management form saves it: header and components, not yet stored. */
export interface BomDraft {
  productId: string;
  productName: string;
  components: readonly Omit<BomLine, 'parentId'>[];
}

export const SELF_REFERENCE_MESSAGE =
  'Circular reference detected: Component cannot be the same as parent product';

/**
 * Every failure of a BOM being saved, with the messages of planning-workspaces §5 (components
 * numbered from 1 in list order), in the order the rules are listed there; empty when it is valid.
 * With the `stored` structure, the draft replaces the product's stored BOM and a cycle through any
 * depth adds 'Circular reference detected: X -> Y -> X'.
 */
export function validateBom(draft: BomDraft, stored?: BomStructure | StructureIndex): string[] {
  const failures: string[] = [];
  const productId = draft.productId.trim();
  if (!productId) failures.push('Product ID is required');
  if (!draft.productName.trim()) failures.push('Product name is required');
  if (draft.components.length === 0) failures.push('At least one component is required');
  draft.components.forEach((component, i) => {
    const n = i + 1;
    if (!component.itemId.trim()) failures.push(`Component ${n}: Item ID is required`);
    if (!(component.quantityPer > 0)) failures.push(`Component ${n}: Quantity must be positive`);
    const scrap = component.scrapPercent ?? 0;
    if (!(scrap >= 0 && scrap <= 100)) failures.push(`Component ${n}: Scrap % must be between 0 and 100`);
  });
  if (productId && draft.components.some((c) => c.itemId.trim() === productId)) {
    failures.push(SELF_REFERENCE_MESSAGE);
  }
  const cycle = productId && stored ? cycleWithDraft(draft, productId, stored) : undefined;
  if (cycle) failures.push(cycleError(cycle).message);
  return failures;
}

/**
 * Throws when `validateBom` finds failures: BOM_CYCLE (with the cycle) when the only failure is a
 * cycle deeper than the product itself, else BOM_INVALID with every failure in `details`.
 */
export function assertValidBom(draft: BomDraft, stored?: BomStructure | StructureIndex): void {
  const failures = validateBom(draft, stored);
  if (failures.length === 0) return;
  const productId = draft.productId.trim();
  const cycle = productId && stored ? cycleWithDraft(draft, productId, stored) : undefined;
  if (cycle && failures.length === 1) throw cycleError(cycle);
  const message = `BOM is invalid: ${failures.join('; ')}`;
  throw new BomError('BOM_INVALID', message, failures, cycle);
}

/** A cycle reachable from the product once the draft replaces its stored BOM; self-references left to §5's rule. */
function cycleWithDraft(
  draft: BomDraft,
  productId: string,
  stored: BomStructure | StructureIndex,
): string[] | undefined {
  const index = 'lines' in stored ? indexStructure(stored) : stored;
  const edges = new Map<string, readonly { itemId: string }[]>(index.childrenOf);
  const draftEdges = draft.components
    .map((c) => ({ itemId: c.itemId.trim() }))
    .filter((c) => c.itemId && c.itemId !== productId);
  edges.set(productId, draftEdges);
  return findCycle(edges, [productId]);
}
