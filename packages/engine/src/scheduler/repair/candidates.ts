import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { Solution, Timing } from '../decode/solution.ts';

/** Where an operation goes: on work center `machine` (through `mode`), at index `index` of its sequence. */
export interface Placement {
  mode: number;
  index: number;
}

/** Takes operation `i` out of its sequence; answers where it was. */
export function removeOperation(compiled: CompiledProblem, solution: Solution, i: number): Placement {
  const mode = solution.modeOf[i]!;
  const sequence = solution.sequences[compiled.modeWorkCenter[mode]!]!;
  const index = sequence.indexOf(i);
  if (index >= 0) sequence.splice(index, 1);
  return { mode, index };
}

export function insertOperation(
  compiled: CompiledProblem,
  solution: Solution,
  i: number,
  at: Placement,
): void {
  solution.modeOf[i] = at.mode;
  const sequence = solution.sequences[compiled.modeWorkCenter[at.mode]!]!;
  if (at.index >= 0) sequence.splice(Math.min(at.index, sequence.length), 0, i);
}

/** First index of the sequence whose operation starts at or after `t` (the sequence's length when none). */
export function indexAtTime(sequence: readonly number[], timing: Timing, t: number): number {
  let lo = 0;
  let hi = sequence.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (timing.startAt[sequence[mid]!]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Candidate places for operation `i` (already removed from its sequence): on every eligible work
 * center, the indexes around time `t` (`before` earlier ones, `after` later ones) and the end. Sorted
 * and unique, so the candidates and their order depend only on the input.
 */
export function placementsAround(
  compiled: CompiledProblem,
  solution: Solution,
  timing: Timing,
  i: number,
  t: number,
  window: { before: number; after: number },
): Placement[] {
  const placements: Placement[] = [];
  for (let mode = compiled.modeStart[i]!; mode < compiled.modeStart[i + 1]!; mode++) {
    const sequence = solution.sequences[compiled.modeWorkCenter[mode]!]!;
    const at = indexAtTime(sequence, timing, t);
    const indexes = new Set<number>();
    for (let k = Math.max(0, at - window.before); k <= Math.min(sequence.length, at + window.after); k++)
      indexes.add(k);
    indexes.add(sequence.length);
    for (const index of [...indexes].sort((a, b) => a - b)) placements.push({ mode, index });
  }
  return placements;
}
