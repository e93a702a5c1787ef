import { commandFor } from './candidate-commands.ts';
import { addMinutes, localIsoDate, localWeekday } from './date-mention.ts';
import type { Clarification, Entities, Intent, Language } from './interpretation.ts';
import { MISSING_QUESTIONS } from './messages.ts';

/** "every night this week", "all weekend", "todas as noites", "de segunda a sexta": several days at once. */
const SEVERAL_DAYS =
  /\b(?:(?:every|each) (?:day|night|morning|evening|afternoon|weekday|shift)|all (?:week|weekend)|(?:this|next|the whole|all) week|weekends|nights|(?:monday|mon) (?:to|through|thru|-) (?:friday|fri|saturday|sat)|todas as (?:noites|manhas|tardes|madrugadas)|todos os dias|toda (?:noite|manha|tarde|semana|madrugada)|todo (?:dia|sabado|domingo|fim de semana)|a semana (?:toda|inteira)|(?:essa|esta|nesta|nessa|proxima) semana|semana que vem|de segunda a (?:sexta|sabado)|fins de semana)\b/;

const DAY_MINUTES = 1440;
const DAYS_OFFERED = 3;

/**
 * Extra time over several days ("add a night shift on EXT-01 every night this week") is added one
 * day at a time for now: a `missing` clarification whose buttons are the first days, each the same
 * extra time on one day (keeping its time of day), written as a command that reads back as it.
 */
export function askOneDayAtATime(
  intent: Intent,
  entities: Entities,
  folded: string,
  language: Language,
  now: Date,
  offsetMinutes: number,
): Clarification | undefined {
  if (intent !== 'capacity.add' || !SEVERAL_DAYS.test(folded)) return undefined;
  const named = entities.date;
  const hasTime = named !== undefined && named.length > 10;
  // A named time keeps its time of day on each day; else whole days from the one named (or today).
  const base = hasTime ? new Date(named) : new Date(`${named ?? localIsoDate(now, offsetMinutes)}T00:00:00Z`);
  const suggested_actions = Array.from({ length: DAYS_OFFERED }, (_, k) => {
    const at = addMinutes(base, k * DAY_MINUTES);
    const date = hasTime ? at.toISOString() : at.toISOString().slice(0, 10);
    const prompt = commandFor({ intent, entities: { ...entities, date } }, language, offsetMinutes);
    return { label: localIsoDate(at, hasTime ? offsetMinutes : 0), prompt };
  });
  const template = MISSING_QUESTIONS['capacity.add:days']![language];
  return {
    question: template.replace('{work_center}', entities.work_center ?? '…'),
    suggested_actions,
    reason: 'missing',
  };
}

/** A night or third shift says its hours ("22h to 6h"): no shift to pick. */
const NIGHT_SHIFT = /\b(?:night|third|graveyard|overnight|noturno|da noite|terceiro|madrugada)\b/;
/** "a weekend shift", "turno no fim de semana": Saturday or Sunday. */
const WEEKEND = /\b(?:weekend|fim de semana|final de semana)\b/;
/** The shifts offered, in plant minutes of the day: 06:00–14:00 and 14:00–22:00. */
const SHIFTS = [
  [360, 840],
  [840, 1320],
] as const;
const SATURDAY = 6;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A shift asked for with no hours ("turno extra no sábado na PRS-03", "we need a weekend shift on
 * PRS-01"): a `missing` clarification whose buttons are concrete shifts of that day (06:00–14:00,
 * 14:00–22:00), or of Saturday and Sunday for the weekend, each written as a command that reads
 * back as it. `namesHours` is whether the command names a time or a length.
 */
export function askWhichShift(
  intent: Intent,
  entities: Entities,
  folded: string,
  namesHours: boolean,
  language: Language,
  now: Date,
  offsetMinutes: number,
): Clarification | undefined {
  if (intent !== 'capacity.add' || namesHours) return undefined;
  // A shift named ("a weekend shift", "turno extra no fim de semana") needs only its day.
  if (entities.shift) return askWhichDay(entities, folded, language, now, offsetMinutes);
  if (NIGHT_SHIFT.test(folded)) return undefined;
  if (!/\b(?:shifts?|turnos?)\b/.test(folded)) return undefined;
  const named = entities.date;
  if (named !== undefined && named.length > 10) return undefined;
  const isWeekend = named === undefined && WEEKEND.test(folded);
  if (named === undefined && !isWeekend) return undefined;
  const saturday = addMinutes(now, ((SATURDAY - localWeekday(now, offsetMinutes) + 7) % 7) * DAY_MINUTES);
  const days = named
    ? [named]
    : [localIsoDate(saturday, offsetMinutes), localIsoDate(addMinutes(saturday, DAY_MINUTES), offsetMinutes)];
  const choices = days.flatMap((day) => SHIFTS.map((shift) => ({ day, shift })));
  const suggested_actions = choices.slice(0, DAYS_OFFERED + 1).map(({ day, shift }) => {
    const start = addMinutes(new Date(`${day}T00:00:00.000Z`), shift[0] - offsetMinutes);
    const reading = { ...entities, date: start.toISOString(), duration_minutes: shift[1] - shift[0] };
    const hours = `${clock(shift[0])}–${clock(shift[1])}`;
    return {
      label: named ? hours : `${day} ${hours}`,
      prompt: commandFor({ intent, entities: reading }, language, offsetMinutes),
    };
  });
  const template = MISSING_QUESTIONS['capacity.add:shift']![language];
  return {
    question: template.replace('{work_center}', entities.work_center ?? '…'),
    suggested_actions,
    reason: 'missing',
  };
}

/** "A shift on the weekend" with no day: Saturday or Sunday, each button that shift on that day. */
function askWhichDay(
  entities: Entities,
  folded: string,
  language: Language,
  now: Date,
  offsetMinutes: number,
): Clarification | undefined {
  if (entities.date !== undefined || !WEEKEND.test(folded)) return undefined;
  const saturday = addMinutes(now, ((SATURDAY - localWeekday(now, offsetMinutes) + 7) % 7) * DAY_MINUTES);
  const days = [
    localIsoDate(saturday, offsetMinutes),
    localIsoDate(addMinutes(saturday, DAY_MINUTES), offsetMinutes),
  ];
  const suggested_actions = days.map((day) => ({
    label: day,
    prompt: commandFor(
      { intent: 'capacity.add', entities: { ...entities, date: day } },
      language,
      offsetMinutes,
    ),
  }));
  const template = MISSING_QUESTIONS['capacity.add:day']![language];
  return {
    question: template.replace('{work_center}', entities.work_center ?? '…'),
    suggested_actions,
    reason: 'missing',
  };
}
