import { setupMinutesBetween } from '../compile/setup-matrix.ts';
import type { Operation, ScheduledOperation, SchedulingProblem } from '../model.ts';
import type { ScheduleViolation } from '../violations.ts';

const EPSILON = 1e-6;

function groupBy(
  entries: readonly ScheduledOperation[],
  key: (entry: ScheduledOperation) => string | undefined,
) {
  const groups = new Map<string, ScheduledOperation[]>();
  for (const entry of entries) {
    const k = key(entry);
    if (k === undefined) continue;
    const group = groups.get(k);
    if (group) group.push(entry);
    else groups.set(k, [entry]);
  }
  for (const group of groups.values()) group.sort((a, b) => a.startAt - b.startAt || a.endAt - b.endAt);
  return groups;
}

/** Pairs of intervals in a start-sorted list that overlap (each one against the latest-ending before it). */
function overlappingPairs(sorted: readonly ScheduledOperation[]): [ScheduledOperation, ScheduledOperation][] {
  const pairs: [ScheduledOperation, ScheduledOperation][] = [];
  let latest: ScheduledOperation | undefined;
  for (const entry of sorted) {
    if (latest && entry.startAt < latest.endAt - EPSILON && entry.endAt > entry.startAt)
      pairs.push([latest, entry]);
    if (!latest || entry.endAt > latest.endAt) latest = entry;
  }
  return pairs;
}

/** No overlap on a work center, and each non-frozen operation's setup covers the change from the family before it. */
export function checkWorkCenterSequences(
  problem: SchedulingProblem,
  entries: readonly ScheduledOperation[],
  violations: ScheduleViolation[],
): void {
  const byId = new Map(problem.operations.map((o) => [o.id, o]));
  for (const [workCenterId, sorted] of groupBy(entries, (e) => e.workCenterId)) {
    for (const [a, b] of overlappingPairs(sorted)) {
      violations.push({
        code: 'OVERLAP',
        operationIds: [a.operationId, b.operationId],
        workCenterId,
        message: `Operations ${a.operationId} and ${b.operationId} overlap on ${workCenterId}`,
      });
    }
    const workCenter = problem.workCenters.find((w) => w.id === workCenterId);
    const matrix = problem.setupMatrices?.find(
      (m) => m.workCenterType === (workCenter?.type ?? workCenterId),
    );
    let family = workCenter?.initialSetupFamily;
    for (const entry of sorted) {
      const operation = byId.get(entry.operationId)!;
      const required = setupMinutesBetween(matrix, family, operation.setupFamily);
      if (!operation.frozen && entry.setupMinutes < required - EPSILON) {
        violations.push({
          code: 'SETUP_TOO_SHORT',
          operationIds: [entry.operationId],
          workCenterId,
          message: `Operation ${entry.operationId} has ${entry.setupMinutes} min of setup; ${required} needed after family ${family}`,
        });
      }
      family = operation.setupFamily ?? family;
    }
  }
}

function checkMoldChoice(
  operation: Operation,
  entry: ScheduledOperation,
  problem: SchedulingProblem,
  violations: ScheduleViolation[],
): void {
  if (!operation.moldIds?.length) return;
  const report = (code: ScheduleViolation['code'], message: string): void => {
    violations.push({
      code,
      operationIds: [operation.id],
      workCenterId: entry.workCenterId,
      ...(entry.moldId ? { moldId: entry.moldId } : {}),
      message,
    });
  };
  if (entry.moldId === undefined) {
    report('MOLD_MISSING', `Operation ${operation.id} needs a mold`);
    return;
  }
  if (!operation.moldIds.includes(entry.moldId)) {
    report('MOLD_NOT_ELIGIBLE', `Operation ${operation.id} cannot use mold ${entry.moldId}`);
    return;
  }
  const mold = problem.molds?.find((m) => m.id === entry.moldId);
  if (!mold?.workCenterIds.includes(entry.workCenterId))
    report('MOLD_DOES_NOT_FIT', `Mold ${entry.moldId} does not fit ${entry.workCenterId}`);
}

/** Molds present and fitting where needed, on one press at a time, and not used while unavailable. */
export function checkMolds(
  problem: SchedulingProblem,
  entries: readonly ScheduledOperation[],
  violations: ScheduleViolation[],
): void {
  const byId = new Map(problem.operations.map((o) => [o.id, o]));
  for (const entry of entries) checkMoldChoice(byId.get(entry.operationId)!, entry, problem, violations);
  for (const [moldId, sorted] of groupBy(entries, (e) => e.moldId)) {
    for (const [a, b] of overlappingPairs(sorted)) {
      violations.push({
        code: 'MOLD_CONFLICT',
        operationIds: [a.operationId, b.operationId],
        moldId,
        message: `Mold ${moldId} is used by ${a.operationId} and ${b.operationId} at once`,
      });
    }
    const unavailable = problem.molds?.find((m) => m.id === moldId)?.unavailable ?? [];
    for (const entry of sorted) {
      if (unavailable.some((u) => entry.startAt < u.endAt - EPSILON && u.startAt < entry.endAt - EPSILON)) {
        violations.push({
          code: 'MOLD_UNAVAILABLE',
          operationIds: [entry.operationId],
          moldId,
          message: `Mold ${moldId} is unavailable during ${entry.operationId}`,
        });
      }
    }
  }
}
