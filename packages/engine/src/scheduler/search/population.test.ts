import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomJobShop } from '../../../test-fixtures/scheduler/random-plants.ts';
import { compileProblem } from '../compile/compile.ts';
import type { CompiledProblem } from '../compile/compiled-problem.ts';
import { Decoder } from '../decode/decoder.ts';
import { copySolution, createTiming, type Solution } from '../decode/solution.ts';
import { dispatch } from './dispatch.ts';
import { Population, sequenceDistance } from './population.ts';
import { createPrng, type Prng } from './prng.ts';

const sorted = (s: Solution) => s.sequences.map((q) => [...q].sort((a, b) => a - b));

/** Distance between two solutions of the same machines. */
function solutionDistance(a: Solution, b: Solution): number {
  return sequenceDistance(a.sequences, positionArray(a), positionArray(b));
}

function positionArray(solution: Solution): Int32Array {
  const at = new Int32Array(solution.modeOf.length);
  for (const sequence of solution.sequences)
    sequence.forEach((i, k) => {
      at[i] = k;
    });
  return at;
}

/**
 * A random solution: operations placed one at a time, each a uniform pick among those whose routing
 * predecessors are placed, appended to its machine. Diverse parents for the tests.
 */
function randomSolution(compiled: CompiledProblem, prng: Prng, template: Solution, into: Solution): void {
  const n = template.modeOf.length;
  const machineOf = new Int32Array(n).fill(-1);
  template.sequences.forEach((sequence, m) => {
    for (const i of sequence) machineOf[i] = m;
  });
  into.modeOf.set(template.modeOf);
  for (const sequence of into.sequences) sequence.length = 0;
  const pending = new Int32Array(n);
  const ready: number[] = [];
  for (let i = 0; i < n; i++) {
    pending[i] = compiled.predStart[i + 1]! - compiled.predStart[i]!;
    if (pending[i] === 0) ready.push(i);
  }
  while (ready.length > 0) {
    const pick = prng.nextInt(ready.length);
    const i = ready[pick]!;
    ready[pick] = ready[ready.length - 1]!;
    ready.pop();
    if (machineOf[i]! >= 0) into.sequences[machineOf[i]!]!.push(i);
    for (let s = compiled.succStart[i]!; s < compiled.succStart[i + 1]!; s++)
      if (--pending[compiled.succList[s]!]! === 0) ready.push(compiled.succList[s]!);
  }
}

/** Positions of every operation on its machine. */
function positions(solution: Solution): Map<number, number> {
  const at = new Map<number, number>();
  for (const sequence of solution.sequences)
    sequence.forEach((i, k) => {
      at.set(i, k);
    });
  return at;
}

describe('the population of the long-phase makespan search', () => {
  it('crosses two members into a solution without a cycle that keeps every order both parents share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const compiled = compileProblem(randomJobShop(seed, false));
        const decoder = new Decoder(compiled);
        const prng = createPrng(seed);
        const template = dispatch(compiled, 'spt').solution;
        const parents = [0, 1].map(() => {
          const solution = copySolution(template);
          randomSolution(compiled, prng, template, solution);
          expect(decoder.sortOperations(solution)).toBe(true);
          return solution;
        });
        if (solutionDistance(parents[0]!, parents[1]!) === 0) return;
        const population = new Population(4, 0.6);
        for (const [k, parent] of parents.entries()) {
          decoder.sortOperations(parent);
          expect(population.offer(parent, decoder.order, 100 + k)).toBe(true);
        }
        const [a, b] = parents.map(positions) as [Map<number, number>, Map<number, number>];
        const into = copySolution(template);
        for (let k = 0; k < 4; k++) {
          expect(population.crossover(compiled, prng, into)).toBe(true);
          expect(sorted(into)).toEqual(sorted(template));
          expect(decoder.decode(into, createTiming(compiled.operationIds.length))).toBe(true);
          const child = positions(into);
          for (const sequence of into.sequences)
            for (const i of sequence)
              for (const j of sequence)
                if (a.get(i)! < a.get(j)! && b.get(i)! < b.get(j)!)
                  expect(child.get(i)!).toBeLessThan(child.get(j)!);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('measures distance as the pairs a machine runs the other way round: symmetric, 0 on itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const compiled = compileProblem(randomJobShop(seed, false));
        const prng = createPrng(seed);
        const template = dispatch(compiled, 'mwkr').solution;
        const x = copySolution(template);
        const y = copySolution(template);
        randomSolution(compiled, prng, template, x);
        randomSolution(compiled, prng, template, y);
        expect(solutionDistance(x, x)).toBe(0);
        expect(solutionDistance(x, y)).toBe(solutionDistance(y, x));
        const swapped = copySolution(x);
        const sequence = swapped.sequences.find((s) => s.length >= 2);
        if (!sequence) return;
        [sequence[0], sequence[1]] = [sequence[1]!, sequence[0]!];
        expect(solutionDistance(x, swapped)).toBe(1);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a copy of a member, fills to its capacity, then keeps the best and drops the least good', () => {
    // A shop whose four random solutions differ pairwise (tiny ones can repeat).
    const compiled = compileProblem(randomJobShop(9, false));
    const decoder = new Decoder(compiled);
    const prng = createPrng(9);
    const template = dispatch(compiled, 'spt').solution;
    const population = new Population(2, 0.6);
    const order = (s: Solution) => {
      decoder.sortOperations(s);
      return decoder.order;
    };
    const solutions = [0, 1, 2, 3].map(() => {
      const solution = copySolution(template);
      randomSolution(compiled, prng, template, solution);
      return solution;
    });
    expect(population.offer(solutions[0]!, order(solutions[0]!), 100)).toBe(true);
    expect(population.offer(solutions[0]!, order(solutions[0]!), 100)).toBe(false);
    expect(population.crossover(compiled, prng, copySolution(template))).toBe(false);
    expect(population.offer(solutions[1]!, order(solutions[1]!), 90)).toBe(true);
    expect(population.size).toBe(2);
    // Far worse than both: its makespan share outweighs any distance, so it is the least good.
    expect(population.offer(solutions[2]!, order(solutions[2]!), 10_000)).toBe(false);
    expect(population.offer(solutions[3]!, order(solutions[3]!), 80)).toBe(true);
    expect(population.size).toBe(2);
  });
});
