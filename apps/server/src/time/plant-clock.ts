/**
 * The plant's clock: time-zone offsets, plant dates and clock times, and how replies name them.
 * Pure (no database): the seed, the reply catalogs and the services all read time through it.
 */
import { tzOffset } from '@date-fns/tz';
import { instantOfWallTime, type UtcOffsetAt, wallTimeOf } from '@takt/engine';

/** The zone of a dataset that names none (loaded before datasets had one): its shifts were written in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Whether `name` is an IANA time zone the runtime knows ('America/Sao_Paulo', 'UTC'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

const clocks = new Map<string, UtcOffsetAt>();
const MAX_REMEMBERED = 50_000;

/**
 * The plant's clock for the engine (`UtcOffsetAt`): the zone's UTC offset in minutes at an instant,
 * from the runtime's time-zone data through @date-fns/tz. Offsets are remembered per instant: shift
 * expansion asks for the same few clock times on every work center.
 */
export function plantClock(timeZone: string): UtcOffsetAt {
  const known = clocks.get(timeZone);
  if (known) return known;
  if (!isTimeZone(timeZone)) throw new RangeError(`Unknown time zone ${timeZone}`);
  const offsets = new Map<number, number>();
  const clock: UtcOffsetAt = (at) => {
    let offset = offsets.get(at);
    if (offset === undefined) {
      offset = tzOffset(timeZone, new Date(at));
      if (offsets.size >= MAX_REMEMBERED) offsets.clear();
      offsets.set(at, offset);
    }
    return offset;
  };
  clocks.set(timeZone, clock);
  return clock;
}

/** The plant's date ('2026-11-25') of an instant. */
export function plantDate(at: Date | number, timeZone: string): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(wallTimeOf(ms, plantClock(timeZone))).toISOString().slice(0, 10);
}

/** The plant's clock time ('07:00') of an instant. */
export function plantClockTime(at: Date | number, timeZone: string): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(wallTimeOf(ms, plantClock(timeZone))).toISOString().slice(11, 16);
}

/** 'UTC-03:00' for −180 minutes, 'UTC+05:30' for 330, 'UTC' for 0. */
export function utcOffsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(Math.round(offsetMinutes));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** ISO 8601 in plant time with its offset: '2026-11-25T07:00:00-03:00' ('...Z' on UTC). */
export function plantDateTimeWithOffset(at: Date | number, timeZone: string): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  const offset = plantClock(timeZone)(ms);
  const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  return `${wall}${offset === 0 ? 'Z' : utcOffsetLabel(offset).slice(3)}`;
}

/** How a reply names the plant's clock at an instant: 'America/Sao_Paulo, UTC-03:00', or 'UTC'. */
export function timeZoneLabel(timeZone: string, at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  const offset = utcOffsetLabel(plantClock(timeZone)(ms));
  return timeZone === 'UTC' || timeZone === 'Etc/UTC' ? offset : `${timeZone}, ${offset}`;
}

/**
 * Wanted by a day: by the end of that day in plant time (23:59); undefined unless a day alone
 * (YYYY-MM-DD) is said. The one reading of a due day, for commands and promises alike.
 */
export function endOfPlantDay(date: string | undefined, timeZone: string): Date | undefined {
  if (date?.length !== 10) return undefined;
  return new Date(instantOfWallTime(Date.parse(`${date}T23:59:00Z`), plantClock(timeZone)));
}
