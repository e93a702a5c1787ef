import type { ChangesSummary, MoveCause } from '@takt/contract';
import { currentLocale, formatInterval, formatMoment, formatNumber, type Locale } from '../../i18n/locale.ts';
import { type Messages, messagesFor } from '../../i18n/messages.ts';

type ScheduleChange = ChangesSummary['changes'][number];
type ImprovementStep = NonNullable<ChangesSummary['improvements']>[number];

/** A change's cause group: the three kinds of a repair, and `other` for a change without a cause. */
export type CauseGroup = MoveCause['kind'] | 'other';

/** Forced moves first, then what they pushed, then the optional improvements (issue 9). */
export const CAUSE_GROUPS: readonly CauseGroup[] = ['forced', 'knock_on', 'improvement', 'other'];

export function causeGroupOf(change: ScheduleChange): CauseGroup {
  return change.cause?.kind ?? 'other';
}

/** The changes in cause order (forced, knock-on, improvement, others), each group in the server's order. */
export function changesByCause(changes: readonly ScheduleChange[]): ScheduleChange[] {
  const rank = (change: ScheduleChange) => CAUSE_GROUPS.indexOf(causeGroupOf(change));
  return [...changes].sort((a, b) => rank(a) - rank(b));
}

/** The non-empty cause groups with their changes, in cause order. */
export function causeGroups(
  changes: readonly ScheduleChange[],
): Array<{ group: CauseGroup; changes: ScheduleChange[] }> {
  return CAUSE_GROUPS.map((group) => ({
    group,
    changes: changes.filter((change) => causeGroupOf(change) === group),
  })).filter((entry) => entry.changes.length > 0);
}

/** Whether any change carries a cause, so that the changes are worth grouping by it. */
export function hasCauses(summary: ChangesSummary): boolean {
  return summary.changes.some((change) => change.cause !== undefined);
}

function forcedText(cause: MoveCause, m: Messages, locale: Locale): string {
  const workCenter = cause.work_center ?? '';
  const forced = m.cause.forced;
  switch (cause.reason) {
    case 'downtime':
      return forced.downtime(
        workCenter,
        cause.window ? formatInterval(cause.window.start_time, cause.window.end_time, locale) : '',
      );
    case 'material':
      return forced.material(cause.window ? formatMoment(cause.window.start_time, locale) : '');
    case 'calendar':
      return forced.calendar(workCenter);
    case 'not_eligible':
      return forced.not_eligible(workCenter);
    case 'start_passed':
      return forced.start_passed();
    case 'interrupted':
      return forced.interrupted(workCenter);
    case 'new_operation':
      return forced.new_operation();
    default:
      return forced.unknown();
  }
}

/**
 * A knock-on move's pushers: `chain` runs from the forced or improved operation to this one, so
 * the one just before this operation pushed it, and the first one started the chain.
 */
function knockOnText(change: ScheduleChange, chain: readonly string[], m: Messages): string {
  const self = `${change.order_id}/${change.operation_id}`;
  const pushers = chain.filter((id) => id !== self);
  const pusher = pushers.at(-1);
  if (!pusher) return m.cause.knockOnUnknown;
  const root = pushers[0] !== pusher ? (pushers[0] ?? null) : null;
  return m.cause.knockOn(pusher, root);
}

/** What an improvement step bought and what it cost: "step 2: brings order 1033 on time, −1 late order ...". */
export function improvementText(
  step: number,
  improvements: readonly ImprovementStep[],
  m: Messages,
  locale: Locale,
): string {
  const taken = improvements.find((improvement) => improvement.step === step);
  if (!taken) return m.cause.improvement.unknown(step);
  const words = m.cause.improvement;
  const parts = [
    taken.late_orders_gained > 0 ? words.onTime(taken.order_id) : words.lessLate(taken.order_id),
  ];
  if (taken.late_orders_gained > 0)
    parts.push(words.lateOrders(formatNumber(taken.late_orders_gained, locale)));
  if (taken.tardiness_hours_gained > 0) {
    parts.push(words.tardiness(formatNumber(taken.tardiness_hours_gained, locale)));
  }
  parts.push(
    words.costs(formatNumber(taken.moved_operations, locale), formatNumber(taken.machine_changes, locale)),
  );
  return words.step(step, parts.join(', '));
}

/** Why a change was made, in the planner's words; null when the change carries no cause. */
export function describeCause(
  change: ScheduleChange,
  improvements: readonly ImprovementStep[] = [],
  locale?: Locale,
): string | null {
  const cause = change.cause;
  if (!cause) return null;
  const inLocale = locale ?? currentLocale();
  const m = messagesFor(inLocale);
  if (cause.kind === 'forced') return forcedText(cause, m, inLocale);
  if (cause.kind === 'knock_on') return knockOnText(change, cause.chain ?? [], m);
  return cause.step === undefined
    ? m.cause.group.improvement
    : improvementText(cause.step, improvements, m, inLocale);
}

/** The cause counts of the summary, when the server sent them (a repair's summary). */
export function causeCounts(
  summary: ChangesSummary,
): { forced: number; knock_on: number; improvement: number } | null {
  const stats = summary.summary_stats;
  if (stats.forced_operations === undefined && !hasCauses(summary)) return null;
  const counted = (group: CauseGroup) =>
    summary.changes.filter((change) => causeGroupOf(change) === group).length;
  return {
    forced: stats.forced_operations ?? counted('forced'),
    knock_on: stats.knock_on_operations ?? counted('knock_on'),
    improvement: stats.improvement_operations ?? counted('improvement'),
  };
}
