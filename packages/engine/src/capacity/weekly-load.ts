import { instantOfWallTime, type UtcOffsetAt, wallTimeOf } from './plant-clock.ts';
import {
  expandShifts,
  type Interval,
  mergeIntervals,
  type ShiftPattern,
  subtractIntervals,
  totalHours,
} from './shift-windows.ts';

export interface CapacityWorkCenter {
  workCenterId: string;
  shifts: readonly ShiftPattern[];
  /** Maintenance and breakdowns, [startAt, endAt) in epoch ms. */
  downtime: readonly Interval[];
  /** Extra shifts and overtime on top of the shifts, [startAt, endAt) in epoch ms. */
  extra?: readonly Interval[];
}

/** The working windows of a work center over [fromAt, toAt): its shifts and its extra shifts, joined. */
function workingWindows(
  wc: CapacityWorkCenter,
  fromAt: number,
  toAt: number,
  offsetAt: UtcOffsetAt,
): Interval[] {
  const extra = (wc.extra ?? [])
    .map((x) => ({ startAt: Math.max(x.startAt, fromAt), endAt: Math.min(x.endAt, toAt) }))
    .filter((x) => x.endAt > x.startAt);
  const shifts = expandShifts(wc.shifts, fromAt, toAt, offsetAt);
  return extra.length ? mergeIntervals([...shifts, ...extra]) : shifts;
}

/**
 * Work planned on a work center. With an end, its minutes are spread over the weeks it spans in
 * proportion to the working time in each; without one, they count in the week where it starts.
 */
export interface PlannedWork {
  workCenterId: string;
  startAt: number;
  endAt?: number;
  minutes: number;
}

export interface WeeklyLoad {
  workCenterId: string;
  /** Monday 00:00 plant time of the week, epoch ms. */
  weekStartAt: number;
  capacityHours: number;
  loadHours: number;
  /** Load over capacity in percent; Infinity when work is planned in a week with no capacity. */
  utilizationPercent: number;
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 plant time of the week holding `at` (`offsetAt`, the plant's clock). */
export function weekStart(at: number, offsetAt: UtcOffsetAt): number {
  const day = Math.floor(wallTimeOf(at, offsetAt) / DAY_MS);
  // Epoch day 0, 1970-01-01, was a Thursday: three days after a Monday.
  const mondayOffset = (((day + 3) % 7) + 7) % 7;
  return instantOfWallTime((day - mondayOffset) * DAY_MS, offsetAt);
}

/** Monday 00:00 plant time of the week after the one starting at `weekAt` (a week may be 7 days ± 1 hour). */
function nextWeekStart(weekAt: number, offsetAt: UtcOffsetAt): number {
  return weekStart(weekAt + WEEK_MS + DAY_MS / 2, offsetAt);
}

/**
 * Planned load against calendar capacity (shifts minus downtime) per work center and plant week
 * (Monday to Sunday in plant time, `offsetAt` the plant's clock), for `weeks` weeks from the week
 * holding `fromAt`. Work outside the horizon is ignored.
 */
export function weeklyLoad(
  workCenters: readonly CapacityWorkCenter[],
  work: readonly PlannedWork[],
  fromAt: number,
  weeks: number,
  offsetAt: UtcOffsetAt,
): WeeklyLoad[] {
  const starts = [weekStart(fromAt, offsetAt)];
  for (let index = 1; index <= weeks; index++) starts.push(nextWeekStart(starts[index - 1]!, offsetAt));
  const indexOfWeek = new Map(starts.slice(0, weeks).map((at, index) => [at, index]));
  const indexOf = new Map(workCenters.map((wc, c) => [wc.workCenterId, c]));
  const loadMinutes = new Float64Array(workCenters.length * weeks);
  const add = (c: number, weekAt: number, minutes: number) => {
    const index = indexOfWeek.get(weekAt);
    if (index !== undefined) loadMinutes[c * weeks + index]! += minutes;
  };
  for (const w of work) {
    // Work on a work center without a calendar has no capacity to load.
    const c = indexOf.get(w.workCenterId);
    if (c === undefined) continue;
    if (w.endAt === undefined || w.endAt <= w.startAt) add(c, weekStart(w.startAt, offsetAt), w.minutes);
    else
      for (const [weekAt, minutes] of spreadOverWeeks(w, workCenters[c]!, offsetAt)) add(c, weekAt, minutes);
  }
  const result: WeeklyLoad[] = [];
  workCenters.forEach((wc, c) => {
    for (let index = 0; index < weeks; index++) {
      const weekStartAt = starts[index]!;
      const open = workingWindows(wc, weekStartAt, starts[index + 1]!, offsetAt);
      const capacityHours = totalHours(subtractIntervals(open, wc.downtime));
      const loadHours = loadMinutes[c * weeks + index]! / 60;
      const utilizationPercent =
        capacityHours > 0 ? (loadHours / capacityHours) * 100 : loadHours > 0 ? Number.POSITIVE_INFINITY : 0;
      result.push({
        workCenterId: wc.workCenterId,
        weekStartAt,
        capacityHours,
        loadHours,
        utilizationPercent,
      });
    }
  });
  return result;
}

/** Minutes of one piece of work with an end per week start, weighted by the working time of each week. */
function spreadOverWeeks(
  work: PlannedWork,
  workCenter: CapacityWorkCenter,
  offsetAt: UtcOffsetAt,
): Map<number, number> {
  const out = new Map<number, number>();
  const endAt = work.endAt ?? work.startAt;
  const open = subtractIntervals(
    workingWindows(workCenter, work.startAt, endAt, offsetAt),
    workCenter.downtime,
  );
  // With no working time inside the interval, fall back to wall-clock time.
  const weights = open.length ? open : [{ startAt: work.startAt, endAt }];
  const total = weights.reduce((sum, i) => sum + (i.endAt - i.startAt), 0);
  for (const piece of weights) {
    let at = piece.startAt;
    while (at < piece.endAt) {
      const week = weekStart(at, offsetAt);
      const until = Math.min(piece.endAt, nextWeekStart(week, offsetAt));
      out.set(week, (out.get(week) ?? 0) + (work.minutes * (until - at)) / total);
      at = until;
    }
  }
  return out;
}
