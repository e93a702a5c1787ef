import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { Solution, Timing } from '../decode/solution.ts';
import type { Prng } from './prng.ts';

/**
 * A local-search move. `shift`: on a work center, take the operation at index `from` of the sequence
 * and put it at index `to` (an adjacent swap is `to = from ± 1`). `reassign`: move operation `op` to
 * another mode (work center), at index `to` of that sequence.
 */
export type Move =
  | { kind: 'shift'; machine: number; from: number; to: number }
  | { kind: 'reassign'; op: number; fromMode: number; from: number; toMode: number; to: number };

export function applyMove(compiled: CompiledProblem, solution: Solution, move: Move): void {
  if (move.kind === 'shift') {
    const sequence = solution.sequences[move.machine]!;
    const [op] = sequence.splice(move.from, 1);
    sequence.splice(move.to, 0, op!);
    return;
  }
  solution.sequences[compiled.modeWorkCenter[move.fromMode]!]!.splice(move.from, 1);
  solution.sequences[compiled.modeWorkCenter[move.toMode]!]!.splice(move.to, 0, move.op);
  solution.modeOf[move.op] = move.toMode;
}

export function undoMove(compiled: CompiledProblem, solution: Solution, move: Move): void {
  if (move.kind === 'shift') {
    applyMove(compiled, solution, { kind: 'shift', machine: move.machine, from: move.to, to: move.from });
    return;
  }
  solution.sequences[compiled.modeWorkCenter[move.toMode]!]!.splice(move.to, 1);
  solution.sequences[compiled.modeWorkCenter[move.fromMode]!]!.splice(move.from, 0, move.op);
  solution.modeOf[move.op] = move.fromMode;
}

/** Index of every operation in its work-center sequence. */
export function sequencePositions(solution: Solution, positions: Int32Array): void {
  positions.fill(-1);
  for (const sequence of solution.sequences) {
    for (let index = 0; index < sequence.length; index++) positions[sequence[index]!] = index;
  }
}

/** The chain of operations whose ends fixed the start of `target`, first one first. */
export function criticalPath(timing: Timing, target: number): number[] {
  const path: number[] = [];
  for (let op = target; op >= 0 && path.length <= timing.startAt.length; op = timing.criticalPredecessor[op]!)
    path.push(op);
  return path.reverse();
}

/** Maximal runs of the path that follow each other directly on one work center (critical blocks). */
export function criticalBlocks(
  compiled: CompiledProblem,
  solution: Solution,
  positions: Int32Array,
  path: number[],
): number[][] {
  const blocks: number[][] = [];
  let block: number[] = [];
  for (const op of path) {
    const previous = block[block.length - 1];
    const isSameBlock =
      previous !== undefined &&
      compiled.modeWorkCenter[solution.modeOf[previous]!] === compiled.modeWorkCenter[solution.modeOf[op]!] &&
      positions[op] === positions[previous]! + 1;
    if (!isSameBlock) {
      if (block.length > 1) blocks.push(block);
      block = [];
    }
    if (!compiled.isFrozen[op]) block.push(op);
  }
  if (block.length > 1) blocks.push(block);
  return blocks;
}

/**
 * Sequencing moves on a critical block: swaps at both ends (N5), moves of inner operations to the ends and
 * of each end to the other (N7 less its moves of an end into the interior of the block: on the 20×15
 * tuning shops over five seeds they were level and cost 10 % of the speed, bench/results/notes-i17-s14.md).
 */
export function blockMoves(
  compiled: CompiledProblem,
  solution: Solution,
  positions: Int32Array,
  block: number[],
  moves: Move[],
): void {
  const machine = compiled.modeWorkCenter[solution.modeOf[block[0]!]!]!;
  const first = positions[block[0]!]!;
  const last = positions[block[block.length - 1]!]!;
  moves.push({ kind: 'shift', machine, from: first, to: first + 1 });
  if (last - first < 1) return;
  if (last - first >= 2) moves.push({ kind: 'shift', machine, from: last - 1, to: last });
  for (let p = first + 1; p < last; p++) {
    moves.push({ kind: 'shift', machine, from: p, to: first });
    moves.push({ kind: 'shift', machine, from: p, to: last });
  }
  if (last - first >= 2) {
    moves.push({ kind: 'shift', machine, from: first, to: last });
    moves.push({ kind: 'shift', machine, from: last, to: first });
  }
}

/** Moves of a flexible operation to each other eligible work center, where its start time would fall. */
export function reassignMoves(
  compiled: CompiledProblem,
  solution: Solution,
  positions: Int32Array,
  timing: Timing,
  op: number,
  moves: Move[],
): void {
  if (compiled.isFrozen[op]) return;
  const fromMode = solution.modeOf[op]!;
  for (let toMode = compiled.modeStart[op]!; toMode < compiled.modeStart[op + 1]!; toMode++) {
    if (toMode === fromMode || compiled.modeWorkCenter[toMode] === compiled.modeWorkCenter[fromMode])
      continue;
    const sequence = solution.sequences[compiled.modeWorkCenter[toMode]!]!;
    let lo = 0;
    let hi = sequence.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (timing.startAt[sequence[mid]!]! <= timing.startAt[op]!) lo = mid + 1;
      else hi = mid;
    }
    moves.push({ kind: 'reassign', op, fromMode, from: positions[op]!, toMode, to: lo });
  }
}

/** Moves that put an operation next to another of its setup family on its work center (groups setups). */
export function familyMoves(
  compiled: CompiledProblem,
  solution: Solution,
  prng: Prng,
  count: number,
  moves: Move[],
): void {
  for (let attempt = 0; attempt < count; attempt++) {
    const machine = prng.nextInt(solution.sequences.length);
    const sequence = solution.sequences[machine]!;
    if (sequence.length < 3) continue;
    const from = prng.nextInt(sequence.length);
    const family = compiled.family[sequence[from]!]!;
    if (family < 0) continue;
    const to = nearestOfFamily(compiled, sequence, from, family);
    if (to >= 0) moves.push({ kind: 'shift', machine, from, to: to > from ? to : to + 1 });
  }
}

function nearestOfFamily(
  compiled: CompiledProblem,
  sequence: number[],
  from: number,
  family: number,
): number {
  for (let distance = 2; distance < sequence.length; distance++) {
    for (const index of [from - distance, from + distance]) {
      const op = sequence[index];
      if (op !== undefined && compiled.family[op] === family) return index;
    }
  }
  return -1;
}
