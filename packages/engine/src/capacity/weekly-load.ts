import { type CapacityWorkCenter, type PlannedWork, periodBoundaries, periodLoad } from './period-load.ts';
import type { UtcOffsetAt } from './plant-clock.ts';

export type { CapacityWorkCenter, PlannedWork } from './period-load.ts';

export interface WeeklyLoad {
  workCenterId: string;
  /** Monday 00:00 plant time of the week, epoch ms. */
  weekStartAt: number;
  capacityHours: number;
  loadHours: number;
  /** Load over capacity in percent; Infinity when work is planned in a week with no capacity. */
  utilizationPercent: number;
}

/** Monday 00:00 plant time of the week holding `at` (`offsetAt`, the plant's clock). */
export function weekStart(at: number, offsetAt: UtcOffsetAt): number {
  return periodBoundaries('week', at, 0, offsetAt)[0]!;
}

/**
 * Planned load against calendar capacity (shifts minus downtime) per work center and plant week
 * (Monday to Sunday in plant time, `offsetAt` the plant's clock), for `weeks` weeks from the week
 * holding `fromAt`: `periodLoad` over weeks. Work outside the horizon is ignored.
 */
export function weeklyLoad(
  workCenters: readonly CapacityWorkCenter[],
  work: readonly PlannedWork[],
  fromAt: number,
  weeks: number,
  offsetAt: UtcOffsetAt,
): WeeklyLoad[] {
  const boundaries = periodBoundaries('week', fromAt, weeks, offsetAt);
  return periodLoad(workCenters, work, boundaries, offsetAt).map((l) => ({
    workCenterId: l.workCenterId,
    weekStartAt: l.startAt,
    capacityHours: l.capacityHours,
    loadHours: l.loadHours,
    utilizationPercent: l.utilizationPercent,
  }));
}
