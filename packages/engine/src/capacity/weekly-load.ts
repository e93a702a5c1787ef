import {
  expandShifts,
  type Interval,
  type ShiftPattern,
  subtractIntervals,
  totalHours,
} from './shift-windows.ts';

export interface CapacityWorkCenter {
  workCenterId: string;
  shifts: readonly ShiftPattern[];
  /** Maintenance and breakdowns, [startAt, endAt) in epoch ms. */
  downtime: readonly Interval[];
}

/** Work planned on a work center: its minutes count in the week where it starts. */
export interface PlannedWork {
  workCenterId: string;
  startAt: number;
  minutes: number;
}

export interface WeeklyLoad {
  workCenterId: string;
  /** Monday 00:00 UTC of the week, epoch ms. */
  weekStartAt: number;
  capacityHours: number;
  loadHours: number;
  /** Load over capacity in percent; Infinity when work is planned in a week with no capacity. */
  utilizationPercent: number;
}

const WEEK_MS = 7 * 86_400_000;

/** Monday 00:00 UTC of the week holding `at`. */
export function weekStart(at: number): number {
  const day = Math.floor(at / 86_400_000) * 86_400_000;
  const mondayOffset = (new Date(day).getUTCDay() + 6) % 7;
  return day - mondayOffset * 86_400_000;
}

/**
 * Planned load against calendar capacity (shifts minus downtime) per work center and week,
 * for `weeks` weeks from the week holding `fromAt`. Work outside the horizon is ignored.
 */
export function weeklyLoad(
  workCenters: readonly CapacityWorkCenter[],
  work: readonly PlannedWork[],
  fromAt: number,
  weeks: number,
): WeeklyLoad[] {
  const firstWeek = weekStart(fromAt);
  const loadMinutes = new Map<string, number>();
  for (const w of work) {
    const index = Math.floor((w.startAt - firstWeek) / WEEK_MS);
    if (index < 0 || index >= weeks) continue;
    const key = `${w.workCenterId}|${index}`;
    loadMinutes.set(key, (loadMinutes.get(key) ?? 0) + w.minutes);
  }
  const result: WeeklyLoad[] = [];
  for (const wc of workCenters) {
    for (let index = 0; index < weeks; index++) {
      const weekStartAt = firstWeek + index * WEEK_MS;
      const open = expandShifts(wc.shifts, weekStartAt, weekStartAt + WEEK_MS);
      const capacityHours = totalHours(subtractIntervals(open, wc.downtime));
      const loadHours = (loadMinutes.get(`${wc.workCenterId}|${index}`) ?? 0) / 60;
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
  }
  return result;
}
