import type { CapacityPeriod } from '@takt/contract';
import type { CapacityWorkCenterLoad } from '../../api/capacity-api.ts';

/** Capacity colours (enterprise-shell §4), the same in the bars and the table. */
export const LEVEL_COLORS: Record<CapacityWorkCenterLoad['level'], string> = {
  overload: '#c2410c',
  high: '#d97706',
  healthy: '#15803d',
  low: '#2456a6',
};

export const LEVEL_LABELS: Record<CapacityWorkCenterLoad['level'], string> = {
  overload: 'Overload',
  high: 'High',
  healthy: 'Healthy',
  low: 'Low',
};

export const PERIOD_LABELS: Record<CapacityPeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** Hours as the screen shows them: one decimal, with the unit. */
export function formatHours(hours: number): string {
  return `${hours.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;
}

/** A utilization in percent, one decimal; null is load where there is no working time. */
export function formatPercent(percent: number | null): string {
  return percent === null ? 'no working time' : `${percent.toFixed(1)}%`;
}

/** A period's first plant date as its name: 'Wed 25 Nov', 'Week of 23 Nov', 'Nov 2026'. */
export function periodLabel(period: CapacityPeriod, date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  if (period === 'month')
    return at.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  if (period === 'week') return `Week of ${day}`;
  return `${at.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })} ${day}`;
}
