import { CapacityResponse, type DashboardSummary } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { type Caller, withWriteScope } from '../db/scope.ts';
import { scoped } from '../db/scoped.ts';

/**
 * CM01 capacity planning through the API (issue 14): computed from the calendars minus downtime and
 * the released plan (plus MRP planned orders when asked), with the figures the dashboard and the MRP
 * capacity check show, and recommendations derived from them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

async function capacity(user: string, query: string, language = 'en-US'): Promise<CapacityResponse> {
  const res = await t.app.inject({
    url: `/api/capacity?${query}`,
    headers: { ...asUser(user), 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return CapacityResponse.parse(res.json());
}

interface WorkCenterCheck {
  work_center_id: string;
  weekly_load: Record<string, number>;
  weekly_capacity: Record<string, number>;
}

async function mrpCapacityCheck(user: string, payload: object): Promise<Map<string, WorkCenterCheck>> {
  const res = await t.app.inject({ method: 'POST', url: '/api/bom/mrp', headers: asUser(user), payload });
  expect(res.statusCode, res.body).toBe(200);
  const checks: WorkCenterCheck[] = res.json().capacity_check.work_centers;
  return new Map(checks.map((wc) => [wc.work_center_id, wc]));
}

/** Every (work center, period) figure of a CM01 answer. */
const cellsOf = (answer: CapacityResponse) =>
  answer.days.flatMap((day) => day.work_centers.map((wc) => ({ date: day.date, ...wc })));

describe('GET /api/capacity (CM01, enterprise-shell §2, §3)', () => {
  it('gives each week and work center the MRP capacity check’s figures and the dashboard’s overloads', async () => {
    const answer = await capacity('cora', 'period=week');
    expect(answer.days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14']);
    // A bought item's demand makes purchase requisitions only: the released plan is the only load.
    const mrp = await mrpCapacityCheck('cora', {
      orders: [{ product_id: 'RM-778', quantity: 100, required_date: '2026-12-10' }],
      planning_horizon_days: 26,
    });
    const cells = cellsOf(answer);
    expect(cells).toHaveLength(4 * 22);
    for (const cell of cells) {
      const check = mrp.get(cell.id)!;
      expect(cell.planned_hours, `${cell.id} ${cell.date}`).toBe(check.weekly_load[cell.date]);
      expect(cell.capacity_hours, `${cell.id} ${cell.date}`).toBe(check.weekly_capacity[cell.date]);
    }

    const dashboard: DashboardSummary = (
      await t.app.inject({ url: '/api/dashboard', headers: asUser('cora') })
    ).json();
    expect(dashboard.overloaded.length).toBeGreaterThan(0);
    const overloaded = cells.filter((c) => c.overload);
    expect(overloaded.map((c) => [c.id, c.date, c.utilization]).sort()).toEqual(
      dashboard.overloaded.map((o) => [o.work_center, o.week_start, o.utilization]).sort(),
    );
    expect(answer.totals.bottlenecks.sort()).toEqual(
      [...new Set(dashboard.overloaded.map((o) => o.work_center))].sort(),
    );
  }, 120_000);

  it('adds the load of the MRP planned orders for the open sales orders as the MRP capacity check books it', async () => {
    const released = await capacity('dora', 'period=week');
    const withPlanned = await capacity('dora', 'period=week&include_planned_orders=true');
    expect(withPlanned.include_planned_orders).toBe(true);
    // From plant today (2026-11-25) to the last day shown (2026-12-20): 26 days.
    const mrp = await mrpCapacityCheck('dora', {
      orders: [],
      include_sales_orders: true,
      planning_horizon_days: 26,
    });
    for (const cell of cellsOf(withPlanned)) {
      expect(cell.planned_hours, `${cell.id} ${cell.date}`).toBe(mrp.get(cell.id)!.weekly_load[cell.date]);
    }
    expect(withPlanned.totals.planned_load).toBeGreaterThan(released.totals.planned_load);
  }, 120_000);

  it('gives a capacity day the spec’s fields, at most 24 hours per work center, and days that add up to their week', async () => {
    const days = await capacity('cora', 'period=day&from=2026-11-30&periods=7');
    const [week] = (await capacity('cora', 'period=week&from=2026-11-30&periods=1')).days;
    expect(days.days.map((d) => d.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    for (const cell of cellsOf(days)) {
      expect(cell.capacity_hours).toBeLessThanOrEqual(24);
      expect(cell.available_hours).toBeCloseTo(Math.max(0, cell.capacity_hours - cell.planned_hours), 1);
      // Over capacity may be by a sliver (fractional run minutes in whole-minute slots): equal once rounded.
      if (cell.overload) expect(cell.planned_hours).toBeGreaterThanOrEqual(cell.capacity_hours);
      else expect(cell.planned_hours).toBeLessThanOrEqual(cell.capacity_hours);
    }
    for (const wc of week!.work_centers) {
      const daily = cellsOf(days).filter((c) => c.id === wc.id);
      expect(daily.reduce((sum, d) => sum + d.capacity_hours, 0)).toBeCloseTo(wc.capacity_hours, 1);
      expect(daily.reduce((sum, d) => sum + d.planned_hours, 0)).toBeCloseTo(wc.planned_hours, 1);
    }
    const press = week!.work_centers.find((wc) => wc.id === 'PRS-01')!;
    expect(press).toMatchObject({ name: expect.any(String), type: 'Press' });
    expect(week!.total_capacity).toBeCloseTo(
      week!.work_centers.reduce((sum, wc) => sum + wc.capacity_hours, 0),
      1,
    );
  }, 120_000);

  it('colours each work center by the thresholds 70 / 90 / 100 (enterprise-shell §4)', async () => {
    for (const cell of cellsOf(await capacity('cora', 'period=day&periods=14'))) {
      const u = cell.utilization ?? Number.POSITIVE_INFINITY;
      // The colour is read from the unrounded figure: at a threshold once rounded, either side is right.
      if ([70, 90, 100].includes(u)) continue;
      const expected = cell.overload ? 'overload' : u > 90 ? 'high' : u > 70 ? 'healthy' : 'low';
      expect(cell.level, `${cell.id} ${cell.date} ${u}`).toBe(expected);
    }
  }, 120_000);

  it('takes downtime off a work center’s capacity', async () => {
    const before = await capacity('eli', 'period=day&from=2026-11-30&periods=1&work_center_id=BAN-01');
    // Four hours of maintenance on Monday 2026-11-30, 08:00–12:00 plant time (UTC−3).
    await withWriteScope(t.database.db, { userId: 'eli' } as Caller, 'playground', (trx, datasetId) =>
      scoped(trx, datasetId)
        .insertInto('downtimes', [
          {
            downtime_id: 'TEST-BAN-01',
            work_center_id: 'BAN-01',
            start_at: '2026-11-30T11:00:00Z',
            end_at: '2026-11-30T15:00:00Z',
            kind: 'maintenance' as const,
            reason: 'test',
          },
        ])
        .execute(),
    );
    const after = await capacity('eli', 'period=day&from=2026-11-30&periods=1&work_center_id=BAN-01');
    expect(before.days[0]!.work_centers).toHaveLength(1);
    expect(after.days[0]!.work_centers[0]!.capacity_hours).toBe(
      before.days[0]!.work_centers[0]!.capacity_hours - 4,
    );
  }, 120_000);

  it('recommends moves to eligible work centers with free capacity, and the overtime that clears each overload', async () => {
    const answer = await capacity('cora', 'period=day&periods=14');
    const cellOf = (id: string, date: string) => cellsOf(answer).find((c) => c.id === id && c.date === date)!;
    const overloaded = cellsOf(answer).filter((c) => c.overload);
    expect(overloaded.length).toBeGreaterThan(0);
    const overtime = answer.recommendations.filter((r) => r.kind === 'overtime');
    expect(overtime.map((r) => `${r.work_center_id} ${r.date}`).sort()).toEqual(
      overloaded.map((c) => `${c.id} ${c.date}`).sort(),
    );
    for (const r of overtime) {
      const cell = cellOf(r.work_center_id, r.date);
      // Load − capacity, rounded up to the tenth of an hour.
      expect(r.hours).toBeGreaterThanOrEqual(cell.planned_hours - cell.capacity_hours - 0.01);
      expect(r.hours).toBeLessThan(cell.planned_hours - cell.capacity_hours + 0.11);
      expect(r.text).toContain(`on ${r.work_center_id} on ${r.date}`);
    }
    const moves = answer.recommendations.filter((r) => r.kind === 'move');
    expect(moves.length).toBeGreaterThan(0);
    const routings = await scoped(t.database.db, 'default')
      .selectFrom('routing_operations')
      .selectAll()
      .execute();
    const orders = await scoped(t.database.db, 'default')
      .selectFrom('production_orders')
      .selectAll()
      .execute();
    for (const move of moves) {
      const order = orders.find((o) => o.order_id === move.order_id)!;
      const routing = routings.find(
        (r) => r.material_id === order.material && r.operation_no === Number(move.operation_id),
      )!;
      expect(routing.eligible.map((e) => e.work_center_id)).toContain(move.to_work_center_id);
      expect(cellOf(move.to_work_center_id!, move.date).available_hours).toBeGreaterThan(0);
      expect(move.text).toContain(`Move order ${move.order_id}`);
    }
  }, 120_000);

  it('words the recommendations in the caller’s language', async () => {
    const answer = await capacity('cora', 'period=day&periods=14', 'pt-BR');
    expect(answer.recommendations.find((r) => r.kind === 'overtime')!.text).toMatch(
      /hora extra em .+ em \d\d\/\d\d\/2026/,
    );
    expect(answer.recommendations.find((r) => r.kind === 'move')!.text).toMatch(/^Mova a ordem /);
  }, 120_000);

  it('shows one work center when filtered, with its totals', async () => {
    const answer = await capacity('cora', 'period=month&work_center_id=PRS-05');
    expect(answer.days).toHaveLength(3);
    expect(answer.days.map((d) => [d.date, d.end_date])[0]).toEqual(['2026-11-01', '2026-12-01']);
    for (const day of answer.days) expect(day.work_centers.map((wc) => wc.id)).toEqual(['PRS-05']);
    const capacityHours = answer.days.reduce((sum, d) => sum + d.total_capacity, 0);
    expect(answer.totals.total_capacity).toBeCloseTo(capacityHours, 1);
    expect(answer.totals.free_capacity).toBeCloseTo(
      Math.max(0, capacityHours - answer.totals.planned_load),
      1,
    );
  }, 120_000);

  it('answers 404 WORK_CENTER_NOT_FOUND for a work center the dataset does not have, in the caller’s language', async () => {
    const res = await t.app.inject({
      url: '/api/capacity?work_center_id=PRS-99',
      headers: { ...asUser('cora'), 'accept-language': 'pt-BR' },
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'WORK_CENTER_NOT_FOUND',
      error: 'O centro de trabalho PRS-99 não existe neste conjunto de dados',
      details: [{ field: 'work_center_id' }],
    });
  });

  it.each([
    ['period=year', 'querystring.period'],
    ['period=week&periods=28', 'querystring.periods'],
    ['period=month&periods=7', 'querystring.periods'],
    ['periods=0', 'querystring.periods'],
    ['from=2026-13-01', 'querystring.from'],
    [`work_center_id=${'X'.repeat(41)}`, 'querystring.work_center_id'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await t.app.inject({ url: `/api/capacity?${query}`, headers: asUser('cora') });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });
});
