const MINUTE_MS = 60_000;

/**
 * The engine counts whole minutes from the planning origin (now, floored to the minute); the API speaks
 * ISO dates. One resolution end to end: an instant inside a minute is rounded the cautious way for its
 * role, so nothing the data forbids becomes allowed by rounding — a blocked interval grows to the whole
 * minutes it touches, a working window shrinks to the whole minutes inside it, a release moves to the
 * next minute and a due date to the previous one.
 */
export interface TimeAxis {
  originMs: number;
  /** The minute containing the instant (for starts of blocked time, due dates, plan starts). */
  floorMinutes(ms: number): number;
  /** The first whole minute at or after the instant (for ends of blocked time, releases). */
  ceilMinutes(ms: number): number;
  /** `floorMinutes` of a date. */
  toMinutes(date: Date): number;
  /** A blocked interval `[start, end)` widened to whole minutes. */
  blockedMinutes(startMs: number, endMs: number): { startAt: number; endAt: number };
  /** A working interval `[start, end)` narrowed to whole minutes. */
  workingMinutes(startMs: number, endMs: number): { startAt: number; endAt: number };
  toIso(minutes: number): string;
}

/** The minute an instant falls in: what a command's "now" or "at 10:17:42" means to the plan. */
export const floorToMinute = (date: Date): Date =>
  new Date(Math.floor(date.getTime() / MINUTE_MS) * MINUTE_MS);

export function timeAxis(now: Date): TimeAxis {
  const originMs = floorToMinute(now).getTime();
  const floorMinutes = (ms: number) => Math.floor((ms - originMs) / MINUTE_MS);
  const ceilMinutes = (ms: number) => Math.ceil((ms - originMs) / MINUTE_MS);
  return {
    originMs,
    floorMinutes,
    ceilMinutes,
    toMinutes: (date) => floorMinutes(date.getTime()),
    blockedMinutes: (startMs, endMs) => ({ startAt: floorMinutes(startMs), endAt: ceilMinutes(endMs) }),
    workingMinutes: (startMs, endMs) => ({ startAt: ceilMinutes(startMs), endAt: floorMinutes(endMs) }),
    toIso: (minutes) => new Date(originMs + minutes * MINUTE_MS).toISOString(),
  };
}
