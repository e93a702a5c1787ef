import { availableMinutes, buildCalendar, type CapacityWorkCenter, expandShifts } from '@takt/engine';
import { plantClock } from '../../time/plant-clock.ts';

const HOUR_MS = 3_600_000;

/**
 * Hours a work center could work overtime in [fromAt, toAt): the time outside its shifts (and the
 * extra shifts already booked) that is not downtime, read from its calendar in plant time. What
 * overtime before the requested date can take on at most.
 */
export function overtimeHoursAvailable(
  workCenter: CapacityWorkCenter,
  fromAt: number,
  toAt: number,
  timeZone: string,
): number {
  if (toAt <= fromAt) return 0;
  const shifts = [
    ...expandShifts(workCenter.shifts, fromAt, toAt, plantClock(timeZone)),
    ...(workCenter.extra ?? []),
  ];
  const notDown = buildCalendar(undefined, workCenter.downtime);
  const working = buildCalendar({ workingWindows: shifts }, workCenter.downtime);
  const offShiftMs = availableMinutes(notDown, fromAt, toAt) - availableMinutes(working, fromAt, toAt);
  return Math.max(0, offShiftMs) / HOUR_MS;
}
