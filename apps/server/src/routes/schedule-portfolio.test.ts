import type { ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  // A deployment with SOLVER_SEARCHES=2 (the default is one search).
  t = await startTestApp({ config: { solverSearches: 2 } });
}, 60_000);
afterAll(() => t.close());

/**
 * 200 iterations on the 279-operation sample plant: 55,800 placements, above PORTFOLIO_MIN_PLACEMENTS, so
 * the solve runs two searches on two threads (see jobs/run-solve.ts).
 */
const WORK = 200;

async function solve(): Promise<ScheduleResult> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers: asUser('pia'),
    payload: { prompt: 'Create an optimal schedule for today', work_budget: WORK, backend: 'offline' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('POST /api/schedule/run with a portfolio of two searches (issue 17)', () => {
  it('gives the same plan to two identical requests, whichever thread ends first', async () => {
    const first = await solve();
    const second = await solve();
    expect(first.data.orders.length).toBeGreaterThan(50);
    expect(JSON.stringify(second.data)).toBe(JSON.stringify(first.data));
    // Everything but the solver's times, which are wall time.
    const { solver_times: _a, ...kpis } = first.kpis;
    const { solver_times: _b, ...again } = second.kpis;
    expect(again).toEqual(kpis);
    expect(first.kpis.solver_times).toMatchObject({ work_budget: WORK, stopped_by: 'work_budget' });
  }, 120_000);
});
