import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomJobShop } from '../../../test-fixtures/scheduler/random-plants.ts';
import { compileProblem } from '../compile/compile.ts';
import { Decoder } from '../decode/decoder.ts';
import {
  advanceRetimer,
  createPlainRetimer,
  prepareRetimer,
  retimePlainShift,
} from '../decode/plain-job-shop.ts';
import { createTiming } from '../decode/solution.ts';
import type { SchedulingProblem } from '../model.ts';
import { dispatch } from './dispatch.ts';
import { computeSolutionTails, computeTailsAlong, createEstimator } from './makespan-estimator.ts';

/**
 * A random job shop, with `isAssembly` the last operation of each order after the last of the order
 * before too: operations with two predecessors or two successors take the re-timing's general path.
 */
function shop(seed: number, isFlexible: boolean, isAssembly: boolean): SchedulingProblem {
  const problem = randomJobShop(seed, isFlexible);
  if (!isAssembly) return problem;
  const lastOf = new Map(problem.operations.map((op, k) => [op.orderId, k]));
  problem.orders.forEach((order, o) => {
    if (o === 0) return;
    const k = lastOf.get(order.id)!;
    const routing = problem.operations[k - 1]!;
    const other = problem.operations[lastOf.get(problem.orders[o - 1]!.id)!]!;
    problem.operations[k] = {
      ...problem.operations[k]!,
      predecessorIds: [...(routing.orderId === order.id ? [routing.id] : []), other.id],
    };
  });
  return problem;
}

/**
 * The search keeps its retimer and tails from one iteration to the next by updating them after the
 * applied shift only (from the place it was re-timed from): they must equal a preparation from scratch.
 */
describe('updating the retimer and the tails after an applied shift', () => {
  it('gives what preparing them from scratch gives, shift after shift (routings as chains or merging)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        fc.boolean(),
        (seed, isFlexible, isAssembly) => {
          const compiled = compileProblem(shop(seed, isFlexible, isAssembly));
          const n = compiled.operationIds.length;
          const { solution } = dispatch(compiled, 'mwkr');
          const decoder = new Decoder(compiled);
          let timing = createTiming(n);
          expect(decoder.decode(solution, timing)).toBe(true);
          const estimator = createEstimator(n);
          estimator.order.set(decoder.order);
          const retimer = createPlainRetimer(n);
          const positions = new Int32Array(n);
          prepareRetimer(solution, estimator.order, timing, retimer, positions);
          computeTailsAlong(compiled, timing, retimer.machineNext, estimator);
          let state = seed;
          const nextInt = (bound: number) => {
            state = (state * 48271) % 2147483647;
            return state % bound;
          };
          for (let trial = 0; trial < 20; trial++) {
            const machine = nextInt(solution.sequences.length);
            const sequence = solution.sequences[machine]!;
            if (sequence.length < 2) continue;
            const from = nextInt(sequence.length);
            const to = nextInt(sequence.length);
            const [op] = sequence.splice(from, 1);
            sequence.splice(to, 0, op!);
            const [low, high] = [Math.min(from, to), Math.max(from, to)];
            const retimed = createTiming(n);
            const order = estimator.order;
            if (
              retimePlainShift(compiled, solution, timing, order, machine, low, high, retimer, retimed) ===
              Infinity
            ) {
              sequence.splice(to, 1);
              sequence.splice(from, 0, op!);
              continue;
            }
            const full = createTiming(n);
            expect(decoder.decode(solution, full)).toBe(true);
            expect(retimed).toEqual(full);
            timing = retimed;
            estimator.order.set(retimer.order);
            const shift = { machine, low, high, from: retimer.lastFrom };
            const through = advanceRetimer(solution, estimator.order, timing, retimer, positions, shift);
            computeTailsAlong(compiled, timing, retimer.machineNext, estimator, through);

            const fresh = createPlainRetimer(n);
            const freshPositions = new Int32Array(n);
            prepareRetimer(solution, estimator.order, timing, fresh, freshPositions);
            expect(retimer.rank).toEqual(fresh.rank);
            expect(retimer.prefixEnd).toEqual(fresh.prefixEnd);
            expect(retimer.machinePrev).toEqual(fresh.machinePrev);
            expect(retimer.machineNext).toEqual(fresh.machineNext);
            expect(positions).toEqual(freshPositions);
            // From scratch, and along the sequences (the estimator's other, independent walk).
            const tails = estimator.tails.slice();
            computeTailsAlong(compiled, timing, fresh.machineNext, estimator);
            expect(tails).toEqual(estimator.tails);
            computeSolutionTails(compiled, solution, timing, freshPositions, estimator);
            expect(tails).toEqual(estimator.tails);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
