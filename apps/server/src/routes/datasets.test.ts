import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newOrder = (orderId: string, extra: Record<string, unknown> = {}) => ({
  order_id: orderId,
  material: 'STD-101',
  quantity: 250,
  ...extra,
});

async function orderIds(headers: Record<string, string>, source = 'playground') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/masterdata/orders?source=${source}&limit=1000`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().orders.map((o: { order_id: string }) => o.order_id) as string[];
}

describe('the default dataset is read-only (issue 2 §5)', () => {
  it('refuses a write from an anonymous caller with 403 and a clear message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: newOrder('9001') });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'DATASET_READ_ONLY',
      error: expect.stringContaining('read-only'),
    });
  });

  it('refuses a write aimed at source=default even from an identified caller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('alice'),
      payload: newOrder('9002', { source: 'default' }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('playgrounds and isolation (issue 2 §5)', () => {
  it('gives an identified caller a private copy of the default plant on the first write', async () => {
    const before = await orderIds({});
    expect(before.length).toBeGreaterThanOrEqual(60);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('carol'),
      payload: newOrder('9100'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      order_id: '9100',
      status: 'Created',
      priority: 'Normal',
      unit: 'PC',
      version: 1,
    });
    const carol = await orderIds(asUser('carol'));
    expect(carol).toHaveLength(before.length + 1);
    expect(carol).toEqual(expect.arrayContaining([...before, '9100']));
    // The copy carries the whole plant, not only orders.
    const items = await t.app.inject({
      method: 'GET',
      url: '/api/inventory/items',
      headers: asUser('carol'),
    });
    const defaultItems = await t.app.inject({ method: 'GET', url: '/api/inventory/items' });
    expect(items.json().items).toEqual(defaultItems.json().items);
  });

  it("never shows one user's changes to another user or to anonymous callers", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('dave'),
      payload: newOrder('9200'),
    });
    expect(await orderIds(asUser('dave'))).toContain('9200');
    expect(await orderIds(asUser('erin'))).not.toContain('9200');
    expect(await orderIds({})).not.toContain('9200');
    expect(await orderIds(asUser('dave'), 'default')).not.toContain('9200');
  });

  it('gives each user a separate custom dataset filled by import and emptied by clear', async () => {
    const payload = {
      orders: [
        {
          order_id: 'C-1',
          material: 'STD-101',
          quantity: 10,
          operations: [
            {
              operation_id: '10',
              work_center: 'PRS-01',
              duration_mins: 45,
              start_time: '2026-11-26T06:00:00Z',
              end_time: '2026-11-26T06:45:00Z',
            },
            { operation_id: '20', work_center: 'AUT-01', duration_mins: 120 },
          ],
        },
        { order_id: 'C-2', material: 'STD-101', quantity: 5, operations: [] },
      ],
    };
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/masterdata/import',
      headers: asUser('frank'),
      payload,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ imported_orders: 2, imported_operations: 2 });

    const frank = await t.app.inject({
      method: 'GET',
      url: '/api/masterdata/orders?source=custom',
      headers: asUser('frank'),
    });
    expect(frank.json().orders.map((o: { order_id: string }) => o.order_id)).toEqual(['C-1', 'C-2']);
    expect(frank.json().orders[0].operations).toEqual([
      expect.objectContaining({
        operation_id: '10',
        work_center: 'PRS-01',
        duration_mins: 45,
        start_time: '2026-11-26T06:00:00.000Z',
      }),
      expect.objectContaining({ operation_id: '20', start_time: null }),
    ]);
    expect(await orderIds(asUser('gina'), 'custom')).toEqual([]);
    expect(await orderIds(asUser('frank'), 'playground')).not.toContain('C-1');

    const cleared = await t.app.inject({
      method: 'POST',
      url: '/api/masterdata/clear',
      headers: asUser('frank'),
    });
    expect(cleared.json()).toEqual({ removed_orders: 2, removed_materials: 0 });
    expect(await orderIds(asUser('frank'), 'custom')).toEqual([]);
  });

  it('imports all or nothing, listing every bad order', async () => {
    const good = { order_id: 'G-1', material: 'STD-101', quantity: 1, operations: [] };
    const payload = {
      orders: [
        good,
        { order_id: 'G-1', material: 'STD-101', quantity: 2, operations: [] },
        {
          order_id: 'G-3',
          material: 'STD-101',
          quantity: 3,
          operations: [
            {
              operation_id: '10',
              work_center: 'PRS-01',
              duration_mins: 5,
              start_time: '2026-11-26T08:00:00Z',
              end_time: '2026-11-26T07:00:00Z',
            },
          ],
        },
      ],
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/masterdata/import',
      headers: asUser('hank'),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual([
      'orders.1.order_id',
      'orders.2.operations.0.end_time',
    ]);
    expect(await orderIds(asUser('hank'), 'custom')).toEqual([]);
  });

  it('needs an identity to import', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/masterdata/import',
      payload: { orders: [{ order_id: 'A', material: 'M', quantity: 1 }] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('honours the list limit of master data (default 20)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/masterdata/orders' });
    const body = res.json();
    expect(body.orders).toHaveLength(20);
    expect(body.total).toBeGreaterThanOrEqual(60);
    expect(body.orders[0].operations.length).toBeGreaterThan(0);
  });

  it('exports the caller’s dataset with orders, inventory and accounts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/masterdata/export?source=playground',
      headers: asUser('carol'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.dataset).toBe('playground');
    expect(body.orders.map((o: { order_id: string }) => o.order_id)).toContain('9100');
    expect(body.inventory_items.length).toBeGreaterThan(20);
    expect(body.accounts.length).toBeGreaterThan(5);
    expect(body.work_centers).toHaveLength(22);
  });

  it('bumps the dataset version on every write and shows it on /api/health', async () => {
    const health = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: asUser('ivy') })).json().datasets as {
        source: string;
        version: number;
      }[];
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('ivy'),
      payload: newOrder('9300'),
    });
    const first = (await health()).find((d) => d.source === 'playground')?.version ?? 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('ivy'),
      payload: newOrder('9301'),
    });
    const second = (await health()).find((d) => d.source === 'playground')?.version ?? 0;
    expect(second).toBe(first + 1);
  });
});
