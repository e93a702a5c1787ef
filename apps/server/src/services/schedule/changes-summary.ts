import type { ChangesSummary, MoveCause as WireCause } from '@takt/contract';
import { type MoveCause, type Schedule, summarizeChanges } from '@takt/engine';
import { replyLanguageOf } from './describe-schedule.ts';
import type { ScheduleRunInput } from './run-input.ts';
import { changesText } from './schedule-phrases.ts';

type ToIso = (minutes: number) => string;
const short = (orderId: string, operationId: string) => operationId.slice(orderId.length + 1);

/**
 * The schedule-change summary against the comparison plan (planning-workspaces §3), with each move's
 * cause from the repair, forced moves first; null when there is nothing to compare with.
 */
export function changesSummary(
  input: ScheduleRunInput,
  schedule: Schedule,
  toIso: ToIso,
): ChangesSummary | null {
  if (input.context.comparison.length === 0) return null;
  const material = new Map(input.context.orders.map((o) => [o.orderId, o.material]));
  const causes = schedule.repair
    ? new Map(schedule.repair.moves.map((m) => [m.operationId, m.cause]))
    : undefined;
  const summary = summarizeChanges(
    { operations: input.context.comparison },
    {
      operations: schedule.operations.map((op) => ({
        operationId: op.operationId,
        orderId: op.orderId,
        material: material.get(op.orderId) ?? '',
        workCenterId: op.workCenterId,
        startAt: op.startAt,
      })),
    },
    causes ? { causes } : {},
  );
  return {
    ...summary,
    summary_text: changesText(replyLanguageOf(input), summary),
    changes: summary.changes.map((c) => ({
      order_id: c.order_id,
      ...(c.material === undefined ? {} : { material: c.material }),
      operation_id: short(c.order_id, c.operation_id),
      change_type: c.change_type,
      details: {
        ...(c.details.machine_change ? { machine_change: c.details.machine_change } : {}),
        ...(c.details.time_change
          ? {
              time_change: {
                ...c.details.time_change,
                old_start: toIso(c.details.time_change.old_start),
                new_start: toIso(c.details.time_change.new_start),
              },
            }
          : {}),
        ...(c.details.new_operation
          ? {
              new_operation: {
                work_center: c.details.new_operation.work_center,
                start_time: toIso(c.details.new_operation.start_time),
              },
            }
          : {}),
        ...(c.details.removed_operation ? { removed_operation: c.details.removed_operation } : {}),
      },
      ...(c.cause ? { cause: wireCause(c.cause, toIso) } : {}),
    })),
    ...(schedule.repair
      ? {
          improvements: schedule.repair.improvements.map((step) => ({
            step: step.step,
            order_id: step.orderId,
            operation_id: step.operationId,
            action: step.action,
            late_orders_gained: step.lateOrdersGained,
            tardiness_hours_gained: Math.round((step.tardinessMinutesGained / 60) * 10) / 10,
            moved_operations: step.movedOperations,
            machine_changes: step.machineChanges,
          })),
        }
      : {}),
  };
}

/** Operations in causes keep the engine's "order/operation" ids, which read as the planner writes them. */
function wireCause(cause: MoveCause, toIso: ToIso): WireCause {
  if (cause.kind === 'knock_on') return { kind: 'knock_on', chain: cause.chain };
  if (cause.kind === 'improvement') return { kind: 'improvement', step: cause.step };
  return {
    kind: 'forced',
    reason: cause.reason,
    ...(cause.workCenterId ? { work_center: cause.workCenterId } : {}),
    ...(cause.interval
      ? { window: { start_time: toIso(cause.interval.startAt), end_time: toIso(cause.interval.endAt) } }
      : {}),
  };
}
