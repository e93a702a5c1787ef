import { type GanttData, planSpan, weekStartBefore } from './gantt-items.ts';

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A week of the plan, [start, end), Monday to Monday, counted from the week of the plan's first start. */
export interface PlanWeek {
  /** 1-based. */
  week: number;
  start: Date;
  end: Date;
  /** A downtime this command reported, or a forced move, falls in this week. */
  hasDisruption: boolean;
  /** Planned downtime (maintenance, breakdowns already recorded) falls in this week. */
  hasDowntime: boolean;
}

function overlaps(startMs: number, endMs: number, item: { start: Date; end: Date }): boolean {
  return item.start.getTime() < endMs && item.end.getTime() > startMs;
}

/**
 * The plan cut into weeks, Monday to Monday in plant time when the zone is known, 7 days being the most the chart shows at once
 * (assistant-and-gantt §9): from the week of its first start to the week of its last end. Empty
 * when the plan has no bars.
 */
export function planWeeks(data: GanttData, timeZone?: string): PlanWeek[] {
  const span = planSpan(data);
  if (!span) return [];
  const firstMs = weekStartBefore(span.startMs, timeZone);
  const count = Math.max(1, Math.ceil((span.endMs - firstMs) / WEEK_MS));
  const forced = data.bars.filter((bar) => bar.cause === 'forced');
  return Array.from({ length: count }, (_, index) => {
    const startMs = firstMs + index * WEEK_MS;
    const endMs = startMs + WEEK_MS;
    const inWeek = data.downtimes.filter((downtime) => overlaps(startMs, endMs, downtime));
    const hasDisruption =
      inWeek.some((downtime) => downtime.isNew) || forced.some((bar) => overlaps(startMs, endMs, bar));
    const hasDowntime = inWeek.some((downtime) => !downtime.isNew);
    return { week: index + 1, start: new Date(startMs), end: new Date(endMs), hasDisruption, hasDowntime };
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
