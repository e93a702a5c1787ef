import type { MoveCause } from '../scheduler/repair/model.ts';
import type { OperationChange, PlannedOperation, ScheduleChangesSummary, ScheduleSnapshot } from './model.ts';

export interface SummarizeOptions {
  /** Start moves smaller than this many minutes are not changes; default 1. */
  minShiftMinutes?: number;
  /** Why each operation moved (a repair's report): changes carry it and are listed forced first. */
  causes?: ReadonlyMap<string, MoveCause>;
}

const CAUSE_RANK = { forced: 0, knock_on: 1, improvement: 2 } as const;

function compareOperation(
  before: PlannedOperation,
  after: PlannedOperation,
  minShiftMinutes: number,
): OperationChange | undefined {
  const change: OperationChange = {
    order_id: after.orderId,
    ...(after.material === undefined ? {} : { material: after.material }),
    operation_id: after.operationId,
    change_type: [],
    details: {},
  };
  if (before.workCenterId !== after.workCenterId) {
    change.change_type.push('machine_change');
    change.details.machine_change = { from: before.workCenterId, to: after.workCenterId };
  }
  const shift = after.startAt - before.startAt;
  if (Math.abs(shift) >= minShiftMinutes && shift !== 0) {
    change.change_type.push('time_change');
    change.details.time_change = {
      old_start: before.startAt,
      new_start: after.startAt,
      direction: shift > 0 ? 'delayed' : 'advanced',
      shift_minutes: Math.abs(shift),
    };
  }
  return change.change_type.length > 0 ? change : undefined;
}

const rankOf = (change: OperationChange) => (change.cause ? CAUSE_RANK[change.cause.kind] : 3);

function describe(count: number, singular: string, plural: string): string | undefined {
  return count > 0 ? `${count} ${count === 1 ? singular : plural}` : undefined;
}

function summaryText(stats: ScheduleChangesSummary['summary_stats'], changedOperations: number): string {
  if (changedOperations === 0) return 'No changes to the schedule.';
  const parts = [
    describe(stats.machine_changes, 'machine change', 'machine changes'),
    describe(stats.delayed_operations, 'operation delayed', 'operations delayed'),
    describe(stats.advanced_operations, 'operation advanced', 'operations advanced'),
    describe(stats.new_operations, 'new operation', 'new operations'),
    describe(stats.removed_operations, 'operation removed', 'operations removed'),
  ].filter((part) => part !== undefined);
  return `${changedOperations} ${changedOperations === 1 ? 'operation' : 'operations'} changed: ${parts.join(', ')}.`;
}

/**
 * What changed from the baseline schedule to the new one, operation by operation (matched by id):
 * work-center changes, start moves (delayed or advanced, at least `minShiftMinutes`), new and removed
 * operations, with counts and a one-line text. Starts are minutes from the planning origin.
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
    const change = previous
      ? compareOperation(previous, operation, minShiftMinutes)
      : {
          order_id: operation.orderId,
          ...(operation.material === undefined ? {} : { material: operation.material }),
          operation_id: operation.operationId,
          change_type: ['new_operation' as const],
          details: { new_operation: { work_center: operation.workCenterId, start_time: operation.startAt } },
        };
    if (change) changes.push(change);
  }
  for (const operation of baseline.operations) {
    if (after.has(operation.operationId)) continue;
    changes.push({
      order_id: operation.orderId,
      ...(operation.material === undefined ? {} : { material: operation.material }),
      operation_id: operation.operationId,
      change_type: ['removed'],
      details: { removed_operation: { work_center: operation.workCenterId } },
    });
  }
  const causes = options.causes;
  if (causes) {
    for (const change of changes) {
      const cause = causes.get(change.operation_id);
      if (cause) change.cause = cause;
    }
    // Array.prototype.sort is stable: within a cause, changes keep the schedule's order.
    changes.sort((a, b) => rankOf(a) - rankOf(b));
  }
  const stats = {
    machine_changes: changes.filter((c) => c.details.machine_change).length,
    delayed_operations: changes.filter((c) => c.details.time_change?.direction === 'delayed').length,
    advanced_operations: changes.filter((c) => c.details.time_change?.direction === 'advanced').length,
    new_operations: changes.filter((c) => c.details.new_operation).length,
    removed_operations: changes.filter((c) => c.details.removed_operation).length,
    ...(causes
      ? {
          forced_operations: changes.filter((c) => c.cause?.kind === 'forced').length,
          knock_on_operations: changes.filter((c) => c.cause?.kind === 'knock_on').length,
          improvement_operations: changes.filter((c) => c.cause?.kind === 'improvement').length,
        }
      : {}),
  };
  return {
    has_changes: changes.length > 0,
    summary_text: summaryText(stats, changes.length),
    summary_stats: stats,
    changes,
  };
}
