import type { ScheduledOrder } from '@takt/contract';
import { holdingConstraint, type Schedule, type ScheduleChangesSummary } from '@takt/engine';
import { moveLines } from './move-lines.ts';
import { tardinessHours } from './plan-changes-wire.ts';
import { tellRepairStory } from './repair-story.ts';
import type { ScheduleRunInput } from './run-input.ts';
import { type ReplyLanguage, schedulePhrases } from './schedule-phrases.ts';
import { timeAxis } from './time-axis.ts';
import { wordViolations } from './violation-reasons.ts';

const LISTED = 3;

export const replyLanguageOf = (input: ScheduleRunInput): ReplyLanguage =>
  input.context.assistant?.language === 'pt' ? 'pt' : 'en';

/** The answer in a planner's words, in the command's language: what was planned, what is late and why, what changed. */
export function describeSchedule(parts: {
  input: ScheduleRunInput;
  schedule: Schedule;
  orders: ScheduledOrder[];
  lateOrders: { order_id: string; material: string; tardiness_minutes: number }[];
  changes: ScheduleChangesSummary | null;
}): string {
  const { input, schedule, orders, lateOrders, changes } = parts;
  const p = schedulePhrases(replyLanguageOf(input), input.context.timeZone);
  const originIso = new Date(input.context.originMs).toISOString();
  const workCenters = new Set(schedule.operations.map((o) => o.workCenterId)).size;
  const lines = [p.header(orders.length, schedule.operations.length, workCenters, originIso)];
  const disruption = input.context.disruption;
  if (schedule.violations.length)
    lines.push(
      p.breaksRules(
        schedule.violations.length,
        wordViolations(input.problem, schedule, replyLanguageOf(input), p, (m) =>
          new Date(input.context.originMs + m * 60_000).toISOString(),
        )
          .slice(0, LISTED)
          .map((v) => (v.reason ? `${v.message} — ${v.reason}` : v.message))
          .join('; '),
        p.more(schedule.violations.length, LISTED),
      ),
    );
  if (disruption) lines.push(disruption.text, ...disruptionEffects(p, disruption, orders));
  if (schedule.repair && changes) lines.push(...repairLines(p, input, schedule, changes));
  if (disruption)
    lines.push(
      ...moveLines(p, disruption, schedule, changes, timeAxis(new Date(input.context.originMs)).toIso),
    );
  if (lateOrders.length === 0) lines.push(p.allOnTime);
  else {
    const worst = lateOrders
      .slice(0, LISTED)
      .map((o) => p.lateItem(o.order_id, o.material, o.tardiness_minutes));
    lines.push(p.late(lateOrders.length, worst.join(', '), p.more(lateOrders.length, LISTED)));
  }
  const waiting = input.context.releases.filter((r) => r.releaseAt > 0);
  if (waiting.length) {
    const first = waiting.slice(0, LISTED).map((r) => {
      const c = holdingConstraint(r);
      const source = c?.coveredBy === 'lead_time' ? p.newPurchase : (c?.coveredBy ?? '');
      const until = new Date(input.context.originMs + r.releaseAt * 60_000).toISOString();
      return p.waitItem(r.orderId, c?.itemId ?? '', source, until);
    });
    lines.push(p.waiting(waiting.length, first.join('; '), p.more(waiting.length, LISTED)));
  }
  const unplanned = input.context.ordersWithoutOperations;
  if (unplanned.length)
    lines.push(
      p.unplanned(unplanned.length, `${unplanned.slice(0, 5).join(', ')}${p.more(unplanned.length, 5)}`),
    );
  if (input.context.implicitWorkCenters.length)
    lines.push(p.noCalendar(input.context.implicitWorkCenters.join(', ')));
  const k = schedule.kpis;
  lines.push(p.setups(k.setupCount, k.setupHours, k.overallUtilization * 100));
  if (changes) lines.push(p.against(input.context.comparedWith === 'client_baseline', changes));
  for (const w of schedule.warnings) {
    const baseline = input.problem.baseline;
    const limit =
      w.code === 'MACHINE_CHANGE_LIMIT_EXCEEDED'
        ? baseline?.maxMachineChanges
        : baseline?.maxStartShiftMinutes;
    lines.push(p.warning(w.code, w.operationIds.length, limit ?? 0, w.message));
  }
  // Whether the plan is a proposal is `baseline.is_proposal`, not a sentence that would stay behind
  // after the planner transfers it.
  return lines.join('\n\n');
}

/** The repair in counts from the changes summary (the same figures the panel shows), forced moves first. */
function repairLines(
  p: ReturnType<typeof schedulePhrases>,
  input: ScheduleRunInput,
  schedule: Schedule,
  changes: ScheduleChangesSummary,
): string[] {
  const disruption = input.context.disruption;
  const { toIso } = timeAxis(new Date(input.context.originMs));
  const stats = changes.stats;
  const forced = changes.changes.flatMap((change) =>
    change.cause?.kind === 'forced' ? [{ change, cause: change.cause }] : [],
  );
  const kept = schedule.operations.filter((o) => !o.isFrozen).length - changes.changes.length;
  const lines = [
    p.repairCounts(
      stats.forcedOperations ?? 0,
      stats.knockOnOperations ?? 0,
      schedule.repair?.improvements.length ?? 0,
      Math.max(0, kept),
      schedule.repair?.policy.stability ?? 'balanced',
    ),
  ];
  const story = tellRepairStory(changes, disruption);
  if (disruption && story.fromStalePlan.forced > 0)
    lines.push(
      p.stalePlan(story.fromStalePlan.forced, story.fromStalePlan.pushed, story.fromStalePlan.byReason),
    );
  if (forced.length) {
    const items = forced.slice(0, LISTED).map(({ change, cause }) => {
      const window = cause.interval;
      const from = window ? p.when(toIso(window.startAt)) : '';
      const to = window ? p.when(toIso(window.endAt)).slice(-5) : '';
      return p.forcedItem(change.operationId, cause.reason, cause.workCenterId ?? '', from, to);
    });
    lines.push(p.forcedList(items.join('; '), p.more(forced.length, LISTED)));
  }
  for (const step of (schedule.repair?.improvements ?? []).slice(0, LISTED)) {
    if (step.action === 'replan') continue;
    lines.push(
      p.improvementItem(
        step.step,
        step.orderId,
        step.lateOrdersGained,
        tardinessHours(step),
        step.movedOperations,
      ),
    );
  }
  return lines;
}

/** What the disruption did to the plan: interrupted runs, the rush order's date. */
function disruptionEffects(
  p: ReturnType<typeof schedulePhrases>,
  disruption: NonNullable<ScheduleRunInput['context']['disruption']>,
  orders: ScheduledOrder[],
): string[] {
  if (disruption.kind === 'breakdown' && disruption.workCenterId) {
    return disruption.interruptedOperations.length ? [p.interrupted(disruption.interruptedOperations)] : [];
  }
  if (disruption.kind === 'rush_order' && disruption.orderId) {
    const rush = orders.find((o) => o.order_id === disruption.orderId);
    if (!rush?.completion_time || !disruption.dueDate) return [p.rushNoRouting(disruption.orderId)];
    const slack = (Date.parse(disruption.dueDate) - Date.parse(rush.completion_time)) / 60_000;
    return [p.rushReady(rush.completion_time, slack)];
  }
  return [];
}
