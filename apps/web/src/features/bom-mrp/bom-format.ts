import type { ComponentTypeName } from '../../api/bom-api.ts';
import { currentLocale, type Locale } from '../../i18n/locale.ts';
import { t, type UiKey } from '../../i18n/t.ts';

/** Money in USD, two decimals (enterprise-shell §9), written the locale's way (US$ 1.234,50 in pt-BR). */
export function formatMoney(value: number, locale: Locale = currentLocale()): string {
  return value.toLocaleString(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** A quantity with at most `digits` decimals, grouped the locale's way. */
export function formatNumber(value: number, digits = 3, locale: Locale = currentLocale()): string {
  return value.toLocaleString(locale, { maximumFractionDigits: digits });
}

/**
 * A plan date ('YYYY-MM-DD', a plant date with no time) as the locale writes it: as it is in en-US,
 * 25/11/2026 in pt-BR. Anything else is shown as it came.
 */
export function formatDay(date: string, locale: Locale = currentLocale()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match || locale === 'en-US') return date;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** A component type in the screen's language ('Raw material', 'Matéria-prima'); null is the product itself. */
export function componentTypeLabel(type: ComponentTypeName | null, locale: Locale = currentLocale()): string {
  return t(type ? (`bom.type.${type}` as UiKey) : 'bom.type.product', undefined, locale);
}
