/** A shift pattern of a work-center calendar; times are "HH:MM" UTC, weekdays ISO (1 = Monday). */
export interface ShiftPattern {
  name: string;
  days: number[];
  start: string;
  end: string;
}

/** A half-open interval [startAt, endAt) in epoch milliseconds. */
export interface Interval {
  startAt: number;
  endAt: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

function minutesOf(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * The working windows of a calendar inside [fromAt, toAt), merged and sorted. A shift whose end
 * is at or before its start runs past midnight and belongs to the day it starts.
 */
export function expandShifts(shifts: readonly ShiftPattern[], fromAt: number, toAt: number): Interval[] {
  const windows: Interval[] = [];
  const firstDay = Math.floor(fromAt / DAY_MS) * DAY_MS - DAY_MS;
  for (let day = firstDay; day < toAt; day += DAY_MS) {
    const isoWeekday = ((new Date(day).getUTCDay() + 6) % 7) + 1;
    for (const shift of shifts) {
      if (!shift.days.includes(isoWeekday)) continue;
      const start = minutesOf(shift.start);
      let end = minutesOf(shift.end);
      if (end <= start) end += 24 * 60;
      const startAt = Math.max(fromAt, day + start * MINUTE_MS);
      const endAt = Math.min(toAt, day + end * MINUTE_MS);
      if (endAt > startAt) windows.push({ startAt, endAt });
    }
  }
  return mergeIntervals(windows);
}

/** Sorts and merges overlapping or touching intervals. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.startAt - b.startAt);
  const merged: Interval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.startAt <= last.endAt) last.endAt = Math.max(last.endAt, next.endAt);
    else merged.push({ ...next });
  }
  return merged;
}

/** Removes the blocked intervals (maintenance, breakdowns) from the windows. */
export function subtractIntervals(windows: readonly Interval[], blocked: readonly Interval[]): Interval[] {
  const cuts = mergeIntervals(blocked);
  const out: Interval[] = [];
  for (const w of windows) {
    let cursor = w.startAt;
    for (const c of cuts) {
      if (c.endAt <= cursor || c.startAt >= w.endAt) continue;
      if (c.startAt > cursor) out.push({ startAt: cursor, endAt: c.startAt });
      cursor = Math.max(cursor, c.endAt);
    }
    if (cursor < w.endAt) out.push({ startAt: cursor, endAt: w.endAt });
  }
  return out;
}

/** Total length of the intervals, in hours. */
export function totalHours(intervals: readonly Interval[]): number {
  return intervals.reduce((sum, i) => sum + (i.endAt - i.startAt), 0) / 3_600_000;
}
