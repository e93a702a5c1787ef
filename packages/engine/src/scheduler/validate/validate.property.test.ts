import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPlant } from '../../../test-fixtures/scheduler/random-plants.ts';
import { moveTo } from '../../../test-fixtures/scheduler/validate.test-support.ts';
import { SchedulingInputError } from '../errors.ts';
import type { Schedule, ScheduledOperation, SchedulingProblem } from '../model.ts';
import { schedule } from '../schedule.ts';
import { validateSchedule } from './validate.ts';

const plantOptions = fc.record({
  hasCalendars: fc.boolean(),
  hasMolds: fc.boolean(),
  hasFrozen: fc.boolean(),
  hasMaxWaits: fc.boolean(),
});

/** A dispatch plan, or nothing when a maximum wait leaves an operation no place (a typed input error). */
function solve(problem: SchedulingProblem, seed: number): Schedule | undefined {
  try {
    return schedule(problem, { algorithm: 'dispatch', seed });
  } catch (error) {
    if (error instanceof SchedulingInputError && error.code === 'NO_FEASIBLE_PLACEMENT') return undefined;
    throw error;
  }
}

const overlaps = (a: ScheduledOperation, startAt: number, endAt: number) =>
  a.endAt > a.startAt && a.startAt < endAt && startAt < a.endAt;

/** Starts for `moved` that land it on another operation of its machine: shifted by ± its duration, or onto one. */
function startsOnAnother(plan: readonly ScheduledOperation[], moved: ScheduledOperation): number[] {
  const duration = moved.endAt - moved.startAt;
  const others = plan.filter((o) => o.workCenterId === moved.workCenterId && o !== moved);
  return [moved.startAt + duration, moved.startAt - duration, ...others.map((o) => o.startAt)].filter((s) =>
    others.some((o) => overlaps(o, s, s + duration)),
  );
}

describe('validateSchedule properties over random plants', () => {
  it('finds nothing but unmeetable maximum waits in a scheduler plan, and an overlap wherever an operation is dragged onto another', () => {
    let dragged = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        plantOptions,
        fc.nat(),
        fc.nat(),
        (seed, options, pick, target) => {
          const problem = randomPlant(seed, options);
          const result = solve(problem, seed);
          if (!result) return;
          const violations = validateSchedule(problem, result);
          expect(violations).toEqual(result.violations);
          expect(violations.filter((v) => v.code !== 'MAX_WAIT')).toEqual([]);
          const movable = result.operations.filter(
            (o) => !o.isFrozen && o.endAt > o.startAt && startsOnAnother(result.operations, o).length > 0,
          );
          if (movable.length === 0) return;
          const moved = movable[pick % movable.length]!;
          const starts = startsOnAnother(result.operations, moved);
          const plan = moveTo(result.operations, moved.operationId, starts[target % starts.length]!);
          const overlapsFound = validateSchedule(problem, { operations: plan }).filter(
            (v) => v.code === 'OVERLAP',
          );
          // The plan had no overlap before, so every overlap found is one the dragged operation made.
          expect(overlapsFound.length).toBeGreaterThan(0);
          for (const v of overlapsFound) expect(v.operationIds).toContain(moved.operationId);
          dragged++;
        },
      ),
      { numRuns: 200 },
    );
    expect(dragged).toBeGreaterThan(50);
  });

  it('reports FROZEN_MOVED for any move of a frozen operation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat(),
        fc.integer({ min: -600, max: 600 }).filter((shift) => shift !== 0),
        (seed, pick, shiftMinutes) => {
          const problem = randomPlant(seed, { hasFrozen: true, hasMolds: true });
          const result = solve(problem, seed);
          const frozen = result?.operations.filter((o) => o.isFrozen) ?? [];
          if (!result || frozen.length === 0) return;
          const moved = frozen[pick % frozen.length]!;
          const plan = moveTo(result.operations, moved.operationId, moved.startAt + shiftMinutes);
          expect(validateSchedule(problem, { operations: plan })).toContainEqual(
            expect.objectContaining({ code: 'FROZEN_MOVED', operationIds: [moved.operationId] }),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
