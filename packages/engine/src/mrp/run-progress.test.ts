import { describe, expect, it } from 'vitest';
import { demand, makeInput, makeItem } from '../../test-fixtures/mrp/test-factories.ts';
import type { MrpProgress } from './plan-run.ts';
import { runMrp } from './run-mrp.ts';

/** A run reports its progress item by item (issue 12, point 6: the server shows it while a plant's MRP runs). */
describe('MRP progress', () => {
  const input = makeInput({
    items: [makeItem('FG'), makeItem('CMP'), makeItem('RM'), makeItem('UNUSED')],
    bomLines: [
      { parentId: 'FG', itemId: 'CMP', quantityPer: 2 },
      { parentId: 'CMP', itemId: 'RM', quantityPer: 3 },
    ],
    demandOrders: [demand('FG', 10, 14, 'D-1')],
  });

  it('tells each item planned, in order, up to the items the demand reaches', () => {
    const seen: MrpProgress[] = [];
    runMrp(input, { onProgress: (p) => seen.push({ ...p }) });
    expect(seen).toEqual([
      { itemsPlanned: 1, itemsTotal: 3 },
      { itemsPlanned: 2, itemsTotal: 3 },
      { itemsPlanned: 3, itemsTotal: 3 },
    ]);
  });

  it('plans the same with or without a listener', () => {
    expect(runMrp(input, { onProgress: () => undefined })).toEqual(runMrp(input));
  });
});
