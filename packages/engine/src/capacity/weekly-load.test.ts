import { describe, expect, it } from 'vitest';
import { UTC_CLOCK } from './plant-clock.ts';
import { expandShifts, subtractIntervals, totalHours } from './shift-windows.ts';
import { weeklyLoad, weekStart } from './weekly-load.ts';

const MONDAY = Date.parse('2026-11-23T00:00:00Z');
const HOUR = 3_600_000;
const twoShiftsWeekdays = [
  { name: 'Early', days: [1, 2, 3, 4, 5], start: '06:00', end: '14:00' },
  { name: 'Late', days: [1, 2, 3, 4, 5], start: '14:00', end: '22:00' },
];

describe('calendar windows', () => {
  it('gives 80 hours a week for two 8-hour shifts Monday to Friday, merged into one window a day', () => {
    const windows = expandShifts(twoShiftsWeekdays, MONDAY, MONDAY + 7 * 24 * HOUR, UTC_CLOCK);
    expect(windows).toHaveLength(5);
    expect(totalHours(windows)).toBe(80);
  });

  it('counts a night shift crossing midnight on the day it starts, and clips it to the range', () => {
    const night = [{ name: 'Night', days: [7], start: '22:00', end: '06:00' }];
    const week = expandShifts(night, MONDAY, MONDAY + 7 * 24 * HOUR, UTC_CLOCK);
    // Sunday 22:00 before this Monday reaches into it (6 h); this week's Sunday night is cut at the week end (2 h).
    expect(totalHours(week)).toBe(8);
  });

  it('removes maintenance from the working time', () => {
    const windows = expandShifts(twoShiftsWeekdays, MONDAY, MONDAY + 24 * HOUR, UTC_CLOCK);
    const open = subtractIntervals(windows, [{ startAt: MONDAY + 10 * HOUR, endAt: MONDAY + 12 * HOUR }]);
    expect(totalHours(open)).toBe(14);
  });
});

describe('weeklyLoad', () => {
  it('puts work in the week it starts and reports utilization against capacity', () => {
    const loads = weeklyLoad(
      [{ workCenterId: 'PRS-03', shifts: twoShiftsWeekdays, downtime: [] }],
      [
        { workCenterId: 'PRS-03', startAt: MONDAY + 8 * HOUR, minutes: 60 * 60 },
        { workCenterId: 'PRS-03', startAt: MONDAY + 7 * 24 * HOUR + HOUR, minutes: 100 * 60 },
        { workCenterId: 'PRS-03', startAt: MONDAY - HOUR, minutes: 999 },
      ],
      MONDAY + 3 * 24 * HOUR,
      2,
      UTC_CLOCK,
    );
    expect(loads.map((l) => [l.loadHours, l.capacityHours, Math.round(l.utilizationPercent)])).toEqual([
      [60, 80, 75],
      [100, 80, 125],
    ]);
  });

  it('counts extra shifts and overtime as capacity, once where they overlap a shift', () => {
    const saturday = { startAt: MONDAY + (5 * 24 + 6) * HOUR, endAt: MONDAY + (5 * 24 + 14) * HOUR };
    const overlapping = { startAt: MONDAY + 20 * HOUR, endAt: MONDAY + 24 * HOUR };
    const [load] = weeklyLoad(
      [{ workCenterId: 'PRS-03', shifts: twoShiftsWeekdays, downtime: [], extra: [saturday, overlapping] }],
      [],
      MONDAY,
      1,
      UTC_CLOCK,
    );
    // 80 h of shifts, 8 h on Saturday, and 2 h of the Monday overtime past the late shift's 22:00.
    expect(load!.capacityHours).toBe(90);
  });

  it('spreads work that spans two weeks over them in proportion to their working time', () => {
    const friday6 = MONDAY + 4 * 24 * HOUR + 6 * HOUR;
    const nextMonday22 = MONDAY + 7 * 24 * HOUR + 22 * HOUR;
    const loads = weeklyLoad(
      [{ workCenterId: 'EXT-01', shifts: twoShiftsWeekdays, downtime: [] }],
      // Friday 06-22 (16 h open) and next Monday 06-22 (16 h open): half the work in each week.
      [{ workCenterId: 'EXT-01', startAt: friday6, endAt: nextMonday22, minutes: 32 * 60 }],
      MONDAY,
      2,
      UTC_CLOCK,
    );
    expect(loads.map((l) => l.loadHours)).toEqual([16, 16]);
  });

  it('reports work planned in a week with no capacity as infinitely loaded', () => {
    const [load] = weeklyLoad(
      [{ workCenterId: 'X', shifts: [], downtime: [] }],
      [{ workCenterId: 'X', startAt: MONDAY, minutes: 30 }],
      MONDAY,
      1,
      UTC_CLOCK,
    );
    expect(load?.utilizationPercent).toBe(Number.POSITIVE_INFINITY);
  });

  it('finds the Monday of any day', () => {
    expect(weekStart(Date.parse('2026-11-29T23:00:00Z'), UTC_CLOCK)).toBe(MONDAY);
    expect(weekStart(MONDAY, UTC_CLOCK)).toBe(MONDAY);
  });
});
