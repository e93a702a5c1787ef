import type { Intent, Polarity } from './interpretation.ts';

/** The polarity field of a machine event: `down` for a breakdown, `up` for a restore, else none. */
export function polarityOf(intent: Intent): { polarity?: Polarity } {
  if (intent === 'schedule.breakdown') return { polarity: 'down' };
  if (intent === 'schedule.restore') return { polarity: 'up' };
  return {};
}
