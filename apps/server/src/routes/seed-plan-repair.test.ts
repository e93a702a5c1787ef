import type { ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * The sample plant's released plan is one Takt accepts as it is (issue 9; data/plant-1000/README.md):
 * read at the tests' now, a repair moves only what the disruption forces. PRS-03 is idle from now
 * until 11:41 plant time, so a 4-hour breakdown from now forces nothing and changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

describe('the seeded released plan (issue 9)', () => {
  it('is kept as it is by a repair whose disruption meets no planned work: no change, feasible', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('seed-check'),
      payload: { prompt: 'PRS-03 broke down for 4 hours', backend: 'offline', work_budget: 40 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ScheduleResult;
    expect(result.tool.name).toBe('reschedule_breakdown');
    expect(result.feasibility.status).toBe('feasible');
    expect(result.changes_summary?.changes).toEqual([]);
  }, 120_000);
});
