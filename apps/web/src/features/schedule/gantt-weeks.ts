import { type GanttData, planSpan } from './gantt-items.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** A week of the plan, [start, end), counted from the midnight before the plan's first start. */
export interface PlanWeek {
  /** 1-based. */
  week: number;
  start: Date;
  end: Date;
  /** A downtime or a forced move falls in this week. */
  hasDisruption: boolean;
}

function localMidnight(ms: number): number {
  const date = new Date(ms);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

function overlaps(startMs: number, endMs: number, item: { start: Date; end: Date }): boolean {
  return item.start.getTime() < endMs && item.end.getTime() > startMs;
}

/**
 * The plan cut into 7-day weeks, the most the chart shows at once (assistant-and-gantt §9): from the
 * midnight before its first start to past its last end. Empty when the plan has no bars.
 */
export function planWeeks(data: GanttData): PlanWeek[] {
  const span = planSpan(data);
  if (!span) return [];
  const firstMs = localMidnight(span.startMs);
  const count = Math.max(1, Math.ceil((span.endMs - firstMs) / WEEK_MS));
  const forced = data.bars.filter((bar) => bar.cause === 'forced');
  return Array.from({ length: count }, (_, index) => {
    const startMs = firstMs + index * WEEK_MS;
    const endMs = startMs + WEEK_MS;
    const hasDisruption =
      data.downtimes.some((downtime) => overlaps(startMs, endMs, downtime)) ||
      forced.some((bar) => overlaps(startMs, endMs, bar));
    return { week: index + 1, start: new Date(startMs), end: new Date(endMs), hasDisruption };
  });
}

/** The week the middle of the visible window falls in (1-based, clamped to the plan's weeks). */
export function visibleWeek(weeks: readonly PlanWeek[], windowStart: Date, windowEnd: Date): number {
  const first = weeks[0];
  if (!first) return 0;
  const middleMs = (windowStart.getTime() + windowEnd.getTime()) / 2;
  const index = Math.floor((middleMs - first.start.getTime()) / WEEK_MS);
  return Math.min(weeks.length, Math.max(1, index + 1));
}

/** Where the visible window sits on the plan's weeks, in percent of their whole length. */
export function windowShare(
  weeks: readonly PlanWeek[],
  windowStart: Date,
  windowEnd: Date,
): { leftPercent: number; widthPercent: number } {
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) return { leftPercent: 0, widthPercent: 100 };
  const originMs = first.start.getTime();
  const lengthMs = last.end.getTime() - originMs;
  const clamp = (ms: number) => Math.min(lengthMs, Math.max(0, ms - originMs));
  const leftMs = clamp(windowStart.getTime());
  const rightMs = clamp(windowEnd.getTime());
  return { leftPercent: (leftMs / lengthMs) * 100, widthPercent: ((rightMs - leftMs) / lengthMs) * 100 };
}
