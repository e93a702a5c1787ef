import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Order = { order_id: string; status: string; priority: string; quantity: number };
const OPEN = ['Created', 'Released', 'In Process'];

const book = async (query: string, user?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders${query}`,
    ...(user ? { headers: asUser(user) } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    total: number;
    orders: Order[];
    kpis: { total_orders: number; in_process: number; urgent: number; completion_rate: number };
  };
};

describe('GET /api/orders: CO01 list and KPI cards (enterprise-shell §2)', () => {
  it('computes the KPI cards from the same orders the list shows', async () => {
    const all = await book('?limit=500');
    expect(all.total).toBe(85);
    expect(all.orders).toHaveLength(85);
    const count = (keep: (o: Order) => boolean) => all.orders.filter(keep).length;
    expect(all.kpis).toEqual({
      total_orders: 85,
      in_process: count((o) => o.status === 'In Process'),
      urgent: count((o) => o.priority === 'Urgent'),
      completion_rate: Math.round((100 * count((o) => o.status === 'Completed')) / 85),
    });
    expect(all.kpis.in_process).toBe(13);
  });

  it.each([
    ['open', (s: string) => OPEN.includes(s)],
    ['completed', (s: string) => s === 'Completed' || s === 'Closed'],
  ])('filters %s orders by the spec semantics, the cards unchanged', async (filter, keeps) => {
    const all = await book('?limit=500');
    const page = await book(`?filter=${filter}&limit=500`);
    expect(page.total).toBe(all.orders.filter((o) => keeps(o.status)).length);
    for (const o of page.orders) expect(keeps(o.status)).toBe(true);
    expect(page.kpis).toEqual(all.kpis);
  });

  it('pages 20 at a time with no order on two pages', async () => {
    const first = await book('');
    const second = await book('?offset=20');
    const last = await book('?offset=80');
    expect(first.orders).toHaveLength(20);
    expect(last.orders).toHaveLength(5);
    const ids = [...first.orders, ...second.orders].map((o) => o.order_id);
    expect(new Set(ids).size).toBe(40);
  });

  it('sorts priority by urgency and quantity by size, both ways', async () => {
    const urgentFirst = await book('?sort=priority&direction=desc&limit=500');
    const rank = ['Low', 'Normal', 'High', 'Urgent'];
    const ranks = urgentFirst.orders.map((o) => rank.indexOf(o.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const smallest = await book('?sort=quantity&direction=asc&limit=500');
    const quantities = smallest.orders.map((o) => o.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
  });

  it('counts a new Urgent order in the caller’s own cards', async () => {
    const before = await book('', 'kim');
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('kim'),
      payload: { order_id: 'K-1', material: 'FG-OS-3552', quantity: 5, priority: 'Urgent' },
    });
    const after = await book('', 'kim');
    expect(after.kpis.total_orders).toBe(before.kpis.total_orders + 1);
    expect(after.kpis.urgent).toBe(before.kpis.urgent + 1);
  });

  it.each([
    ['filter=bogus', 'filter'],
    ['sort=price', 'sort'],
    ['limit=0', 'limit'],
    ['offset=-1', 'offset'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders?${query}` });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details)).toContain(field);
  });
});

describe('GET /api/orders/:order_id: the order detail', () => {
  it('shows operations with planned times and the BOM materials for the order quantity', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/1001' });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.order).toMatchObject({ order_id: '1001', status: 'In Process' });
    expect(detail.operations.length).toBeGreaterThan(0);
    const seqs = detail.operations.map((o: { seq: number }) => o.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // 48,000 seals × 0.018 kg × 1.10 scrap.
    expect(detail.materials).toContainEqual(
      expect.objectContaining({ item_id: 'CMP-NBR70', required_quantity: 950.4, consumed_quantity: 0 }),
    );
    expect(detail.operations[0].actual_start).toBe(detail.order.actual_start);
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/NOPE' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ORDER_NOT_FOUND');
  });
});

describe('GET /api/masterdata/orders pages (MM01 showed 20 of 85 with no way on)', () => {
  it('reaches every order 20 at a time, each once', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 100; offset += 20) {
      const res = await t.app.inject({ method: 'GET', url: `/api/masterdata/orders?offset=${offset}` });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().orders.map((o: { order_id: string }) => o.order_id));
    }
    expect(seen).toHaveLength(85);
    expect(new Set(seen).size).toBe(85);
  });
});
