import type { ChangesSummary, ScheduledOrder } from '@takt/contract';
import type { Schedule } from '@takt/engine';
import type { ScheduleRunInput } from './run-input.ts';

const DAY_MINUTES = 24 * 60;
const LISTED = 3;

function duration(minutes: number): string {
  if (minutes >= DAY_MINUTES) return `${(minutes / DAY_MINUTES).toFixed(1)} days`;
  if (minutes >= 60) return `${(minutes / 60).toFixed(1)} h`;
  return `${Math.round(minutes)} min`;
}

const more = (count: number) => (count > LISTED ? `, and ${count - LISTED} more` : '');

function when(iso: string): string {
  const d = new Date(iso);
  return `${d.toUTCString().slice(0, 11)} ${d.toISOString().slice(11, 16)}`;
}

/** The answer in a planner's words: what was planned, what is late and why, what changed. */
export function describeSchedule(parts: {
  input: ScheduleRunInput;
  schedule: Schedule;
  orders: ScheduledOrder[];
  lateOrders: { order_id: string; material: string; tardiness_minutes: number }[];
  changes: ChangesSummary | null;
}): string {
  const { input, schedule, orders, lateOrders, changes } = parts;
  const workCenters = new Set(schedule.operations.map((o) => o.workCenterId)).size;
  const lines = [
    `**Schedule**: ${orders.length} open orders, ${schedule.operations.length} operations on ${workCenters} work centers, from ${when(new Date(input.context.originMs).toISOString())} (UTC).`,
  ];
  const disruption = input.context.disruption;
  if (disruption) lines.push(disruption.text, ...disruptionEffects(disruption, orders, changes));
  if (lateOrders.length === 0) lines.push('Every order finishes by its due date.');
  else {
    const worst = lateOrders
      .slice(0, LISTED)
      .map((o) => `${o.order_id} (${o.material}) ${duration(o.tardiness_minutes)} late`)
      .join(', ');
    lines.push(
      `${lateOrders.length} ${lateOrders.length === 1 ? 'order is' : 'orders are'} late: ${worst}${more(lateOrders.length)}.`,
    );
  }
  const waiting = input.context.releases.filter((r) => r.releaseAt > 0);
  if (waiting.length) {
    const first = waiting
      .slice(0, LISTED)
      .map((r) => {
        const c = r.constraints[r.constraints.length - 1];
        const source = c?.coveredBy === 'lead_time' ? 'a new purchase' : c?.coveredBy;
        return `${r.orderId} waits for ${c?.itemId} (${source}) until ${when(new Date(input.context.originMs + r.releaseAt * 60_000).toISOString())}`;
      })
      .join('; ');
    lines.push(
      `${waiting.length} ${waiting.length === 1 ? 'order waits' : 'orders wait'} for material: ${first}${more(waiting.length)}.`,
    );
  }
  const unplanned = input.context.ordersWithoutOperations;
  if (unplanned.length) {
    lines.push(
      `${unplanned.length} open ${unplanned.length === 1 ? 'order has' : 'orders have'} no operations and could not be planned: ${unplanned.slice(0, 5).join(', ')}${unplanned.length > 5 ? ', ...' : ''}.`,
    );
  }
  if (input.context.implicitWorkCenters.length) {
    lines.push(
      `No calendar is known for ${input.context.implicitWorkCenters.join(', ')}: planned as available around the clock.`,
    );
  }
  const k = schedule.kpis;
  lines.push(
    `${k.setupCount} setups (${k.setupHours.toFixed(1)} h); overall utilization ${(k.overallUtilization * 100).toFixed(0)}%.`,
  );
  if (changes) {
    const against =
      input.context.comparedWith === 'client_baseline' ? 'your previous schedule' : 'the released plan';
    lines.push(`Against ${against}: ${changes.summary_text}`);
  }
  for (const w of schedule.warnings) lines.push(`⚠️ ${w.message}`);
  if (input.context.disruption || input.context.tool.name === 'reschedule') {
    lines.push('This is a proposal: nothing changes in the plan until you apply it.');
  }
  return lines.join('\n\n');
}

/** What the disruption did to the plan: work moved off the machine, interrupted runs, the rush order's date. */
function disruptionEffects(
  disruption: NonNullable<ScheduleRunInput['context']['disruption']>,
  orders: ScheduledOrder[],
  changes: ChangesSummary | null,
): string[] {
  if (disruption.kind === 'breakdown' && disruption.workCenterId) {
    const moved = (changes?.changes ?? []).filter(
      (c) => c.details.machine_change?.from === disruption.workCenterId,
    );
    const targets = [...new Set(moved.map((c) => c.details.machine_change!.to))].join(', ');
    const lines = [
      moved.length
        ? `${moved.length} ${moved.length === 1 ? 'operation moved' : 'operations moved'} off ${disruption.workCenterId}${targets ? ` to ${targets}` : ''}.`
        : `No operation had to leave ${disruption.workCenterId}.`,
    ];
    if (disruption.interruptedOperations.length) {
      lines.push(
        `${disruption.interruptedOperations.length} running operation(s) interrupted and planned again: ${disruption.interruptedOperations.join(', ')}.`,
      );
    }
    return lines;
  }
  if (disruption.kind === 'rush_order' && disruption.orderId) {
    const rush = orders.find((o) => o.order_id === disruption.orderId);
    if (!rush?.completion_time || !disruption.dueDate)
      return [`Rush order ${disruption.orderId} could not be planned: its material has no routing.`];
    const slack = (Date.parse(disruption.dueDate) - Date.parse(rush.completion_time)) / 60_000;
    return [
      slack >= 0
        ? `It can be ready ${when(rush.completion_time)}, ${duration(slack)} before the wanted date.`
        : `It can be ready ${when(rush.completion_time)} at the earliest: ${duration(-slack)} after the wanted date.`,
    ];
  }
  return [];
}
