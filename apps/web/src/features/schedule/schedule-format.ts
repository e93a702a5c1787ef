import type { ScheduleResult } from '@takt/contract';
import { formatDuration } from '../../i18n/duration.ts';
import { currentLocale, type Locale } from '../../i18n/locale.ts';
import { translatedMetricLabel } from '../../i18n/metric-labels.ts';

/** The KPI that is a nested object of solver timings, never shown as a tile (enterprise-shell §2). */
export const HIDDEN_KPI = 'solver_times';

/**
 * A KPI tile's label: the key with underscores replaced by spaces, upper-cased (enterprise-shell §2);
 * in another language the metric's name from its catalog, upper-cased alike, where it has one.
 */
export function kpiLabel(key: string, locale: Locale = currentLocale()): string {
  const translated = translatedMetricLabel(key, locale);
  return (translated ?? key.replaceAll('_', ' ')).toLocaleUpperCase(locale);
}

/** A KPI value as text: numbers with thousands separators and at most two decimals. */
export function formatKpiValue(value: unknown): string {
  if (typeof value === 'number') return value.toLocaleString(currentLocale(), { maximumFractionDigits: 2 });
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === null || value === undefined) return '-';
  return JSON.stringify(value);
}

/** Every KPI except solver_times, in the order the server sent them, as label and text. */
export function kpiTiles(kpis: ScheduleResult['kpis']): Array<{ key: string; label: string; value: string }> {
  return Object.entries(kpis)
    .filter(([key]) => key !== HIDDEN_KPI)
    .map(([key, value]) => ({ key, label: kpiLabel(key), value: formatKpiValue(value) }));
}

/** A date-time from the API as a short local date and time; '-' when missing, as given when unparseable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(currentLocale() === 'pt-BR' ? 'pt-BR' : 'en-GB', {
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A span of minutes the way a planner reads it: 45 min, 5.5 h, 3.2 days (5,5 h, 3,2 dias in pt-BR). */
export function formatMinutes(minutes: number, locale: Locale = currentLocale()): string {
  return formatDuration(minutes, locale);
}
