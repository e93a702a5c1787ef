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
    expect(result).toMatchObject({ planning_horizon_days: 90, time_bucket_days: 7 });
    expect(result.item_records[0]!.buckets).toHaveLength(13);
    expect(result.item_records[0]!.buckets.at(-1)).toMatchObject({
      start_date: '2026-03-30',
      end_date: '2026-04-05',
    });
  });

  it('asks for at least one valid order when there is no demand (planning-workspaces §5)', () => {
    const error = failure(makeInput({ demandOrders: [] }));
    expect(error.code).toBe('MRP_NO_DEMAND');
    expect(error.message).toBe('Please add at least one valid order');
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
    expect(error.details).toEqual([
      "today: '2026-02-30' is not a date",
      'planning_horizon_days: 366 is not an integer from 1 to 365',
      'time_bucket_days: 5 is not one of 1, 7, 14, 30',
      'orders[0]: product_id is required',
      'orders[0]: quantity must be above 0',
      "orders[0]: required_date 'soon' is not a date",
      'item A: FOQ needs a lot size above 0',
      'item B: POQ needs a whole number of periods of at least 1',
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
    expect(result.planned_orders[0]!.due_date).toBe('2026-01-09');
  });

  it('plans every item with planAllItems, even without demand', () => {
    const result = runMrp(
      makeInput({
        planAllItems: true,
        items: [makeItem('A', { safetyStock: 10 }), makeItem('B')],
        demandOrders: [],
      }),
    );
    expect(result.planned_orders.map((o) => [o.item_id, o.order_quantity])).toEqual([['A', 10]]);
    expect(result.item_records.map((r) => r.item_id)).toEqual(['A', 'B']);
  });

  it('warns of items missing from the item master and plans them as bought lot-for-lot', () => {
    const result = runMrp(makeInput({ demandOrders: [demand('X', 3, 7)] }));
    expect(result.planned_orders[0]).toMatchObject({
      order_type: 'PURCHASE_REQUISITION',
      lot_sizing_method: 'LFL',
    });
    expect(result.warnings).toEqual([
      'Item X is not in the item master: planned with lead time 0, lot-for-lot',
    ]);
  });
});
