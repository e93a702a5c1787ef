/**
 * The plant's clock as the engine reads it: the offset of plant time from UTC in minutes (east
 * positive: −180 in São Paulo, +60 or +120 in Berlin) at an instant in epoch ms. The caller derives it
 * from the plant's IANA time zone; the engine holds no time-zone data and reads no clock.
 */
export type UtcOffsetAt = (at: number) => number;

/** The clock of a plant that keeps UTC. */
export const UTC_CLOCK: UtcOffsetAt = () => 0;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Plant wall time of an instant: the plant's date and clock time written as if they were UTC epoch
 * ms, so that UTC calendar arithmetic on it (days, weekdays) gives the plant's.
 */
export function wallTimeOf(at: number, offsetAt: UtcOffsetAt): number {
  return at + offsetAt(at) * MINUTE_MS;
}

/**
 * The instant a plant wall time names. A wall time that occurs twice (clocks set back) is its first
 * occurrence; one that never occurs (clocks set forward) is read with the offset before the change,
 * so it lands as far after the gap as it was into it ("02:30" on a spring-forward night in Berlin is
 * 03:30 summer time). Assumes no two offset changes within two days, as in every real zone.
 */
export function instantOfWallTime(wall: number, offsetAt: UtcOffsetAt): number {
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  const early = wall - before * MINUTE_MS;
  if (before === after) return early;
  const late = wall - after * MINUTE_MS;
  const earlyHolds = offsetAt(early) === before;
  const lateHolds = offsetAt(late) === after;
  if (earlyHolds && lateHolds) return Math.min(early, late);
  if (lateHolds && !earlyHolds) return late;
  return early;
}

/** Midnight at the start of the plant day holding `at`, as an instant. */
export function plantDayStart(at: number, offsetAt: UtcOffsetAt): number {
  return instantOfWallTime(Math.floor(wallTimeOf(at, offsetAt) / DAY_MS) * DAY_MS, offsetAt);
}
