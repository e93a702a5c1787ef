import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomJobShop } from '../../../test-fixtures/scheduler/random-plants.ts';
import { compileProblem } from '../compile/compile.ts';
import { Decoder } from '../decode/decoder.ts';
import { createTiming } from '../decode/solution.ts';
import { dispatch } from './dispatch.ts';
import { blockMoves, criticalBlocks, criticalPath, type Move, sequencePositions } from './neighborhood.ts';
import { createShiftList, listCriticalShifts } from './shift-list.ts';

/** The flat move list of the classic job shop's search must hold the object neighbourhood's moves, in its order. */
describe('the critical shifts in flat arrays', () => {
  it('are the block moves of the critical path, in the same order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1000 }), (seed, pick) => {
        const compiled = compileProblem(randomJobShop(seed));
        const n = compiled.operationIds.length;
        const { solution } = dispatch(compiled, 'mwkr');
        const timing = createTiming(n);
        expect(new Decoder(compiled).decode(solution, timing)).toBe(true);
        const positions = new Int32Array(n);
        sequencePositions(solution, positions);
        const target = pick % n;
        const expected: Move[] = [];
        for (const block of criticalBlocks(compiled, solution, positions, criticalPath(timing, target)))
          blockMoves(compiled, solution, positions, block, expected);
        const list = createShiftList(n);
        listCriticalShifts(compiled, solution, timing, positions, target, list);
        const listed = Array.from({ length: list.count }, (_, k) => ({
          kind: 'shift',
          machine: list.machine[k],
          from: list.from[k],
          to: list.to[k],
        }));
        expect(listed).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
