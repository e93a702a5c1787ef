import type { CapacityWorkCenter } from './period-load.ts';
import type { UtcOffsetAt } from './plant-clock.ts';
import { expandShifts, type Interval, mergeIntervals, subtractIntervals } from './shift-windows.ts';

/** A stretch with no planned work and no downtime on a work center, and the working time in it. */
export interface FreeWindow {
  /** The first working minute of the stretch (epoch ms). */
  startAt: number;
  /** When planned work or a downtime begins again, or the end of the horizon (epoch ms). */
  endAt: number;
  /** Hours of shift time (and extra time) inside the stretch: what a new job could use. */
  workingHours: number;
  /** False when the stretch runs to the end of the horizon: nothing is planned after it as far as we look. */
  isBounded: boolean;
}

/**
 * "When is the next free slot on PRS-05?": the stretches in [fromAt, toAt) between the work planned on
 * a work center and its downtimes, each from its first working minute, with the shift time inside,
 * earliest first; stretches with less than `minHours` of working time are left out. Planned work is
 * whatever occupies the machine (released operations, set-ups included), so a free stretch is time a
 * new job could take without moving anything.
 */
export function freeWindows(
  workCenter: CapacityWorkCenter,
  planned: readonly Interval[],
  fromAt: number,
  toAt: number,
  offsetAt: UtcOffsetAt,
  minHours = 0,
): FreeWindow[] {
  const working = mergeIntervals([
    ...expandShifts(workCenter.shifts, fromAt, toAt, offsetAt),
    ...(workCenter.extra ?? []).map((i) => ({
      startAt: Math.max(fromAt, i.startAt),
      endAt: Math.min(toAt, i.endAt),
    })),
  ]).filter((i) => i.endAt > i.startAt);
  const busy = mergeIntervals([...planned, ...workCenter.downtime]);
  const stretches = subtractIntervals([{ startAt: fromAt, endAt: toAt }], busy);
  const windows: FreeWindow[] = [];
  for (const stretch of stretches) {
    const usable = subtractIntervals(working, [
      { startAt: Number.NEGATIVE_INFINITY, endAt: stretch.startAt },
      { startAt: stretch.endAt, endAt: Number.POSITIVE_INFINITY },
    ]);
    const hours = usable.reduce((sum, i) => sum + (i.endAt - i.startAt), 0) / 3_600_000;
    if (usable.length === 0 || hours < minHours || hours <= 0) continue;
    windows.push({
      startAt: usable[0]!.startAt,
      endAt: stretch.endAt,
      workingHours: hours,
      isBounded: stretch.endAt < toAt,
    });
  }
  return windows;
}
