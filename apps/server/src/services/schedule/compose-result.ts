import type { ScheduledOrder, ScheduleResult } from '@takt/contract';
import type { Schedule } from '@takt/engine';
import { t } from '../../i18n/translate.ts';
import { changesSummary } from './changes-summary.ts';
import { toolInLanguage } from './choose-tool.ts';
import { describeSchedule, replyLanguageOf } from './describe-schedule.ts';
import { changesSummaryToWire } from './plan-changes-wire.ts';
import { describePolicy } from './repair-policy.ts';
import type { ScheduleRunInput } from './run-input.ts';
import { schedulePhrases } from './schedule-phrases.ts';
import { timeAxis } from './time-axis.ts';
import { wordViolations } from './violation-reasons.ts';

/** Repairs the assistant proposes: the planner applies them, or they change nothing. */
const PROPOSALS = new Set([
  'reschedule',
  'reschedule_breakdown',
  'reschedule_material_delay',
  'plan_rush_order',
  'restore_machine',
  'add_shift',
  'move_operation',
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

  const changes = changesSummary(input, schedule);
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
  const isFeasible = schedule.violations.length === 0;
  // A what-if is compared like a proposal but can never be applied.
  const whatIf = input.context.whatIf === true;
  const isProposal = PROPOSALS.has(input.context.tool.name) && !whatIf;
  const repair = schedule.repair;
  const times = k.solverTimes;
  const searchTrace = {
    type: 'decision' as const,
    content: schedulePhrases(replyLanguageOf(input), input.context.timeZone).search(
      schedule.algorithm,
      times.iterations,
      Number.isFinite(times.workBudget) ? times.workBudget : null,
      times.stoppedBy,
      times.totalMs / 1000,
    ),
    details: { algorithm: schedule.algorithm, iterations: times.iterations, stopped_by: times.stoppedBy },
  };
  return {
    ...input.context.assistant,
    reasoning_trace: [...(input.context.assistant?.reasoning_trace ?? []), searchTrace],
    type: 'schedule',
    run_id: runId,
    plan_version: input.context.readFrom?.version ?? 0,
    text: `${whatIf ? `${whatIfNote(input)}\n\n` : ''}${describeSchedule({ input, schedule, orders, lateOrders, changes })}`,
    data: { orders },
    tool: toolInLanguage(input.context.tool, replyLanguageOf(input)),
    changes_summary: changes
      ? changesSummaryToWire(changes, {
          toIso: axis.toIso,
          language: replyLanguageOf(input),
          ...(repair ? { improvements: repair.improvements } : {}),
        })
      : null,
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
      // One figure: the diff's count when there is a comparison, so the tile and the badge agree.
      machine_changes: changes?.stats.machineChanges ?? k.machineChanges,
      solver_times: {
        construction_ms: round(k.solverTimes.constructionMs),
        improvement_ms: round(k.solverTimes.improvementMs),
        total_ms: round(k.solverTimes.totalMs),
        iterations: k.solverTimes.iterations,
        work_budget: Number.isFinite(k.solverTimes.workBudget) ? k.solverTimes.workBudget : null,
        stopped_by: k.solverTimes.stoppedBy,
      },
    },
    late_orders: lateOrders,
    warnings: schedule.warnings.map((w) => ({
      code: w.code,
      message: t(replyLanguageOf(input), 'schedule.warningText', {
        code: w.code,
        count: w.operationIds.length,
        limit: warningLimit(input, w.code),
        message: w.message,
      }),
    })),
    feasibility: {
      status: isFeasible ? 'feasible' : 'infeasible',
      violations: wordViolations(
        input.problem,
        schedule,
        replyLanguageOf(input),
        schedulePhrases(replyLanguageOf(input), input.context.timeZone),
        axis.toIso,
      ),
    },
    downtimes: input.context.downtimes.map((d) => ({
      work_center: d.workCenterId,
      start_time: axis.toIso(d.startAt),
      end_time: axis.toIso(d.endAt),
      kind: d.kind,
      is_new: d.isNew,
    })),
    baseline: {
      compared_with: changes ? input.context.comparedWith : 'none',
      is_proposal: isProposal,
    },
    repair: repair
      ? {
          ...describePolicy(repair.policy),
          forced_operations: repair.forcedOperations,
          right_shift_late_orders: repair.rightShift.lateOrders,
          ...(repair.fellBackToFree
            ? { fell_back_to_free: t(replyLanguageOf(input), 'repair.fellBackToFree') }
            : {}),
        }
      : null,
    // A plan that breaks a hard rule can be read, not applied.
    ...(isProposal && isFeasible
      ? {
          actions: [
            {
              label: t(replyLanguageOf(input), 'action.transferToSystem'),
              action: 'apply_schedule',
              data: { run_id: runId },
            },
            {
              label: t(replyLanguageOf(input), 'action.discard'),
              action: 'discard',
              data: { run_id: runId },
            },
          ],
        }
      : {}),
  };
}

/** The limit a stability warning names: the baseline's machine changes or start shift in minutes. */
function warningLimit(input: ScheduleRunInput, code: string): number {
  const baseline = input.problem.baseline;
  const limit =
    code === 'MACHINE_CHANGE_LIMIT_EXCEEDED' ? baseline?.maxMachineChanges : baseline?.maxStartShiftMinutes;
  return limit ?? 0;
}

/** The first line of a what-if reply: what it is, and that nothing is applied. */
function whatIfNote(input: ScheduleRunInput): string {
  return t(input.context.assistant?.language, 'whatIf.note');
}
