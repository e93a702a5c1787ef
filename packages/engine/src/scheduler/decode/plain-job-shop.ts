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
