import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { scoped } from '../db/scoped.ts';
import { TEST_NOW } from '../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Order = { order_id: string; version: number };

const act = async (user: string, action: string, order: Order) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${action}`,
    headers: asUser(user),
    payload: { order_id: order.order_id, version: order.version },
  });

async function produce(user: string, orderId: string, material: string, quantity: number) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: asUser(user),
    payload: { order_id: orderId, material, quantity },
  });
  expect(created.statusCode, created.body).toBe(200);
  let order = created.json() as Order;
  for (const action of ['release', 'confirm', 'complete']) {
    const res = await act(user, action, order);
    expect(res.statusCode, res.body).toBe(200);
    order = res.json();
  }
  return order;
}

const get = async (user: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: asUser(user) })).json();

async function datasetOf(user: string) {
  const row = await t.database.db
    .selectFrom('datasets')
    .select('dataset_id')
    .where('owner_id', '=', user)
    .where('kind', '=', 'playground')
    .executeTakeFirstOrThrow();
  return row.dataset_id;
}

describe('a completed production order posts to the ledger in its own transaction', () => {
  it('debits finished goods at standard cost, credits each material consumed to its inventory account and the conversion to wages', async () => {
    await produce('fin-a', 'FA-1', 'FG-OS-3552', 100);
    const { entries } = await get('fin-a', '/api/financial/journal-entries?status=Posted&limit=1');
    const [entry] = entries;
    expect(entry).toMatchObject({ reference: 'FA-1', status: 'Posted', entry_date: TEST_NOW.toISOString() });
    expect(entry.total_debit).toBe(entry.total_credit);
    const line = (number: string) =>
      entry.lines.find((l: { account_number: string }) => l.account_number === number) ?? {
        debit: 0,
        credit: 0,
      };
    // 100 seals at 0.9901 = 99.01 of finished goods. The 1.98 kg of NBR compound (5.0915/kg = 10.08) is
    // made in the plant and kept in work in process; bought parts leave raw materials; the rest of the
    // standard cost is the conversion (labor, overhead) absorbed out of wages.
    expect(entry.lines).toHaveLength(4);
    expect(line('1220')).toMatchObject({ debit: 99.01, credit: 0 });
    expect(line('1210')).toMatchObject({ debit: 0, credit: 10.08 });
    expect(line('1200').credit).toBeGreaterThan(0);
    expect(line('6000').credit).toBeGreaterThan(0);
    expect(Math.round((line('1200').credit + line('6000').credit + 10.08) * 100) / 100).toBe(99.01);

    // The movements of the same order are in the stock ledger beside it.
    const movements = await scoped(t.database.db, await datasetOf('fin-a'))
      .selectFrom('stock_movements')
      .select('kind')
      .where('reference', '=', 'FA-1')
      .execute();
    expect(movements.map((m) => m.kind)).toContain('production');
    expect((await get('fin-a', '/api/financial/trial-balance')).balanced).toBe(true);
  });

  it('keeps debits = credits after any sequence of completions, and moves finished goods by what it posts', async () => {
    const before = await get('fin-b', '/api/financial/trial-balance');
    const orders: [string, string, number][] = [
      ['FB-1', 'CMP-NR70', 40],
      ['FB-2', 'FG-OS-3552', 250],
      ['FB-3', 'CMP-NR70', 13],
    ];
    for (const [id, material, quantity] of orders) await produce('fin-b', id, material, quantity);
    const after = await get('fin-b', '/api/financial/trial-balance');
    expect(after.balanced).toBe(true);
    expect(after.total_debit).toBe(after.total_credit);
    const posted = (await get('fin-b', '/api/financial/journal-entries?status=Posted&limit=3')).entries;
    expect(posted.map((e: { reference: string }) => e.reference).sort()).toEqual(['FB-1', 'FB-2', 'FB-3']);
    const fgOf = (tb: { rows: { account_number: string; debit: number; credit: number }[] }) => {
      const row = tb.rows.find((r) => r.account_number === '1220') as { debit: number; credit: number };
      return row.debit - row.credit;
    };
    const movedFg = posted
      .flatMap((e: { lines: { account_number: string; debit: number; credit: number }[] }) => e.lines)
      .filter((l: { account_number: string }) => l.account_number === '1220')
      .reduce((s: number, l: { debit: number; credit: number }) => s + l.debit - l.credit, 0);
    expect(fgOf(after) - fgOf(before)).toBeCloseTo(movedFg, 2);
  });

  it('posts nothing when the completion fails for want of stock', async () => {
    const list = await get('fin-c', '/api/orders?filter=open&limit=500');
    const order = list.orders.find((o: Order) => o.order_id === '1001') as Order;
    await produce('fin-c', 'FC-0', 'CMP-NR70', 1); // makes fin-c's playground and one entry
    const count = (await get('fin-c', '/api/financial/journal-entries?limit=500')).total_count;
    const res = await act('fin-c', 'complete', order);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STOCK_SHORT');
    expect((await get('fin-c', '/api/financial/journal-entries?limit=500')).total_count).toBe(count);
  });

  it('posts one entry when four requests complete the same order at once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('fin-d'),
      payload: { order_id: 'FD-1', material: 'CMP-NR70', quantity: 20 },
    });
    let order = created.json() as Order;
    for (const action of ['release', 'confirm']) order = (await act('fin-d', action, order)).json();
    const results = await Promise.all(Array.from({ length: 4 }, () => act('fin-d', 'complete', order)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const entries = (await get('fin-d', '/api/financial/journal-entries?status=Posted&limit=500')).entries;
    expect(entries.filter((e: { reference: string }) => e.reference === 'FD-1')).toHaveLength(1);
    expect((await get('fin-d', '/api/financial/trial-balance')).balanced).toBe(true);
  });

  it("charges the overtime premium of an extra shift on the order's work centre while it ran", async () => {
    await produce('fin-e', 'FE-1', 'CMP-NR70', 5); // makes fin-e's playground
    const before = (await get('fin-e', '/api/financial/profitability')).orders.find(
      (o: { order_id: string }) => o.order_id === '1004',
    );
    expect(before.overtime_cost).toBe(0);
    // Order 1004 ran on AUT-01 (72/h) from 7 to 10 Nov: 4 h of extra shift in it cost 4 × 72 × 0.5 more.
    await scoped(t.database.db, await datasetOf('fin-e'))
      .insertInto('extra_shifts', {
        shift_id: 'OT-1',
        work_center_id: 'AUT-01',
        start_at: '2026-11-08T22:00:00Z',
        end_at: '2026-11-09T02:00:00Z',
        reason: 'Weekend overtime',
      })
      .execute();
    const after = await get('fin-e', '/api/financial/profitability');
    const order = after.orders.find((o: { order_id: string }) => o.order_id === '1004');
    expect(order.overtime_cost).toBe(144);
    expect(order.margin).toBeCloseTo(before.margin - 144, 2);
    expect(after.overtime_cost).toBe(144);
  });
});
