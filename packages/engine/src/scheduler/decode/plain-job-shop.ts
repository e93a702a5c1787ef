import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { Solution, Timing } from './solution.ts';

/**
 * True for a pure (flexible) job shop: no calendars, downtime, setups, molds, frozen operations or
 * waits. There an operation starts when both its predecessors and its work center are done, so the
 * decoder needs no calendar search, and start times are the heads of the disjunctive graph.
 */
export function isPlainJobShop(compiled: CompiledProblem): boolean {
  const hasSetups = compiled.setupTables.some((table) => table.some((minutes) => minutes !== 0));
  return (
    compiled.placementCalendars.every((calendar) => calendar.isAlwaysAvailable) &&
    !hasSetups &&
    compiled.moldIds.length === 0 &&
    !compiled.isFrozen.includes(1) &&
    !compiled.hasMaxLag &&
    compiled.minLag.every((minutes) => minutes === 0)
  );
}

/** Where each work center stands while a plain job shop is decoded; one entry per work center. */
export interface PlainMachines {
  endAt: Float64Array;
  last: Int32Array;
}

/**
 * Semi-active decoding of a plain job shop (see `isPlainJobShop`) in the given placement order: each
 * operation starts at the later of its order's release, its predecessors' ends and its work center's
 * previous end, and occupies `[startAt, startAt + run)`. Same times as the calendar-aware decoder there.
 */
export function placeAllPlain(
  compiled: CompiledProblem,
  solution: Solution,
  order: Int32Array,
  timing: Timing,
  machines: PlainMachines,
): void {
  const { predStart, predList, modeWorkCenter, modeRun, orderRelease, orderOf } = compiled;
  machines.endAt.fill(Number.NEGATIVE_INFINITY);
  machines.last.fill(-1);
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    let ready = orderRelease[orderOf[i]!]!;
    let critical = -1;
    for (let p = predStart[i]!; p < predStart[i + 1]!; p++) {
      const after = timing.endAt[predList[p]!]!;
      if (after > ready || (critical < 0 && after === ready)) {
        ready = after;
        critical = predList[p]!;
      }
    }
    const mode = solution.modeOf[i]!;
    const m = modeWorkCenter[mode]!;
    if (machines.last[m]! >= 0 && machines.endAt[m]! >= ready) {
      critical = machines.last[m]!;
      ready = machines.endAt[m]!;
    }
    timing.startAt[i] = ready;
    timing.endAt[i] = ready + modeRun[mode]!;
    timing.setupMinutes[i] = 0;
    timing.moldOf[i] = -1;
    timing.criticalPredecessor[i] = critical;
    machines.endAt[m] = timing.endAt[i]!;
    machines.last[m] = i;
  }
}

/**
 * What re-timing a shift needs of the solution before it: each operation's place in its topological
 * `order`, the latest end up to each place, and each operation's neighbours on its work center.
 */
export interface PlainRetimer {
  rank: Int32Array;
  /** `prefixEnd[k]`: the latest end among `order[0..k)` (0 for none). */
  prefixEnd: Float64Array;
  machinePrev: Int32Array;
  machineNext: Int32Array;
  /** Scratch. */
  pending: Int32Array;
  queue: Int32Array;
  saved: Int32Array;
  /** The topological order of the last re-timed solution. */
  order: Int32Array;
  /** The place in the order from which the last re-timing placed operations again. */
  lastFrom: number;
}

export function createPlainRetimer(operationCount: number): PlainRetimer {
  return {
    rank: new Int32Array(operationCount),
    prefixEnd: new Float64Array(operationCount + 1),
    machinePrev: new Int32Array(operationCount),
    machineNext: new Int32Array(operationCount),
    pending: new Int32Array(operationCount),
    queue: new Int32Array(operationCount),
    saved: new Int32Array(2 * operationCount + 4),
    order: new Int32Array(operationCount),
    lastFrom: 0,
  };
}

/**
 * Fills the retimer for `solution`, decoded in `timing` along the topological `order`; and `positions`,
 * when given, with the index of each operation in its sequence (-1 outside any), in the same pass.
 */
export function prepareRetimer(
  solution: Solution,
  order: Int32Array,
  timing: Timing,
  retimer: PlainRetimer,
  positions?: Int32Array,
): void {
  const { rank, prefixEnd, machinePrev, machineNext } = retimer;
  prefixEnd[0] = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    rank[i] = k;
    prefixEnd[k + 1] = Math.max(prefixEnd[k]!, timing.endAt[i]!);
  }
  positions?.fill(-1);
  for (const sequence of solution.sequences) {
    for (let k = 0; k < sequence.length; k++) {
      if (positions) positions[sequence[k]!] = k;
      machinePrev[sequence[k]!] = k > 0 ? sequence[k - 1]! : -1;
      machineNext[sequence[k]!] = k + 1 < sequence.length ? sequence[k + 1]! : -1;
    }
  }
}

/**
 * Brings a retimer prepared for a solution up to date with that solution after the shift of
 * `sequences[machine][low..high]` (already applied), re-timed from place `from` of its new topological
 * `order` (`lastFrom` of that re-timing): what precedes `from` in the order kept its place and times,
 * and only the shifted stretch of the work center changed neighbours. Same fields as `prepareRetimer`
 * for the new solution, at the cost of the suffix. Returns the latest new place of a shifted operation.
 */
export function advanceRetimer(
  solution: Solution,
  order: Int32Array,
  timing: Timing,
  retimer: PlainRetimer,
  positions: Int32Array,
  shift: { machine: number; low: number; high: number; from: number },
): number {
  const { rank, prefixEnd, machinePrev, machineNext } = retimer;
  for (let k = shift.from; k < order.length; k++) {
    const i = order[k]!;
    rank[i] = k;
    prefixEnd[k + 1] = Math.max(prefixEnd[k]!, timing.endAt[i]!);
  }
  const sequence = solution.sequences[shift.machine]!;
  let latest = 0;
  for (let k = Math.max(0, shift.low - 1); k <= Math.min(sequence.length - 1, shift.high + 1); k++) {
    const i = sequence[k]!;
    positions[i] = k;
    machinePrev[i] = k > 0 ? sequence[k - 1]! : -1;
    machineNext[i] = k + 1 < sequence.length ? sequence[k + 1]! : -1;
    if (k >= shift.low && k <= shift.high) latest = Math.max(latest, rank[i]!);
  }
  return latest;
}

/**
 * The makespan of `solution`, which differs from the prepared one (`base`, along `baseOrder`) only in the
 * order of `sequences[machine][low..high]`, with its times in `timing` and a topological order in
 * `retimer.order`; Infinity on a cycle. Operations placed before every re-sequenced one keep their times
 * (nothing they wait for moved); only the rest is sorted and placed again, exactly as `placeAllPlain` would.
 */
export function retimePlainShift(
  compiled: CompiledProblem,
  solution: Solution,
  base: Timing,
  baseOrder: Int32Array,
  machine: number,
  low: number,
  high: number,
  retimer: PlainRetimer,
  timing: Timing,
): number {
  const { rank, machinePrev, machineNext, saved } = retimer;
  const sequence = solution.sequences[machine]!;
  const first = Math.max(0, low - 1);
  const last = Math.min(sequence.length - 1, high + 1);
  let k0 = baseOrder.length;
  for (let k = first; k <= last; k++) {
    const i = sequence[k]!;
    saved[2 * (k - first)] = machinePrev[i]!;
    saved[2 * (k - first) + 1] = machineNext[i]!;
    if (k >= low && k <= high) k0 = Math.min(k0, rank[i]!);
  }
  for (let k = first; k <= last; k++) {
    const i = sequence[k]!;
    if (k > first || low === 0) machinePrev[i] = k > 0 ? sequence[k - 1]! : -1;
    if (k < last || high === sequence.length - 1)
      machineNext[i] = k + 1 < sequence.length ? sequence[k + 1]! : -1;
  }
  retimer.lastFrom = k0;
  const chains = chainsOf(compiled);
  const makespan = chains
    ? placeChainSuffix(compiled, chains, solution, base, baseOrder, k0, retimer, timing)
    : placeSuffix(compiled, solution, base, baseOrder, k0, retimer, timing);
  for (let k = first; k <= last; k++) {
    machinePrev[sequence[k]!] = saved[2 * (k - first)]!;
    machineNext[sequence[k]!] = saved[2 * (k - first) + 1]!;
  }
  return makespan;
}

function placeSuffix(
  compiled: CompiledProblem,
  solution: Solution,
  base: Timing,
  baseOrder: Int32Array,
  k0: number,
  retimer: PlainRetimer,
  timing: Timing,
): number {
  const { predStart, predList, succStart, succList, modeRun, orderRelease, orderOf } = compiled;
  const { rank, machinePrev, machineNext, pending, queue, order, prefixEnd } = retimer;
  const n = baseOrder.length;
  timing.startAt.set(base.startAt);
  timing.endAt.set(base.endAt);
  timing.criticalPredecessor.set(base.criticalPredecessor);
  timing.setupMinutes.fill(0);
  timing.moldOf.fill(-1);
  order.set(baseOrder.subarray(0, k0));
  let tail = 0;
  for (let k = k0; k < n; k++) {
    const i = baseOrder[k]!;
    let count = 0;
    for (let p = predStart[i]!; p < predStart[i + 1]!; p++) if (rank[predList[p]!]! >= k0) count++;
    const before = machinePrev[i]!;
    if (before >= 0 && rank[before]! >= k0) count++;
    pending[i] = count;
    if (count === 0) queue[tail++] = i;
  }
  let makespan = prefixEnd[k0]!;
  let placed = k0;
  for (let head = 0; head < tail; head++) {
    const i = queue[head]!;
    order[placed++] = i;
    let ready = orderRelease[orderOf[i]!]!;
    let critical = -1;
    for (let p = predStart[i]!; p < predStart[i + 1]!; p++) {
      const after = timing.endAt[predList[p]!]!;
      if (after > ready || (critical < 0 && after === ready)) {
        ready = after;
        critical = predList[p]!;
      }
    }
    const before = machinePrev[i]!;
    if (before >= 0 && timing.endAt[before]! >= ready) {
      critical = before;
      ready = timing.endAt[before]!;
    }
    const end = ready + modeRun[solution.modeOf[i]!]!;
    timing.startAt[i] = ready;
    timing.endAt[i] = end;
    timing.criticalPredecessor[i] = critical;
    if (end > makespan) makespan = end;
    for (let s = succStart[i]!; s < succStart[i + 1]!; s++) {
      if (--pending[succList[s]!]! === 0) queue[tail++] = succList[s]!;
    }
    const next = machineNext[i]!;
    if (next >= 0 && --pending[next]! === 0) queue[tail++] = next;
  }
  return placed === n ? makespan : Number.POSITIVE_INFINITY;
}

/**
 * Each operation's routing predecessor and successor (-1 for none) and its order's release, when every
 * operation has at most one of each (classic job shops): the re-timing's inner loop then reads one entry
 * where the general one walks the routing lists.
 */
export interface Chains {
  prev: Int32Array;
  next: Int32Array;
  release: Float64Array;
}

const chainsByProblem = new WeakMap<CompiledProblem, Chains | null>();

export function chainsOf(compiled: CompiledProblem): Chains | null {
  let chains = chainsByProblem.get(compiled);
  if (chains !== undefined) return chains;
  const { predStart, predList, succStart, succList, orderRelease, orderOf } = compiled;
  const n = compiled.operationIds.length;
  chains = { prev: new Int32Array(n), next: new Int32Array(n), release: new Float64Array(n) };
  for (let i = 0; i < n && chains; i++) {
    const preds = predStart[i + 1]! - predStart[i]!;
    const succs = succStart[i + 1]! - succStart[i]!;
    if (preds > 1 || succs > 1) chains = null;
    else {
      chains.prev[i] = preds === 1 ? predList[predStart[i]!]! : -1;
      chains.next[i] = succs === 1 ? succList[succStart[i]!]! : -1;
      chains.release[i] = orderRelease[orderOf[i]!]!;
    }
  }
  chainsByProblem.set(compiled, chains);
  return chains;
}

/** `placeSuffix` for routings that are chains: the same placements in the same order. */
function placeChainSuffix(
  compiled: CompiledProblem,
  chains: Chains,
  solution: Solution,
  base: Timing,
  baseOrder: Int32Array,
  k0: number,
  retimer: PlainRetimer,
  timing: Timing,
): number {
  const { modeRun } = compiled;
  const { prev, next, release } = chains;
  const { rank, machinePrev, machineNext, pending, queue, order, prefixEnd } = retimer;
  const { startAt, endAt, criticalPredecessor } = timing;
  const modeOf = solution.modeOf;
  const n = baseOrder.length;
  startAt.set(base.startAt);
  endAt.set(base.endAt);
  criticalPredecessor.set(base.criticalPredecessor);
  timing.setupMinutes.fill(0);
  timing.moldOf.fill(-1);
  order.set(baseOrder.subarray(0, k0));
  let tail = 0;
  for (let k = k0; k < n; k++) {
    const i = baseOrder[k]!;
    const job = prev[i]!;
    const before = machinePrev[i]!;
    const count = (job >= 0 && rank[job]! >= k0 ? 1 : 0) + (before >= 0 && rank[before]! >= k0 ? 1 : 0);
    pending[i] = count;
    if (count === 0) queue[tail++] = i;
  }
  let makespan = prefixEnd[k0]!;
  let placed = k0;
  for (let head = 0; head < tail; head++) {
    const i = queue[head]!;
    order[placed++] = i;
    let ready = release[i]!;
    let critical = -1;
    const job = prev[i]!;
    if (job >= 0 && endAt[job]! >= ready) {
      ready = endAt[job]!;
      critical = job;
    }
    const before = machinePrev[i]!;
    if (before >= 0 && endAt[before]! >= ready) {
      critical = before;
      ready = endAt[before]!;
    }
    const end = ready + modeRun[modeOf[i]!]!;
    startAt[i] = ready;
    endAt[i] = end;
    criticalPredecessor[i] = critical;
    if (end > makespan) makespan = end;
    const after = next[i]!;
    if (after >= 0 && --pending[after]! === 0) queue[tail++] = after;
    const following = machineNext[i]!;
    if (following >= 0 && --pending[following]! === 0) queue[tail++] = following;
  }
  return placed === n ? makespan : Number.POSITIVE_INFINITY;
}
