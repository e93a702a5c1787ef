import type { WorkCalendar } from '../model.ts';
import type { TimeInterval } from '../time-interval.ts';

/**
 * Available time of a work center: sorted, disjoint, non-adjacent intervals `[starts[i], ends[i])` in
 * minutes from the origin (working windows minus unavailable intervals). Ends may be `Infinity`.
 */
export interface Calendar {
  starts: Float64Array;
  ends: Float64Array;
  isAlwaysAvailable: boolean;
}

/** Intervals checked one by one from a hint before the binary search. */
const NEAR_INTERVALS = 3;

const ALWAYS: TimeInterval[] = [{ startAt: Number.NEGATIVE_INFINITY, endAt: Number.POSITIVE_INFINITY }];

function mergeIntervals(intervals: readonly TimeInterval[]): TimeInterval[] {
  const sorted = intervals.filter((i) => i.endAt > i.startAt).sort((a, b) => a.startAt - b.startAt);
  const merged: TimeInterval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.startAt <= last.endAt) last.endAt = Math.max(last.endAt, interval.endAt);
    else merged.push({ ...interval });
  }
  return merged;
}

function subtractIntervals(base: TimeInterval[], holes: TimeInterval[]): TimeInterval[] {
  const result: TimeInterval[] = [];
  let h = 0;
  for (const interval of base) {
    let cursor = interval.startAt;
    while (h < holes.length && holes[h]!.endAt <= cursor) h++;
    let k = h;
    while (k < holes.length && holes[k]!.startAt < interval.endAt) {
      const hole = holes[k]!;
      if (hole.startAt > cursor) result.push({ startAt: cursor, endAt: hole.startAt });
      cursor = Math.max(cursor, hole.endAt);
      k++;
    }
    if (cursor < interval.endAt) result.push({ startAt: cursor, endAt: interval.endAt });
  }
  return result;
}

/** Builds the available time of a work center: working windows (default: always) minus `blocked` intervals. */
export function buildCalendar(
  calendar: WorkCalendar | undefined,
  blocked: readonly TimeInterval[] = [],
): Calendar {
  const windows = calendar?.workingWindows ? mergeIntervals(calendar.workingWindows) : ALWAYS;
  const holes = mergeIntervals([...(calendar?.unavailable ?? []), ...blocked]);
  const available = subtractIntervals(windows, holes);
  return {
    starts: Float64Array.from(available, (i) => i.startAt),
    ends: Float64Array.from(available, (i) => i.endAt),
    isAlwaysAvailable:
      available.length === 1 &&
      available[0]!.startAt === Number.NEGATIVE_INFINITY &&
      available[0]!.endAt === Number.POSITIVE_INFINITY,
  };
}

/**
 * Index of the first available interval whose end is after `t` (or the count when none). `from` is where
 * to look from, at most that index: a work center's placements move forward in time, so the interval of
 * its last one is checked first, then a binary search covers the rest.
 */
export function firstIntervalEndingAfter(calendar: Calendar, t: number, from = 0): number {
  const count = calendar.ends.length;
  let lo = from;
  for (const last = Math.min(count, from + NEAR_INTERVALS); lo < last; lo++)
    if (calendar.ends[lo]! > t) return lo;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (calendar.ends[mid]! > t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Earliest start `s >= t` such that `[s, s + durationMinutes)` lies inside one available interval
 * (no pre-emption). `Infinity` when the calendar has no such gap. `from`: as for `firstIntervalEndingAfter`.
 */
export function earliestStart(calendar: Calendar, t: number, durationMinutes: number, from = 0): number {
  if (calendar.isAlwaysAvailable) return t;
  for (let i = firstIntervalEndingAfter(calendar, t, from); i < calendar.starts.length; i++) {
    const s = Math.max(t, calendar.starts[i]!);
    if (s + durationMinutes <= calendar.ends[i]!) return s;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * For an operation that may pause: the end of `workMinutes` of work started at the first available time
 * `s >= t`, pausing outside available time. Returns `[s, end)`; both `Infinity` when it cannot finish.
 */
export function pausedInterval(calendar: Calendar, t: number, workMinutes: number, from = 0): TimeInterval {
  if (calendar.isAlwaysAvailable) return { startAt: t, endAt: t + workMinutes };
  let i = firstIntervalEndingAfter(calendar, t, from);
  if (i >= calendar.starts.length)
    return { startAt: Number.POSITIVE_INFINITY, endAt: Number.POSITIVE_INFINITY };
  const startAt = Math.max(t, calendar.starts[i]!);
  let remaining = workMinutes;
  let cursor = startAt;
  for (; i < calendar.starts.length; i++) {
    cursor = Math.max(cursor, calendar.starts[i]!);
    const available = calendar.ends[i]! - cursor;
    if (remaining <= available) return { startAt, endAt: cursor + remaining };
    remaining -= available;
  }
  return { startAt: Number.POSITIVE_INFINITY, endAt: Number.POSITIVE_INFINITY };
}

/** Available minutes of the calendar inside `[startAt, endAt)`. */
export function availableMinutes(calendar: Calendar, startAt: number, endAt: number): number {
  if (calendar.isAlwaysAvailable) return Math.max(0, endAt - startAt);
  let total = 0;
  for (let i = firstIntervalEndingAfter(calendar, startAt); i < calendar.starts.length; i++) {
    if (calendar.starts[i]! >= endAt) break;
    total += Math.min(endAt, calendar.ends[i]!) - Math.max(startAt, calendar.starts[i]!);
  }
  return total;
}

/** True when `[startAt, endAt)` lies inside one available interval. */
export function isInsideAvailability(calendar: Calendar, startAt: number, endAt: number): boolean {
  if (calendar.isAlwaysAvailable) return true;
  const i = firstIntervalEndingAfter(calendar, startAt);
  return i < calendar.starts.length && calendar.starts[i]! <= startAt && endAt <= calendar.ends[i]!;
}

/** True when `t` is available time (an operation that may pause can start there). */
export function isAvailableAt(calendar: Calendar, t: number): boolean {
  const i = firstIntervalEndingAfter(calendar, t);
  return i < calendar.starts.length && calendar.starts[i]! <= t;
}
