/**
 * Utilization arrives as a percent of calendar capacity (118.4 = 118.4 %) and is shown whole;
 * null means work is planned in a week with no working time at all.
 */
export function formatUtilization(utilizationPercent: number | null): string {
  return utilizationPercent === null ? 'no working time' : `${Math.round(utilizationPercent)}%`;
}

/** A week start (ISO date) as the planner reads it, e.g. 'Mon 23 Nov 2026'. */
export function formatWeekStart(weekStart: string): string {
  const date = new Date(`${weekStart.slice(0, 10)}T00:00:00`);
  if (Number.isNaN(date.getTime())) return weekStart;
  return date.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
