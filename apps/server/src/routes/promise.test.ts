import { PromiseAccepted, PromiseResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { type Caller, withWriteScope } from '../db/scope.ts';
import { scoped } from '../db/scoped.ts';

/**
 * Rush-order promise through the API (issue 13): the answer comes from the caller's live plan, is
 * kept, and accepting it writes the order, its sales order and reservations in one undoable change.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, user: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: asUser(user) });

async function analyze(user: string, body: object) {
  const res = await post('/api/promise/analyze', body, user);
  expect(res.statusCode, res.body).toBe(200);
  return PromiseResult.parse(res.json());
}

const acceptOf = (result: PromiseResult) => ({
  analysis_id: result.analysis_id,
  order_id: result.order_id,
  sku: result.sku,
  quantity: result.quantity,
  promised_date: result.promised_date,
});

/** The caller's playground (made by their first write). */
async function playground(user: string) {
  const row = await t.database.db
    .selectFrom('datasets')
    .select('dataset_id')
    .where('owner_id', '=', user)
    .where('kind', '=', 'playground')
    .executeTakeFirstOrThrow();
  return scoped(t.database.db, row.dataset_id);
}

describe('POST /api/promise/analyze', () => {
  it('promises from stock today when finished stock covers the order: nothing made, no one pushed', async () => {
    const result = await analyze('pia', {
      sku: 'PRODUCT-001',
      quantity: 500,
      requested_date: '2026-12-02',
      selling_price_per_unit: 50,
    });
    expect(result).toMatchObject({ is_feasible: true, confidence_level: 1, lead_time_days: 0 });
    expect(Date.parse(result.promised_date)).toBeLessThan(Date.parse(result.requested_date));
    expect(result.capacity.machines_utilized).toEqual([]);
    expect(result.capacity.affected_orders).toEqual([]);
    expect(result.materials[0]).toMatchObject({
      sku: 'PRODUCT-001',
      level: 0,
      covered_by: 'stock',
      quantity_to_order: 0,
    });
    expect(result.margin.revenue).toBe(25_000);
    expect(result.margin.gross_margin).toBeCloseTo(25_000 - result.margin.material_cost, 2);
  });

  it('inserts what must be made into the plan: late by its own work, with who slips and what would help', async () => {
    const result = await analyze('pia', {
      sku: 'STD-101',
      quantity: 200_000,
      requested_date: '2026-11-27',
      selling_price_per_unit: 0.05,
    });
    expect(result.is_feasible).toBe(false);
    expect(result.confidence_level).toBe(0);
    expect(result.promised_date).toBe(result.earliest_completion_date);
    expect(Date.parse(result.promised_date)).toBeGreaterThan(Date.parse(result.requested_date));
    expect(result.capacity.machines_utilized.length).toBeGreaterThan(0);
    const pressHours = result.capacity.machines_utilized.reduce((sum, m) => sum + m.hours, 0);
    expect(pressHours).toBeGreaterThan(0);
    for (const order of result.capacity.affected_orders) {
      expect(order.slip_hours).toBeGreaterThan(0);
      expect(Date.parse(order.completion_after)).toBeGreaterThan(Date.parse(order.completion_before));
    }
    expect(result.feasibility_issues.length).toBeGreaterThan(0);
    // A price of 0.05 cannot pay for the work: the margin misses the target and a price is named.
    expect(result.margin.meets_target).toBe(false);
    expect(result.margin.target_price_per_unit).toBeGreaterThan(0.05);
    expect(result.recommendations.join('\n')).toContain(result.margin.target_price_per_unit!.toFixed(2));
    const refused = await post('/api/promise/accept', acceptOf(result), 'pia');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PROMISE_NOT_FEASIBLE');
  }, 60_000);

  it('promises nothing on a plan that breaks a hard rule, even on time and paid for', async () => {
    // Both autoclaves down for two days: the extruded hose of order 1014, already off the extruder,
    // cannot start curing within its maximum wait, so every plan Takt could make breaks that rule.
    const start = Date.parse('2026-11-25T10:00:00Z');
    await withWriteScope(t.database.db, { userId: 'pio' } as Caller, 'playground', (trx, datasetId) =>
      scoped(trx, datasetId)
        .insertInto(
          'downtimes',
          ['AUT-01', 'AUT-02'].map((wc) => ({
            downtime_id: `TEST-${wc}`,
            work_center_id: wc,
            start_at: new Date(start).toISOString(),
            end_at: new Date(start + 2 * 86_400_000).toISOString(),
            kind: 'maintenance' as const,
            reason: 'test',
          })),
        )
        .execute(),
    );
    const body = {
      sku: 'STD-101',
      quantity: 60_000,
      requested_date: '2027-03-31',
      selling_price_per_unit: 5,
    };
    const result = await analyze('pio', body);
    expect(result.is_feasible).toBe(false);
    // On time and paid for: the broken rule is the only thing that stops it.
    expect(result.feasibility_issues).toHaveLength(1);
    expect(result.feasibility_issues[0]).toMatch(/rule/i);
    expect(result.margin.meets_target).toBe(true);
    const refused = await post('/api/promise/accept', acceptOf(result), 'pio');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PROMISE_NOT_FEASIBLE');
  }, 60_000);

  it.each([
    [{ sku: 'NO-SUCH-ITEM' }, 404, 'body.sku'],
    [{ requested_date: '2026-11-20' }, 400, 'body.requested_date'],
    [{ quantity: 0 }, 400, 'body.quantity'],
    [{ quantity: 2.5 }, 400, 'body.quantity'],
    [{ selling_price_per_unit: -1 }, 400, 'body.selling_price_per_unit'],
    [{ requested_date: 'Friday' }, 400, 'body.requested_date'],
  ])('refuses %j with %i naming %s', async (patch, status, field) => {
    const body = {
      sku: 'PRODUCT-001',
      quantity: 500,
      requested_date: '2026-12-02',
      selling_price_per_unit: 50,
      ...patch,
    };
    const res = await post('/api/promise/analyze', body, 'pia');
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });
});

describe('POST /api/promise/accept', () => {
  it('writes the sales order and reserves the stock once, however often it is clicked', async () => {
    const result = await analyze('ace', {
      sku: 'PRODUCT-001',
      quantity: 300,
      requested_date: '2026-12-04',
      selling_price_per_unit: 48,
      customer_id: 'C-1001',
    });
    const first = await post('/api/promise/accept', acceptOf(result), 'ace');
    expect(first.statusCode, first.body).toBe(200);
    const accepted = PromiseAccepted.parse(first.json());
    expect(accepted).toMatchObject({ success: true, order_id: result.order_id, created: true });
    const again = await post('/api/promise/accept', acceptOf(result), 'ace');
    expect(again.json()).toMatchObject({ ...accepted, created: false });

    const q = await playground('ace');
    const sales = await q
      .selectFrom('sales_orders')
      .selectAll()
      .where('material_id', '=', 'PRODUCT-001')
      .execute();
    const mine = sales.filter((s) => s.sales_order_id === accepted.sales_order_id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ customer_id: 'C-1001', quantity: 300, unit_price: 48 });
    // Analyzed again, the reserved 300 are no longer free.
    const later = await analyze('ace', {
      sku: 'PRODUCT-001',
      quantity: 300,
      requested_date: '2026-12-04',
      selling_price_per_unit: 48,
    });
    expect(later.materials[0]!.quantity_available).toBe(result.materials[0]!.quantity_available);
    const stock = await q
      .selectFrom('inventory')
      .select((eb) => eb.fn.sum<number>('reserved').as('reserved'))
      .where('material_id', '=', 'PRODUCT-001')
      .executeTakeFirstOrThrow();
    const base = await scoped(t.database.db, 'default')
      .selectFrom('inventory')
      .select((eb) => eb.fn.sum<number>('reserved').as('reserved'))
      .where('material_id', '=', 'PRODUCT-001')
      .executeTakeFirstOrThrow();
    expect(Number(stock.reserved) - Number(base.reserved)).toBe(300);
  });

  it('refuses a request that differs from its analysis, and an analysis of someone else', async () => {
    const result = await analyze('ace', {
      sku: 'PRODUCT-001',
      quantity: 100,
      requested_date: '2026-12-04',
      selling_price_per_unit: 48,
    });
    const changed = await post('/api/promise/accept', { ...acceptOf(result), quantity: 101 }, 'ace');
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'PROMISE_CHANGED', details: [{ field: 'body.quantity' }] });
    const other = await post('/api/promise/accept', acceptOf(result), 'someone-else');
    expect(other.statusCode).toBe(404);
  });

  it('refuses with 409 an analysis the plant has moved away from', async () => {
    // A first accept makes the caller's playground: the two analyses below are of it.
    const opening = await analyze('sta', {
      sku: 'PRODUCT-001',
      quantity: 10,
      requested_date: '2026-12-04',
      selling_price_per_unit: 48,
    });
    expect((await post('/api/promise/accept', acceptOf(opening), 'sta')).statusCode).toBe(200);
    const first = await analyze('sta', {
      sku: 'PRODUCT-001',
      quantity: 200,
      requested_date: '2026-12-04',
      selling_price_per_unit: 48,
    });
    const second = await analyze('sta', {
      sku: 'PRODUCT-001',
      quantity: 200,
      requested_date: '2026-12-05',
      selling_price_per_unit: 48,
    });
    const firstAccept = await post('/api/promise/accept', acceptOf(first), 'sta');
    expect(firstAccept.statusCode, firstAccept.body).toBe(200);
    // The second was analyzed on the plant before the first took its stock.
    const stale = await post('/api/promise/accept', acceptOf(second), 'sta');
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('PROMISE_STALE');
  });

  it('makes what stock does not cover: the order in the plan, its sales order, undone as one change', async () => {
    const result = await analyze('mak', {
      sku: 'STD-101',
      quantity: 30_000,
      requested_date: '2027-03-31',
      selling_price_per_unit: 0.9,
      customer_id: 'C-1002',
    });
    expect(result.is_feasible, JSON.stringify(result.feasibility_issues)).toBe(true);
    expect(result.capacity.machines_utilized.length).toBeGreaterThan(0);
    expect(result.materials[0]).toMatchObject({ level: 0, covered_by: 'make' });
    const res = await post('/api/promise/accept', acceptOf(result), 'mak');
    expect(res.statusCode, res.body).toBe(200);
    const accepted = PromiseAccepted.parse(res.json());
    expect(accepted.change_id).toEqual(expect.any(String));
    const q = await playground('mak');
    const order = await q
      .selectFrom('production_orders')
      .selectAll()
      .where('order_id', '=', result.order_id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      material: 'STD-101',
      customer_id: 'C-1002',
      sales_order_id: accepted.sales_order_id,
    });
    const steps = await q
      .selectFrom('order_operations')
      .selectAll()
      .where('order_id', '=', result.order_id)
      .execute();
    expect(steps.map((s) => s.work_center).sort()).toEqual(
      result.capacity.machines_utilized.flatMap((m) => m.operations.map(() => m.work_center)).sort(),
    );

    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/schedule/changes/${accepted.change_id}/undo`,
      headers: asUser('mak'),
    });
    expect(undo.statusCode, undo.body).toBe(200);
    const gone = await q
      .selectFrom('production_orders')
      .select('order_id')
      .where('order_id', '=', result.order_id)
      .execute();
    expect(gone).toEqual([]);
    const sales = await q
      .selectFrom('sales_orders')
      .select('sales_order_id')
      .where('sales_order_id', '=', accepted.sales_order_id)
      .execute();
    expect(sales).toEqual([]);
  }, 60_000);

  it('buys a bought product: promised when the purchase can arrive, nothing planned', async () => {
    const result = await analyze('buy', {
      sku: 'RM-778',
      quantity: 500,
      requested_date: '2026-12-20',
      selling_price_per_unit: 10,
    });
    // RM-778 is bought with a 28-day lead time: what stock and open receipts lack arrives on Dec 23.
    expect(result.materials[0]).toMatchObject({
      sku: 'RM-778',
      covered_by: 'purchase',
      available_date: '2026-12-23',
    });
    expect(result.is_feasible).toBe(false);
    expect(result.promised_date.slice(0, 10)).toBe('2026-12-23');
    expect(result.capacity.machines_utilized).toEqual([]);
  });

  it('four clicks at once make one order: one accept creates it, the others answer it', async () => {
    const result = await analyze('dbl', {
      sku: 'STD-101',
      quantity: 30_000,
      requested_date: '2027-03-31',
      selling_price_per_unit: 0.9,
    });
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => post('/api/promise/accept', acceptOf(result), 'dbl')),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const bodies = answers.map((a) => PromiseAccepted.parse(a.json()));
    expect(bodies.filter((b) => b.created)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.change_id)).size).toBe(1);
    const q = await playground('dbl');
    const orders = await q
      .selectFrom('production_orders')
      .select('order_id')
      .where('order_id', '=', result.order_id)
      .execute();
    expect(orders).toHaveLength(1);
    const sales = await q
      .selectFrom('sales_orders')
      .select('sales_order_id')
      .where('sales_order_id', '=', bodies[0]!.sales_order_id)
      .execute();
    expect(sales).toHaveLength(1);
  }, 60_000);
});
