import type { Locale } from './locale.ts';
import { t, UI_CATALOGS, type UiKey } from './t.ts';

/**
 * A figure's label by its metric name (the server's KPI and report keys) in `locale`; null in
 * en-US, where the label is the name's own words (assistant-and-gantt §4, enterprise-shell §2),
 * and for a name the catalog does not know.
 */
export function translatedMetricLabel(name: string, locale: Locale): string | null {
  if (locale === 'en-US') return null;
  const key = `metric.${name}`;
  return key in UI_CATALOGS[locale] ? t(key as UiKey, undefined, locale) : null;
}
