import { isAvailableAt, isInsideAvailability } from '../compile/calendar.ts';
import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { TimeInterval } from '../time-interval.ts';
import type { ForcedMove } from './model.ts';

/** The unavailable interval of the work center's raw calendar that meets `[startAt, endAt)`, if any. */
function downtimeMet(
  compiled: CompiledProblem,
  m: number,
  startAt: number,
  endAt: number,
): TimeInterval | undefined {
  const unavailable = compiled.problem.workCenters[m]!.calendar?.unavailable ?? [];
  return unavailable.find((u) => u.startAt < Math.max(endAt, startAt + 1) && startAt < u.endAt);
}

/**
 * Which operations cannot keep their planned machine and start in the problem as it is now, and why —
 * decided from the previous plan and the problem alone, before any repair choice, so it is the same
 * whatever the repair does. Frozen (started) operations are not listed; `interrupted` names the ones a
 * disruption unfroze, `requested` the ones the planner moved to another work center. Operations with no
 * planned slot are `new_operation`.
 */
export function listForcedMoves(
  compiled: CompiledProblem,
  interrupted: ReadonlySet<string> = new Set(),
  requested: ReadonlySet<string> = new Set(),
): Map<number, ForcedMove> {
  const forced = new Map<number, ForcedMove>();
  const endOf = new Map(
    (compiled.problem.baseline?.operations ?? []).map((b) => [b.operationId, b.endAt] as const),
  );
  for (let i = 0; i < compiled.operationIds.length; i++) {
    if (compiled.isFrozen[i]) continue;
    const id = compiled.operationIds[i]!;
    const m = compiled.baselineWorkCenter[i]!;
    const startAt = compiled.baselineStart[i]!;
    if (Number.isNaN(startAt)) {
      forced.set(i, { reason: 'new_operation' });
      continue;
    }
    const workCenterId = m >= 0 ? compiled.workCenterIds[m] : undefined;
    // Before eligibility: its old machine is no longer among its modes, and the reason is the planner's.
    if (requested.has(id)) {
      forced.set(i, { reason: 'requested', ...(workCenterId ? { workCenterId } : {}) });
      continue;
    }
    if (interrupted.has(id)) {
      forced.set(i, { reason: 'interrupted', ...(workCenterId ? { workCenterId } : {}) });
      continue;
    }
    let mode = -1;
    for (let k = compiled.modeStart[i]!; k < compiled.modeStart[i + 1]!; k++)
      if (compiled.modeWorkCenter[k] === m) mode = k;
    if (mode < 0 || workCenterId === undefined) {
      forced.set(i, { reason: 'not_eligible', ...(workCenterId ? { workCenterId } : {}) });
      continue;
    }
    if (startAt < 0) {
      forced.set(i, { reason: 'start_passed', workCenterId });
      continue;
    }
    const releaseAt = compiled.orderRelease[compiled.orderOf[i]!]!;
    if (releaseAt > startAt) {
      forced.set(i, { reason: 'material', workCenterId, interval: { startAt: releaseAt, endAt: releaseAt } });
      continue;
    }
    const endAt = endOf.get(id) ?? startAt + compiled.modeRun[mode]!;
    const calendar = compiled.calendars[m]!;
    const fits = compiled.canPause[i]
      ? isAvailableAt(calendar, startAt)
      : isInsideAvailability(calendar, startAt, endAt);
    if (fits) continue;
    const downtime = downtimeMet(compiled, m, startAt, compiled.canPause[i] ? startAt + 1 : endAt);
    forced.set(
      i,
      downtime
        ? { reason: 'downtime', workCenterId, interval: { ...downtime } }
        : { reason: 'calendar', workCenterId },
    );
  }
  return forced;
}
