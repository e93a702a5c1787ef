import type { DashboardSummary, ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

async function dashboard(user: string): Promise<DashboardSummary> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: asUser(user) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

interface WorkCenterCheck {
  work_center_id: string;
  weekly_load: Record<string, number>;
  weekly_utilization: Record<string, number | null>;
  overload_weeks: { week: string; status: string }[];
}

describe('one set of numbers (issue 9)', () => {
  it('counts on the dashboard, after Transfer to System, the late orders the pushed schedule counted', async () => {
    const headers = asUser('sam');
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers,
      payload: { prompt: 'Create an optimal schedule for today', time_budget_ms: 300 },
    });
    expect(run.statusCode, run.body).toBe(200);
    const schedule: ScheduleResult = run.json();
    const push = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/push',
      headers,
      payload: { schedule, plan_version: schedule.plan_version },
    });
    expect(push.statusCode, push.body).toBe(200);

    const after = await dashboard('sam');
    expect(after.late_orders).toBe(schedule.kpis.late_orders);
    expect(after.late_orders).toBe(schedule.late_orders.length);
    expect(after.open_orders).toBe(schedule.kpis.scheduled_orders);
  }, 120_000);

  it('shows in the MRP capacity check the work-center load the dashboard shows, when the released plan is the only load', async () => {
    const headers = asUser('una');
    const summary = await dashboard('una');
    // A bought item's demand makes purchase requisitions only: no planned order adds load.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bom/mrp',
      headers,
      // 26 days from Wednesday TEST_NOW: the four weeks of the dashboard, from this week's Monday.
      payload: {
        orders: [{ product_id: 'RM-778', quantity: 100, required_date: '2026-12-10' }],
        planning_horizon_days: 26,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mrp = res.json();
    expect(
      mrp.planned_orders.every((o: { order_type: string }) => o.order_type === 'PURCHASE_REQUISITION'),
    ).toBe(true);
    const byId = new Map<string, WorkCenterCheck>(
      mrp.capacity_check.work_centers.map((wc: WorkCenterCheck) => [wc.work_center_id, wc]),
    );

    // The sample plant's released plan keeps every hard rule, so no work center is over capacity
    // beyond rounding (fractional run minutes in whole-minute slots).
    for (const row of summary.overloaded) expect(row.utilization).toBeLessThanOrEqual(100.1);
    for (const row of summary.overloaded) {
      const utilization = byId.get(row.work_center)!.weekly_utilization[row.week_start];
      expect(utilization, row.work_center).toBeDefined();
      const rounded =
        utilization === null || utilization === undefined ? null : Math.round(utilization * 10) / 10;
      expect(rounded, row.work_center).toBe(row.utilization);
    }
    const overloadedInMrp = [...byId.values()].flatMap((wc) =>
      wc.overload_weeks.filter((w) => w.status === 'Overload').map((w) => `${wc.work_center_id} ${w.week}`),
    );
    expect(overloadedInMrp.sort()).toEqual(
      summary.overloaded.map((o) => `${o.work_center} ${o.week_start}`).sort(),
    );

    const weeks = Object.keys(byId.get('PRS-03')!.weekly_load).sort();
    expect(weeks).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14']);
    expect(byId.get('PRS-03')!.weekly_load[weeks[0]!]).toBeGreaterThan(0);
  }, 120_000);
});
