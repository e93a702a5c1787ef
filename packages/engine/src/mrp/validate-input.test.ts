import { describe, expect, it } from 'vitest';
import { demand, makeInput, makeItem } from '../../test-fixtures/mrp/test-factories.ts';
import { MrpInputError } from './errors.ts';
import type { MrpInput } from './model.ts';
import { runMrp } from './run-mrp.ts';

function failure(input: MrpInput): MrpInputError {
  try {
    runMrp(input);
  } catch (error) {
    if (error instanceof MrpInputError) return error;
    throw error;
  }
  throw new Error('expected an MrpInputError');
}

describe('MRP input', () => {
  it('plans over 90 days in weekly buckets by default (planning-workspaces §9)', () => {
    const result = runMrp({
      today: '2026-01-05',
      items: [],
      bomLines: [],
      demandOrders: [demand('A', 1, 3)],
    });
    expect(result).toMatchObject({ planningHorizonDays: 90, timeBucketDays: 7 });
    expect(result.itemRecords[0]!.buckets).toHaveLength(13);
    expect(result.itemRecords[0]!.buckets.at(-1)).toMatchObject({
      startDate: '2026-03-30',
      endDate: '2026-04-05',
    });
  });

  it('asks for at least one valid order when there is no demand (planning-workspaces §5)', () => {
    const error = failure(makeInput({ demandOrders: [] }));
    expect(error.code).toBe('MRP_NO_DEMAND');
    expect(error.details).toEqual([{ code: 'NO_DEMAND' }]);
  });

  it('lists every field out of range', () => {
    const error = failure(
      makeInput({
        today: '2026-02-30',
        planningHorizonDays: 366,
        timeBucketDays: 5,
        items: [
          makeItem('A', { lotSizeMethod: 'FOQ' }),
          makeItem('B', { lotSizeMethod: 'POQ', lotSize: 1.5 }),
        ],
        demandOrders: [{ productId: '', quantity: 0, requiredDate: 'soon' }],
      }),
    );
    expect(error.code).toBe('MRP_INVALID_INPUT');
    const demand = { kind: 'DEMAND_ORDER', index: 0 };
    expect(error.details).toEqual([
      { code: 'TODAY_NOT_A_DATE', value: '2026-02-30' },
      { code: 'HORIZON_OUT_OF_RANGE', value: 366, max: 365 },
      { code: 'BUCKET_NOT_OFFERED', value: 5, offered: [1, 7, 14, 30] },
      { code: 'DEMAND_ITEM_MISSING', demand },
      { code: 'DEMAND_QUANTITY_NOT_POSITIVE', demand, value: 0 },
      { code: 'DEMAND_DATE_INVALID', demand, value: 'soon' },
      { code: 'LOT_SIZE_MISSING', itemId: 'A', method: 'FOQ' },
      { code: 'POQ_PERIODS_INVALID', itemId: 'B' },
    ]);
  });

  it.each([1, 365])('accepts a horizon of %i days (planning-workspaces §5)', (planningHorizonDays) => {
    expect(() => runMrp(makeInput({ planningHorizonDays, demandOrders: [demand('A', 1, 0)] }))).not.toThrow();
  });

  it('reads a timestamp by its UTC date', () => {
    const result = runMrp(
      makeInput({
        demandOrders: [{ productId: 'A', quantity: 1, requiredDate: '2026-01-09T12:00:00.000Z' }],
      }),
    );
    expect(result.plannedOrders[0]!.dueDate).toBe('2026-01-09');
  });

  it('plans every item with planAllItems, even without demand', () => {
    const result = runMrp(
      makeInput({
        planAllItems: true,
        items: [makeItem('A', { safetyStock: 10 }), makeItem('B')],
        demandOrders: [],
      }),
    );
    expect(result.plannedOrders.map((o) => [o.itemId, o.orderQuantity])).toEqual([['A', 10]]);
    expect(result.itemRecords.map((r) => r.itemId)).toEqual(['A', 'B']);
  });

  it('warns of items missing from the item master and plans them as bought lot-for-lot', () => {
    const result = runMrp(makeInput({ demandOrders: [demand('X', 3, 7)] }));
    expect(result.plannedOrders[0]).toMatchObject({
      orderType: 'PURCHASE_REQUISITION',
      lotSizingMethod: 'LFL',
    });
    expect(result.warnings).toEqual([{ code: 'ITEM_NOT_IN_MASTER', itemId: 'X' }]);
  });
});
