import { currentLocale, type Locale } from '../../i18n/locale.ts';

/** Money in USD with two decimals, grouped in the screen's language. */
export function formatMoney(value: number, locale: Locale = currentLocale()): string {
  return value.toLocaleString(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/**
 * A date as the screen's language writes it; as given when unreadable. A plant-local day (YYYY-MM-DD)
 * is that day; a moment is its day in `timeZone` (the plant's) when given.
 */
export function formatDay(value: string, timeZone?: string, locale: Locale = currentLocale()): string {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDay ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: isDay ? 'UTC' : timeZone,
  });
}

/** A plant-local day (YYYY-MM-DD) as day and month only, for a chart's axis. */
export function formatShortDay(value: string, locale: Locale = currentLocale()): string {
  const date = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale, { day: '2-digit', month: 'short', timeZone: 'UTC' });
}
