import { formatNumber, type Locale } from './locale.ts';
import { messagesFor } from './messages.ts';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** A span of minutes the way a planner reads it, in the locale's words: 45 min, 5.5 h, 3.2 days. */
export function formatDuration(minutes: number, locale: Locale): string {
  const words = messagesFor(locale).duration;
  if (Math.abs(minutes) >= MINUTES_PER_DAY)
    return words.days(formatNumber(minutes / MINUTES_PER_DAY, locale));
  if (Math.abs(minutes) >= MINUTES_PER_HOUR)
    return words.hours(formatNumber(minutes / MINUTES_PER_HOUR, locale));
  return words.minutes(formatNumber(Math.round(minutes), locale));
}
