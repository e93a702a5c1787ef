import type { Locale } from './locale.ts';
import { t } from './t.ts';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** A span of minutes the way a planner reads it, in the locale's words: 45 min, 5.5 h, 3.2 days. */
export function formatDuration(minutes: number, locale: Locale): string {
  if (Math.abs(minutes) >= MINUTES_PER_DAY)
    return t('duration.days', { days: minutes / MINUTES_PER_DAY }, locale);
  if (Math.abs(minutes) >= MINUTES_PER_HOUR)
    return t('duration.hours', { hours: minutes / MINUTES_PER_HOUR }, locale);
  return t('duration.minutes', { minutes: Math.round(minutes) }, locale);
}
