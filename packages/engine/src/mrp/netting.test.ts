import { describe, expect, it } from 'vitest';
import {
  day,
  demand,
  makeInput,
  makeItem,
  receipt,
  recordOf,
  rows,
} from '../../test-fixtures/mrp/test-factories.ts';
import { runMrp } from './run-mrp.ts';

describe('netting', () => {
  it('nets against on hand minus reserved and tops up to safety stock', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A', { safetyStock: 50 })],
        stock: [
          { itemId: 'A', onHand: 60, reserved: 30 },
          { itemId: 'A', onHand: 40 },
        ],
        demandOrders: [demand('A', 60, 9)],
      }),
    );
    // available 70; 60 required + 50 to keep = 110 → 40 short in week 2.
    expect(result.plannedOrders.map((o) => [o.orderQuantity, o.dueDate])).toEqual([[40, day(9)]]);
    expect(recordOf(result, 'A')).toMatchObject({ onHand: 100, available: 70, safetyStock: 50 });
    expect(rows(recordOf(result, 'A'), 'projectedOnHand')).toEqual([70, 50, 50, 50, 50]);
  });

  it('replenishes stock already below safety stock in the first bucket, due today', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A', { safetyStock: 50 })],
        stock: [{ itemId: 'A', onHand: 20 }],
        demandOrders: [demand('A', 5, 20)],
      }),
    );
    expect(
      result.plannedOrders.map((o) => [o.orderQuantity, o.dueDate, o.peggedTo.map((p) => p.demandType)]),
    ).toEqual([
      [30, day(0), ['SAFETY_STOCK']],
      [5, day(20), ['DEMAND_ORDER']],
    ]);
  });

  it('counts open receipts before planning new supply', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A')],
        scheduledReceipts: [receipt('PO-1', 'A', 30, 3), receipt('MO-1', 'A', 20, 10)],
        demandOrders: [demand('A', 30, 4), demand('A', 40, 11)],
      }),
    );
    expect(result.plannedOrders.map((o) => [o.orderQuantity, o.dueDate])).toEqual([[20, day(11)]]);
    expect(rows(recordOf(result, 'A'), 'scheduledReceipts')).toEqual([30, 20, 0, 0, 0]);
  });

  it('leaves out requirements on or after the end of the horizon and counts past-due ones in the first bucket', () => {
    const result = runMrp(
      makeInput({
        planningHorizonDays: 14,
        items: [makeItem('A')],
        demandOrders: [demand('A', 7, -3), demand('A', 9, 14)],
      }),
    );
    expect(rows(recordOf(result, 'A'), 'grossRequirements')).toEqual([7, 0]);
    expect(result.plannedOrders.map((o) => [o.orderQuantity, o.dueDate])).toEqual([[7, day(0)]]);
  });

  it.each([
    [1, [4, 0, 0, 0, 0, 0, 0, 0, 6]],
    [7, [4, 6]],
    [14, [10]],
  ])('sums the requirements of %i-day buckets', (timeBucketDays, gross) => {
    const result = runMrp(
      makeInput({
        timeBucketDays,
        planningHorizonDays: 9,
        items: [makeItem('A')],
        demandOrders: [demand('A', 4, 0), demand('A', 6, 8)],
      }),
    );
    expect(rows(recordOf(result, 'A'), 'grossRequirements')).toEqual(gross);
  });

  it('dates an order on the first requirement of its bucket, not the bucket start', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A', { leadTimeDays: 3 })],
        demandOrders: [demand('A', 5, 12), demand('A', 5, 10)],
      }),
    );
    expect(result.plannedOrders.map((o) => [o.orderQuantity, o.dueDate, o.releaseDate])).toEqual([
      [10, day(10), day(7)],
    ]);
  });

  it('adds open sales orders only when asked to', () => {
    const salesOrders = [{ salesOrderId: 'SO-1', itemId: 'A', quantity: 8, requestedDate: day(5) }];
    const base = makeInput({ items: [makeItem('A')], demandOrders: [demand('A', 2, 5)], salesOrders });
    expect(runMrp(base).summary.totalQuantity).toBe(2);
    expect(runMrp({ ...base, includeSalesOrders: true }).summary.totalQuantity).toBe(10);
  });
});
