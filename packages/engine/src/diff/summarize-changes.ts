import type { MoveCause } from '../scheduler/repair/model.ts';
import type {
  ChangeStats,
  OperationChange,
  PlannedOperation,
  ScheduleChangesSummary,
  ScheduleSnapshot,
} from './model.ts';

export interface SummarizeOptions {
  /** Start moves smaller than this many minutes are not changes; default 1. */
  minShiftMinutes?: number;
  /** Why each operation moved (a repair's report): changes carry it and are listed forced first. */
  causes?: ReadonlyMap<string, MoveCause>;
}

const CAUSE_RANK = { forced: 0, knock_on: 1, improvement: 2 } as const;

/** A change of `operation` with no kind yet. */
function changeOf(operation: PlannedOperation): OperationChange {
  return {
    orderId: operation.orderId,
    ...(operation.material === undefined ? {} : { material: operation.material }),
    operationId: operation.operationId,
    changeTypes: [],
    details: {},
  };
}

function compareOperation(
  before: PlannedOperation,
  after: PlannedOperation,
  minShiftMinutes: number,
): OperationChange | undefined {
  const change = changeOf(after);
  if (before.workCenterId !== after.workCenterId) {
    change.changeTypes.push('machine_change');
    change.details.machineChange = {
      fromWorkCenterId: before.workCenterId,
      toWorkCenterId: after.workCenterId,
    };
  }
  const shift = after.startAt - before.startAt;
  if (Math.abs(shift) >= minShiftMinutes && shift !== 0) {
    change.changeTypes.push('time_change');
    change.details.timeChange = {
      oldStartAt: before.startAt,
      newStartAt: after.startAt,
      direction: shift > 0 ? 'delayed' : 'advanced',
      shiftMinutes: Math.abs(shift),
    };
  }
  return change.changeTypes.length > 0 ? change : undefined;
}

const rankOf = (change: OperationChange) => (change.cause ? CAUSE_RANK[change.cause.kind] : 3);

function countChanges(changes: readonly OperationChange[], withCauses: boolean): ChangeStats {
  const count = (test: (change: OperationChange) => unknown) => changes.filter(test).length;
  return {
    machineChanges: count((c) => c.details.machineChange),
    delayedOperations: count((c) => c.details.timeChange?.direction === 'delayed'),
    advancedOperations: count((c) => c.details.timeChange?.direction === 'advanced'),
    newOperations: count((c) => c.details.newOperation),
    removedOperations: count((c) => c.details.removedOperation),
    ...(withCauses
      ? {
          forcedOperations: count((c) => c.cause?.kind === 'forced'),
          knockOnOperations: count((c) => c.cause?.kind === 'knock_on'),
          improvementOperations: count((c) => c.cause?.kind === 'improvement'),
        }
      : {}),
  };
}

/**
 * What changed from the baseline schedule to the new one, operation by operation (matched by id):
 * work-center changes, start moves (delayed or advanced, at least `minShiftMinutes`), new and removed
 * operations, with their counts. Starts are minutes from the planning origin.
 */
export function summarizeChanges(
  baseline: ScheduleSnapshot,
  schedule: ScheduleSnapshot,
  options: SummarizeOptions = {},
): ScheduleChangesSummary {
  const minShiftMinutes = options.minShiftMinutes ?? 1;
  const before = new Map(baseline.operations.map((o) => [o.operationId, o]));
  const after = new Set(schedule.operations.map((o) => o.operationId));
  const changes: OperationChange[] = [];
  for (const operation of schedule.operations) {
    const previous = before.get(operation.operationId);
    if (previous) {
      const change = compareOperation(previous, operation, minShiftMinutes);
      if (change) changes.push(change);
      continue;
    }
    const added = changeOf(operation);
    added.changeTypes.push('new_operation');
    added.details.newOperation = { workCenterId: operation.workCenterId, startAt: operation.startAt };
    changes.push(added);
  }
  for (const operation of baseline.operations) {
    if (after.has(operation.operationId)) continue;
    const removed = changeOf(operation);
    removed.changeTypes.push('removed');
    removed.details.removedOperation = { workCenterId: operation.workCenterId };
    changes.push(removed);
  }
  const causes = options.causes;
  if (causes) {
    for (const change of changes) {
      const cause = causes.get(change.operationId);
      if (cause) change.cause = cause;
    }
    // Array.prototype.sort is stable: within a cause, changes keep the schedule's order.
    changes.sort((a, b) => rankOf(a) - rankOf(b));
  }
  return { hasChanges: changes.length > 0, stats: countChanges(changes, causes !== undefined), changes };
}
