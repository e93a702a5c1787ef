import type { MoveCause, ScheduledOrder } from '@takt/contract';
import { currentLocale } from '../../i18n/locale.ts';
import { plantUtcOffsetMinutes } from '../../i18n/plant-time.ts';
import { t } from '../../i18n/t.ts';
import { formatMinutes } from './schedule-format.ts';

/** Gantt limits of assistant-and-gantt §9: zoom between 30 minutes and 7 days, item margin 10. */
export const GANTT_HEIGHT = '400px';
export const GANTT_ZOOM_MIN_MS = 30 * 60 * 1000;
export const GANTT_ZOOM_MAX_MS = 7 * 24 * 60 * 60 * 1000;
export const GANTT_ITEM_MARGIN = 10;

/** Bars take the colour of their order, or say whether their order is late. */
export type GanttColorMode = 'order' | 'lateness';

/** A row of the chart: one work center. */
export interface GanttRow {
  id: string;
  content: string;
  order: number;
}

/**
 * One bar: one operation on its work center over [start, end). The setup comes first and takes
 * `setupShare` percent of the bar's length.
 */
export interface GanttBar {
  id: string;
  group: string;
  start: Date;
  end: Date;
  orderId: string;
  operationId: string;
  orderIndex: number;
  isLate: boolean;
  /** Why the repair moved this operation, when it did (issue 9): forced bars stand out, knock-on ones less. */
  cause: MoveCause['kind'] | null;
  setupMinutes: number;
  setupShare: number;
  /** The bar's label, HTML-escaped. */
  content: string;
  /** The hover text, HTML-escaped lines joined by <br>. */
  title: string;
}

/** A downtime or maintenance window shaded on its work center's row over [start, end). */
export interface GanttDowntime {
  id: string;
  group: string;
  start: Date;
  end: Date;
  kind: 'breakdown' | 'maintenance' | 'other';
  isNew: boolean;
  /** The shading's label, HTML-escaped. */
  content: string;
  /** The hover text, HTML-escaped lines joined by <br>. */
  title: string;
}

export interface GanttData {
  rows: GanttRow[];
  bars: GanttBar[];
  downtimes: GanttDowntime[];
  skippedCount: number;
}

type ScheduledOperation = ScheduledOrder['operations'][number];

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** vis-timeline renders content and title as HTML: order and material names are escaped first. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function parsedDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Why an operation cannot be drawn (assistant-and-gantt §5), or null when it can. */
function undrawableReason(operation: Partial<ScheduledOperation>): string | null {
  if (!operation.work_center) return 'no work center';
  if (!operation.start_time) return 'no start time';
  if (!operation.end_time) return 'no end time';
  if (!parsedDate(operation.start_time)) return `unparseable start time '${operation.start_time}'`;
  if (!parsedDate(operation.end_time)) return `unparseable end time '${operation.end_time}'`;
  return null;
}

/** The hover text of a bar: order, material, quantity, operation and duration in mins (assistant-and-gantt §2). */
export function barTooltipLines(order: ScheduledOrder, operation: ScheduledOperation): string[] {
  const lines = [
    t('pp.tip.order', { value: order.order_id }),
    t('pp.tip.material', { value: order.material || '-' }),
    t('pp.tip.quantity', {
      value:
        typeof order.quantity === 'number'
          ? order.quantity.toLocaleString(currentLocale(), { maximumFractionDigits: 2 })
          : '-',
    }),
    t('pp.tip.operation', { value: operation.operation_id }),
    t('pp.tip.duration', { minutes: String(operation.duration_mins) }),
  ];
  if (operation.setup_minutes > 0)
    lines.push(t('pp.tip.setup', { minutes: String(operation.setup_minutes) }));
  if (order.is_late) lines.push(t('pp.tip.late', { duration: formatMinutes(order.tardiness_minutes ?? 0) }));
  return lines;
}

/**
 * Maps scheduled orders to the chart's rows and bars: one row per work center in sorted order,
 * one bar per operation. An operation without a start, an end or a work center, or with a date
 * that does not parse, is skipped and reported with `reportSkipped` (console.error by default).
 */
export function ganttData(
  orders: readonly ScheduledOrder[],
  reportSkipped: (message: string) => void = (message) => console.error(message),
): GanttData {
  const bars: GanttBar[] = [];
  const workCenters = new Set<string>();
  let skippedCount = 0;
  orders.forEach((order, orderIndex) => {
    (order.operations ?? []).forEach((operation, operationIndex) => {
      const reason = undrawableReason(operation);
      if (reason) {
        skippedCount += 1;
        reportSkipped(
          `Gantt: operation ${operation.operation_id ?? '?'} of order ${order.order_id} skipped: ${reason}`,
        );
        return;
      }
      const start = parsedDate(operation.start_time) as Date;
      const end = parsedDate(operation.end_time) as Date;
      const lengthMinutes = Math.max(1, (end.getTime() - start.getTime()) / 60_000);
      const setupMinutes = Math.max(0, operation.setup_minutes ?? 0);
      const isLate = order.is_late === true;
      workCenters.add(operation.work_center);
      bars.push({
        id: `${order.order_id}/${operation.operation_id}/${operationIndex}`,
        group: operation.work_center,
        start,
        end,
        orderId: order.order_id,
        operationId: operation.operation_id,
        orderIndex,
        isLate,
        cause: null,
        setupMinutes,
        setupShare: Math.min(100, (setupMinutes / lengthMinutes) * 100),
        content: escapeHtml(isLate ? `${order.order_id} · late` : order.order_id),
        title: barTooltipLines(order, operation).map(escapeHtml).join('<br>'),
      });
    });
  });
  const rows = [...workCenters]
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((id, index) => ({ id, content: escapeHtml(id), order: index }));
  return { rows, bars, downtimes: [], skippedCount };
}

/** Spreads order colours around the hue circle by the golden angle, so neighbours differ. */
export function orderColor(orderIndex: number): string {
  const hue = Math.round((orderIndex * 137.508) % 360);
  return `hsl(${hue} 58% 46%)`;
}

/** The class and inline style vis-timeline gives a bar in the chosen colour mode. */
export function barAppearance(bar: GanttBar, mode: GanttColorMode): { className: string; style: string } {
  const classes = ['gantt-bar'];
  if (bar.setupMinutes > 0) classes.push('gantt-bar--setup');
  if (bar.isLate) classes.push('gantt-bar--late-order');
  if (bar.cause === 'forced') classes.push('gantt-bar--forced');
  if (bar.cause === 'knock_on') classes.push('gantt-bar--knock-on');
  const styles = [`--setup-share: ${bar.setupShare.toFixed(2)}%`];
  if (mode === 'order') styles.push(`--bar-color: ${orderColor(bar.orderIndex)}`);
  else classes.push(bar.isLate ? 'gantt-bar--late' : 'gantt-bar--on-time');
  return { className: classes.join(' '), style: styles.join('; ') };
}

/** The whole plan's span [start, end): its bars and its downtimes; null when it has no bars. */
export function planSpan(data: GanttData): { startMs: number; endMs: number } | null {
  if (data.bars.length === 0) return null;
  let startMs = Number.POSITIVE_INFINITY;
  let endMs = Number.NEGATIVE_INFINITY;
  for (const item of [...data.bars, ...data.downtimes]) {
    startMs = Math.min(startMs, item.start.getTime());
    endMs = Math.max(endMs, item.end.getTime());
  }
  return { startMs, endMs };
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Monday 00:00 at or before a moment, in the plant's time zone when given (the chart's axis
 * reads plant time), else in the browser's: weeks of the chart start there.
 */
export function weekStartBefore(ms: number, timeZone?: string): number {
  if (!timeZone) {
    const date = new Date(ms);
    date.setHours(0, 0, 0, 0);
    date.setDate(date.getDate() - ((date.getDay() + 6) % 7));
    return date.getTime();
  }
  // The plant's wall clock as UTC fields, cut to Monday midnight, then back to an instant at the
  // plant's offset of that midnight (which may differ from now's across a DST change).
  const wall = new Date(ms + plantUtcOffsetMinutes(timeZone, ms) * 60_000);
  wall.setUTCHours(0, 0, 0, 0);
  const mondayWallMs = wall.getTime() - ((wall.getUTCDay() + 6) % 7) * DAY_MS;
  const guessMs = mondayWallMs - plantUtcOffsetMinutes(timeZone, ms) * 60_000;
  return mondayWallMs - plantUtcOffsetMinutes(timeZone, guessMs) * 60_000;
}

/**
 * The window the chart opens on: null to fit all bars, which the 7-day zoom limit allows only for
 * a short schedule. A longer one opens on the week (Monday to Monday) of the downtime this command
 * reported, so the disruption is in view; else on the week of now, when now falls inside the
 * schedule (fitting would centre the window on the middle of the horizon); else on its first week.
 */
export function openingWindow(
  data: GanttData,
  nowMs: number,
  timeZone?: string,
): { start: Date; end: Date } | null {
  const span = planSpan(data);
  if (!span || span.endMs - span.startMs <= GANTT_ZOOM_MAX_MS) return null;
  const reported = data.downtimes.find((downtime) => downtime.isNew);
  const isNowInside = nowMs > span.startMs && nowMs < span.endMs;
  const focusMs = reported ? reported.start.getTime() : isNowInside ? nowMs : span.startMs;
  const startMs = weekStartBefore(focusMs, timeZone);
  return { start: new Date(startMs), end: new Date(startMs + WEEK_MS) };
}

/** Counts a browser test reads from the chart's data attributes (vis draws only visible bars). */
export function ganttCounts(data: GanttData) {
  return {
    itemCount: data.bars.length,
    groupCount: data.rows.length,
    skippedCount: data.skippedCount,
    setupCount: data.bars.filter((bar) => bar.setupMinutes > 0).length,
    lateCount: data.bars.filter((bar) => bar.isLate).length,
    forcedCount: data.bars.filter((bar) => bar.cause === 'forced').length,
    knockOnCount: data.bars.filter((bar) => bar.cause === 'knock_on').length,
    downtimeCount: data.downtimes.length,
    /** The rows with a downtime shaded, sorted, space-separated. */
    downtimeWorkCenters: [...new Set(data.downtimes.map((downtime) => downtime.group))].sort().join(' '),
  };
}
