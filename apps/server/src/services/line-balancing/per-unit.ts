import { t } from '../../i18n/translate.ts';

/**
 * Minutes a unit as a planner reads them: seconds below a minute (an O-ring's 0.04 min is 2.4 s). One
 * wording for the line's recommendations and the assistant's line answer, as the web's balance chart.
 */
export function minutesAUnit(language: string, minutes: number): string {
  return t(language, 'balance.perUnit', {
    inMinutes: minutes >= 1 || minutes <= 0 ? 'yes' : 'no',
    minutes,
    seconds: minutes * 60,
  });
}
