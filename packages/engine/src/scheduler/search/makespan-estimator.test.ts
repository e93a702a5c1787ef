import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomJobShop } from '../../../test-fixtures/scheduler/random-plants.ts';
import { compileProblem } from '../compile/compile.ts';
import { Decoder } from '../decode/decoder.ts';
import { createTiming, type Timing } from '../decode/solution.ts';
import { dispatch } from './dispatch.ts';
import { computeSolutionTails, createEstimator, estimateMove } from './makespan-estimator.ts';
import { applyMove, criticalBlocks, criticalPath, type Move, sequencePositions } from './neighborhood.ts';

function makespanOf(timing: Timing): number {
  return Math.max(...timing.endAt);
}

/** Adjacent swaps on the critical blocks of the dispatched schedule of a random plain job shop. */
function criticalSwaps(seed: number, isFlexible: boolean) {
  const compiled = compileProblem(randomJobShop(seed, isFlexible));
  const n = compiled.operationIds.length;
  const { solution } = dispatch(compiled, 'mwkr');
  const decoder = new Decoder(compiled);
  const timing = createTiming(n);
  decoder.decode(solution, timing);
  const positions = new Int32Array(n);
  sequencePositions(solution, positions);
  const estimator = createEstimator(n);
  estimator.order.set(decoder.order);
  computeSolutionTails(compiled, solution, timing, positions, estimator);
  const last = timing.endAt.indexOf(makespanOf(timing));
  const blocks = criticalBlocks(compiled, solution, positions, criticalPath(timing, last));
  // A flexible order may run two successive operations on one work center: that pair cannot swap.
  const swaps = blocks.flatMap((block) =>
    block.slice(1).flatMap((op, k): Move[] => {
      if (compiled.orderOf[op] === compiled.orderOf[block[k]!]) return [];
      const machine = compiled.modeWorkCenter[solution.modeOf[op]!]!;
      return [{ kind: 'shift', machine, from: positions[op]! - 1, to: positions[op]! }];
    }),
  );
  return { compiled, solution, timing, estimator, swaps, decoder };
}

describe('move estimates on a plain job shop', () => {
  it('tails and heads give the makespan through every critical operation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, isFlexible) => {
        const { timing, estimator } = criticalSwaps(seed, isFlexible);
        const lengths = Array.from(timing.endAt, (endAt, i) => endAt + estimator.tails[i]!);
        expect(Math.max(...lengths)).toBe(makespanOf(timing));
      }),
      { numRuns: 100 },
    );
  });

  it('estimates a swap on the critical path exactly for the paths through the pair (Taillard 1994)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, isFlexible) => {
        const { compiled, solution, timing, estimator, swaps, decoder } = criticalSwaps(seed, isFlexible);
        const before = makespanOf(timing);
        for (const swap of swaps) {
          const estimate = estimateMove(compiled, solution, timing, estimator, swap);
          const neighbour = { modeOf: solution.modeOf, sequences: solution.sequences.map((s) => s.slice()) };
          applyMove(compiled, neighbour, swap);
          const after = createTiming(timing.endAt.length);
          // Swapping two adjacent critical operations never closes a cycle (van Laarhoven et al. 1992).
          expect(decoder.decode(neighbour, after)).toBe(true);
          expect(estimate).toBeLessThanOrEqual(makespanOf(after));
          expect(makespanOf(after)).toBeLessThanOrEqual(Math.max(estimate, before));
        }
      }),
      { numRuns: 150 },
    );
  });
});
