import { tzOffset } from '@date-fns/tz';

/**
 * The plant's IANA time zone. Shifts ("06:00"), days and weeks of the seed are plant time; its
 * timestamps are written as UTC instants.
 */
export const PLANT_TIME_ZONE = 'America/Sao_Paulo';
/** The seed's clock: every date is written relative to the anchor Monday (00:00 plant time). */
export const ANCHOR_DATE = '2026-11-23';
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

const offsetMsAt = (ms: number) => tzOffset(PLANT_TIME_ZONE, new Date(ms)) * MINUTE_MS;

/** Plant wall time of an instant: the plant's date and clock time written as UTC epoch ms. */
export function plantWall(ms: number): number {
  return ms + offsetMsAt(ms);
}

/** The instant of a plant wall time (the offset in force then; a skipped hour reads as after the gap). */
export function plantInstant(wallMs: number): number {
  const guess = wallMs - offsetMsAt(wallMs);
  return wallMs - offsetMsAt(guess);
}

const ANCHOR_WALL = Date.parse(`${ANCHOR_DATE}T00:00:00.000Z`);
/** The anchor Monday 00:00 plant time, as an instant. */
export const ANCHOR_MS = plantInstant(ANCHOR_WALL);

/** The instant `days` days (and `hours` hours) after the anchor Monday 00:00, plant time. */
export function atDay(days: number, hours = 0): number {
  return plantInstant(ANCHOR_WALL + days * DAY_MS + hours * HOUR_MS);
}

/** Midnight plant time at the start of the plant day holding `ms`. */
export function plantDayStart(ms: number): number {
  return plantInstant(Math.floor(plantWall(ms) / DAY_MS) * DAY_MS);
}

/** The instant `hours` hours of plant clock time after the plant midnight `dayStartMs`. */
export function onDayAt(dayStartMs: number, hours: number): number {
  return plantInstant(plantWall(dayStartMs) + hours * HOUR_MS);
}

/** Monday 00:00 plant time of week `week` relative to the anchor week (week 0). */
export function weekStart(week: number): number {
  return atDay(7 * week);
}

/** The anchor-relative week holding instant `ms` (week 0 = the anchor week). */
export function weekOf(ms: number): number {
  return Math.floor((plantWall(ms) - ANCHOR_WALL) / WEEK_MS);
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The plant's date "YYYY-MM-DD" of an instant. */
export function isoDate(ms: number): string {
  return new Date(plantWall(ms)).toISOString().slice(0, 10);
}

/** Rounds to cents. */
export function money(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Rounds to `digits` decimals. */
export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
