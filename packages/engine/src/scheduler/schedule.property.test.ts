import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPlant } from '../../test-fixtures/scheduler/random-plants.ts';
import { SchedulingInputError } from './errors.ts';
import type { SchedulingProblem } from './model.ts';
import { schedule } from './schedule.ts';
import { validateSchedule } from './validate/validate.ts';

const plantOptions = fc.record({
  hasCalendars: fc.boolean(),
  hasMolds: fc.boolean(),
  hasFrozen: fc.boolean(),
  hasMaxWaits: fc.boolean(),
});

/**
 * Solves, accepting only one failure: an operation no calendar can hold (a typed error). A maximum wait
 * that cannot be met is not a failure of the solve: the schedule reports it in `violations`.
 */
function solveOrInfeasible(problem: SchedulingProblem, options: Parameters<typeof schedule>[1]) {
  try {
    return schedule(problem, options);
  } catch (error) {
    expect(error).toBeInstanceOf(SchedulingInputError);
    expect((error as SchedulingInputError).code).toBe('NO_FEASIBLE_PLACEMENT');
    expect(problem.operations.some((o) => o.maxWaitMinutes !== undefined)).toBe(true);
    return undefined;
  }
}

describe('schedule properties', () => {
  it.each(['dispatch', 'auto'] as const)('the validator finds no violation in any %s result', (algorithm) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), plantOptions, (seed, options) => {
        const problem = randomPlant(seed, options);
        const result = solveOrInfeasible(problem, { algorithm, maxIterations: 40, seed });
        if (!result) return;
        const violations = validateSchedule(problem, result);
        expect(violations.filter((v) => v.code !== 'MAX_WAIT')).toEqual([]);
        expect(result.violations).toEqual(violations);
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same schedule for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), plantOptions, (seed, options) => {
        const problem = randomPlant(seed, options);
        const first = solveOrInfeasible(problem, { maxIterations: 60, seed: 7 });
        const second = solveOrInfeasible(problem, { maxIterations: 60, seed: 7 });
        expect(second?.operations).toEqual(first?.operations);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps every operation out of downtime added after planning', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 400 }),
        (seed, startAt, minutes) => {
          const problem = randomPlant(seed);
          const first = schedule(problem, { algorithm: 'dispatch' });
          const downtime = { startAt, endAt: startAt + minutes };
          const broken = {
            ...problem,
            workCenters: problem.workCenters.map((w) => ({ ...w, calendar: { unavailable: [downtime] } })),
            baseline: { operations: first.operations },
          };
          const repaired = schedule(broken, { maxIterations: 40, seed });
          expect(validateSchedule(broken, repaired)).toEqual([]);
          for (const o of repaired.operations)
            expect(o.endAt <= downtime.startAt || o.startAt >= downtime.endAt || o.endAt === o.startAt).toBe(
              true,
            );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps a repair under its churn limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 2 }), (seed, limit) => {
        const problem = randomPlant(seed);
        const first = schedule(problem, { algorithm: 'dispatch' });
        const broken: SchedulingProblem = {
          ...problem,
          workCenters: problem.workCenters.map((w, m) =>
            m === 0 ? { ...w, calendar: { unavailable: [{ startAt: 0, endAt: 600 }] } } : w,
          ),
          baseline: { operations: first.operations, maxMachineChanges: limit },
        };
        const repaired = schedule(broken, { maxIterations: 60, seed });
        expect(validateSchedule(broken, repaired)).toEqual([]);
        expect(repaired.kpis.machineChanges).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 60 },
    );
  });
});
