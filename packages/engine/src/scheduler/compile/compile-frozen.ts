import type { SchedulingProblem } from '../model.ts';
import type { TimeInterval } from '../time-interval.ts';

/** Frozen operations in numbered form, and the intervals they block on work centers and molds. */
export function compileFrozen(
  problem: SchedulingProblem,
  modes: { modeStart: Int32Array; modeWorkCenter: Int32Array; modeRun: Float64Array },
  familyOf: (name: string | undefined) => number,
  moldIndex: Map<string, number>,
) {
  const n = problem.operations.length;
  const isFrozen = new Uint8Array(n);
  const frozenMode = new Int32Array(n).fill(-1);
  const frozenStart = new Float64Array(n);
  const frozenEnd = new Float64Array(n);
  const frozenSetup = new Float64Array(n);
  const frozenMold = new Int32Array(n).fill(-1);
  const byWorkCenter = problem.workCenters.map(() => [] as { interval: TimeInterval; family: number }[]);
  const byMold = (problem.molds ?? []).map(() => [] as { interval: TimeInterval; family: number }[]);
  problem.operations.forEach((operation, i) => {
    const frozen = operation.frozen;
    if (!frozen) return;
    const k = operation.modes.findIndex((m) => m.workCenterId === frozen.workCenterId);
    const mode = modes.modeStart[i]! + k;
    isFrozen[i] = 1;
    frozenMode[i] = mode;
    frozenStart[i] = frozen.startAt;
    frozenSetup[i] = frozen.setupMinutes ?? 0;
    frozenEnd[i] = frozen.endAt ?? frozen.startAt + frozenSetup[i]! + modes.modeRun[mode]!;
    const entry = {
      interval: { startAt: frozenStart[i]!, endAt: frozenEnd[i]! },
      family: familyOf(operation.setupFamily),
    };
    byWorkCenter[modes.modeWorkCenter[mode]!]!.push(entry);
    if (frozen.moldId !== undefined) {
      frozenMold[i] = moldIndex.get(frozen.moldId)!;
      byMold[frozenMold[i]!]!.push(entry);
    }
  });
  return {
    isFrozen,
    frozenMode,
    frozenStart,
    frozenEnd,
    frozenSetup,
    frozenMold,
    frozenEntriesByWorkCenter: byWorkCenter,
    frozenIntervalsByWorkCenter: byWorkCenter.map((entries) => entries.map((e) => e.interval)),
    frozenEntriesByMold: byMold,
  };
}
