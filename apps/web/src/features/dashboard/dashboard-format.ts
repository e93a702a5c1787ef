import type { Locale } from '../../i18n/locale.ts';

/**
 * Utilization arrives as a percent of calendar capacity (118.4 = 118.4 %) and is shown whole, except
 * just past 100 %, where a whole number would read "100%" for a week listed as over capacity: there
 * it keeps the decimal that says by how much (100.4%). null means work is planned in a week with no
 * working time at all.
 */
export function formatUtilization(
  utilizationPercent: number | null,
  noWorkingTime = 'no working time',
): string {
  if (utilizationPercent === null) return noWorkingTime;
  const whole = Math.round(utilizationPercent);
  if (whole === 100 && utilizationPercent > 100)
    return `${Math.max(100.1, Math.floor(utilizationPercent * 10) / 10).toFixed(1)}%`;
  return `${whole}%`;
}

/** A week start (ISO date) as the planner reads it, e.g. 'Mon 23 Nov 2026' ('seg., 23 de nov. de 2026' in pt-BR). */
export function formatWeekStart(weekStart: string, locale: Locale = 'en-US'): string {
  const date = new Date(`${weekStart.slice(0, 10)}T00:00:00`);
  if (Number.isNaN(date.getTime())) return weekStart;
  return date.toLocaleDateString(locale === 'pt-BR' ? 'pt-BR' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
