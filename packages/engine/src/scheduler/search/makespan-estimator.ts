import type { CompiledProblem } from '../compile/compiled-problem.ts';
import { chainsOf } from '../decode/plain-job-shop.ts';
import type { Solution, Timing } from '../decode/solution.ts';
import type { Move } from './neighborhood.ts';

/**
 * Scratch buffers and the tails of the current solution, for estimating the makespan after a move of a
 * plain job shop (see `isPlainJobShop`) from heads and tails without decoding (Taillard; Balas & Vazacopoulos).
 */
export interface Estimator {
  /** Longest path (minutes) from the end of each operation to the end of the schedule. */
  tails: Float64Array;
  /** A topological order of the current solution, and of the neighbour chosen so far. */
  order: Int32Array;
  chosenOrder: Int32Array;
  /** Scratch: the re-sequenced operations of a shift and their new heads. */
  segment: Int32Array;
  heads: Float64Array;
  /**
   * Routing head (release, routing predecessors) and routing tail of each operation under the current
   * tails, kept from the first estimate that needs them until the tails change (`generation`): the N7
   * moves of one block re-sequence mostly the same operations.
   */
  routingHeads: Float64Array;
  routingTails: Float64Array;
  /** Each operation's run on its work center, cached with the two above (shifts keep work centers). */
  runs: Float64Array;
  cachedAt: Int32Array;
  generation: number;
  /**
   * The shift of the neighbour chosen so far and the place of its order from which it was re-timed
   * (`from` -1: decoded in full), and whether the search applied it: then the next iteration updates
   * the retimer and the tails from that place on instead of from scratch.
   */
  chosenShift: { machine: number; low: number; high: number; from: number };
  isChosenApplied: boolean;
}

/** Buffers for a problem of `operationCount` operations; fill `order` before the first estimate. */
export function createEstimator(operationCount: number): Estimator {
  return {
    tails: new Float64Array(operationCount),
    order: new Int32Array(operationCount),
    chosenOrder: new Int32Array(operationCount),
    segment: new Int32Array(operationCount),
    heads: new Float64Array(operationCount),
    routingHeads: new Float64Array(operationCount),
    routingTails: new Float64Array(operationCount),
    runs: new Float64Array(operationCount),
    cachedAt: new Int32Array(operationCount),
    generation: 0,
    chosenShift: { machine: 0, low: 0, high: 0, from: -1 },
    isChosenApplied: false,
  };
}

function durationOf(timing: Timing, i: number): number {
  return timing.endAt[i]! - timing.startAt[i]!;
}

function runOf(compiled: CompiledProblem, solution: Solution, i: number): number {
  return compiled.modeRun[solution.modeOf[i]!]!;
}

/** Earliest start of `i` allowed by its order's release and its routing predecessors (old times). */
function routingHead(compiled: CompiledProblem, timing: Timing, i: number): number {
  let head = compiled.orderRelease[compiled.orderOf[i]!]!;
  for (let p = compiled.predStart[i]!; p < compiled.predStart[i + 1]!; p++)
    head = Math.max(head, timing.endAt[compiled.predList[p]!]!);
  return head;
}

/** Longest path after the end of `i` through its routing successors (current tails). */
function routingTail(compiled: CompiledProblem, timing: Timing, tails: Float64Array, i: number): number {
  let tail = 0;
  for (let s = compiled.succStart[i]!; s < compiled.succStart[i + 1]!; s++) {
    const next = compiled.succList[s]!;
    tail = Math.max(tail, tails[next]! + durationOf(timing, next));
  }
  return tail;
}

/**
 * Fills `estimator.tails` as `computeSolutionTails` does, from each operation's next one on its work
 * center (`machineNext`, -1 for the last) instead of its sequence: flat arrays only, for the hot loop.
 * With `through`, only the tails of `order[0..through]`: after a shift, an operation placed after every
 * shifted one reaches none of them (nor the one before them), so its paths and tail did not change.
 */
export function computeTailsAlong(
  compiled: CompiledProblem,
  timing: Timing,
  machineNext: Int32Array,
  estimator: Estimator,
  through = estimator.order.length - 1,
): void {
  const { tails, order } = estimator;
  estimator.generation++;
  const { succStart, succList } = compiled;
  const { startAt, endAt } = timing;
  const chains = chainsOf(compiled);
  if (chains) {
    const jobNext = chains.next;
    for (let k = through; k >= 0; k--) {
      const i = order[k]!;
      let tail = 0;
      const job = jobNext[i]!;
      if (job >= 0) tail = Math.max(tail, tails[job]! + (endAt[job]! - startAt[job]!));
      const next = machineNext[i]!;
      if (next >= 0) tail = Math.max(tail, tails[next]! + (endAt[next]! - startAt[next]!));
      tails[i] = tail;
    }
    return;
  }
  for (let k = through; k >= 0; k--) {
    const i = order[k]!;
    let tail = 0;
    for (let s = succStart[i]!; s < succStart[i + 1]!; s++) {
      const next = succList[s]!;
      tail = Math.max(tail, tails[next]! + (endAt[next]! - startAt[next]!));
    }
    const next = machineNext[i]!;
    if (next >= 0) tail = Math.max(tail, tails[next]! + (endAt[next]! - startAt[next]!));
    tails[i] = tail;
  }
}

/**
 * Fills `estimator.tails` for the decoded `solution`, whose topological order is in `estimator.order`;
 * `positions` is the index of each operation in its sequence.
 */
export function computeSolutionTails(
  compiled: CompiledProblem,
  solution: Solution,
  timing: Timing,
  positions: Int32Array,
  estimator: Estimator,
): void {
  const { tails, order } = estimator;
  estimator.generation++;
  for (let k = order.length - 1; k >= 0; k--) {
    const i = order[k]!;
    let tail = routingTail(compiled, timing, tails, i);
    const sequence = solution.sequences[compiled.modeWorkCenter[solution.modeOf[i]!]!]!;
    const next = sequence[positions[i]! + 1];
    if (next !== undefined) tail = Math.max(tail, tails[next]! + durationOf(timing, next));
    tails[i] = tail;
  }
}

/** Estimated makespan after `move`: the longest path through the operations it re-sequences. */
export function estimateMove(
  compiled: CompiledProblem,
  solution: Solution,
  timing: Timing,
  estimator: Estimator,
  move: Move,
): number {
  if (move.kind === 'shift')
    return estimateShift(compiled, solution, timing, estimator, move.machine, move.from, move.to);
  const sequence = solution.sequences[compiled.modeWorkCenter[move.toMode]!]!;
  const before = sequence[move.to - 1];
  const after = sequence[move.to];
  const head = Math.max(
    routingHead(compiled, timing, move.op),
    before === undefined ? Number.NEGATIVE_INFINITY : timing.endAt[before]!,
  );
  const tail = Math.max(
    routingTail(compiled, timing, estimator.tails, move.op),
    after === undefined ? 0 : estimator.tails[after]! + durationOf(timing, after),
  );
  return head + compiled.modeRun[move.toMode]! + tail;
}

/** Estimated makespan after the shift of `sequences[machine][from]` to `to`. */
export function estimateShift(
  compiled: CompiledProblem,
  solution: Solution,
  timing: Timing,
  estimator: Estimator,
  machine: number,
  from: number,
  to: number,
): number {
  const sequence = solution.sequences[machine]!;
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  const { segment, heads, tails, routingHeads, routingTails, runs, cachedAt, generation } = estimator;
  const length = fillShiftedSegment(sequence, from, to, segment);
  let machineFree = low > 0 ? timing.endAt[sequence[low - 1]!]! : Number.NEGATIVE_INFINITY;
  for (let k = 0; k < length; k++) {
    const i = segment[k]!;
    if (cachedAt[i] !== generation) {
      routingHeads[i] = routingHead(compiled, timing, i);
      routingTails[i] = routingTail(compiled, timing, tails, i);
      runs[i] = runOf(compiled, solution, i);
      cachedAt[i] = generation;
    }
    const head = Math.max(routingHeads[i]!, machineFree);
    heads[k] = head;
    machineFree = head + runs[i]!;
  }
  const after = sequence[high + 1];
  let machineTail = after === undefined ? 0 : tails[after]! + durationOf(timing, after);
  let longest = 0;
  for (let k = length - 1; k >= 0; k--) {
    const i = segment[k]!;
    const run = runs[i]!;
    const tail = Math.max(routingTails[i]!, machineTail);
    longest = Math.max(longest, heads[k]! + run + tail);
    machineTail = tail + run;
  }
  return longest;
}

/** Writes the operations of `sequence[low..high]` in their order after the shift; returns the count. */
function fillShiftedSegment(sequence: number[], from: number, to: number, segment: Int32Array): number {
  let length = 0;
  if (from < to) {
    for (let k = from + 1; k <= to; k++) segment[length++] = sequence[k]!;
    segment[length++] = sequence[from]!;
  } else {
    segment[length++] = sequence[from]!;
    for (let k = to; k < from; k++) segment[length++] = sequence[k]!;
  }
  return length;
}
