import type { CapacityPeriod } from '@takt/contract';
import type { CapacityWorkCenterLoad } from '../../api/capacity-api.ts';
import { currentLocale, type Locale } from '../../i18n/locale.ts';
import { t, type UiKey } from '../../i18n/t.ts';

/** Capacity colours (enterprise-shell §4), the same in the bars and the table. */
export const LEVEL_COLORS: Record<CapacityWorkCenterLoad['level'], string> = {
  overload: '#c2410c',
  high: '#d97706',
  healthy: '#15803d',
  low: '#2456a6',
};

export const LEVEL_LABELS: Record<CapacityWorkCenterLoad['level'], UiKey> = {
  overload: 'cm.level.overload',
  high: 'cm.level.high',
  healthy: 'cm.level.healthy',
  low: 'cm.level.low',
};

export const PERIOD_LABELS: Record<CapacityPeriod, UiKey> = {
  day: 'cm.period.day',
  week: 'cm.period.week',
  month: 'cm.period.month',
};

/** Hours as the screen shows them: one decimal, with the unit. */
export function formatHours(hours: number, locale: Locale = currentLocale()): string {
  return `${hours.toLocaleString(locale, { maximumFractionDigits: 1 })} h`;
}

/** A utilization in percent, one decimal; null is load where there is no working time. */
export function formatPercent(percent: number | null, locale: Locale = currentLocale()): string {
  if (percent === null) return t('cm.noWorkingTime', undefined, locale);
  return `${percent.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/** A period's first plant date as its name: 'Wed 25 Nov', 'Week of 23 Nov', 'Nov 2026'. */
export function periodLabel(period: CapacityPeriod, date: string, locale: Locale = currentLocale()): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  if (period === 'month')
    return at.toLocaleDateString(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dayLocale = locale === 'pt-BR' ? 'pt-BR' : 'en-GB';
  const day = at.toLocaleDateString(dayLocale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  if (period === 'week') return t('cm.weekOf', { day }, locale);
  return `${at.toLocaleDateString(dayLocale, { weekday: 'short', timeZone: 'UTC' })} ${day}`;
}
