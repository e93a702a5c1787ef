import { BomError, type BomFailure, cycleError } from './errors.ts';
import { findCycle } from './find-cycle.ts';
import type { BomLine, BomStructure } from './model.ts';
import { indexStructure, type StructureIndex } from './structure-index.ts';

/** A BOM as the BOM Management form saves it: header and components, not yet stored. */
export interface BomDraft {
  productId: string;
  productName: string;
  components: readonly Omit<BomLine, 'parentId'>[];
}

/**
 * Every failure of a BOM being saved, by the rules of planning-workspaces §5 in the order they are
 * listed there (components by their place in the list), as codes the server words; empty when it is
 * valid. With the `stored` structure, the draft replaces the product's stored BOM and a cycle through
 * any depth adds a CYCLE failure naming it.
 */
export function validateBom(draft: BomDraft, stored?: BomStructure | StructureIndex): BomFailure[] {
  const failures: BomFailure[] = [];
  const productId = draft.productId.trim();
  if (!productId) failures.push({ code: 'PRODUCT_ID_REQUIRED' });
  if (!draft.productName.trim()) failures.push({ code: 'PRODUCT_NAME_REQUIRED' });
  if (draft.components.length === 0) failures.push({ code: 'COMPONENTS_REQUIRED' });
  draft.components.forEach((component, componentIndex) => {
    if (!component.itemId.trim()) failures.push({ code: 'COMPONENT_ITEM_REQUIRED', componentIndex });
    if (!(component.quantityPer > 0))
      failures.push({ code: 'COMPONENT_QUANTITY_NOT_POSITIVE', componentIndex });
    const scrap = component.scrapPercent ?? 0;
    if (!(scrap >= 0 && scrap <= 100))
      failures.push({ code: 'COMPONENT_SCRAP_OUT_OF_RANGE', componentIndex });
  });
  if (productId && draft.components.some((c) => c.itemId.trim() === productId)) {
    failures.push({ code: 'SELF_REFERENCE' });
  }
  const cycle = productId && stored ? cycleWithDraft(draft, productId, stored) : undefined;
  if (cycle) failures.push({ code: 'CYCLE', cycle });
  return failures;
}

/**
 * Throws when `validateBom` finds failures: BOM_CYCLE (with the cycle) when the only failure is a
 * cycle deeper than the product itself, else BOM_INVALID with every failure in `failures`.
 */
export function assertValidBom(draft: BomDraft, stored?: BomStructure | StructureIndex): void {
  const failures = validateBom(draft, stored);
  if (failures.length === 0) return;
  const cycle = failures.find(
    (failure): failure is Extract<BomFailure, { code: 'CYCLE' }> => failure.code === 'CYCLE',
  )?.cycle;
  if (cycle && failures.length === 1) throw cycleError(cycle);
  throw new BomError('BOM_INVALID', { failures, ...(cycle ? { cycle } : {}) });
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
