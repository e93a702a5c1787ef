import { earliestStart, firstIntervalEndingAfter, pausedInterval } from '../compile/calendar.ts';
import type { Blocks, CompiledProblem } from '../compile/compiled-problem.ts';

/** Where work centers and molds stand while operations are appended one by one (minutes from the origin). */
export interface PlacementState {
  machineEnd: Float64Array;
  machineFamily: Int32Array;
  /** Last operation appended on each work center, -1 when none. */
  machineLast: Int32Array;
  /** Per work center, the first interval of its placement calendar ending after `machineEnd` (or before it). */
  machineInterval: Int32Array;
  moldEnd: Float64Array;
}

/** A tentative placement: the operation occupies `[startAt, endAt)`, setup first, with `mold` (-1: none). */
export interface Placement {
  startAt: number;
  endAt: number;
  setupMinutes: number;
  mold: number;
}

export function createPlacementState(compiled: CompiledProblem): PlacementState {
  return {
    machineEnd: new Float64Array(compiled.workCenterIds.length),
    machineFamily: new Int32Array(compiled.workCenterIds.length),
    machineLast: new Int32Array(compiled.workCenterIds.length),
    machineInterval: new Int32Array(compiled.workCenterIds.length),
    moldEnd: new Float64Array(compiled.moldIds.length),
  };
}

export function resetPlacementState(compiled: CompiledProblem, state: PlacementState): void {
  state.machineEnd.fill(Number.NEGATIVE_INFINITY);
  state.machineFamily.set(compiled.initialFamily);
  state.machineLast.fill(-1);
  state.machineInterval.fill(0);
  state.moldEnd.fill(Number.NEGATIVE_INFINITY);
}

/** Index of the last block ending at or before `t`, or -1. */
function lastBlockEndingBy(blocks: Blocks, t: number): number {
  let lo = 0;
  let hi = blocks.ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (blocks.ends[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * Setup state of work center `m` at time `t`: the family of the latest operation with a family before `t`,
 * a frozen one if it came after the last appended one.
 */
function familyBefore(compiled: CompiledProblem, state: PlacementState, m: number, t: number): number {
  const blocks = compiled.frozenBlocks[m]!;
  for (let b = lastBlockEndingBy(blocks, t); b >= 0 && blocks.ends[b]! > state.machineEnd[m]!; b--) {
    if (blocks.families[b]! >= 0) return blocks.families[b]!;
  }
  return state.machineFamily[m]!;
}

/** Setup minutes on work center `m` from family `from` to family `to` (-1: none, free). */
export function setupOn(compiled: CompiledProblem, m: number, from: number, to: number): number {
  if (to < 0) return 0;
  const count = compiled.familyCount;
  return compiled.setupTables[m]![(from < 0 ? count : from) * count + to]!;
}

/** Earliest `x >= t` with `[x, x + minutes)` free of the blocks; blocks are sorted by start. */
function freeFrom(blocks: Blocks, t: number, minutes: number): number {
  let x = t;
  for (let b = 0; b < blocks.starts.length; b++) {
    if (blocks.ends[b]! <= x) continue;
    if (blocks.starts[b]! >= x + minutes) break;
    x = blocks.ends[b]!;
  }
  return x;
}

/** Earliest time the mold choice allows at `s`; sets `out.mold` when a fitting mold is free at `s`. */
function chooseMold(
  compiled: CompiledProblem,
  state: PlacementState,
  i: number,
  m: number,
  s: number,
  minutes: number,
  out: Placement,
): number {
  const width = compiled.workCenterIds.length;
  let earliest = Number.POSITIVE_INFINITY;
  // The baseline's mold first (k = moldStart - 1 stands for it), so a repair keeps the mold on the press.
  const preferred = compiled.baselineMold[i]!;
  for (let k = compiled.moldStart[i]! - 1; k < compiled.moldStart[i + 1]!; k++) {
    const isPreferredTurn = k < compiled.moldStart[i]!;
    const mold = isPreferredTurn ? preferred : compiled.moldList[k]!;
    if (mold < 0 || (!isPreferredTurn && mold === preferred)) continue;
    if (compiled.moldFits[mold * width + m] === 0) continue;
    const free = freeFrom(compiled.moldBlocks[mold]!, Math.max(s, state.moldEnd[mold]!), minutes);
    if (free <= s) {
      out.mold = mold;
      return s;
    }
    earliest = Math.min(earliest, free);
  }
  return earliest;
}

/**
 * Earliest placement of operation `i` in mode `mode` appended after the last operation on its work
 * center, not before `readyAt`: respects the calendar, downtime, frozen operations and the mold.
 * Writes into `out`; returns false when no placement exists (the calendars end).
 */
export function placeOperation(
  compiled: CompiledProblem,
  state: PlacementState,
  i: number,
  mode: number,
  readyAt: number,
  out: Placement,
): boolean {
  const m = compiled.modeWorkCenter[mode]!;
  const run = compiled.modeRun[mode]!;
  const family = compiled.family[i]!;
  const calendar = compiled.placementCalendars[m]!;
  const blocks = compiled.frozenBlocks[m]!;
  const needsMold = compiled.moldStart[i]! < compiled.moldStart[i + 1]!;
  let t = Math.max(readyAt, state.machineEnd[m]!);
  // Every `t` tried is at or after the work center's end, so its calendar is searched from there.
  const from = state.machineInterval[m]!;
  for (let guard = 0; guard < 100_000; guard++) {
    const previous = familyBefore(compiled, state, m, t);
    const setup = setupOn(compiled, m, previous, family);
    let s: number;
    let e: number;
    if (compiled.canPause[i]) {
      const interval = pausedInterval(calendar, t, setup + run, from);
      s = interval.startAt;
      e = interval.endAt;
    } else {
      s = earliestStart(calendar, t, setup + run, from);
      e = s + setup + run;
    }
    if (!Number.isFinite(e)) return false;
    if (blocks.starts.length > 0) {
      // A paused interval may span a frozen operation; a frozen operation passed over changes the setup.
      const clear = freeFrom(blocks, s, e - s);
      if (clear > s) {
        t = clear;
        continue;
      }
      if (familyBefore(compiled, state, m, s) !== previous) {
        t = blocks.ends[lastBlockEndingBy(blocks, s)]!;
        continue;
      }
    }
    out.mold = -1;
    if (needsMold) {
      const moldAt = chooseMold(compiled, state, i, m, s, e - s, out);
      if (!Number.isFinite(moldAt)) return false;
      if (moldAt > s) {
        t = moldAt;
        continue;
      }
    }
    out.startAt = s;
    out.endAt = e;
    out.setupMinutes = setup;
    return true;
  }
  return false;
}

/** Appends a placed operation to its work center (and mold). */
export function commitPlacement(
  compiled: CompiledProblem,
  state: PlacementState,
  i: number,
  mode: number,
  placement: Placement,
): void {
  const m = compiled.modeWorkCenter[mode]!;
  // An operation without a family keeps the setup state it found, which may come from a frozen operation.
  const family =
    compiled.family[i]! >= 0 ? compiled.family[i]! : familyBefore(compiled, state, m, placement.startAt);
  state.machineEnd[m] = placement.endAt;
  state.machineInterval[m] = firstIntervalEndingAfter(
    compiled.placementCalendars[m]!,
    placement.endAt,
    state.machineInterval[m],
  );
  state.machineLast[m] = i;
  state.machineFamily[m] = family;
  if (placement.mold >= 0) state.moldEnd[placement.mold] = placement.endAt;
}
