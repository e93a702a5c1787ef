import { earliestStart, pausedInterval } from '../compile/calendar.ts';
import type { CompiledProblem } from '../compile/compiled-problem.ts';

/** Each operation's timing were its order alone in the plant, and the least time that must follow it. */
export interface AloneTimes {
  /** Earliest start of each operation: its order's release and its predecessors run alone. */
  headAt: Float64Array;
  /** Earliest end of each operation, on its fastest work center's calendar, without setups. */
  endAt: Float64Array;
  /** Least minutes from each operation's end to its order's end: minimum waits and runs after it. */
  afterMinutes: Float64Array;
  /** Earliest completion of each order (minutes from the origin). */
  orderEndAt: Float64Array;
}

function topologicalOrder(compiled: CompiledProblem): Int32Array {
  const n = compiled.operationIds.length;
  const { predStart, succStart, succList } = compiled;
  const pending = Int32Array.from({ length: n }, (_, i) => predStart[i + 1]! - predStart[i]!);
  const order = new Int32Array(n);
  let tail = 0;
  for (let i = 0; i < n; i++) if (pending[i] === 0) order[tail++] = i;
  for (let head = 0; head < tail; head++) {
    const i = order[head]!;
    for (let s = succStart[i]!; s < succStart[i + 1]!; s++)
      if (--pending[succList[s]!]! === 0) order[tail++] = succList[s]!;
  }
  return order;
}

function shortestRun(compiled: CompiledProblem, i: number): number {
  let run = Number.POSITIVE_INFINITY;
  for (let k = compiled.modeStart[i]!; k < compiled.modeStart[i + 1]!; k++)
    run = Math.min(run, compiled.modeRun[k]!);
  return run;
}

/**
 * Runs every order alone on idle work centers: no other order, no setup (a setup only adds time), no
 * mold, each operation on the mode that ends first on its calendar. No schedule ends an operation
 * earlier. Frozen operations keep their times. `compiled` comes from a validated problem (acyclic).
 */
export function aloneTimes(compiled: CompiledProblem): AloneTimes {
  const n = compiled.operationIds.length;
  const order = topologicalOrder(compiled);
  const headAt = new Float64Array(n);
  const endAt = new Float64Array(n);
  for (const i of order) {
    if (compiled.isFrozen[i]) {
      headAt[i] = compiled.frozenStart[i]!;
      endAt[i] = compiled.frozenEnd[i]!;
      continue;
    }
    let ready = compiled.orderRelease[compiled.orderOf[i]!]!;
    for (let p = compiled.predStart[i]!; p < compiled.predStart[i + 1]!; p++)
      ready = Math.max(ready, endAt[compiled.predList[p]!]! + compiled.minLag[i]!);
    headAt[i] = ready;
    let end = Number.POSITIVE_INFINITY;
    for (let k = compiled.modeStart[i]!; k < compiled.modeStart[i + 1]!; k++) {
      const calendar = compiled.placementCalendars[compiled.modeWorkCenter[k]!]!;
      const run = compiled.modeRun[k]!;
      end = Math.min(
        end,
        compiled.canPause[i]
          ? pausedInterval(calendar, ready, run).endAt
          : earliestStart(calendar, ready, run) + run,
      );
    }
    endAt[i] = end;
  }
  const afterMinutes = new Float64Array(n);
  for (let k = n - 1; k >= 0; k--) {
    const i = order[k]!;
    for (let s = compiled.succStart[i]!; s < compiled.succStart[i + 1]!; s++) {
      const next = compiled.succList[s]!;
      const follows = compiled.isFrozen[next]
        ? 0
        : compiled.minLag[next]! + shortestRun(compiled, next) + afterMinutes[next]!;
      afterMinutes[i] = Math.max(afterMinutes[i]!, follows);
    }
  }
  const orderEndAt = new Float64Array(compiled.orderDue.length).fill(Number.NEGATIVE_INFINITY);
  for (let i = 0; i < n; i++) {
    const o = compiled.orderOf[i]!;
    orderEndAt[o] = Math.max(orderEndAt[o]!, endAt[i]!);
  }
  return { headAt, endAt, afterMinutes, orderEndAt };
}
