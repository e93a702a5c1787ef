import { buildCalendar, earliestStart } from '../compile/calendar.ts';
import type { ScheduledOperation, SchedulingProblem } from '../model.ts';
import type { ScheduleViolation } from '../violations.ts';

/** Why a maximum wait could not be kept: no eligible work center works in time, or the one used was busy. */
export type MaxWaitReason =
  | { kind: 'no_working_time'; workCenterIds: string[]; latestStartAt: number; earliestStartAt: number }
  | {
      kind: 'work_center_busy';
      workCenterId: string;
      busyWith: string;
      busyUntil: number;
      latestStartAt: number;
    };

/**
 * For each `MAX_WAIT` violation, the fact that explains it: when every eligible work center's calendar
 * (working time minus downtime and started work) only lets the operation start after the latest start
 * its wait allows, no plan could keep it (`no_working_time`, with the earliest possible start); otherwise
 * the work center it got was busy with the operation before it. Times in minutes from the origin.
 */
export function explainMaxWaits(
  problem: SchedulingProblem,
  operations: readonly ScheduledOperation[],
  violations: readonly ScheduleViolation[],
): Map<ScheduleViolation, MaxWaitReason> {
  const reasons = new Map<ScheduleViolation, MaxWaitReason>();
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const operationOf = new Map(problem.operations.map((o) => [o.id, o]));
  for (const violation of violations) {
    if (violation.code !== 'MAX_WAIT') continue;
    const [predecessorId, id] = violation.operationIds as [string, string];
    const predecessor = byId.get(predecessorId);
    const scheduled = byId.get(id);
    const operation = operationOf.get(id);
    if (!predecessor || !scheduled || !operation) continue;
    const readyAt = predecessor.endAt + (operation.minWaitMinutes ?? 0);
    const latestStartAt = predecessor.endAt + (operation.maxWaitMinutes ?? 0);
    const earliest = Math.min(
      ...operation.modes.map((mode) => {
        const workCenter = problem.workCenters.find((w) => w.id === mode.workCenterId);
        const started = problem.operations
          .filter((o) => o.frozen?.workCenterId === mode.workCenterId && o.id !== id)
          .map((o) => byId.get(o.id))
          .flatMap((o) => (o ? [{ startAt: o.startAt, endAt: o.endAt }] : []));
        return earliestStart(buildCalendar(workCenter?.calendar, started), readyAt, mode.runMinutes);
      }),
    );
    if (earliest > latestStartAt) {
      reasons.set(violation, {
        kind: 'no_working_time',
        workCenterIds: operation.modes.map((m) => m.workCenterId),
        latestStartAt,
        earliestStartAt: earliest,
      });
      continue;
    }
    const before = operations
      .filter((o) => o.workCenterId === scheduled.workCenterId && o.endAt <= scheduled.startAt + 1e-6)
      .sort((a, b) => b.endAt - a.endAt)[0];
    if (before)
      reasons.set(violation, {
        kind: 'work_center_busy',
        workCenterId: scheduled.workCenterId,
        busyWith: before.operationId,
        busyUntil: before.endAt,
        latestStartAt,
      });
  }
  return reasons;
}
