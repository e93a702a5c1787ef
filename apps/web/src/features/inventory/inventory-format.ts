import { currentLocale, type Locale } from '../../i18n/locale.ts';
import type { UiKey } from '../../i18n/t.ts';

/** MB51 figures: money in USD (enterprise-shell §9), quantities with at most two decimals (step 0.01). */
export function formatUsd(value: number, locale: Locale = currentLocale()): string {
  return value.toLocaleString(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}

export function formatStock(value: number, locale: Locale = currentLocale()): string {
  return value.toLocaleString(locale, { maximumFractionDigits: 2 });
}

/** The locations of enterprise-shell §3, with the names the screens show. */
export const LOCATION_NAMES = {
  MAIN: 'Main Warehouse',
  PRODUCTION: 'Production Floor',
  QUARANTINE: 'Quarantine',
  SHIPPING: 'Shipping',
} as const;
export type LocationCode = keyof typeof LOCATION_NAMES;
export const LOCATION_CODES = Object.keys(LOCATION_NAMES) as LocationCode[];

/** The catalog key of a location's name; null for a location the spec does not name. */
export function locationNameKey(code: string): UiKey | null {
  return Object.hasOwn(LOCATION_NAMES, code) ? (`inv.location.${code as LocationCode}` as const) : null;
}

/** An instant as plant-local date and time ("25 Nov, 07:00"); the browser's zone until the plant's is known. */
export function formatPlantDateTime(
  iso: string,
  timeZone: string | undefined,
  locale: Locale = currentLocale(),
): string {
  return new Date(iso).toLocaleString(locale === 'pt-BR' ? 'pt-BR' : 'en-GB', {
    timeZone,
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
