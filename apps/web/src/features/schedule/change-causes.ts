import type { ChangesSummary, MoveCause } from '@takt/contract';
import { currentLocale, formatInterval, formatMoment, type Locale } from '../../i18n/locale.ts';
import { t } from '../../i18n/t.ts';

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

function forcedText(cause: MoveCause, locale: Locale): string {
  const workCenter = cause.work_center ?? '';
  const say = (key: Parameters<typeof t>[0], values?: Record<string, string>) => t(key, values, locale);
  switch (cause.reason) {
    case 'downtime':
      return cause.window
        ? say('cause.forced.downtimeWindow', {
            workCenter,
            window: formatInterval(cause.window.start_time, cause.window.end_time, locale),
          })
        : say('cause.forced.downtime', { workCenter });
    case 'material':
      return cause.window
        ? say('cause.forced.materialUntil', { until: formatMoment(cause.window.start_time, locale) })
        : say('cause.forced.material');
    case 'calendar':
      return say('cause.forced.calendar', { workCenter });
    case 'not_eligible':
      return say('cause.forced.notEligible', { workCenter });
    case 'start_passed':
      return say('cause.forced.startPassed');
    case 'interrupted':
      return say('cause.forced.interrupted', { workCenter });
    case 'new_operation':
      return say('cause.forced.newOperation');
    case 'requested':
      return say('cause.forced.requested', { workCenter });
    default:
      return say('cause.forced.unknown');
  }
}

/**
 * A knock-on move's pushers: `chain` runs from the forced or improved operation to this one, so
 * the one just before this operation pushed it, and the first one started the chain.
 */
function knockOnText(change: ScheduleChange, chain: readonly string[], locale: Locale): string {
  const self = `${change.order_id}/${change.operation_id}`;
  const pushers = chain.filter((id) => id !== self);
  const pusher = pushers.at(-1);
  if (!pusher) return t('cause.knockOnUnknown', undefined, locale);
  const root = pushers[0] !== pusher ? pushers[0] : undefined;
  return root ? t('cause.knockOnRoot', { pusher, root }, locale) : t('cause.knockOn', { pusher }, locale);
}

/** What an improvement step bought and what it cost: "step 2: brings order 1033 on time, −1 late order ...". */
export function improvementText(
  step: number,
  improvements: readonly ImprovementStep[],
  locale: Locale,
): string {
  const taken = improvements.find((improvement) => improvement.step === step);
  if (!taken) return t('cause.improvement.unknown', { step }, locale);
  const order = taken.order_id;
  const parts = [
    t(
      taken.late_orders_gained > 0 ? 'cause.improvement.onTime' : 'cause.improvement.lessLate',
      { order },
      locale,
    ),
  ];
  if (taken.late_orders_gained > 0)
    parts.push(t('cause.improvement.lateOrders', { count: taken.late_orders_gained }, locale));
  if (taken.tardiness_hours_gained > 0)
    parts.push(t('cause.improvement.tardiness', { hours: taken.tardiness_hours_gained }, locale));
  parts.push(
    t(
      'cause.improvement.costs',
      { moves: taken.moved_operations, machineChanges: taken.machine_changes },
      locale,
    ),
  );
  return t('cause.improvement.step', { step, parts: parts.join(', ') }, locale);
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
  if (cause.kind === 'forced') return forcedText(cause, inLocale);
  if (cause.kind === 'knock_on') return knockOnText(change, cause.chain ?? [], inLocale);
  return cause.step === undefined
    ? t('cause.group', { group: 'improvement' }, inLocale)
    : improvementText(cause.step, improvements, inLocale);
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
