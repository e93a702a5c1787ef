import { describe, expect, it } from 'vitest';
import {
  day,
  demand,
  makeInput,
  makeItem,
  receipt,
  recordOf,
} from '../../test-fixtures/mrp/test-factories.ts';
import { runMrp } from './run-mrp.ts';

describe('stock/requirements list (MD04)', () => {
  it('lists stock, requirements and receipts by date with the running available quantity', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A', { safetyStock: 10 })],
        stock: [{ itemId: 'A', onHand: 50, reserved: 5 }],
        scheduledReceipts: [receipt('PO-1', 'A', 20, 6)],
        demandOrders: [demand('A', 30, 6, 'D-1'), demand('A', 40, 13, 'D-2')],
      }),
    );
    const elements = recordOf(result, 'A').elements.map((e) => [
      e.date,
      e.elementType,
      e.elementId,
      e.quantity,
      e.availableQuantity,
    ]);
    expect(elements).toEqual([
      [day(0), 'STOCK', 'A', 45, 45],
      [day(0), 'SAFETY_STOCK', 'A', -10, 35],
      [day(6), 'PURCHASE_ORDER', 'PO-1', 20, 55],
      [day(6), 'DEMAND_ORDER', 'D-1', -30, 25],
      [day(13), 'PURCHASE_REQUISITION', 'PREQ-A-001', 15, 40],
      [day(13), 'DEMAND_ORDER', 'D-2', -40, 0],
    ]);
  });
});

describe('stockRequirementItems', () => {
  it('keeps the stock/requirements list of the listed items only', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A'), makeItem('B')],
        demandOrders: [demand('A', 1, 2), demand('B', 1, 2)],
        stockRequirementItems: ['B'],
      }),
    );
    expect(recordOf(result, 'A').elements).toEqual([]);
    expect(recordOf(result, 'B').elements.length).toBe(3);
  });
});
