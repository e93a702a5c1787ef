import type { ChangesSummary, ScheduleResult } from '@takt/contract';
import { formatDuration } from '../../i18n/duration.ts';
import { currentLocale, type Locale } from '../../i18n/locale.ts';
import { t } from '../../i18n/t.ts';
import { causeCounts } from './change-causes.ts';

type ScheduleChange = ChangesSummary['changes'][number];

/**
 * The KPIs as the tiles and replies show them: with a changes summary (the diff against the
 * baseline), machine changes is the summary's count, the figure of the panel's badge, so tile and
 * badge cannot disagree. A KPI the server did not send is not added.
 */
export function kpisWithChanges(
  kpis: ScheduleResult['kpis'],
  summary: ChangesSummary | null | undefined,
): ScheduleResult['kpis'] {
  if (!summary || !('machine_changes' in kpis)) return kpis;
  return { ...kpis, machine_changes: summary.summary_stats.machine_changes };
}

/**
 * The structured summary's counts, labelled (planning-workspaces §3 summary_stats), then, for a
 * repair, how many moves were forced, knock-on and improvements (issue 9).
 */
export function changeStats(summary: ChangesSummary): Array<{ key: string; label: string; count: number }> {
  const stats = summary.summary_stats;
  const spec = [
    { key: 'machine_changes', label: t('pp.stat.machine_changes'), count: stats.machine_changes },
    { key: 'delayed_operations', label: t('pp.stat.delayed_operations'), count: stats.delayed_operations },
    { key: 'advanced_operations', label: t('pp.stat.advanced_operations'), count: stats.advanced_operations },
    { key: 'new_operations', label: t('pp.stat.new_operations'), count: stats.new_operations },
    { key: 'removed_operations', label: t('pp.stat.removed_operations'), count: stats.removed_operations },
  ];
  const causes = causeCounts(summary);
  if (!causes) return spec;
  return [
    ...spec,
    { key: 'forced_operations', label: t('cause.stat.forced'), count: causes.forced },
    { key: 'knock_on_operations', label: t('cause.stat.knockOn'), count: causes.knock_on },
    { key: 'improvement_operations', label: t('cause.stat.improvement'), count: causes.improvement },
  ];
}

/** Whether the panel shows the structured summary (counts and a change list) or only the text. */
export function isStructuredSummary(summary: ChangesSummary): boolean {
  return summary.has_changes && summary.changes.length > 0;
}

/** A shift in minutes, with hours or days beside it once it is long enough to need them. */
function shiftText(minutes: number, locale: Locale): string {
  const exact = t('duration.minutes', { minutes }, locale);
  return Math.abs(minutes) >= 120 ? `${exact} (${formatDuration(minutes, locale)})` : exact;
}

/** One change as a planner reads it: what moved, from which machine to which, by how many minutes. */
export function describeChange(change: ScheduleChange, locale: Locale = currentLocale()): string {
  const parts: string[] = [];
  const { machine_change, time_change, new_operation, removed_operation } = change.details;
  if (machine_change)
    parts.push(t('change.machine', { from: machine_change.from, to: machine_change.to }, locale));
  if (time_change)
    parts.push(
      t(
        'change.shift',
        { direction: time_change.direction, amount: shiftText(time_change.shift_minutes, locale) },
        locale,
      ),
    );
  if (new_operation) parts.push(t('change.newOn', { workCenter: new_operation.work_center }, locale));
  if (removed_operation)
    parts.push(t('change.removedFrom', { workCenter: removed_operation.work_center }, locale));
  if (parts.length === 0)
    parts.push(change.change_type.map((type) => t('change.type', { type }, locale)).join(', '));
  return parts.join('; ');
}

/** The subject of a change: order (material), operation. */
export function changeSubject(change: ScheduleChange, locale: Locale = currentLocale()): string {
  const values = { order: change.order_id, operation: change.operation_id };
  return change.material
    ? t('change.subjectMaterial', { ...values, material: change.material }, locale)
    : t('change.subject', values, locale);
}
