import { MrpResult, StockRequirements } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// MD01's request (apps/web/src/features/bom-mrp/plant-mrp.ts): the plant's open sales orders over 30
// days; MD04 (the BOM & MRP page) lists an item over its default 90 days.
const MD01 = { orders: [], include_sales_orders: true, planning_horizon_days: 30 };

/** The planned orders an item's MD04 list shows: id, date and quantity of each planned receipt. */
function plannedOf(list: StockRequirements) {
  return (list.record?.elements ?? [])
    .filter((e) => e.element_type === 'PURCHASE_REQUISITION' || e.element_type === 'PLANNED_ORDER')
    .map((e) => [e.element_id, e.quantity]);
}

describe('MD01 and MD04 number a requisition alike (issue 14)', () => {
  it('gives a requisition of MD01’s 30-day run the number MD04’s 90-day list shows it under', async () => {
    const md01 = await t.app.inject({ method: 'POST', url: '/api/bom/mrp', payload: MD01 });
    expect(md01.statusCode, md01.body).toBe(200);
    const run = MrpResult.parse(md01.json());
    const requisitions = run.planned_orders.filter((o) => o.order_type === 'PURCHASE_REQUISITION');
    expect(requisitions.length).toBeGreaterThan(0);
    const items = [...new Set(requisitions.map((o) => o.item_id))];
    for (const itemId of items) {
      const md04 = await t.app.inject({
        method: 'GET',
        url: `/api/mrp/stock-requirements/${itemId}?horizon_days=90`,
      });
      expect(md04.statusCode, md04.body).toBe(200);
      const fromMd01 = run.planned_orders
        .filter((o) => o.item_id === itemId)
        .map((o) => [o.order_id, o.order_quantity]);
      // The longer horizon may plan more orders for the item, later; the ones MD01 shows are among them.
      expect(plannedOf(StockRequirements.parse(md04.json())), itemId).toEqual(
        expect.arrayContaining(fromMd01),
      );
    }
  });
});
