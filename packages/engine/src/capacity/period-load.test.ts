import { describe, expect, it } from 'vitest';
import { periodBoundaries, periodIndexOf, periodLoad } from './period-load.ts';
import { UTC_CLOCK, type UtcOffsetAt } from './plant-clock.ts';
import { weeklyLoad } from './weekly-load.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEDNESDAY = Date.parse('2026-11-25T10:00:00Z');
const MONDAY = Date.parse('2026-11-23T00:00:00Z');
const weekdays = [{ name: 'Day', days: [1, 2, 3, 4, 5], start: '06:00', end: '22:00' }];
const roundTheClock = [{ name: 'All', days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '00:00' }];
/** São Paulo keeps UTC−3 all year (no daylight saving since 2019). */
const SAO_PAULO: UtcOffsetAt = () => -180;

describe('periodBoundaries', () => {
  it.each([
    ['day', ['2026-11-25', '2026-11-26', '2026-11-27']],
    ['week', ['2026-11-23', '2026-11-30', '2026-12-07']],
    ['month', ['2026-11-01', '2026-12-01', '2027-01-01']],
  ] as const)('starts %s periods at the plant midnight of the period holding the date', (kind, dates) => {
    const boundaries = periodBoundaries(kind, WEDNESDAY, 2, UTC_CLOCK);
    expect(boundaries.map((at) => new Date(at).toISOString().slice(0, 10))).toEqual(dates);
  });

  it('puts a boundary at plant midnight, not UTC midnight', () => {
    const [start] = periodBoundaries('day', Date.parse('2026-11-25T01:00:00Z'), 1, SAO_PAULO);
    expect(new Date(start!).toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });

  it('finds the period holding an instant and -1 outside them', () => {
    const boundaries = periodBoundaries('day', MONDAY, 3, UTC_CLOCK);
    expect(periodIndexOf(boundaries, MONDAY)).toBe(0);
    expect(periodIndexOf(boundaries, MONDAY + 2 * DAY + 1)).toBe(2);
    expect(periodIndexOf(boundaries, MONDAY + 3 * DAY)).toBe(-1);
    expect(periodIndexOf(boundaries, MONDAY - 1)).toBe(-1);
  });
});

describe('periodLoad', () => {
  const press = { workCenterId: 'PRS-01', shifts: weekdays, downtime: [] };

  it('gives a day at most 24 calendar hours per work center (enterprise-shell §9)', () => {
    const loads = periodLoad(
      [{ workCenterId: 'EXT-01', shifts: roundTheClock, downtime: [] }],
      [],
      periodBoundaries('day', MONDAY, 7, UTC_CLOCK),
      UTC_CLOCK,
    );
    expect(loads.map((l) => l.capacityHours)).toEqual([24, 24, 24, 24, 24, 24, 24]);
  });

  it('spreads work over the working hours of the days it spans, and takes downtime off capacity', () => {
    const withMaintenance = {
      ...press,
      downtime: [{ startAt: MONDAY + DAY + 6 * HOUR, endAt: MONDAY + DAY + 10 * HOUR }],
    };
    // Monday 14:00 to Tuesday 18:00: 8 working hours Monday, 8 on Tuesday (06–10 is maintenance).
    const work = [
      { workCenterId: 'PRS-01', startAt: MONDAY + 14 * HOUR, endAt: MONDAY + DAY + 18 * HOUR, minutes: 960 },
    ];
    const [monday, tuesday, wednesday] = periodLoad(
      [withMaintenance],
      work,
      periodBoundaries('day', MONDAY, 3, UTC_CLOCK),
      UTC_CLOCK,
    );
    expect(monday).toMatchObject({ capacityHours: 16, loadHours: 8, utilizationPercent: 50 });
    expect(tuesday).toMatchObject({ capacityHours: 12, loadHours: 8 });
    expect(wednesday).toMatchObject({ capacityHours: 16, loadHours: 0, utilizationPercent: 0 });
  });

  it('reports load without working time as infinite utilization', () => {
    const saturday = MONDAY + 5 * DAY;
    const [load] = periodLoad(
      [press],
      [{ workCenterId: 'PRS-01', startAt: saturday + HOUR, minutes: 60 }],
      periodBoundaries('day', saturday, 1, UTC_CLOCK),
      UTC_CLOCK,
    );
    expect(load).toMatchObject({
      capacityHours: 0,
      loadHours: 1,
      utilizationPercent: Number.POSITIVE_INFINITY,
    });
  });

  it('sums its days to the same week the weekly load reports', () => {
    const work = [
      {
        workCenterId: 'PRS-01',
        startAt: MONDAY + 20 * HOUR,
        endAt: MONDAY + 2 * DAY + 9 * HOUR,
        minutes: 1200,
      },
      { workCenterId: 'PRS-01', startAt: MONDAY + 4 * DAY + 7 * HOUR, minutes: 300 },
    ];
    const days = periodLoad([press], work, periodBoundaries('day', MONDAY, 7, SAO_PAULO), SAO_PAULO);
    const [week] = weeklyLoad([press], work, MONDAY + DAY, 1, SAO_PAULO);
    expect(days.reduce((sum, d) => sum + d.loadHours, 0)).toBeCloseTo(week!.loadHours, 9);
    expect(days.reduce((sum, d) => sum + d.capacityHours, 0)).toBeCloseTo(week!.capacityHours, 9);
  });
});
