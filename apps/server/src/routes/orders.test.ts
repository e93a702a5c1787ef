import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('production orders', () => {
  it('creates an order with the spec defaults: end = start + 7 days (enterprise-shell §4)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('olga'),
      payload: { order_id: 'N-1', material: 'STD-101', quantity: 40, basic_start_date: '2026-12-01' },
    });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order.basic_start_date).toBe('2026-12-01T00:00:00.000Z');
    expect(order.basic_end_date).toBe('2026-12-08T00:00:00.000Z');
    expect(order.material_description).toEqual(expect.any(String));
  });

  it('refuses a duplicate order id with 409', async () => {
    const payload = { order_id: 'N-2', material: 'STD-101', quantity: 1 };
    await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: asUser('olga'), payload });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('olga'),
      payload,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_EXISTS');
  });

  it('lists open orders only, earliest due first, with the default limit of 20', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/open' });
    const { orders, total } = res.json();
    expect(orders).toHaveLength(20);
    expect(total).toBeGreaterThan(20);
    for (const o of orders) expect(['Created', 'Released', 'In Process']).toContain(o.status);
    const dues = orders.map((o: { basic_end_date: string }) => o.basic_end_date);
    expect([...dues].sort()).toEqual(dues);
  });

  it('never loses an update: of two writers holding the same version, the second gets 409', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('paul'),
      payload: { order_id: 'N-3', material: 'STD-101', quantity: 10 },
    });
    const { version } = create.json();
    const update = (priority: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/update',
        headers: asUser('paul'),
        payload: { order_id: 'N-3', version, changes: { priority } },
      });
    const results = await Promise.all([update('High'), update('Urgent')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const conflict = results.find((r) => r.statusCode === 409)!;
    expect(conflict.json().code).toBe('VERSION_CONFLICT');
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect(winner.version).toBe(version + 1);
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/update',
      headers: asUser('paul'),
      payload: { order_id: 'NOPE', version: 1, changes: { priority: 'High' } },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ORDER_NOT_FOUND');
  });

  it('refuses an update with no change', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/update',
      headers: asUser('paul'),
      payload: { order_id: 'N-3', version: 1, changes: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.changes');
  });

  it('refuses a change of one date that would make the order end before it starts, and keeps the order as it was', async () => {
    const headers = asUser('quinn');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers,
      payload: { order_id: 'N-4', material: 'STD-101', quantity: 5, basic_start_date: '2026-12-01' },
    });
    const { version } = created.json();
    const update = (changes: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/update',
        headers,
        payload: { order_id: 'N-4', version, changes },
      });
    const lateStart = await update({ basic_start_date: '2026-12-20' });
    expect(lateStart.statusCode).toBe(400);
    expect(lateStart.json().details[0].field).toBe('body.changes.basic_start_date');
    const earlyEnd = await update({ basic_end_date: '2026-11-20' });
    expect(earlyEnd.statusCode).toBe(400);
    expect(earlyEnd.json().details[0].field).toBe('body.changes.basic_end_date');
    const fine = await update({ basic_end_date: '2026-12-03' });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json()).toMatchObject({ version: version + 1, basic_start_date: '2026-12-01T00:00:00.000Z' });
  });
});
