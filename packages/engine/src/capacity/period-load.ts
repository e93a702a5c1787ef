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

/**
 * Work planned on a work center. With an end, its minutes are spread over the periods it spans in
 * proportion to the working time in each; without one, they count in the period where it starts.
 */
export interface PlannedWork {
  workCenterId: string;
  startAt: number;
  endAt?: number;
  minutes: number;
}

/** Load against capacity of one work center in one period [startAt, endAt). */
export interface PeriodLoad {
  workCenterId: string;
  /** Position of the period in the boundaries it was computed for, from 0. */
  periodIndex: number;
  startAt: number;
  endAt: number;
  capacityHours: number;
  loadHours: number;
  /** Load over capacity in percent; Infinity when work is planned in a period with no capacity. */
  utilizationPercent: number;
}

/** A planning period in plant time: a day (00:00 to 00:00), a week (Monday to Monday) or a month. */
export type PeriodKind = 'day' | 'week' | 'month';

const DAY_MS = 86_400_000;

/**
 * The boundaries of `count` consecutive plant periods of `kind`, from the one holding `fromAt`:
 * `count + 1` instants, period k being [boundaries[k], boundaries[k + 1]). Each boundary is a plant
 * midnight (`offsetAt`, the plant's clock), so a day or week across a daylight-saving change is an
 * hour shorter or longer.
 */
export function periodBoundaries(
  kind: PeriodKind,
  fromAt: number,
  count: number,
  offsetAt: UtcOffsetAt,
): number[] {
  const day = Math.floor(wallTimeOf(fromAt, offsetAt) / DAY_MS);
  const wallDays: number[] = [];
  if (kind === 'month') {
    const first = new Date(day * DAY_MS);
    const [year, month] = [first.getUTCFullYear(), first.getUTCMonth()];
    for (let k = 0; k <= count; k++) wallDays.push(Date.UTC(year, month + k, 1) / DAY_MS);
  } else {
    // Epoch day 0, 1970-01-01, was a Thursday: three days after a Monday.
    const start = kind === 'week' ? day - ((((day + 3) % 7) + 7) % 7) : day;
    const step = kind === 'week' ? 7 : 1;
    for (let k = 0; k <= count; k++) wallDays.push(start + k * step);
  }
  return wallDays.map((d) => instantOfWallTime(d * DAY_MS, offsetAt));
}

/** The working windows of a work center over [fromAt, toAt): its shifts and its extra shifts, joined. */
export function workingWindows(
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

/** Calendar hours of a work center in [fromAt, toAt): shifts and extra shifts minus downtime. */
export function capacityHoursOf(
  wc: CapacityWorkCenter,
  fromAt: number,
  toAt: number,
  offsetAt: UtcOffsetAt,
): number {
  return totalHours(subtractIntervals(workingWindows(wc, fromAt, toAt, offsetAt), wc.downtime));
}

/** The period holding `at` among `boundaries` (sorted), or -1 outside them. */
export function periodIndexOf(boundaries: readonly number[], at: number): number {
  if (at < boundaries[0]! || at >= boundaries[boundaries.length - 1]!) return -1;
  let low = 0;
  let high = boundaries.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (boundaries[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The minutes of one piece of work per period (index into `boundaries`): all in the period of its
 * start without an end, else spread over the working time (shifts minus downtime) it spans, or over
 * wall-clock time when none. Minutes outside the boundaries are left out.
 */
export function spreadOverPeriods(
  work: PlannedWork,
  workCenter: CapacityWorkCenter,
  boundaries: readonly number[],
  offsetAt: UtcOffsetAt,
): Map<number, number> {
  const out = new Map<number, number>();
  const add = (index: number, minutes: number) => {
    if (index >= 0) out.set(index, (out.get(index) ?? 0) + minutes);
  };
  if (work.endAt === undefined || work.endAt <= work.startAt) {
    add(periodIndexOf(boundaries, work.startAt), work.minutes);
    return out;
  }
  const endAt = work.endAt;
  const open = subtractIntervals(
    workingWindows(workCenter, work.startAt, endAt, offsetAt),
    workCenter.downtime,
  );
  const weights = open.length ? open : [{ startAt: work.startAt, endAt }];
  const total = weights.reduce((sum, i) => sum + (i.endAt - i.startAt), 0);
  const last = boundaries[boundaries.length - 1]!;
  for (const piece of weights) {
    let at = Math.max(piece.startAt, boundaries[0]!);
    while (at < Math.min(piece.endAt, last)) {
      const index = periodIndexOf(boundaries, at);
      const until = Math.min(piece.endAt, boundaries[index + 1]!);
      add(index, (work.minutes * (until - at)) / total);
      at = until;
    }
  }
  return out;
}

/**
 * Planned load against calendar capacity (shifts and extra shifts minus downtime) per work center and
 * period [boundaries[k], boundaries[k + 1]) — the plant's one load figure, which the dashboard's weeks,
 * MRP's capacity check and capacity planning (CM01) all read. Results run work center by work center,
 * period by period. Work on a work center without a calendar, or outside the periods, is left out.
 */
export function periodLoad(
  workCenters: readonly CapacityWorkCenter[],
  work: readonly PlannedWork[],
  boundaries: readonly number[],
  offsetAt: UtcOffsetAt,
): PeriodLoad[] {
  const periods = boundaries.length - 1;
  const indexOf = new Map(workCenters.map((wc, c) => [wc.workCenterId, c]));
  const loadMinutes = new Float64Array(workCenters.length * Math.max(periods, 0));
  for (const w of work) {
    const c = indexOf.get(w.workCenterId);
    if (c === undefined) continue;
    for (const [index, minutes] of spreadOverPeriods(w, workCenters[c]!, boundaries, offsetAt))
      loadMinutes[c * periods + index]! += minutes;
  }
  const result: PeriodLoad[] = [];
  workCenters.forEach((wc, c) => {
    for (let index = 0; index < periods; index++) {
      const [startAt, endAt] = [boundaries[index]!, boundaries[index + 1]!];
      const capacityHours = capacityHoursOf(wc, startAt, endAt, offsetAt);
      const loadHours = loadMinutes[c * periods + index]! / 60;
      result.push({
        workCenterId: wc.workCenterId,
        periodIndex: index,
        startAt,
        endAt,
        capacityHours,
        loadHours,
        utilizationPercent: utilizationOf(loadHours, capacityHours),
      });
    }
  });
  return result;
}

/** Load over capacity in percent: Infinity for load without capacity, 0 for neither. */
export function utilizationOf(loadHours: number, capacityHours: number): number {
  if (capacityHours > 0) return (loadHours / capacityHours) * 100;
  return loadHours > 0 ? Number.POSITIVE_INFINITY : 0;
}
