import type { ChangesSummary, ScheduledOrder, ScheduleResult } from '@takt/contract';
import { type Schedule, summarizeChanges } from '@takt/engine';
import { describeSchedule, replyLanguageOf } from './describe-schedule.ts';
import type { ScheduleRunInput } from './run-input.ts';
import { changesText } from './schedule-phrases.ts';
import { timeAxis } from './time-axis.ts';

/** Repairs the assistant proposes: the planner applies them, or they change nothing. */
const PROPOSALS = new Set([
  'reschedule',
  'reschedule_breakdown',
  'reschedule_material_delay',
  'plan_rush_order',
]);

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The API's answer for a finished solve: orders for the Gantt chart, KPIs, changes and a text. */
export function composeScheduleResult(
  runId: string,
  input: ScheduleRunInput,
  schedule: Schedule,
): ScheduleResult {
  const axis = timeAxis(new Date(input.context.originMs));
  const completion = new Map(schedule.orders.map((o) => [o.orderId, o]));
  const byOrder = new Map<string, Schedule['operations']>();
  for (const op of schedule.operations) byOrder.set(op.orderId, [...(byOrder.get(op.orderId) ?? []), op]);

  const orders: ScheduledOrder[] = input.context.orders
    .filter((o) => byOrder.has(o.orderId))
    .map((o) => {
      const done = completion.get(o.orderId);
      return {
        order_id: o.orderId,
        material: o.material,
        quantity: o.quantity,
        due_date: o.dueDate,
        completion_time: done ? axis.toIso(done.completedAt) : null,
        tardiness_minutes: done?.tardinessMinutes ?? 0,
        is_late: done?.isLate ?? false,
        operations: (byOrder.get(o.orderId) ?? [])
          .sort((a, b) => a.startAt - b.startAt)
          .map((op) => ({
            operation_id: op.operationId.slice(o.orderId.length + 1),
            work_center: op.workCenterId,
            start_time: axis.toIso(op.startAt),
            end_time: axis.toIso(op.endAt),
            duration_mins: op.endAt - op.startAt,
            setup_minutes: op.setupMinutes,
            mold_id: op.moldId ?? null,
            is_frozen: op.isFrozen,
          })),
      };
    });

  const changes = changesSummary(input, schedule, axis.toIso);
  const lateOrders = orders
    .filter((o) => o.is_late)
    .sort((a, b) => (b.tardiness_minutes ?? 0) - (a.tardiness_minutes ?? 0))
    .map((o) => ({
      order_id: o.order_id,
      material: o.material,
      due_date: o.due_date,
      tardiness_minutes: o.tardiness_minutes ?? 0,
    }));
  const k = schedule.kpis;
  return {
    ...input.context.assistant,
    type: 'schedule',
    run_id: runId,
    text: describeSchedule({ input, schedule, orders, lateOrders, changes }),
    data: { orders },
    tool: input.context.tool,
    changes_summary: changes,
    kpis: {
      scheduled_orders: orders.length,
      scheduled_operations: schedule.operations.length,
      makespan_hours: round(k.makespanMinutes / 60),
      on_time_delivery: round(k.onTimeDeliveryPercent),
      late_orders: k.lateOrders,
      total_tardiness_hours: round(k.totalTardinessMinutes / 60),
      average_tardiness_hours: round(k.averageTardinessMinutes / 60),
      overall_utilization: round(k.overallUtilization * 100),
      setup_count: k.setupCount,
      setup_hours: round(k.setupHours),
      machine_changes: k.machineChanges,
      solver_times: {
        construction_ms: round(k.solverTimes.constructionMs),
        improvement_ms: round(k.solverTimes.improvementMs),
        total_ms: round(k.solverTimes.totalMs),
        iterations: k.solverTimes.iterations,
      },
    },
    late_orders: lateOrders,
    warnings: schedule.warnings.map((w) => ({ code: w.code, message: w.message })),
    ...(PROPOSALS.has(input.context.tool.name)
      ? {
          actions: [
            { label: 'Apply', action: 'apply_schedule', data: { run_id: runId } },
            { label: 'Discard', action: 'discard', data: { run_id: runId } },
          ],
        }
      : {}),
  };
}

function changesSummary(
  input: ScheduleRunInput,
  schedule: Schedule,
  toIso: (m: number) => string,
): ChangesSummary | null {
  if (input.context.comparison.length === 0) return null;
  const material = new Map(input.context.orders.map((o) => [o.orderId, o.material]));
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
  );
  return {
    ...summary,
    summary_text: changesText(replyLanguageOf(input), summary),
    changes: summary.changes.map((c) => ({
      ...c,
      operation_id: c.operation_id.slice(c.order_id.length + 1),
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
    })),
  };
}
