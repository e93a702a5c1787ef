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
import { dispatch } from './dispatch.ts';
import { computeTailsAlong, createEstimator } from './makespan-estimator.ts';

/**
 * The search keeps its retimer and tails from one iteration to the next by updating them after the
 * applied shift only (from the place it was re-timed from): they must equal a preparation from scratch.
 */
describe('updating the retimer and the tails after an applied shift', () => {
  it('gives what preparing them from scratch gives, shift after shift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, isFlexible) => {
        const compiled = compileProblem(randomJobShop(seed, isFlexible));
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
          const tails = estimator.tails.slice();
          computeTailsAlong(compiled, timing, fresh.machineNext, estimator);
          expect(tails).toEqual(estimator.tails);
        }
      }),
      { numRuns: 150 },
    );
  });
});
