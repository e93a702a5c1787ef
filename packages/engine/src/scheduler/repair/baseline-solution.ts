import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { Solution } from '../decode/solution.ts';

/** The previous plan as a solution: each operation on its planned machine, in planned start order. */
export interface BaselineSolution {
  solution: Solution;
  /** Planned start of each operation (`-Infinity`: none), the earliest start a repair gives it. */
  anchors: Float64Array;
  /** Operations with no usable planned machine, still to be placed (not in any sequence yet). */
  unplaced: number[];
}

/** Mode of operation `i` on work center `m`, or -1. */
export function modeOn(compiled: CompiledProblem, i: number, m: number): number {
  for (let k = compiled.modeStart[i]!; k < compiled.modeStart[i + 1]!; k++)
    if (compiled.modeWorkCenter[k] === m) return k;
  return -1;
}

/**
 * Builds the previous plan as the repair's starting point. Frozen operations stay out of the sequences
 * (the decoder places them where they are). Ties in planned start keep the problem's order, so the same
 * input always gives the same sequences.
 */
export function baselineSolution(compiled: CompiledProblem): BaselineSolution {
  const n = compiled.operationIds.length;
  const modeOf = new Int32Array(n);
  const anchors = new Float64Array(n).fill(Number.NEGATIVE_INFINITY);
  const sequences: number[][] = compiled.workCenterIds.map(() => []);
  const unplaced: number[] = [];
  for (let i = 0; i < n; i++) {
    if (compiled.isFrozen[i]) {
      modeOf[i] = compiled.frozenMode[i]!;
      continue;
    }
    const m = compiled.baselineWorkCenter[i]!;
    const mode = m >= 0 && !Number.isNaN(compiled.baselineStart[i]!) ? modeOn(compiled, i, m) : -1;
    modeOf[i] = mode >= 0 ? mode : compiled.modeStart[i]!;
    if (mode < 0) {
      unplaced.push(i);
      continue;
    }
    anchors[i] = compiled.baselineStart[i]!;
    sequences[m]!.push(i);
  }
  for (const sequence of sequences) sequence.sort((a, b) => anchors[a]! - anchors[b]! || a - b);
  return { solution: { modeOf, sequences }, anchors, unplaced };
}
