import { addMinutes, localIsoDate, localWeekday } from './date-mention.ts';
import type { ShiftName } from './interpretation.ts';

/**
 * Which shift extra time names (issue 10, add shift / overtime), matched on the folded text: the
 * plant's shifts by name or rank, "a shift" / "turno extra" (the next one the machine does not work
 * that day) or the whole day. The server finds the hours in the work center's calendar.
 */
const NAMED: [RegExp, ShiftName][] = [
  [
    /\b(?:night|third|3rd|graveyard|overnight)\s+shifts?\b|\bshifts?\s+(?:at|by)\s+night\b|\bturnos?\s+(?:da\s+noite|noturnos?|da\s+madrugada)\b|\bterceiro\s+turno\b|\b3o\s+turno\b/,
    'night',
  ],
  [
    /\b(?:late|second|2nd|afternoon|evening|swing)\s+shifts?\b|\bturnos?\s+da\s+tarde\b|\bsegundo\s+turno\b|\b2o\s+turno\b/,
    'late',
  ],
  [
    /\b(?:early|first|1st|morning|day)\s+shifts?\b|\bturnos?\s+da\s+manha\b|\bprimeiro\s+turno\b|\b1o\s+turno\b/,
    'early',
  ],
  [
    /\b(?:(?:the\s+)?(?:whole|entire|full)\s+(?:day|saturday|sunday)|all\s+day|(?:o|a)?\s*(?:sabado|domingo|dia)\s+(?:inteiro|todo)|o\s+dia\s+todo|dia\s+inteiro)\b/,
    'whole_day',
  ],
  [
    // "a Saturday shift", "weekend shifts", "turno de sábado": a day's shift is its first one not worked.
    /\b(?:an?|one|extra|additional|another|um|uma|mais\s+um)\s+(?:extra\s+|additional\s+)?shifts?\b|\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend)\s+shifts?\b|\bshifts?\s+extras?\b|\bturnos?\s+(?:extras?|adiciona(?:l|is))\b|\bturnos?\s+(?:de|do|no|neste|nesse|deste|desse)\s+(?:sabado|domingo|fim\s+de\s+semana)\b|\bum\s+turno\b/,
    'next',
  ],
];

/** The shift a command names; overtime said by its length alone names none (the server puts it after the last shift). */
export function shiftNamed(folded: string): ShiftName | undefined {
  for (const [pattern, name] of NAMED) if (pattern.test(folded)) return name;
  return undefined;
}

/** "next week", "semana que vem": Monday to Sunday after this week; "this week": today to Sunday. */
const NEXT_WEEK = /\b(?:next week|the week after this|semana que vem|proxima semana|a semana que vem)\b/;
const THIS_WEEK = /\b(?:this week|(?:essa|esta|nesta|nessa) semana|the rest of the week|o resto da semana)\b/;
const DAY_MINUTES = 1440;

/** The days a week phrase covers, as its first plant day and how many days. */
export function weekSpan(
  folded: string,
  now: Date,
  offsetMinutes: number,
): { date: string; days: number } | undefined {
  const weekday = localWeekday(now, offsetMinutes) || 7;
  if (NEXT_WEEK.test(folded)) {
    const monday = addMinutes(now, (8 - weekday) * DAY_MINUTES);
    return { date: localIsoDate(monday, offsetMinutes), days: 7 };
  }
  if (THIS_WEEK.test(folded)) return { date: localIsoDate(now, offsetMinutes), days: 8 - weekday };
  return undefined;
}
