import { currentLocale, type Locale } from '../../i18n/locale.ts';
import { plantUtcOffsetMinutes } from '../../i18n/plant-time.ts';

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) at `at` in the plant's zone; the browser's zone until it is known. */
export function plantDate(at: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** `date` (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a plant-local date starts, as ISO 8601: an order starting "1 Dec" starts at the plant's midnight. */
export function plantMidnight(date: string, timeZone: string | undefined): string {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  if (!timeZone) return new Date(`${date}T00:00:00`).toISOString();
  return new Date(utcMidnight - plantUtcOffsetMinutes(timeZone, utcMidnight) * 60_000).toISOString();
}

/** A date-time of the API as a short plant-local date; '-' when missing. */
export function formatPlantDay(
  value: string | null,
  timeZone: string | undefined,
  locale: Locale = currentLocale(),
): string {
  if (!value) return '-';
  return new Date(value).toLocaleDateString(locale === 'pt-BR' ? 'pt-BR' : 'en-GB', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });
}

/** A date-time of the API in plant-local time, to the minute; '-' when missing. */
export function formatPlantTime(
  value: string | null,
  timeZone: string | undefined,
  locale: Locale = currentLocale(),
): string {
  if (!value) return '-';
  return new Date(value).toLocaleString(locale === 'pt-BR' ? 'pt-BR' : 'en-GB', {
    timeZone,
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
