import type { ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
let first: ScheduleResult;
/** Search work per solve: small, and counted in work, so the same request gives the same plan. */
const WORK = 60;

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers: asUser('sam'),
    payload: { prompt: 'Create an optimal schedule for today', work_budget: WORK },
  });
  expect(res.statusCode, res.body).toBe(200);
  first = res.json();
}, 120_000);
afterAll(() => t.close());

function overlaps(result: ScheduleResult) {
  const byWorkCenter = new Map<string, { start: number; end: number; id: string }[]>();
  for (const order of result.data.orders) {
    for (const op of order.operations) {
      const list = byWorkCenter.get(op.work_center) ?? [];
      list.push({
        start: Date.parse(op.start_time),
        end: Date.parse(op.end_time),
        id: `${order.order_id}/${op.operation_id}`,
      });
      byWorkCenter.set(op.work_center, list);
    }
  }
  const clashes: string[] = [];
  for (const [wc, ops] of byWorkCenter) {
    ops.sort((a, b) => a.start - b.start);
    for (let i = 1; i < ops.length; i++)
      if (ops[i]!.start < ops[i - 1]!.end) clashes.push(`${wc}: ${ops[i - 1]!.id} / ${ops[i]!.id}`);
  }
  return clashes;
}

describe('POST /api/schedule/run (enterprise-shell §7)', () => {
  it('plans every open order of the sample plant with no two operations at once on a work center', () => {
    expect(first.type).toBe('schedule');
    expect(first.data.orders.length).toBeGreaterThan(50);
    expect(overlaps(first)).toEqual([]);
    for (const order of first.data.orders) {
      let previousEnd = 0;
      for (const op of order.operations) {
        expect(Date.parse(op.end_time)).toBeGreaterThan(Date.parse(op.start_time));
        expect(Date.parse(op.start_time)).toBeGreaterThanOrEqual(previousEnd);
        previousEnd = Date.parse(op.end_time);
      }
    }
  });

  it('answers with the tool, KPIs with solver times, late orders and a text', () => {
    expect(first.tool.name).toBe('create_schedule');
    expect(first.kpis).toMatchObject({
      late_orders: expect.any(Number),
      on_time_delivery: expect.any(Number),
      makespan_hours: expect.any(Number),
      solver_times: expect.objectContaining({ total_ms: expect.any(Number) }),
    });
    expect(first.late_orders).toHaveLength(first.kpis.late_orders as number);
    expect(first.text).toContain('open orders');
  });

  it('compares with the released plan when no baseline is sent', () => {
    expect(first.changes_summary).not.toBeNull();
    expect(first.changes_summary?.has_changes).toBe(true);
    expect(first.text).toContain('the released plan');
  });

  it('compares with the baseline the client sends: the same schedule again has no changes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('sam'),
      payload: { prompt: 'Create an optimal schedule', baseline: first, algorithm: 'dispatch' },
    });
    const again: ScheduleResult = res.json();
    expect(again.changes_summary?.summary_stats.new_operations).toBe(0);
    expect(again.text).toContain('your previous schedule');
  });

  it('repairs rather than replans on a reschedule: the solver weighs every move against the baseline', async () => {
    const repaired: ScheduleResult = (
      await t.app.inject({
        method: 'POST',
        url: '/api/schedule/run',
        headers: asUser('sam'),
        payload: { prompt: 'Reschedule the plan please', baseline: first, work_budget: WORK },
      })
    ).json();
    expect(repaired.tool.name).toBe('reschedule');
    // The engine counts machine changes only against a baseline it was given.
    expect(repaired.kpis.machine_changes).toBe(repaired.changes_summary!.summary_stats.machine_changes);
    // What moves must buy fewer late orders: a repair never ends with more of them than the baseline had.
    expect(repaired.kpis.late_orders as number).toBeLessThanOrEqual(first.kpis.late_orders as number);
  });

  it('handles a breakdown end to end: the machine gets downtime, nothing runs on it then, the moves are listed (issue 5)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('sam'),
      payload: {
        prompt: 'PRS-03 broke down, it will be out for 2 days',
        baseline: first,
        work_budget: WORK,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const repaired: ScheduleResult = res.json();
    expect(repaired).toMatchObject({
      type: 'schedule',
      intent: 'schedule.breakdown',
      tool: { name: 'reschedule_breakdown' },
    });
    const downFrom = Date.parse('2026-11-25T10:00:00Z');
    const downTo = downFrom + 2 * 24 * 3_600_000;
    const onPress = repaired.data.orders.flatMap((o) =>
      o.operations.filter((op) => op.work_center === 'PRS-03'),
    );
    for (const op of onPress) {
      expect(Date.parse(op.end_time) <= downFrom || Date.parse(op.start_time) >= downTo).toBe(true);
    }
    const wasOnPress = first.data.orders.flatMap((o) =>
      o.operations.filter(
        (op) =>
          op.work_center === 'PRS-03' &&
          Date.parse(op.start_time) < downTo &&
          Date.parse(op.end_time) > downFrom,
      ),
    );
    expect(wasOnPress.length).toBeGreaterThan(0);
    const touched = repaired.changes_summary!.changes.filter(
      (c) =>
        c.details.machine_change?.from === 'PRS-03' ||
        (c.details.time_change && wasOnPress.some((op) => op.operation_id === c.operation_id)),
    );
    expect(touched.length).toBeGreaterThan(0);
    expect(repaired.text).toContain('PRS-03 is down from');
  });

  it.each([
    [{ prompt: '   ' }, 'body.prompt'],
    [{ prompt: 'plan', algorithm: 'genetic' }, 'body.algorithm'],
    [
      {
        prompt: 'plan',
        baseline: { data: { orders: [{ order_id: 'A', operations: [{ operation_id: 'x' }] }] } },
      },
      'body.baseline.data.orders.0.operations.0.work_center',
    ],
  ])('refuses bad input %j naming %s', async (payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/schedule/run', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('answers 422 with the reasons when the data cannot be scheduled', async () => {
    // A year of work on one machine cannot fit a planning horizon of half a year.
    await t.app.inject({
      method: 'POST',
      url: '/api/masterdata/import',
      headers: asUser('una'),
      payload: {
        orders: [
          {
            order_id: 'BAD-1',
            material: 'STD-101',
            quantity: 1,
            operations: [{ operation_id: '10', work_center: 'PRS-01', duration_mins: 525_600 }],
          },
        ],
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('una'),
      payload: { prompt: 'plan', data_source: 'custom' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('INFEASIBLE');
    expect(JSON.stringify(res.json().details)).toContain('BAD-1');
  });
});

describe('what a schedule cannot hold is said, not hidden', () => {
  it('names open orders that have no operations to plan', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: asUser('nora'),
      payload: { order_id: 'NO-ROUTE-1', material: 'STD-101', quantity: 10 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('nora'),
      payload: { prompt: 'plan', algorithm: 'dispatch' },
    });
    expect(res.json().text).toMatch(/1 open order has no operations and could not be planned: NO-ROUTE-1/);
  });
});

describe('solves as jobs with progress (issue 4)', () => {
  it('streams progress and then the result as Server-Sent Events', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/runs',
      headers: asUser('vic'),
      payload: { prompt: 'plan', work_budget: WORK },
    });
    expect(started.statusCode).toBe(202);
    const { run_id } = started.json();
    const events = await t.app.inject({
      method: 'GET',
      url: `/api/schedule/runs/${run_id}/events`,
      headers: asUser('vic'),
    });
    expect(events.headers['content-type']).toContain('text/event-stream');
    expect(events.body).toMatch(/event: progress\ndata: \{.*"best_objective"/);
    const result = JSON.parse(events.body.split('event: result\ndata: ')[1]!.split('\n')[0]!);
    expect(result.run_id).toBe(run_id);
    expect(result.data.orders.length).toBeGreaterThan(50);
  }, 60_000);

  it('names the caller of an event stream by its headers only: ?user_id= names nobody', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/runs',
      headers: asUser('vic'),
      payload: { prompt: 'plan', algorithm: 'dispatch' },
    });
    const { run_id } = started.json();
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/schedule/runs/${run_id}/events` });
    expect(anonymous.statusCode).toBe(404);
    const named = await t.app.inject({
      method: 'GET',
      url: `/api/schedule/runs/${run_id}/events?user_id=vic`,
    });
    expect(named.statusCode).toBe(404);
  });

  it('serves a result stored before results carried plan_version, as made on version 0 (a push of it is stale)', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('old'),
      payload: { prompt: 'Create a schedule for today', algorithm: 'dispatch' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const runId = started.json().run_id as string;
    const row = await t.database.db
      .selectFrom('schedule_runs')
      .select('result')
      .where('run_id', '=', runId)
      .executeTakeFirstOrThrow();
    const { plan_version: _dropped, ...older } = row.result as Record<string, unknown>;
    await t.database.db
      .updateTable('schedule_runs')
      .set({ result: JSON.stringify(older) })
      .where('run_id', '=', runId)
      .execute();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/schedule/runs/${runId}`,
      headers: asUser('old'),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().result.plan_version).toBe(0);
  });

  it("hides one caller's run from another", async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/runs',
      headers: asUser('vic'),
      payload: { prompt: 'plan', algorithm: 'dispatch' },
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/schedule/runs/${started.json().run_id}`,
      headers: asUser('wes'),
    });
    expect(other.statusCode).toBe(404);
  });

  it('keeps the API responsive while two solves run', async () => {
    const ids = await Promise.all(
      ['x1', 'x2'].map(async (user) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/schedule/runs',
          headers: asUser(user),
          payload: { prompt: 'plan', work_budget: 100_000, time_budget_ms: 1500 },
        });
        return { user, id: res.json().run_id as string };
      }),
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const states = await Promise.all(
      ids.map(({ user, id }) =>
        t.app.inject({ method: 'GET', url: `/api/schedule/runs/${id}`, headers: asUser(user) }),
      ),
    );
    expect(states.some((s) => s.json().status !== 'done')).toBe(true);
  });
});
