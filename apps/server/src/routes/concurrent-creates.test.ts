import type { ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * Issue 11, point 3: pushes, creates and imports of the same rows at the same moment, as real
 * parallel requests (they overlap on PostgreSQL; PGlite runs them one by one). Never a 500 nor a
 * deadlock: one winner, the others 409 (or 400 for an import that would duplicate) naming the id.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
const bodies = (responses: { body: string }[]) => responses.map((r) => r.body).join('\n');

async function customOrders(user: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/masterdata/orders?source=custom&limit=1000',
    headers: asUser(user),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    dataset_version: number;
    orders: {
      order_id: string;
      quantity: number;
      operations: { operation_id: string; start_time: string }[];
    }[];
  };
}

const importPayload = (tag: string, count: number, mode: 'replace' | 'append' = 'replace') => ({
  mode,
  orders: Array.from({ length: count }, (_, i) => ({
    order_id: `${tag}-${i}`,
    material: 'STD-101',
    quantity: 10 + i,
    operations: [
      { operation_id: '10', work_center: 'PRS-01', duration_mins: 30 },
      { operation_id: '20', work_center: 'AUT-01', duration_mins: 45 },
    ],
  })),
});

describe('pushes carry the plan version they were made on (issue 11)', () => {
  let schedule: ScheduleResult;
  const user = 'pia';
  beforeAll(async () => {
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/masterdata/import',
      headers: asUser(user),
      payload: importPayload('P', 8),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser(user),
      payload: { prompt: 'Create a schedule for today', data_source: 'custom', work_budget: 20 },
    });
    expect(run.statusCode, run.body).toBe(200);
    schedule = run.json();
    expect(schedule.plan_version).toBe(imported.json().dataset_version);
  }, 60_000);

  const push = (orders: ScheduleResult['data']['orders'], planVersion: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/schedule/push',
      headers: asUser(user),
      payload: { schedule: { data: { orders } }, source: 'custom', plan_version: planVersion },
    });

  it('two pushes of the same orders listed in opposite orders, at once: one is stored, the other told the plan changed', async () => {
    const orders = schedule.data.orders;
    expect(orders.length).toBe(8);
    for (let round = 0; round < 10; round++) {
      const { dataset_version } = await customOrders(user);
      const responses = await Promise.all([
        push(orders, dataset_version),
        push([...orders].reverse(), dataset_version),
      ]);
      expect(statuses(responses), bodies(responses)).toEqual([200, 409]);
      const loser = responses.find((r) => r.statusCode === 409)!.json();
      expect(loser.code).toBe('PLAN_CHANGED');
      expect(loser.details[0].field).toBe('body.plan_version');
    }
  });

  it('a push made on an older plan writes nothing', async () => {
    const { dataset_version, orders: before } = await customOrders(user);
    const moved = structuredClone(schedule.data.orders);
    moved[0]!.operations[0]!.start_time = '2031-01-06T06:00:00.000Z';
    moved[0]!.operations[0]!.end_time = '2031-01-06T06:30:00.000Z';
    const res = await push(moved, dataset_version - 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PLAN_CHANGED');
    const after = await customOrders(user);
    expect(after.dataset_version).toBe(dataset_version);
    expect(after.orders).toEqual(before);
  });

  it('refuses work on a work center the plant does not have, and an operation that ends before it starts', async () => {
    const { dataset_version } = await customOrders(user);
    const unknown = structuredClone(schedule.data.orders);
    unknown[2]!.operations[1]!.work_center = 'PRS-99';
    const res = await push(unknown, dataset_version);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({ field: 'body.schedule.data.orders.2.operations.1.work_center' }),
    ]);
    const backwards = structuredClone(schedule.data.orders);
    const op = backwards[1]!.operations[0]!;
    [op.start_time, op.end_time] = [op.end_time, op.start_time];
    const reversed = await push(backwards, dataset_version);
    expect(reversed.statusCode, reversed.body).toBe(400);
    expect(reversed.json().details.map((d: { field: string }) => d.field)).toEqual([
      'body.schedule.data.orders.1.operations.0.end_time',
    ]);
    expect((await customOrders(user)).dataset_version).toBe(dataset_version);
  });
});

describe('creates of one id at the same moment (issue 11)', () => {
  it('six BOM creates of one product: one stored, five told it exists', async () => {
    const headers = asUser('rui');
    const bom = {
      product_id: 'TWIN-1',
      product_name: 'Twin',
      status: 'ACTIVE',
      components: [{ item_id: 'RM-778', quantity_per: 1, uom: 'EA', component_type: 'RAW_MATERIAL' }],
    };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'POST', url: '/api/bom/create', headers, payload: bom }),
      ),
    );
    expect(statuses(responses), bodies(responses)).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.body).toContain('TWIN-1');
  });

  it('six order creates of one id: one stored, five told it exists', async () => {
    const headers = asUser('rui');
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders/create',
          headers,
          payload: { order_id: 'TWIN-ORDER', material: 'STD-101', quantity: 100 + i },
        }),
      ),
    );
    expect(statuses(responses), bodies(responses)).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.body).toContain('TWIN-ORDER');
  });

  it('imports at once: each replaces the data whole, none is mixed with another; appends of one id are stored once', async () => {
    const user = 'ria';
    const replaces = await Promise.all(
      ['A', 'B', 'C', 'D'].map((tag, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/masterdata/import',
          headers: asUser(user),
          payload: importPayload(tag, 5 + i),
        }),
      ),
    );
    expect(statuses(replaces), bodies(replaces)).toEqual([200, 200, 200, 200]);
    const stored = (await customOrders(user)).orders.map((o) => o.order_id);
    const tags = new Set(stored.map((id) => id.split('-')[0]));
    expect(tags.size).toBe(1);
    const tag = [...tags][0]!;
    expect(stored).toHaveLength(5 + ['A', 'B', 'C', 'D'].indexOf(tag));

    const appends = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/masterdata/import',
          headers: asUser(user),
          payload: importPayload('APP', 2, 'append'),
        }),
      ),
    );
    expect(statuses(appends), bodies(appends)).toEqual([200, 400, 400, 400]);
    for (const r of appends.filter((r) => r.statusCode === 400)) expect(r.body).toContain('APP-0');
    const after = (await customOrders(user)).orders.map((o) => o.order_id);
    expect(after.filter((id) => id.startsWith('APP-'))).toEqual(['APP-0', 'APP-1']);
  });
});
