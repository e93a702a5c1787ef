import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableMinutes,
  buildCalendar,
  earliestStart,
  firstIntervalEndingAfter,
  pausedInterval,
} from './calendar.ts';

const shifts = buildCalendar({
  workingWindows: [
    { startAt: 0, endAt: 480 },
    { startAt: 480, endAt: 960 },
    { startAt: 1440, endAt: 1920 },
  ],
  unavailable: [{ startAt: 600, endAt: 660 }],
});

describe('calendar', () => {
  it.each([
    { t: 0, d: 100, start: 0, why: 'fits the first shift' },
    { t: 450, d: 100, start: 450, why: 'adjacent shifts join into one window' },
    { t: 550, d: 100, start: 660, why: 'does not overlap the maintenance' },
    { t: 900, d: 100, start: 1440, why: 'waits for the next day when the shift ends too soon' },
    { t: 0, d: 700, start: Number.POSITIVE_INFINITY, why: 'no window is long enough' },
  ])('earliest start at $t for $d min is $start: $why', ({ t, d, start }) => {
    expect(earliestStart(shifts, t, d)).toBe(start);
  });

  it('lets a pausing operation run across the maintenance and the night', () => {
    expect(pausedInterval(shifts, 500, 500)).toEqual({ startAt: 500, endAt: 1440 + 100 });
  });

  it('counts available minutes without the maintenance', () => {
    expect(availableMinutes(shifts, 0, 1440)).toBe(960 - 60);
  });

  it('is always available without windows, except downtime', () => {
    const calendar = buildCalendar({ unavailable: [{ startAt: 10, endAt: 20 }] });
    expect(earliestStart(calendar, 5, 10)).toBe(20);
    expect(earliestStart(buildCalendar(undefined), 7, 1000)).toBe(7);
  });

  it('finds the same interval and start from any hint at or before the answer as from the start', () => {
    const days = buildCalendar({
      workingWindows: Array.from({ length: 30 }, (_, d) => ({
        startAt: d * 1440 + 360,
        endAt: d * 1440 + 1320,
      })),
      unavailable: [{ startAt: 5000, endAt: 5600 }],
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 45_000 }),
        fc.integer({ min: 1, max: 900 }),
        fc.nat(),
        (t, d, k) => {
          const index = firstIntervalEndingAfter(days, t);
          const from = k % (index + 1);
          expect(firstIntervalEndingAfter(days, t, from)).toBe(index);
          expect(earliestStart(days, t, d, from)).toBe(earliestStart(days, t, d));
          expect(pausedInterval(days, t, d, from)).toEqual(pausedInterval(days, t, d));
        },
      ),
    );
  });
});
