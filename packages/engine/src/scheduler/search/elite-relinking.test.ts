import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomJobShop } from '../../../test-fixtures/scheduler/random-plants.ts';
import { compileProblem } from '../compile/compile.ts';
import { Decoder } from '../decode/decoder.ts';
import { copySolution, createTiming, type Solution } from '../decode/solution.ts';
import { MAKESPAN_OBJECTIVE } from '../options.ts';
import { schedule } from '../schedule.ts';
import { validateSchedule } from '../validate/validate.ts';
import { dispatch } from './dispatch.ts';
import { ElitePool } from './elite-relinking.ts';
import { createPrng } from './prng.ts';

const sorted = (s: Solution) => s.sequences.map((q) => [...q].sort((a, b) => a - b));

describe('elite pool and path relinking of the makespan search', () => {
  it('relinks two solutions into one without a cycle, each work center running the same operations', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const compiled = compileProblem(randomJobShop(seed, false));
        const decoder = new Decoder(compiled);
        const pool = new ElitePool(4);
        const timing = createTiming(compiled.operationIds.length);
        const solutions = (['spt', 'mwkr', 'edd'] as const).map((rule) => dispatch(compiled, rule).solution);
        for (const solution of solutions) {
          expect(decoder.decode(solution, timing)).toBe(true);
          pool.offer(solution, timing, decoder.order, Math.max(...timing.endAt));
        }
        const into = copySolution(solutions[0]!);
        const prng = createPrng(seed);
        for (let k = 0; k < 5; k++) {
          if (!pool.relink(prng, into)) return;
          expect(sorted(into)).toEqual(sorted(solutions[0]!));
          expect(decoder.decode(into, timing)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('keeps at most its capacity, the best ones, and no duplicate', () => {
    const compiled = compileProblem(randomJobShop(7, false));
    const decoder = new Decoder(compiled);
    const timing = createTiming(compiled.operationIds.length);
    const { solution } = dispatch(compiled, 'spt');
    decoder.decode(solution, timing);
    const pool = new ElitePool(2);
    pool.offer(solution, timing, decoder.order, 100);
    pool.offer(solution, timing, decoder.order, 100);
    expect(pool.size).toBe(1);
    expect(pool.relink(createPrng(1), copySolution(solution))).toBe(false);
    pool.offer(solution, timing, decoder.order, 90);
    pool.offer(solution, timing, decoder.order, 95);
    expect(pool.size).toBe(2);
  });

  it('long enough to relink many times, gives the same valid schedule for the same seed', () => {
    for (const seed of [3, 11, 29]) {
      const problem = randomJobShop(seed, seed === 11);
      const options = {
        objective: MAKESPAN_OBJECTIVE,
        seed,
        algorithm: 'tabu',
        maxIterations: 20_000,
      } as const;
      const first = schedule(problem, options);
      expect(validateSchedule(problem, first)).toEqual([]);
      expect(schedule(problem, options).operations).toEqual(first.operations);
    }
  });

  it('restarts a flexible job shop from its phase best with the sequences that best had (a reassignment changes their lengths)', () => {
    const problem = randomJobShop(999983, true);
    const result = schedule(problem, {
      objective: MAKESPAN_OBJECTIVE,
      seed: 999983,
      algorithm: 'tabu',
      maxIterations: 300,
    });
    expect(validateSchedule(problem, result)).toEqual([]);
  });
});
