import type { ScheduledOperation, ScheduleWarning, SchedulingProblem } from './model.ts';

/** Stability limits of the baseline that the schedule could not keep (business outcomes, not errors). */
export function listStabilityWarnings(
  problem: SchedulingProblem,
  operations: readonly ScheduledOperation[],
): ScheduleWarning[] {
  const baseline = problem.baseline;
  if (!baseline) return [];
  const before = new Map(baseline.operations.map((b) => [b.operationId, b]));
  const changed: string[] = [];
  const shifted: string[] = [];
  for (const operation of operations) {
    const previous = before.get(operation.operationId);
    if (!previous) continue;
    if (previous.workCenterId !== operation.workCenterId) changed.push(operation.operationId);
    if (
      Math.abs(operation.startAt - previous.startAt) >
      (baseline.maxStartShiftMinutes ?? Number.POSITIVE_INFINITY) + 1e-6
    ) {
      shifted.push(operation.operationId);
    }
  }
  const warnings: ScheduleWarning[] = [];
  if (changed.length > (baseline.maxMachineChanges ?? Number.POSITIVE_INFINITY)) {
    warnings.push({
      code: 'MACHINE_CHANGE_LIMIT_EXCEEDED',
      message: `${changed.length} operations change work center; the limit is ${baseline.maxMachineChanges}`,
      operationIds: changed,
    });
  }
  if (shifted.length > 0) {
    warnings.push({
      code: 'START_SHIFT_LIMIT_EXCEEDED',
      message: `${shifted.length} operations move more than ${baseline.maxStartShiftMinutes} minutes`,
      operationIds: shifted,
    });
  }
  return warnings;
}
