import type { Calendar } from '../compile/calendar.ts';

/**
 * The pooled available time of a group of work centers from `fromAt` on: `availableBy(t)` is the sum of
 * their available minutes inside `[fromAt, t)`, and `reachedAt(work)` the earliest time by which the
 * group could have done `work` minutes, were every operation free to split across them. Times in minutes
 * from the origin.
 */
export interface CapacityCurve {
  availableBy(t: number): number;
  reachedAt(work: number): number;
}

/** Builds the curve from the calendars' intervals: the pool's rate is how many are available at once. */
export function capacityCurve(calendars: readonly Calendar[], fromAt: number): CapacityCurve {
  const events: [number, number][] = [];
  for (const calendar of calendars) {
    for (let k = 0; k < calendar.starts.length; k++) {
      const startAt = Math.max(fromAt, calendar.starts[k]!);
      const endAt = calendar.ends[k]!;
      if (endAt <= startAt) continue;
      events.push([startAt, 1]);
      if (Number.isFinite(endAt)) events.push([endAt, -1]);
    }
  }
  events.sort((a, b) => a[0] - b[0]);
  // Segment s runs from times[s] to times[s + 1] (the last one forever) at rates[s], with cumulative[s] before it.
  const times: number[] = [];
  const rates: number[] = [];
  const cumulative: number[] = [];
  let rate = 0;
  let done = 0;
  for (let e = 0; e < events.length; ) {
    const at = events[e]![0];
    if (times.length > 0) done += rate * (at - times[times.length - 1]!);
    while (e < events.length && events[e]![0] === at) rate += events[e++]![1];
    times.push(at);
    rates.push(rate);
    cumulative.push(done);
  }
  const segmentAt = (t: number) => {
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (times[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  };
  return {
    availableBy(t) {
      const s = segmentAt(t);
      return s < 0 ? 0 : cumulative[s]! + rates[s]! * (t - times[s]!);
    },
    reachedAt(work) {
      if (work <= 0) return fromAt;
      if (times.length === 0) return Number.POSITIVE_INFINITY;
      let lo = 0;
      let hi = times.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! < work) lo = mid + 1;
        else hi = mid;
      }
      // Segment lo - 1 starts short of `work` (cumulative[0] is 0) and reaches it unless it is the last
      // one and has no rate: the calendars end first.
      const s = lo - 1;
      if (rates[s]! <= 0) return Number.POSITIVE_INFINITY;
      const at = times[s]! + (work - cumulative[s]!) / rates[s]!;
      return s + 1 < times.length ? Math.min(at, times[s + 1]!) : at;
    },
  };
}
