import { acceptLanguage } from '../api/browser-identity.ts';

export type Locale = 'en-US' | 'pt-BR';

/** The language the screens speak: the stored language (pt → pt-BR, else en-US), as the API is told. */
export function currentLocale(): Locale {
  return acceptLanguage();
}

/** A number in the locale's format, with at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 1): string {
  return value.toLocaleString(locale, { maximumFractionDigits });
}

function parsed(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dayOf(date: Date, locale: Locale, timeZone?: string): string {
  return date.toLocaleDateString(locale, { day: '2-digit', month: 'short', timeZone });
}

function timeOf(date: Date, locale: Locale, timeZone?: string): string {
  return date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone });
}

/**
 * A moment as day and time, e.g. "24 Nov 10:00"; as given when it does not parse. In `timeZone`
 * (the plant's) when given, else the browser's.
 */
export function formatMoment(value: string, locale: Locale, timeZone?: string): string {
  const date = parsed(value);
  return date ? `${dayOf(date, locale, timeZone)} ${timeOf(date, locale, timeZone)}` : value;
}

/**
 * An interval [start, end) as a planner reads it: "24 Nov 10:00–14:00" within a day,
 * "24 Nov 22:00 – 25 Nov 02:00" across days. In `timeZone` (the plant's) when given.
 */
export function formatInterval(
  startValue: string,
  endValue: string,
  locale: Locale,
  timeZone?: string,
): string {
  const start = parsed(startValue);
  const end = parsed(endValue);
  if (!start || !end) return `${startValue} – ${endValue}`;
  if (dayOf(start, locale, timeZone) === dayOf(end, locale, timeZone)) {
    return `${dayOf(start, locale, timeZone)} ${timeOf(start, locale, timeZone)}–${timeOf(end, locale, timeZone)}`;
  }
  return `${formatMoment(startValue, locale, timeZone)} – ${formatMoment(endValue, locale, timeZone)}`;
}

/** A short date range of a week of the plan, e.g. "23 Nov – 30 Nov", in `timeZone` (the plant's) when given. */
export function formatDayRange(start: Date, end: Date, locale: Locale, timeZone?: string): string {
  return `${dayOf(start, locale, timeZone)} – ${dayOf(end, locale, timeZone)}`;
}
