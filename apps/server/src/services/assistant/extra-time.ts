import type { Entities, ShiftName } from '@takt/assistant';
import { instantOfWallTime } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database, ShiftPattern } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { plantClock } from '../../time/plant-clock.ts';

/** A window of working time to add, [startAt, endAt). */
export interface ExtraWindow {
  startAt: Date;
  endAt: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** How many days one command may add time on: a month of extra shifts is a calendar change. */
const MOST_DAYS = 31;

/** The plant's usual shifts, for a name the work center's calendar does not have (a third shift on a two-shift press). */
const STANDARD: Record<'early' | 'late' | 'night', { start: string; end: string }> = {
  early: { start: '06:00', end: '14:00' },
  late: { start: '14:00', end: '22:00' },
  night: { start: '22:00', end: '06:00' },
};

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** A shift on one plant day as minutes from that day's midnight; a night shift ends the next morning. */
function span(shift: { start: string; end: string }): [number, number] {
  const start = minutesOf(shift.start);
  const end = minutesOf(shift.end);
  return [start, end > start ? end : end + 1440];
}

/** The calendar's shifts and the standard ones it lacks, by name, earliest first. */
function shiftsOf(calendar: ShiftPattern[]): { name: string; start: string; end: string }[] {
  const known = new Map(
    calendar.map((s) => [s.name.toLowerCase(), { name: s.name.toLowerCase(), start: s.start, end: s.end }]),
  );
  for (const [name, hours] of Object.entries(STANDARD))
    if (!known.has(name)) known.set(name, { name, ...hours });
  return [...known.values()].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
}

/**
 * The working time "a late shift on Saturday", "turno extra no sábado", "the whole Saturday", "a
 * third shift next week" or "2 hours of overtime tomorrow" adds to a work center, from its
 * calendar: on each day, the named shift (or the first one, or all the ones, it does not work that
 * day), or overtime right after its last shift. A shift it already works adds nothing that day.
 * Hours said outright ("Saturday 6 to 14") are taken as they are. Plant time throughout.
 */
export async function extraTimeWindows(
  db: Kysely<Database>,
  datasetId: string | null,
  entities: Entities,
  timeZone: string,
): Promise<ExtraWindow[]> {
  const { date, duration_minutes: minutes, work_center: workCenterId } = entities;
  if (!date || !workCenterId) return [];
  // "2 hours of overtime tomorrow", "hora extra de 2h amanhã": a length on a day, after its last shift.
  const shift: ShiftName | 'after_hours' | undefined =
    entities.shift ?? (date.length === 10 && minutes ? 'after_hours' : undefined);
  if (!shift) {
    if (!minutes) return [];
    const startAt = new Date(date);
    return [{ startAt, endAt: new Date(startAt.getTime() + minutes * MINUTE_MS) }];
  }
  const center = await scoped(db, datasetId)
    .selectFrom('work_centers as w')
    .innerJoin('calendars as c', (join) =>
      join.onRef('c.calendar_id', '=', 'w.calendar_id').onRef('c.dataset_id', '=', 'w.dataset_id'),
    )
    .select('c.shifts')
    .where('w.work_center_id', '=', workCenterId)
    .executeTakeFirst();
  const calendar = ((typeof center?.shifts === 'string' ? JSON.parse(center.shifts) : center?.shifts) ??
    []) as ShiftPattern[];
  const all = shiftsOf(calendar);
  const clock = plantClock(timeZone);
  const firstDay = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  const windows: ExtraWindow[] = [];
  for (let k = 0; k < Math.min(entities.days ?? 1, MOST_DAYS); k++) {
    const wallMidnight = firstDay + k * DAY_MS;
    const weekday = new Date(wallMidnight).getUTCDay() || 7;
    const worked = new Set(calendar.filter((s) => s.days.includes(weekday)).map((s) => s.name.toLowerCase()));
    const at = (minute: number) => new Date(instantOfWallTime(wallMidnight + minute * MINUTE_MS, clock));
    const add = ([from, to]: [number, number]) => windows.push({ startAt: at(from), endAt: at(to) });
    // "A third shift next week" adds to the days the machine works, not to its idle weekend.
    if ((entities.days ?? 1) > 1 && worked.size === 0) continue;
    const free = all.filter((s) => !worked.has(s.name));
    if (shift === 'early' || shift === 'late' || shift === 'night') {
      const named = all.find((s) => s.name === shift);
      if (named && !worked.has(shift)) add(span(named));
    } else if (shift === 'next') {
      if (free[0]) add(span(free[0]));
    } else if (shift === 'whole_day') {
      for (const s of free) add(span(s));
    } else if (shift === 'after_hours' && minutes) {
      const ends = all.filter((s) => worked.has(s.name)).map((s) => span(s)[1]);
      // Around the clock already: no hours after its last shift.
      if (ends.length >= all.length) continue;
      const from = ends.length > 0 ? Math.max(...ends) : span(all[0]!)[0];
      add([from, from + minutes]);
    }
  }
  return windows;
}
