import { describe, expect, it } from 'vitest';
import { day, demand, makeInput, makeItem, recordOf } from '../../test-fixtures/mrp/test-factories.ts';
import { BomError } from '../bom/errors.ts';
import type { BomLine } from '../bom/model.ts';
import { runMrp } from './run-mrp.ts';

const line = (
  parentId: string,
  itemId: string,
  quantityPer: number,
  extra: Partial<BomLine> = {},
): BomLine => ({
  parentId,
  itemId,
  quantityPer,
  ...extra,
});

describe('multi-level MRP', () => {
  it('passes dependent demand to components on the parent’s release date, scrap included', () => {
    const result = runMrp(
      makeInput({
        items: [
          makeItem('FG', { leadTimeDays: 2 }),
          makeItem('CMP', { leadTimeDays: 1 }),
          makeItem('RM', { leadTimeDays: 5 }),
        ],
        bomLines: [line('FG', 'CMP', 2, { scrapPercent: 10 }), line('CMP', 'RM', 0.5)],
        demandOrders: [demand('FG', 100, 14, 'D-1')],
      }),
    );
    expect(
      result.plannedOrders.map((o) => [o.itemId, o.orderType, o.orderQuantity, o.releaseDate, o.dueDate]),
    ).toEqual([
      ['RM', 'PURCHASE_REQUISITION', 110, day(6), day(11)],
      ['CMP', 'PLANNED_ORDER', 220, day(11), day(12)],
      ['FG', 'PLANNED_ORDER', 100, day(12), day(14)],
    ]);
  });

  it('pegs each planned order to the demand it serves, down the levels', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG', { leadTimeDays: 2 }), makeItem('RM', { lotSizeMethod: 'FOQ', lotSize: 500 })],
        bomLines: [line('FG', 'RM', 3)],
        stock: [{ itemId: 'FG', onHand: 30 }],
        demandOrders: [demand('FG', 50, 7, 'D-1'), demand('FG', 40, 14, 'D-2')],
      }),
    );
    const fg = result.plannedOrders.filter((o) => o.itemId === 'FG');
    expect(fg.map((o) => o.peggedTo.map((p) => [p.demandId, p.quantity]))).toEqual([
      [['D-1', 20]],
      [['D-2', 40]],
    ]);
    const [rm] = result.plannedOrders.filter((o) => o.itemId === 'RM');
    expect(rm!.peggedTo.map((p) => [p.demandType, p.demandId, p.quantity])).toEqual([
      ['DEPENDENT', fg[0]!.orderId, 60],
      ['DEPENDENT', fg[1]!.orderId, 120],
    ]);
  });

  it('requires the components of open production orders on their start date unless already issued', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG', { leadTimeDays: 3 }), makeItem('RM')],
        bomLines: [line('FG', 'RM', 2)],
        scheduledReceipts: [
          {
            receiptId: 'MO-1',
            itemId: 'FG',
            kind: 'PRODUCTION_ORDER',
            quantity: 10,
            dueDate: day(10),
            startDate: day(6),
          },
          { receiptId: 'MO-2', itemId: 'FG', kind: 'PRODUCTION_ORDER', quantity: 10, dueDate: day(17) },
          {
            receiptId: 'MO-3',
            itemId: 'FG',
            kind: 'PRODUCTION_ORDER',
            quantity: 10,
            dueDate: day(4),
            componentsIssued: true,
          },
        ],
        demandOrders: [demand('FG', 30, 20)],
      }),
    );
    const rm = recordOf(result, 'RM').elements.filter((e) => e.elementType === 'DEPENDENT');
    expect(rm.map((e) => [e.elementId, e.date, e.quantity])).toEqual([
      ['MO-1', day(6), -20],
      ['MO-2', day(14), -20],
    ]);
  });

  it('passes phantoms through: no order for the phantom, its components planned for the parent', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('CMP'), makeItem('MB', { isPhantom: true }), makeItem('RM')],
        bomLines: [
          line('CMP', 'MB', 0.9),
          line('MB', 'RM', 0.5, { scrapPercent: 20 }),
          line('CMP', 'OIL', 0.1),
        ],
        stock: [{ itemId: 'MB', onHand: 1000 }],
        demandOrders: [demand('CMP', 1000, 7)],
      }),
    );
    expect(result.plannedOrders.map((o) => [o.itemId, o.orderQuantity])).toEqual([
      ['CMP', 1000],
      ['OIL', 100],
      ['RM', 540],
    ]);
    expect(result.itemRecords.map((r) => r.itemId)).not.toContain('MB');
  });

  it('plans an item used on several levels once, at its lowest level', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG'), makeItem('SUB'), makeItem('RM')],
        bomLines: [line('FG', 'SUB', 1), line('FG', 'RM', 1), line('SUB', 'RM', 2)],
        demandOrders: [demand('FG', 10, 7)],
      }),
    );
    expect(result.itemRecords.map((r) => [r.itemId, r.lowLevelCode])).toEqual([
      ['FG', 0],
      ['SUB', 1],
      ['RM', 2],
    ]);
    expect(recordOf(result, 'RM').buckets[1]!.grossRequirements).toBe(30);
  });

  it('refuses a structure with a cycle, naming it', () => {
    const input = makeInput({
      items: [makeItem('FG')],
      bomLines: [line('FG', 'A', 1), line('A', 'B', 1), line('B', 'C', 1), line('C', 'A', 1)],
      demandOrders: [demand('FG', 1, 7)],
    });
    expect(() => runMrp(input)).toThrow(BomError);
    expect(() => runMrp(input)).toThrow('Circular reference detected: A -> B -> C -> A');
  });

  it('summarizes the planned orders (planning-workspaces §3)', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG', { leadTimeDays: 2 }), makeItem('RM', { leadTimeDays: 5 })],
        bomLines: [line('FG', 'RM', 3)],
        demandOrders: [demand('FG', 10, 10), demand('FG', 10, 20)],
      }),
    );
    expect(result.summary).toEqual({
      totalPlannedOrders: 4,
      totalQuantity: 80,
      uniqueItems: 2,
      averageLeadTime: 3.5,
    });
  });
});
