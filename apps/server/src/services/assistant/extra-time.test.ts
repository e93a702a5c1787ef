import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../app.test-support.ts';
import { extraTimeWindows } from './extra-time.ts';

/**
 * Issue 10, add shift / overtime: a shift named without hours takes them from the work center's
 * calendar (sample plant, São Paulo time, UTC−3): PRS-03/PRS-06 work three shifts Monday to Friday
 * and the early one on Saturday; PRS-07 two shifts Monday to Friday; PRS-01 three.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const windows = async (entities: Parameters<typeof extraTimeWindows>[2]) =>
  (await extraTimeWindows(t.database.db, 'default', entities, 'America/Sao_Paulo')).map((w) => [
    w.startAt.toISOString(),
    w.endAt.toISOString(),
  ]);

describe('extra time from the calendar (issue 10)', () => {
  it('a late shift on Saturday is 14:00–22:00 that Saturday', async () => {
    expect(await windows({ work_center: 'PRS-06', date: '2026-11-28', shift: 'late' })).toEqual([
      ['2026-11-28T17:00:00.000Z', '2026-11-29T01:00:00.000Z'],
    ]);
  });

  it('"an extra shift" is the first one the machine does not work that day', async () => {
    expect(await windows({ work_center: 'PRS-03', date: '2026-11-28', shift: 'next' })).toEqual([
      ['2026-11-28T17:00:00.000Z', '2026-11-29T01:00:00.000Z'],
    ]);
  });

  it('the whole Saturday is every shift it does not work', async () => {
    expect(await windows({ work_center: 'PRS-06', date: '2026-11-28', shift: 'whole_day' })).toEqual([
      ['2026-11-28T17:00:00.000Z', '2026-11-29T01:00:00.000Z'],
      ['2026-11-29T01:00:00.000Z', '2026-11-29T09:00:00.000Z'],
    ]);
  });

  it('overtime by its length goes right after the last shift, and not at all on a machine that never stops', async () => {
    expect(await windows({ work_center: 'PRS-07', date: '2026-11-26', duration_minutes: 120 })).toEqual([
      ['2026-11-27T01:00:00.000Z', '2026-11-27T03:00:00.000Z'],
    ]);
    expect(await windows({ work_center: 'PRS-01', date: '2026-11-26', duration_minutes: 120 })).toEqual([]);
  });

  it('a shift it already works adds nothing', async () => {
    expect(await windows({ work_center: 'PRS-06', date: '2026-11-28', shift: 'early' })).toEqual([]);
  });

  it('a third shift next week is a night on each of its working days', async () => {
    const nights = await windows({ work_center: 'PRS-07', date: '2026-11-30', days: 7, shift: 'night' });
    expect(nights).toHaveLength(5);
    expect(nights[0]).toEqual(['2026-12-01T01:00:00.000Z', '2026-12-01T09:00:00.000Z']);
  });

  it('hours said outright are taken as they are', async () => {
    expect(
      await windows({ work_center: 'PRS-03', date: '2026-11-28T09:00:00.000Z', duration_minutes: 480 }),
    ).toEqual([['2026-11-28T09:00:00.000Z', '2026-11-28T17:00:00.000Z']]);
  });
});
