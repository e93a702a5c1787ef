import type { ChangesSummary, MoveCause as WireCause } from '@takt/contract';
import type { ImprovementStep, MoveCause, OperationChange, ScheduleChangesSummary } from '@takt/engine';
import { changesText, type ReplyLanguage } from './schedule-phrases.ts';

type ToIso = (minutes: number) => string;
type WireChange = ChangesSummary['changes'][number];

/** What the wire form needs beside the engine's summary. */
export interface ChangesWireContext {
  /** Minutes from the planning origin as ISO instants. */
  toIso: ToIso;
  /** The language of the summary line. */
  language: ReplyLanguage;
  /** A repair's improvement steps: sent when the schedule is a repair, even when it took none. */
  improvements?: readonly ImprovementStep[];
}

/**
 * The engine's schedule-change summary as the API sends it (planning-workspaces §3), the contract's
 * ChangesSummary that a result carries and an applied change records: operation ids short ("0010")
 * beside their order, starts as ISO instants, the one-line summary worded in `language`.
 */
export function changesSummaryToWire(
  summary: ScheduleChangesSummary,
  context: ChangesWireContext,
): ChangesSummary {
  const { stats } = summary;
  return {
    has_changes: summary.hasChanges,
    summary_text: changesText(context.language, summary),
    summary_stats: {
      machine_changes: stats.machineChanges,
      delayed_operations: stats.delayedOperations,
      advanced_operations: stats.advancedOperations,
      new_operations: stats.newOperations,
      removed_operations: stats.removedOperations,
      ...(stats.forcedOperations === undefined ? {} : { forced_operations: stats.forcedOperations }),
      ...(stats.knockOnOperations === undefined ? {} : { knock_on_operations: stats.knockOnOperations }),
      ...(stats.improvementOperations === undefined
        ? {}
        : { improvement_operations: stats.improvementOperations }),
    },
    changes: summary.changes.map((change) => changeToWire(change, context.toIso)),
    ...(context.improvements
      ? {
          improvements: context.improvements.map((step) => ({
            step: step.step,
            order_id: step.orderId,
            operation_id: step.operationId,
            action: step.action,
            late_orders_gained: step.lateOrdersGained,
            tardiness_hours_gained: tardinessHours(step),
            moved_operations: step.movedOperations,
            machine_changes: step.machineChanges,
          })),
        }
      : {}),
  };
}

/** Hours of tardiness an improvement removed, to a tenth: the figure the panel and the reply show. */
export function tardinessHours(step: ImprovementStep): number {
  return Math.round((step.tardinessMinutesGained / 60) * 10) / 10;
}

/** The engine's operation ids are "order/operation"; the wire names the operation beside its order. */
const shortId = (orderId: string, operationId: string) => operationId.slice(orderId.length + 1);

function changeToWire(change: OperationChange, toIso: ToIso): WireChange {
  const { machineChange, timeChange, newOperation, removedOperation } = change.details;
  return {
    order_id: change.orderId,
    ...(change.material === undefined ? {} : { material: change.material }),
    operation_id: shortId(change.orderId, change.operationId),
    change_type: change.changeTypes,
    details: {
      ...(machineChange
        ? { machine_change: { from: machineChange.fromWorkCenterId, to: machineChange.toWorkCenterId } }
        : {}),
      ...(timeChange
        ? {
            time_change: {
              old_start: toIso(timeChange.oldStartAt),
              new_start: toIso(timeChange.newStartAt),
              direction: timeChange.direction,
              shift_minutes: timeChange.shiftMinutes,
            },
          }
        : {}),
      ...(newOperation
        ? {
            new_operation: {
              work_center: newOperation.workCenterId,
              start_time: toIso(newOperation.startAt),
            },
          }
        : {}),
      ...(removedOperation ? { removed_operation: { work_center: removedOperation.workCenterId } } : {}),
    },
    ...(change.cause ? { cause: causeToWire(change.cause, toIso) } : {}),
  };
}

/** Operations in causes keep the engine's "order/operation" ids, which read as the planner writes them. */
function causeToWire(cause: MoveCause, toIso: ToIso): WireCause {
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
