import type { ChangesSummary, ScheduleResult } from '@takt/contract';
import { currentLocale, formatInterval, type Locale } from '../../i18n/locale.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { describeCause } from './change-causes.ts';
import { escapeHtml, type GanttData, type GanttDowntime } from './gantt-items.ts';

type Downtime = ScheduleResult['downtimes'][number];

function downtimeItems(downtimes: readonly Downtime[], locale: Locale, timeZone?: string): GanttDowntime[] {
  const words = messagesFor(locale).gantt.downtime;
  return downtimes.flatMap((downtime, index) => {
    const start = new Date(downtime.start_time);
    const end = new Date(downtime.end_time);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) return [];
    const kind = words[downtime.kind];
    const lines = [
      words.on(kind, downtime.work_center),
      formatInterval(downtime.start_time, downtime.end_time, locale, timeZone),
    ];
    if (downtime.is_new) lines.push(words.isNew);
    return [
      {
        id: `downtime/${index}`,
        group: downtime.work_center,
        start,
        end,
        kind: downtime.kind,
        isNew: downtime.is_new,
        content: escapeHtml(kind),
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
  const words = messagesFor(locale).gantt;
  const bars = data.bars.map((bar) => {
    const change = changes.get(`${bar.orderId}/${bar.operationId}`);
    if (!change?.cause) return bar;
    const cause = describeCause(change, summary?.improvements ?? [], locale);
    return {
      ...bar,
      cause: change.cause.kind,
      title: cause ? `${bar.title}<br>${escapeHtml(words.barCause(cause))}` : bar.title,
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
