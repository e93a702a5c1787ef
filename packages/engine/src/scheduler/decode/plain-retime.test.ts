import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomJobShop } from '../../../test-fixtures/scheduler/random-plants.ts';
import { compileProblem } from '../compile/compile.ts';
import type { CompiledProblem } from '../compile/compiled-problem.ts';
import { Decoder } from './decoder.ts';
import { createPlainRetimer, prepareRetimer, retimePlainShift } from './plain-job-shop.ts';
import { createTiming, type Solution } from './solution.ts';

/** Each operation on its first mode's work center, in a topological order of the routings. */
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

/** The re-timing the search uses for a shifted neighbour must agree with decoding it in full. */
describe('re-timing a shift of a plain job shop from the first moved operation on', () => {
  it('gives the full decode’s times, critical predecessors and makespan, or Infinity on a cycle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, isFlexible) => {
        const compiled = compileProblem(randomJobShop(seed, isFlexible));
        const n = compiled.operationIds.length;
        const decoder = new Decoder(compiled);
        const solution = routingOrderSolution(compiled);
        const base = createTiming(n);
        expect(decoder.decode(solution, base)).toBe(true);
        const baseOrder = decoder.order.slice();
        const retimer = createPlainRetimer(n);
        prepareRetimer(solution, baseOrder, base, retimer);
        // A local generator: decode/ may not import search/ (folders one-way).
        let state = seed;
        const prng = {
          nextInt: (bound: number) => {
            state = (state * 48271) % 2147483647;
            return state % bound;
          },
        };
        for (let trial = 0; trial < 12; trial++) {
          const machine = prng.nextInt(solution.sequences.length);
          const sequence = solution.sequences[machine]!;
          if (sequence.length < 2) continue;
          const from = prng.nextInt(sequence.length);
          const to = prng.nextInt(sequence.length);
          const [op] = sequence.splice(from, 1);
          sequence.splice(to, 0, op!);
          const full = createTiming(n);
          const isAcyclic = decoder.decode(solution, full);
          const retimed = createTiming(n);
          const makespan = retimePlainShift(
            compiled,
            solution,
            base,
            baseOrder,
            machine,
            Math.min(from, to),
            Math.max(from, to),
            retimer,
            retimed,
          );
          if (!isAcyclic) expect(makespan).toBe(Number.POSITIVE_INFINITY);
          else {
            expect(makespan).toBe(Math.max(0, ...full.endAt));
            expect(retimed).toEqual(full);
            const place = new Int32Array(n);
            retimer.order.forEach((i, k) => {
              place[i] = k;
            });
            for (const s of solution.sequences)
              for (let k = 1; k < s.length; k++) expect(place[s[k - 1]!]).toBeLessThan(place[s[k]!]!);
          }
          sequence.splice(to, 1);
          sequence.splice(from, 0, op!);
        }
      }),
      { numRuns: 150 },
    );
  });
});
