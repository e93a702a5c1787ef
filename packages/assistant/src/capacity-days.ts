import { commandFor } from './candidate-commands.ts';
import { addMinutes, localIsoDate } from './date-mention.ts';
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
