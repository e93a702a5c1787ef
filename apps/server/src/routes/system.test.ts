import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { TEST_NOW } from '../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/dashboard', () => {
  it('counts open orders as the open-order list does', async () => {
    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/dashboard' })).json();
    const open = (await t.app.inject({ method: 'GET', url: '/api/orders/open?limit=500' })).json();
    expect(dashboard.open_orders).toBe(open.total);
    expect(dashboard.open_orders).toBeGreaterThan(0);
  });

  // The released plan keeps every hard rule (no overlap), so it loads no work center over capacity:
  // the plant's pressure shows as late orders and short stock (data/plant-1000/README.md).
  it('finds the sample plant interesting: late orders and low stock, with a released plan within capacity', async () => {
    const d = (await t.app.inject({ method: 'GET', url: '/api/dashboard' })).json();
    expect(d.late_orders).toBeGreaterThan(0);
    expect(d.low_stock_items).toBeGreaterThan(0);
    // A fully booked week may show 100.0 %: the load counts an operation's fractional run minutes,
    // the plan gives it whole minutes.
    for (const o of d.overloaded) expect(o.utilization).toBeLessThanOrEqual(100.1);
  });

  it('counts an order that is past due as late', async () => {
    const headers = asUser('quinn');
    const before = (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers })).json();
    const yesterday = new Date(TEST_NOW.getTime() - 86_400_000).toISOString();
    const twoWeeksAgo = new Date(TEST_NOW.getTime() - 14 * 86_400_000).toISOString();
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers,
      payload: {
        order_id: 'LATE-1',
        material: 'STD-101',
        quantity: 5,
        basic_start_date: twoWeeksAgo,
        basic_end_date: yesterday,
      },
    });
    const after = (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers })).json();
    expect(after.late_orders).toBe(before.late_orders + 1);
    expect(after.open_orders).toBe(before.open_orders + 1);
  });

  it('counts low-stock items as the inventory list flags them', async () => {
    const d = (await t.app.inject({ method: 'GET', url: '/api/dashboard' })).json();
    const low = (
      await t.app.inject({ method: 'GET', url: '/api/inventory/items?low_stock_only=true' })
    ).json();
    expect(low.items).toHaveLength(d.low_stock_items);
    for (const item of low.items) expect(['critical', 'low']).toContain(item.stock_status);
  });
});

describe('GET /api/financial/accounts', () => {
  it('lists the chart of accounts and filters by type', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/financial/accounts' })).json().accounts;
    const assets = (await t.app.inject({ method: 'GET', url: '/api/financial/accounts?type=asset' })).json()
      .accounts;
    expect(all.length).toBeGreaterThan(assets.length);
    expect(assets.length).toBeGreaterThan(0);
    for (const a of assets) expect(a.account_type).toBe('ASSET');
  });
});
