import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomJobShop } from '../../../test-fixtures/scheduler/random-plants.ts';
import { makeOperation, makePlant, makeWorkCenter } from '../../../test-fixtures/scheduler/test-factories.ts';
import { compileProblem } from '../compile/compile.ts';
import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { SchedulingProblem } from '../model.ts';
import { Decoder } from './decoder.ts';
import { isPlainJobShop } from './plain-job-shop.ts';
import { createTiming, type Solution } from './solution.ts';

const FAR_FUTURE = 1e9;

/**
 * A feasible solution without a search (decoding is tested apart from the solvers): each operation on
 * its first mode's work center, sequenced in a topological order of the routings (Kahn, lowest index first).
 */
function routingOrderSolution(compiled: CompiledProblem): Solution {
  const n = compiled.operationIds.length;
  const pending = Int32Array.from(
    { length: n },
    (_, i) => compiled.predStart[i + 1]! - compiled.predStart[i]!,
  );
  const ready = [...pending.keys()].filter((i) => pending[i] === 0);
  const modeOf = Int32Array.from({ length: n }, (_, i) => compiled.modeStart[i]!);
  const sequences: number[][] = compiled.workCenterIds.map(() => []);
  while (ready.length > 0) {
    const i = ready.shift()!;
    sequences[compiled.modeWorkCenter[modeOf[i]!]!]!.push(i);
    for (let s = compiled.succStart[i]!; s < compiled.succStart[i + 1]!; s++)
      if (--pending[compiled.succList[s]!]! === 0) ready.push(compiled.succList[s]!);
  }
  return { modeOf, sequences };
}

function twoOperations(extra: Partial<SchedulingProblem> = {}, second = {}): SchedulingProblem {
  return makePlant({
    operations: [makeOperation('A-1', 'A', { W: 10 }), makeOperation('A-2', 'A', { W: 5 }, second)],
    ...extra,
  });
}

describe('plain job shop', () => {
  it.each([
    ['operations on always-available work centers', true, twoOperations()],
    [
      'a work center with downtime',
      false,
      twoOperations({
        workCenters: [makeWorkCenter({ id: 'W', calendar: { unavailable: [{ startAt: 0, endAt: 5 }] } })],
      }),
    ],
    [
      'setups between two families',
      false,
      makePlant({
        operations: [
          makeOperation('A-1', 'A', { W: 10 }, { setupFamily: 'red' }),
          makeOperation('B-1', 'B', { W: 10 }, { setupFamily: 'blue' }),
        ],
        setupMatrices: [
          { workCenterType: 'W', rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: 9 }] },
        ],
      }),
    ],
    ['a minimum wait', false, twoOperations({}, { minWaitMinutes: 5 })],
    ['a maximum wait', false, twoOperations({}, { maxWaitMinutes: 5 })],
    ['a frozen operation', false, twoOperations({}, { frozen: { workCenterId: 'W', startAt: 100 } })],
    ['a mold', false, twoOperations({ molds: [{ id: 'D', workCenterIds: ['W'] }] }, { moldIds: ['D'] })],
  ])('%s: plain is %s', (_, isPlain, problem) => {
    expect(isPlainJobShop(compileProblem(problem))).toBe(isPlain);
  });

  it('decodes a plain job shop to the same times as the calendar-aware decoder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, isFlexible) => {
        const problem = randomJobShop(seed, isFlexible);
        const withDowntime = {
          ...problem,
          workCenters: problem.workCenters.map((w) => ({
            ...w,
            calendar: { unavailable: [{ startAt: FAR_FUTURE, endAt: FAR_FUTURE + 1 }] },
          })),
        };
        const plain = compileProblem(problem);
        const general = compileProblem(withDowntime);
        expect([isPlainJobShop(plain), isPlainJobShop(general)]).toEqual([true, false]);
        const solution = routingOrderSolution(plain);
        const fast = createTiming(problem.operations.length);
        const slow = createTiming(problem.operations.length);
        expect(new Decoder(plain).decode(solution, fast)).toBe(true);
        expect(new Decoder(general).decode(solution, slow)).toBe(true);
        expect(fast).toEqual(slow);
      }),
      { numRuns: 100 },
    );
  });
});
