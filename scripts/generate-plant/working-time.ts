import type { CalendarRow, DowntimeRow } from './rows.ts';
import { DAY_MS, MINUTE_MS, plantInstant, plantWall } from './time.ts';

/** A span of working time, `[startMs, endMs)`. */
export interface Interval {
  startMs: number;
  endMs: number;
}

function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** ISO weekday of a plant day given as wall time. */
function isoWeekday(dayWallMs: number): number {
  return ((new Date(dayWallMs).getUTCDay() + 6) % 7) + 1;
}

function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.startMs - b.startMs);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.startMs <= last.endMs) last.endMs = Math.max(last.endMs, next.endMs);
    else merged.push({ ...next });
  }
  return merged;
}

/**
 * The shifts of a calendar inside `[fromMs, toMs)`, merged where they touch. Shift times and weekdays
 * are plant time: "06:00" on a Monday is 06:00 on a plant Monday, whatever the UTC offset that day.
 */
export function shiftIntervals(calendar: CalendarRow, fromMs: number, toMs: number): Interval[] {
  const spans: Interval[] = [];
  const lastWall = plantWall(toMs);
  for (let day = Math.floor(plantWall(fromMs) / DAY_MS) * DAY_MS - DAY_MS; day < lastWall; day += DAY_MS) {
    const weekday = isoWeekday(day);
    for (const shift of calendar.shifts) {
      if (!shift.days.includes(weekday)) continue;
      const start = minutesOfDay(shift.start);
      let end = minutesOfDay(shift.end);
      if (end <= start) end += 24 * 60;
      spans.push({
        startMs: plantInstant(day + start * MINUTE_MS),
        endMs: plantInstant(day + end * MINUTE_MS),
      });
    }
  }
  return merge(spans)
    .map((s) => ({ startMs: Math.max(s.startMs, fromMs), endMs: Math.min(s.endMs, toMs) }))
    .filter((s) => s.endMs > s.startMs);
}

/** Working time of a work center: its calendar's shifts minus its downtimes. */
export function workingIntervals(
  calendar: CalendarRow,
  downtimes: readonly Pick<DowntimeRow, 'start_at' | 'end_at'>[],
  fromMs: number,
  toMs: number,
): Interval[] {
  let spans = shiftIntervals(calendar, fromMs, toMs);
  for (const d of downtimes) {
    const cutStart = Date.parse(d.start_at);
    const cutEnd = Date.parse(d.end_at);
    spans = spans.flatMap((s) => {
      if (cutEnd <= s.startMs || cutStart >= s.endMs) return [s];
      const parts: Interval[] = [];
      if (cutStart > s.startMs) parts.push({ startMs: s.startMs, endMs: cutStart });
      if (cutEnd < s.endMs) parts.push({ startMs: cutEnd, endMs: s.endMs });
      return parts;
    });
  }
  return spans;
}

/** Working minutes inside `[fromMs, toMs)`. */
export function workingMinutesBetween(spans: readonly Interval[], fromMs: number, toMs: number): number {
  let total = 0;
  for (const s of spans) {
    const start = Math.max(s.startMs, fromMs);
    const end = Math.min(s.endMs, toMs);
    if (end > start) total += end - start;
  }
  return total / MINUTE_MS;
}

/** The interval that takes `minutes` of working time, starting at the first working instant at or after `fromMs`. */
export function forwardInterval(spans: readonly Interval[], fromMs: number, minutes: number): Interval {
  let left = minutes * MINUTE_MS;
  let startMs: number | undefined;
  for (const s of spans) {
    if (s.endMs <= fromMs) continue;
    const begin = Math.max(s.startMs, fromMs);
    startMs ??= begin;
    if (s.endMs - begin >= left) return { startMs, endMs: begin + left };
    left -= s.endMs - begin;
  }
  throw new Error('forwardInterval ran past the calendar horizon');
}

/** The interval that takes `minutes` of working time and ends at the last working instant at or before `untilMs`. */
export function backwardInterval(spans: readonly Interval[], untilMs: number, minutes: number): Interval {
  let left = minutes * MINUTE_MS;
  let endMs: number | undefined;
  for (let i = spans.length - 1; i >= 0; i--) {
    const s = spans[i]!;
    if (s.startMs >= untilMs) continue;
    const finish = Math.min(s.endMs, untilMs);
    endMs ??= finish;
    if (finish - s.startMs >= left) return { startMs: finish - left, endMs };
    left -= finish - s.startMs;
  }
  throw new Error('backwardInterval ran past the calendar horizon');
}
