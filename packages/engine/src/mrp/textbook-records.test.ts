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
import type { LotSizingMethod } from './model.ts';
import { runMrp } from './run-mrp.ts';

/**
 * Hand-worked records: weekly buckets from Monday TODAY, one-week lead time, 20 on hand, an open
 * purchase order of 20 in week 2, gross requirements 10, 15, 20, 10, 30.
 */
function plan(lotSizeMethod: LotSizingMethod, lotSize?: number) {
  return runMrp(
    makeInput({
      items: [makeItem('A', { leadTimeDays: 7, lotSizeMethod, lotSize, procurement: 'BUY' })],
      stock: [{ itemId: 'A', onHand: 20 }],
      scheduledReceipts: [receipt('PO-1', 'A', 20, 7)],
      demandOrders: [
        demand('A', 10, 0),
        demand('A', 15, 7),
        demand('A', 20, 14),
        demand('A', 10, 21),
        demand('A', 30, 28),
      ],
    }),
  );
}

describe('textbook MRP records', () => {
  it('lot-for-lot plans each net requirement, released one lead time earlier', () => {
    const record = recordOf(plan('LFL'), 'A');
    expect(rows(record, 'grossRequirements')).toEqual([10, 15, 20, 10, 30]);
    expect(rows(record, 'scheduledReceipts')).toEqual([0, 20, 0, 0, 0]);
    expect(rows(record, 'projectedOnHand')).toEqual([10, 15, 0, 0, 0]);
    expect(rows(record, 'netRequirements')).toEqual([0, 0, 5, 10, 30]);
    expect(rows(record, 'plannedReceipts')).toEqual([0, 0, 5, 10, 30]);
    expect(rows(record, 'plannedReleases')).toEqual([0, 5, 10, 30, 0]);
  });

  it('fixed order quantity orders 25 at a time and carries the rest', () => {
    const record = recordOf(plan('FOQ', 25), 'A');
    expect(rows(record, 'projectedOnHand')).toEqual([10, 15, 20, 10, 5]);
    expect(rows(record, 'netRequirements')).toEqual([0, 0, 5, 0, 20]);
    expect(rows(record, 'plannedReceipts')).toEqual([0, 0, 25, 0, 25]);
    expect(rows(record, 'plannedReleases')).toEqual([0, 25, 0, 25, 0]);
  });

  it('period order quantity covers two periods with one order', () => {
    const record = recordOf(plan('POQ', 2), 'A');
    expect(rows(record, 'projectedOnHand')).toEqual([10, 15, 10, 0, 0]);
    expect(rows(record, 'plannedReceipts')).toEqual([0, 0, 15, 0, 30]);
    expect(rows(record, 'plannedReleases')).toEqual([0, 15, 0, 30, 0]);
  });

  it('economic order quantity orders 8, or the requirement when larger', () => {
    const record = recordOf(plan('EOQ', 8), 'A');
    expect(rows(record, 'plannedReceipts')).toEqual([0, 0, 8, 8, 29]);
    expect(rows(record, 'projectedOnHand')).toEqual([10, 15, 3, 1, 0]);
  });

  it('dates the planned orders: due on the requirement, released a lead time before', () => {
    const orders = plan('LFL').plannedOrders;
    expect(orders.map((o) => [o.orderQuantity, o.dueDate, o.releaseDate, o.orderType])).toEqual([
      [5, day(14), day(7), 'PURCHASE_REQUISITION'],
      [10, day(21), day(14), 'PURCHASE_REQUISITION'],
      [30, day(28), day(21), 'PURCHASE_REQUISITION'],
    ]);
  });
});
