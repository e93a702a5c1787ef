import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomJobShop } from '../../../test-fixtures/scheduler/random-plants.ts';
import { compileProblem } from '../compile/compile.ts';
import { MAKESPAN_OBJECTIVE } from '../options.ts';
import { schedule } from '../schedule.ts';
import { validateSchedule } from '../validate/validate.ts';
import { makespanLowerBound } from './lower-bound.ts';

/** The benchmark setting: pure (flexible) job shops for minimum makespan, where moves are estimated first. */
describe('makespan search on plain job shops', () => {
  it('gives valid schedules, no shorter than the lower bound and no longer than dispatch', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, isFlexible) => {
        const problem = randomJobShop(seed, isFlexible);
        const options = { objective: MAKESPAN_OBJECTIVE, seed };
        const dispatched = schedule(problem, { ...options, algorithm: 'dispatch' });
        const searched = schedule(problem, { ...options, algorithm: 'tabu', maxIterations: 300 });
        expect(validateSchedule(problem, searched)).toEqual([]);
        const bound = makespanLowerBound(compileProblem(problem));
        expect(searched.kpis.makespanMinutes).toBeGreaterThanOrEqual(bound);
        expect(searched.kpis.makespanMinutes).toBeLessThanOrEqual(dispatched.kpis.makespanMinutes);
      }),
      { numRuns: 80 },
    );
  });

  it('gives the same schedule for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, isFlexible) => {
        const problem = randomJobShop(seed, isFlexible);
        const options = {
          objective: MAKESPAN_OBJECTIVE,
          seed: 3,
          algorithm: 'tabu',
          maxIterations: 200,
        } as const;
        expect(schedule(problem, options).operations).toEqual(schedule(problem, options).operations);
      }),
      { numRuns: 30 },
    );
  });
});
