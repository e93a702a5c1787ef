import { currentLocale, type Locale } from '../i18n/locale.ts';

/** A date or date-time from the API as a short local date in the screen's language; '-' when missing. */
export function formatDate(value: string | null, locale: Locale = currentLocale()): string {
  if (!value) return '-';
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale === 'pt-BR' ? 'pt-BR' : 'en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  });
}

/** Quantities in the tables: thousands separated, at most two decimals, as the locale writes them. */
export function formatQuantity(value: number, locale: Locale = currentLocale()): string {
  return value.toLocaleString(locale, { maximumFractionDigits: 2 });
}
