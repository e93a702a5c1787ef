import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../app.test-support.ts';
import { TEST_NOW } from '../../test/fixtures.ts';
import { loadReleasedPlan } from '../released-plan.ts';
import { buildSchedulingProblem } from './build-problem.ts';
import { loadSchedulingSnapshot } from './snapshot.ts';

/** Issue 10: an extra shift or overtime is working time the plans and the capacity figures count. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;

describe('extra shifts (issue 10)', () => {
  it('open the machine over their time in the problem a solve reads, and add to its capacity', async () => {
    // Sunday 29 Nov 06:00–14:00 plant time (UTC-3): no press works on Sundays in the sample plant.
    const startAt = new Date('2026-11-29T09:00:00Z');
    const endAt = new Date(startAt.getTime() + 8 * HOUR_MS);
    const build = async () =>
      buildSchedulingProblem(await loadSchedulingSnapshot(t.database.db, 'default'), {
        now: TEST_NOW,
        keepBaseline: false,
      });
    const windowsOf = (built: Awaited<ReturnType<typeof build>>) =>
      built.problem.workCenters.find((w) => w.id === 'PRS-03')!.calendar!.workingWindows!;
    const before = await build();
    const at = before.axis.toMinutes(startAt);
    const isOpen = (windows: { startAt: number; endAt: number }[]) =>
      windows.some((w) => w.startAt <= at && at + 480 <= w.endAt);
    expect(isOpen(windowsOf(before))).toBe(false);
    const capacityBefore = (await loadReleasedPlan(t.database.db, 'default')).workCenters.find(
      (w) => w.workCenterId === 'PRS-03',
    )!;
    expect(capacityBefore.extra).toEqual([]);

    await t.database.db
      .insertInto('extra_shifts')
      .values({
        dataset_id: 'default',
        shift_id: 'XS-TEST',
        work_center_id: 'PRS-03',
        start_at: startAt,
        end_at: endAt,
        reason: 'Sunday overtime',
      })
      .execute();
    expect(isOpen(windowsOf(await build()))).toBe(true);
    const capacityAfter = (await loadReleasedPlan(t.database.db, 'default')).workCenters.find(
      (w) => w.workCenterId === 'PRS-03',
    )!;
    expect(capacityAfter.extra).toEqual([{ startAt: startAt.getTime(), endAt: endAt.getTime() }]);
  });
});
