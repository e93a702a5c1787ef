import { describe, expect, it } from 'vitest';
import { day, demand, makeInput, makeItem, receipt } from '../../test-fixtures/mrp/test-factories.ts';
import { runMrp } from './run-mrp.ts';

const messages = (result: ReturnType<typeof runMrp>) =>
  result.actionMessages.map((m) => [m.type, m.priority, m.itemId, m.quantity, m.date]);

describe('action messages (planning-workspaces §9)', () => {
  it.each([
    ['EXPEDITE', 'HIGH', 3, day(-2)],
    ['RELEASE', 'MEDIUM', 8, day(3)],
    ['PLAN', 'LOW', 20, day(15)],
  ])(
    'raises %s (%s) for a planned order due in %i days with a 5-day lead time',
    (type, priority, dueIn, release) => {
      const result = runMrp(
        makeInput({ items: [makeItem('A', { leadTimeDays: 5 })], demandOrders: [demand('A', 10, dueIn)] }),
      );
      expect(result.plannedOrders[0]!.releaseDate).toBe(release);
      expect(messages(result)).toEqual([[type, priority, 'A', 10, release]]);
    },
  );

  it('says how late an expedited release is', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A', { leadTimeDays: 5, unit: 'KG' })],
        demandOrders: [demand('A', 10, 3)],
      }),
    );
    expect(result.actionMessages[0]).toMatchObject({
      orderId: 'PREQ-A-001',
      quantity: 10,
      unit: 'KG',
      reason: { code: 'PLANNED_ORDER', releaseDate: day(-2), dueDate: day(3), daysLate: 2 },
    });
  });

  it('reschedules an open receipt in when it is needed in an earlier bucket, instead of planning new supply', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A')],
        scheduledReceipts: [receipt('PO-1', 'A', 50, 22)],
        demandOrders: [demand('A', 40, 8)],
      }),
    );
    expect(result.plannedOrders).toEqual([]);
    expect(messages(result)).toEqual([['RESCHEDULE_IN', 'HIGH', 'A', 50, day(8)]]);
  });

  it('reschedules an open receipt out when it is needed only in a later bucket', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A')],
        scheduledReceipts: [receipt('MO-1', 'A', 50, 1)],
        demandOrders: [demand('A', 40, 22)],
      }),
    );
    expect(messages(result)).toEqual([['RESCHEDULE_OUT', 'LOW', 'A', 50, day(22)]]);
    expect(result.actionMessages[0]).toMatchObject({
      orderId: 'MO-1',
      unit: null,
      reason: { code: 'OPEN_RECEIPT', receiptKind: 'PRODUCTION_ORDER', dueDate: day(1), neededDate: day(22) },
    });
  });

  it('cancels an open receipt not needed within the horizon, but not one after it', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A')],
        stock: [{ itemId: 'A', onHand: 100 }],
        scheduledReceipts: [receipt('PO-1', 'A', 50, 10), receipt('PO-2', 'A', 50, 60)],
        demandOrders: [demand('A', 40, 8)],
      }),
    );
    expect(messages(result)).toEqual([['CANCEL', 'MEDIUM', 'A', 50, day(10)]]);
  });

  it('reschedules out, never cancels, a production order in process that is not needed in the horizon', () => {
    const inProcess = { ...receipt('MO-1013', 'A', 50, 10), componentsIssued: true };
    const result = runMrp(
      makeInput({
        items: [makeItem('A')],
        stock: [{ itemId: 'A', onHand: 100 }],
        scheduledReceipts: [inProcess, receipt('MO-1014', 'A', 50, 12)],
        demandOrders: [demand('A', 40, 8)],
      }),
    );
    expect(messages(result)).toEqual([
      ['CANCEL', 'MEDIUM', 'A', 50, day(12)],
      ['RESCHEDULE_OUT', 'LOW', 'A', 50, day(35)],
    ]);
    expect(result.actionMessages.find((m) => m.orderId === 'MO-1013')?.reason).toEqual({
      code: 'OPEN_RECEIPT',
      receiptKind: 'PRODUCTION_ORDER',
      dueDate: day(10),
      neededDate: null,
    });
  });

  it('expedites a past-due receipt that is still needed', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A')],
        scheduledReceipts: [receipt('PO-1', 'A', 50, -4)],
        demandOrders: [demand('A', 40, 2)],
      }),
    );
    expect(messages(result)).toEqual([['EXPEDITE', 'HIGH', 'A', 50, day(2)]]);
  });

  it('leaves a receipt alone when it arrives in the bucket that needs it', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A')],
        scheduledReceipts: [receipt('PO-1', 'A', 50, 9)],
        demandOrders: [demand('A', 40, 8)],
      }),
    );
    expect(result.actionMessages).toEqual([]);
  });

  it.each([
    [0, 'HIGH', 50],
    [30, 'MEDIUM', 20],
    [60, 'LOW', 20],
  ])(
    'raises LOW_STOCK with %i available against safety stock 50 and reorder point 80 as %s, %i short',
    (onHand, priority, short) => {
      const result = runMrp(
        makeInput({
          items: [makeItem('A', { safetyStock: 50, reorderPoint: 80 })],
          stock: [{ itemId: 'A', onHand }],
          demandOrders: [demand('A', 1, 30)],
        }),
      );
      expect(result.actionMessages.find((m) => m.type === 'LOW_STOCK')).toMatchObject({
        priority,
        quantity: short,
        date: day(0),
      });
    },
  );

  it('lists HIGH messages first, then by date', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('A', { leadTimeDays: 5 }), makeItem('B', { leadTimeDays: 5 })],
        demandOrders: [demand('A', 1, 20), demand('B', 1, 8), demand('A', 1, 2)],
      }),
    );
    expect(result.actionMessages.map((m) => m.type)).toEqual(['EXPEDITE', 'RELEASE', 'PLAN']);
  });
});
