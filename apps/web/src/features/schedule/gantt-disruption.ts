import type { ChangesSummary, ScheduleResult } from '@takt/contract';
import { currentLocale, formatInterval, type Locale } from '../../i18n/locale.ts';
import { t } from '../../i18n/t.ts';
import { describeCause } from './change-causes.ts';
import { escapeHtml, type GanttData, type GanttDowntime } from './gantt-items.ts';

type Downtime = ScheduleResult['downtimes'][number];

function downtimeItems(downtimes: readonly Downtime[], locale: Locale, timeZone?: string): GanttDowntime[] {
  return downtimes.flatMap((downtime, index) => {
    const start = new Date(downtime.start_time);
    const end = new Date(downtime.end_time);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) return [];
    const lines = [
      t('pp.downtime.on', { kind: downtime.kind, workCenter: downtime.work_center }, locale),
      formatInterval(downtime.start_time, downtime.end_time, locale, timeZone),
    ];
    if (downtime.is_new) lines.push(t('pp.downtime.isNew', undefined, locale));
    return [
      {
        id: `downtime/${index}`,
        group: downtime.work_center,
        start,
        end,
        kind: downtime.kind,
        isNew: downtime.is_new,
        content: escapeHtml(t('pp.downtime', { kind: downtime.kind }, locale)),
        title: lines.map(escapeHtml).join('<br>'),
      },
    ];
  });
}

/**
 * The chart's data with the disruption drawn in (issue 9): each downtime shaded on its work
 * center's row (a row is added for a work center left with no bars), and each bar the repair
 * moved marked with its cause, which its hover text states.
 */
export function withDisruption(
  data: GanttData,
  downtimes: readonly Downtime[],
  summary: ChangesSummary | null,
  locale: Locale = currentLocale(),
  timeZone?: string,
): GanttData {
  const shaded = downtimeItems(downtimes, locale, timeZone);
  const changes = new Map(
    (summary?.changes ?? []).map((change) => [`${change.order_id}/${change.operation_id}`, change]),
  );
  const bars = data.bars.map((bar) => {
    const change = changes.get(`${bar.orderId}/${bar.operationId}`);
    if (!change?.cause) return bar;
    const cause = describeCause(change, summary?.improvements ?? [], locale);
    return {
      ...bar,
      cause: change.cause.kind,
      title: cause ? `${bar.title}<br>${escapeHtml(t('pp.barCause', { cause }, locale))}` : bar.title,
    };
  });
  const known = new Set(data.rows.map((row) => row.id));
  const extra = [...new Set(shaded.map((downtime) => downtime.group))].filter((id) => !known.has(id));
  const rows =
    extra.length === 0
      ? data.rows
      : [...data.rows.map((row) => row.id), ...extra]
          .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
          .map((id, index) => ({ id, content: escapeHtml(id), order: index }));
  return { ...data, rows, bars, downtimes: shaded };
}
