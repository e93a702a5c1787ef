/** The seed's clock: every date is written relative to the anchor Monday (00:00 UTC). */
export const ANCHOR_DATE = '2026-11-23';
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
export const ANCHOR_MS = Date.parse(`${ANCHOR_DATE}T00:00:00.000Z`);

/** The instant `days` days (and `hours` hours) after the anchor Monday 00:00 UTC. */
export function atDay(days: number, hours = 0): number {
  return ANCHOR_MS + days * DAY_MS + hours * HOUR_MS;
}

/** Monday 00:00 UTC of week `week` relative to the anchor week (week 0). */
export function weekStart(week: number): number {
  return ANCHOR_MS + week * WEEK_MS;
}

/** The anchor-relative week holding instant `ms` (week 0 = the anchor week). */
export function weekOf(ms: number): number {
  return Math.floor((ms - ANCHOR_MS) / WEEK_MS);
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** A plain "YYYY-MM-DD" date. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
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
