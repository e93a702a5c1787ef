import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomMrpInput } from '../../test-fixtures/mrp/random-plants.ts';
import type { MrpInput } from './model.ts';
import type { MrpResult } from './result.ts';
import { runMrp } from './run-mrp.ts';

/** The result with the detail the options can leave out (pegs, buckets, MD04 lists) kept only for `itemIds`. */
function keepDetailOf(result: MrpResult, itemIds: readonly string[]): MrpResult {
  const kept = new Set(itemIds);
  return {
    ...result,
    plannedOrders: result.plannedOrders.map((o) => (kept.has(o.itemId) ? o : { ...o, peggedTo: [] })),
    itemRecords: result.itemRecords.map((r) =>
      kept.has(r.itemId) ? r : { ...r, buckets: [], elements: [] },
    ),
  };
}

const withDetailFor = (input: MrpInput, itemIds: string[]): MrpInput => ({
  ...input,
  peggedItems: itemIds,
  bucketItems: itemIds,
  stockRequirementItems: itemIds,
});

describe('detail options (peggedItems, bucketItems, stockRequirementItems)', () => {
  it('leave the plan unchanged and keep, for the items named, exactly the pegs, buckets and lists of a full run', () => {
    const inputs = fc.tuple(randomMrpInput, fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 3 }));
    fc.assert(
      fc.property(inputs, ([input, picks]) => {
        const itemIds = picks.map((i) => `I${i}`);
        expect(runMrp(withDetailFor(input, itemIds))).toEqual(keepDetailOf(runMrp(input), itemIds));
      }),
      { numRuns: 300 },
    );
  });

  it('pegs no order and builds no bucket when given no items', () => {
    const input = withDetailFor(
      {
        today: '2026-01-05',
        items: [{ itemId: 'FG', itemName: 'Mount', leadTimeDays: 2 }],
        bomLines: [{ parentId: 'FG', itemId: 'RM', quantityPer: 2 }],
        demandOrders: [{ productId: 'FG', quantity: 10, requiredDate: '2026-01-20' }],
      },
      [],
    );
    const result = runMrp(input);
    expect(result.plannedOrders.map((o) => [o.itemId, o.orderQuantity, o.peggedTo])).toEqual([
      ['FG', 10, []],
      ['RM', 20, []],
    ]);
    expect(result.itemRecords.map((r) => [r.itemId, r.buckets, r.elements])).toEqual([
      ['FG', [], []],
      ['RM', [], []],
    ]);
  });
});
