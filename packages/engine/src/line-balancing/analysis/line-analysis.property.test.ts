import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { periodBoundaries, periodLoad } from '../../capacity/period-load.ts';
import { UTC_CLOCK } from '../../capacity/plant-clock.ts';
import { analyzeLineBalance } from './line-analysis.ts';
import { deriveLines } from './line-model.ts';

const HOUR = 3_600_000;
const MONDAY = Date.parse('2026-11-23T00:00:00Z');
const calendarsOf = [
  [{ name: 'Day', days: [1, 2, 3, 4, 5], start: '06:00', end: '14:00' }],
  [{ name: 'Two', days: [1, 2, 3, 4, 5, 6], start: '06:00', end: '22:00' }],
  [{ name: 'All', days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '00:00' }],
];

/** A line of 1–4 stations of 1–3 machines, each with a calendar and a run rate, and work planned on them. */
const plant = fc.record({
  stations: fc.array(
    fc.array(
      fc.record({ calendar: fc.integer({ min: 0, max: 2 }), rate: fc.integer({ min: 1, max: 500 }) }),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
    { minLength: 1, maxLength: 4 },
  ),
  demand: fc.integer({ min: 0, max: 20_000 }),
  work: fc.array(
    fc.record({
      machine: fc.nat(),
      startHour: fc.integer({ min: -24, max: 7 * 24 }),
      hours: fc.integer({ min: 1, max: 40 }),
      minutes: fc.integer({ min: 1, max: 3000 }),
    }),
    { maxLength: 12 },
  ),
});

describe('line analysis invariants', () => {
  it('keeps its figures consistent with the load function and each other, whatever the line', () => {
    fc.assert(
      fc.property(plant, ({ stations, demand, work }) => {
        const machines = stations.flatMap((ms, s) =>
          ms.map((m, k) => ({ ...m, id: `S${s}-M${k}`, type: `T${s}` })),
        );
        const [line] = deriveLines(
          stations.map((ms, s) => ({
            materialId: 'P',
            operationNo: (s + 1) * 10,
            eligible: ms.map((m, k) => ({
              workCenterId: `S${s}-M${k}`,
              runRatePerHour: m.rate,
              fixedMinutes: 0,
            })),
          })),
          new Map(machines.map((m) => [m.id, m.type])),
          new Map(),
        );
        const calendars = machines.map((m) => ({
          workCenterId: m.id,
          shifts: calendarsOf[m.calendar]!,
          downtime: [],
        }));
        const planned = work.map((w) => ({
          workCenterId: machines[w.machine % machines.length]!.id,
          startAt: MONDAY + w.startHour * HOUR,
          endAt: MONDAY + (w.startHour + w.hours) * HOUR,
          minutes: w.minutes,
        }));
        const boundaries = periodBoundaries('day', MONDAY, 7, UTC_CLOCK);
        const analysis = analyzeLineBalance({
          line: line!,
          calendars,
          work: planned,
          boundaries,
          offsetAt: UTC_CLOCK,
          demandUnits: new Map([['P', demand]]),
          batchSizes: new Map(),
          sequence: [],
          setupMatrices: [],
        });
        const loads = periodLoad(calendars, planned, boundaries, UTC_CLOCK);
        analysis.stations.forEach((station, s) => {
          station.dailyUtilization.forEach((u, k) => {
            const cells = loads.filter((l) => l.periodIndex === k && l.workCenterId.startsWith(`S${s}-`));
            const capacity = cells.reduce((sum, l) => sum + l.capacityHours, 0);
            const load = cells.reduce((sum, l) => sum + l.loadHours, 0);
            expect(u).toBeCloseTo(capacity > 0 ? load / capacity : 0, 9);
          });
        });
        const units = analysis.stations.map((s) => s.unitsPerDay);
        expect(analysis.throughputPerDay).toBe(Math.min(...units));
        const maxCycle = Math.max(...analysis.stations.map((s) => s.cycleMinutes));
        expect(analysis.lineBalanceRate).toBeCloseTo(maxCycle > 0 ? analysis.taktMinutes / maxCycle : 0, 9);
        expect(analysis.efficiency).toBeGreaterThanOrEqual(0);
        expect(analysis.efficiency).toBeLessThanOrEqual(1);
        expect(analysis.improvements.bestThroughputPerDay).toBeGreaterThanOrEqual(analysis.throughputPerDay);
        expect(analysis.bottlenecks.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });
});
