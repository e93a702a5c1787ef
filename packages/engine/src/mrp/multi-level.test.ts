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
      result.planned_orders.map((o) => [
        o.item_id,
        o.order_type,
        o.order_quantity,
        o.release_date,
        o.due_date,
      ]),
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
    const fg = result.planned_orders.filter((o) => o.item_id === 'FG');
    expect(fg.map((o) => o.pegged_to.map((p) => [p.demand_id, p.quantity]))).toEqual([
      [['D-1', 20]],
      [['D-2', 40]],
    ]);
    const [rm] = result.planned_orders.filter((o) => o.item_id === 'RM');
    expect(rm!.pegged_to.map((p) => [p.demand_type, p.demand_id, p.quantity])).toEqual([
      ['DEPENDENT', fg[0]!.order_id, 60],
      ['DEPENDENT', fg[1]!.order_id, 120],
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
    const rm = recordOf(result, 'RM').elements.filter((e) => e.element_type === 'DEPENDENT');
    expect(rm.map((e) => [e.element_id, e.date, e.quantity])).toEqual([
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
    expect(result.planned_orders.map((o) => [o.item_id, o.order_quantity])).toEqual([
      ['CMP', 1000],
      ['OIL', 100],
      ['RM', 540],
    ]);
    expect(result.item_records.map((r) => r.item_id)).not.toContain('MB');
  });

  it('plans an item used on several levels once, at its lowest level', () => {
    const result = runMrp(
      makeInput({
        items: [makeItem('FG'), makeItem('SUB'), makeItem('RM')],
        bomLines: [line('FG', 'SUB', 1), line('FG', 'RM', 1), line('SUB', 'RM', 2)],
        demandOrders: [demand('FG', 10, 7)],
      }),
    );
    expect(result.item_records.map((r) => [r.item_id, r.low_level_code])).toEqual([
      ['FG', 0],
      ['SUB', 1],
      ['RM', 2],
    ]);
    expect(recordOf(result, 'RM').buckets[1]!.gross_requirements).toBe(30);
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
      total_planned_orders: 4,
      total_quantity: 80,
      unique_items: 2,
      average_lead_time: 3.5,
    });
  });
});
