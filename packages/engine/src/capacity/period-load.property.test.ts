import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodBoundaries, periodLoad } from './period-load.ts';
import type { UtcOffsetAt } from './plant-clock.ts';

const HOUR = 3_600_000;
const MONDAY = Date.parse('2026-11-23T03:00:00Z');
const SAO_PAULO: UtcOffsetAt = () => -180;
const shifts = [
  { name: 'Early', days: [1, 2, 3, 4, 5], start: '06:00', end: '14:00' },
  { name: 'Night', days: [1, 2, 3, 4, 5, 6], start: '22:00', end: '06:00' },
];

const work = fc.array(
  fc.record({
    startHour: fc.integer({ min: -48, max: 14 * 24 }),
    hours: fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }),
    minutes: fc.integer({ min: 1, max: 5000 }),
  }),
  { maxLength: 20 },
);
const downtime = fc.array(
  fc.record({ startHour: fc.integer({ min: 0, max: 14 * 24 }), hours: fc.integer({ min: 1, max: 30 }) }),
  { maxLength: 4 },
);

describe('periodLoad invariants', () => {
  it('gives a week the sum of its days, in capacity and in load, whatever the work and downtime', () => {
    fc.assert(
      fc.property(work, downtime, (pieces, stops) => {
        const workCenters = [
          {
            workCenterId: 'PRS-01',
            shifts,
            downtime: stops.map((d) => ({
              startAt: MONDAY + d.startHour * HOUR,
              endAt: MONDAY + (d.startHour + d.hours) * HOUR,
            })),
          },
        ];
        const planned = pieces.map((p) => ({
          workCenterId: 'PRS-01',
          startAt: MONDAY + p.startHour * HOUR,
          ...(p.hours ? { endAt: MONDAY + (p.startHour + p.hours) * HOUR } : {}),
          minutes: p.minutes,
        }));
        const weeks = periodLoad(
          workCenters,
          planned,
          periodBoundaries('week', MONDAY, 2, SAO_PAULO),
          SAO_PAULO,
        );
        const days = periodLoad(
          workCenters,
          planned,
          periodBoundaries('day', MONDAY, 14, SAO_PAULO),
          SAO_PAULO,
        );
        weeks.forEach((week, w) => {
          const own = days.slice(w * 7, w * 7 + 7);
          expect(own.reduce((sum, d) => sum + d.loadHours, 0)).toBeCloseTo(week.loadHours, 6);
          expect(own.reduce((sum, d) => sum + d.capacityHours, 0)).toBeCloseTo(week.capacityHours, 6);
        });
        for (const day of days) expect(day.capacityHours).toBeLessThanOrEqual(24);
      }),
    );
  });
});
