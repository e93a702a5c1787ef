import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

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
