import { instantOfWallTime, type UtcOffsetAt, wallTimeOf } from './plant-clock.ts';

/** A shift pattern of a work-center calendar; times are "HH:MM" plant time, weekdays ISO (1 = Monday). */
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
 * The working windows of a calendar inside [fromAt, toAt), merged and sorted. Shifts are read in plant
 * time (`offsetAt`, the plant's clock): "06:00" is 06:00 plant time on each plant weekday the shift
 * names, whatever the UTC offset that day, so a shift across a daylight-saving change is an hour
 * shorter or longer. A shift whose end is at or before its start runs past midnight and belongs to
 * the day it starts.
 */
export function expandShifts(
  shifts: readonly ShiftPattern[],
  fromAt: number,
  toAt: number,
  offsetAt: UtcOffsetAt,
): Interval[] {
  const windows: Interval[] = [];
  const clocks = shifts.map((shift) => {
    const start = minutesOf(shift.start);
    const end = minutesOf(shift.end);
    return { days: shift.days, start, end: end <= start ? end + 24 * 60 : end };
  });
  // Plant days as wall time (UTC arithmetic on them gives the plant's dates and weekdays).
  const firstDay = Math.floor(wallTimeOf(fromAt, offsetAt) / DAY_MS) * DAY_MS - DAY_MS;
  const lastWall = wallTimeOf(toAt, offsetAt);
  for (let day = firstDay; day < lastWall; day += DAY_MS) {
    const isoWeekday = ((new Date(day).getUTCDay() + 6) % 7) + 1;
    for (const clock of clocks) {
      if (!clock.days.includes(isoWeekday)) continue;
      const startAt = Math.max(fromAt, instantOfWallTime(day + clock.start * MINUTE_MS, offsetAt));
      const endAt = Math.min(toAt, instantOfWallTime(day + clock.end * MINUTE_MS, offsetAt));
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
