import { usableStock } from '@takt/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../app.test-support.ts';
import { DEFAULT_DATASET_ID } from '../db/scope.ts';
import { scoped } from '../db/scoped.ts';
import { stockRows } from '../services/stock-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const chat = (message: string) =>
  t.app.inject({ method: 'POST', url: '/api/inventory/chat', payload: { message } });

describe('POST /api/inventory/chat (enterprise-shell §7, MB51)', () => {
  it("answers an item's stock with its locations as a table", async () => {
    const res = await chat('How much RM-778 do we have?');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, intent: 'inventory.query' });
    expect(body.message).toContain('RM-778');
    expect(body.visualization.columns).toEqual(['Location', 'On hand', 'Reserved']);
  });

  it('lists low-stock items as the inventory list flags them', async () => {
    const body = (await chat('What is low on stock?')).json();
    const low = (
      await t.app.inject({ method: 'GET', url: '/api/inventory/items?low_stock_only=true' })
    ).json().items;
    expect(body.visualization.rows).toHaveLength(low.length);
  });

  it('sends scheduling commands to PP01 instead of solving here', async () => {
    const body = (await chat('PRS-03 broke down for 2 hours')).json();
    expect(body).toMatchObject({ success: false, intent: 'schedule.breakdown' });
    expect(body.message).toContain('PP01');
  });

  it('refuses a blank message naming the field', async () => {
    const res = await chat('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.message');
  });
});

describe('GET /api/inventory/items: available stock, by the rule MRP and the scheduler use (issue 12)', () => {
  it('counts quarantined stock as on hand, never as available', async () => {
    // Unreserve the quarantined NBR (the seed reserves it whole, which hid the difference).
    const q = scoped(t.database.db, DEFAULT_DATASET_ID);
    await q
      .updateTable('inventory')
      .set({ reserved: 0 })
      .where('material_id', '=', 'RM-NBR-33')
      .where('location_id', '=', 'QUARANTINE')
      .execute();
    const rows = await q
      .selectFrom('inventory')
      .select(['material_id', 'location_id', 'on_hand', 'reserved'])
      .execute();
    const usable = usableStock(stockRows(rows));
    const items = (await t.app.inject({ method: 'GET', url: '/api/inventory/items' })).json().items as {
      item_id: string;
      total_on_hand: number;
      total_reserved: number;
      available: number;
    }[];
    const nbr = items.find((i) => i.item_id === 'RM-NBR-33')!;
    const quarantined = rows.find((r) => r.material_id === 'RM-NBR-33' && r.location_id === 'QUARANTINE')!;
    expect(nbr.total_on_hand - nbr.total_reserved - nbr.available).toBeCloseTo(quarantined.on_hand, 3);
    for (const item of items) expect(item.available).toBeCloseTo(usable.get(item.item_id) ?? 0, 3);
  });
});
