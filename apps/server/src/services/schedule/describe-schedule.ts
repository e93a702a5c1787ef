import type { ChangesSummary, ScheduledOrder } from '@takt/contract';
import type { Schedule } from '@takt/engine';
import type { ScheduleRunInput } from './run-input.ts';
import { type ReplyLanguage, schedulePhrases } from './schedule-phrases.ts';

const LISTED = 3;

export const replyLanguageOf = (input: ScheduleRunInput): ReplyLanguage =>
  input.context.assistant?.language === 'pt' ? 'pt' : 'en';

/** The answer in a planner's words, in the command's language: what was planned, what is late and why, what changed. */
export function describeSchedule(parts: {
  input: ScheduleRunInput;
  schedule: Schedule;
  orders: ScheduledOrder[];
  lateOrders: { order_id: string; material: string; tardiness_minutes: number }[];
  changes: ChangesSummary | null;
}): string {
  const { input, schedule, orders, lateOrders, changes } = parts;
  const p = schedulePhrases(replyLanguageOf(input));
  const originIso = new Date(input.context.originMs).toISOString();
  const workCenters = new Set(schedule.operations.map((o) => o.workCenterId)).size;
  const lines = [p.header(orders.length, schedule.operations.length, workCenters, originIso)];
  const disruption = input.context.disruption;
  if (disruption) lines.push(disruption.text, ...disruptionEffects(p, disruption, orders, changes));
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
      const c = r.constraints[r.constraints.length - 1];
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
  for (const w of schedule.warnings) lines.push(`⚠️ ${w.message}`);
  if (input.context.disruption || input.context.tool.name === 'reschedule') lines.push(p.proposal);
  return lines.join('\n\n');
}

/** What the disruption did to the plan: work moved off the machine, interrupted runs, the rush order's date. */
function disruptionEffects(
  p: ReturnType<typeof schedulePhrases>,
  disruption: NonNullable<ScheduleRunInput['context']['disruption']>,
  orders: ScheduledOrder[],
  changes: ChangesSummary | null,
): string[] {
  if (disruption.kind === 'breakdown' && disruption.workCenterId) {
    const moved = (changes?.changes ?? []).filter(
      (c) => c.details.machine_change?.from === disruption.workCenterId,
    );
    const targets = [...new Set(moved.map((c) => c.details.machine_change!.to))].join(', ');
    const lines = [p.moved(moved.length, disruption.workCenterId, targets)];
    if (disruption.interruptedOperations.length) lines.push(p.interrupted(disruption.interruptedOperations));
    return lines;
  }
  if (disruption.kind === 'rush_order' && disruption.orderId) {
    const rush = orders.find((o) => o.order_id === disruption.orderId);
    if (!rush?.completion_time || !disruption.dueDate) return [p.rushNoRouting(disruption.orderId)];
    const slack = (Date.parse(disruption.dueDate) - Date.parse(rush.completion_time)) / 60_000;
    return [p.rushReady(rush.completion_time, slack)];
  }
  return [];
}
