import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { Solution, Timing } from '../decode/solution.ts';

/**
 * The N5/N7 shifts of one iteration on a classic (not flexible) job shop, held in flat arrays reused
 * from one iteration to the next: the estimated search visits a few dozen moves per iteration, a million
 * iterations a run, and objects per move and per block cost it more than estimating them. Same moves, in
 * the same order, as `criticalPath`, `criticalBlocks` and `blockMoves` give.
 */
export interface ShiftList {
  count: number;
  machine: Int32Array;
  from: Int32Array;
  to: Int32Array;
  /** Scratch: the critical path, last operation first. */
  path: Int32Array;
  /** The admissible moves, ranked: their index in the list, estimate and random tie-break. */
  rankedCount: number;
  ranked: Int32Array;
  estimate: Float64Array;
  tieBreak: Float64Array;
  isTabu: Uint8Array;
}

export function createShiftList(operationCount: number): ShiftList {
  // A block of L operations gives 2L moves at most, and blocks are disjoint stretches of the path.
  const capacity = 2 * (operationCount + 1);
  return {
    count: 0,
    machine: new Int32Array(capacity),
    from: new Int32Array(capacity),
    to: new Int32Array(capacity),
    path: new Int32Array(operationCount + 1),
    rankedCount: 0,
    ranked: new Int32Array(capacity),
    estimate: new Float64Array(capacity),
    tieBreak: new Float64Array(capacity),
    isTabu: new Uint8Array(capacity),
  };
}

/** Fills `list` with the block moves of the critical path of `target` (`positions` current). */
export function listCriticalShifts(
  compiled: CompiledProblem,
  solution: Solution,
  timing: Timing,
  positions: Int32Array,
  target: number,
  list: ShiftList,
): void {
  const { path } = list;
  const { criticalPredecessor } = timing;
  const n = timing.startAt.length;
  let length = 0;
  for (let op = target; op >= 0 && length <= n; op = criticalPredecessor[op]!) path[length++] = op;
  list.count = 0;
  const { modeWorkCenter } = compiled;
  const { modeOf } = solution;
  // The path runs backwards in `path`: a block is a stretch of it on one work center, consecutive there.
  let blockEnd = length - 1;
  for (let k = length - 2; k >= -1; k--) {
    const previous = path[k + 1]!;
    const isSameBlock =
      k >= 0 &&
      modeWorkCenter[modeOf[previous]!] === modeWorkCenter[modeOf[path[k]!]!] &&
      positions[path[k]!] === positions[previous]! + 1;
    if (isSameBlock) continue;
    if (blockEnd - (k + 1) >= 1)
      addBlockMoves(
        list,
        modeWorkCenter[modeOf[path[blockEnd]!]!]!,
        positions[path[blockEnd]!]!,
        positions[path[k + 1]!]!,
      );
    blockEnd = k;
  }
}

/** As `blockMoves` for the block at `first..last` of `machine`'s sequence. */
function addBlockMoves(list: ShiftList, machine: number, first: number, last: number): void {
  add(list, machine, first, first + 1);
  if (last - first >= 2) add(list, machine, last - 1, last);
  for (let p = first + 1; p < last; p++) {
    add(list, machine, p, first);
    add(list, machine, p, last);
  }
  if (last - first >= 2) {
    add(list, machine, first, last);
    add(list, machine, last, first);
  }
}

function add(list: ShiftList, machine: number, from: number, to: number): void {
  const k = list.count++;
  list.machine[k] = machine;
  list.from[k] = from;
  list.to[k] = to;
}

/** Moves the most promising of the ranked moves from `from` on to place `from` and returns its index. */
export function takeMostPromisingShift(list: ShiftList, from: number): number {
  const { ranked, estimate, tieBreak } = list;
  let best = from;
  for (let k = from + 1; k < list.rankedCount; k++) {
    const a = ranked[k]!;
    const b = ranked[best]!;
    if (estimate[a]! < estimate[b]! || (estimate[a] === estimate[b] && tieBreak[a]! < tieBreak[b]!)) best = k;
  }
  const chosen = ranked[best]!;
  ranked[best] = ranked[from]!;
  ranked[from] = chosen;
  return chosen;
}
