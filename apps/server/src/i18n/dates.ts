import { plantClockTime } from '../time/plant-clock.ts';
import { localeOf } from './locale.ts';

/**
 * A moment in plant time (`timeZone`, the plant's IANA zone) as a reply writes it: 'Wed 25 Nov 07:00'
 * in English, 'qua., 25 de nov. 07:00' in Portuguese. English puts the day before the month, as the
 * spec's examples do, so its date comes from en-GB; the clock is 24 h in both.
 */
export function formatPlantMoment(language: string, iso: string, timeZone: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString(localeOf(language) === 'pt-BR' ? 'pt-BR' : 'en-GB', {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    timeZone,
  });
  return `${day} ${plantClockTime(at, timeZone)}`;
}

/**
 * A calendar day ('2026-11-27', or the day of an ISO instant in UTC) as a reply writes it: ISO in English,
 * as the order screens and the spec show dates, and 27/11/2026 in Portuguese.
 */
export function formatDay(language: string, isoDay: string): string {
  const day = isoDay.slice(0, 10);
  if (localeOf(language) !== 'pt-BR') return day;
  return PT_DAY.format(new Date(`${day}T00:00:00Z`));
}

const PT_DAY = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
