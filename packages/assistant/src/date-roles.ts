import { addMinutes, type DateMention, localIsoDate, startOfDay } from './date-mention.ts';
import { type DurationMention, SHIFT_MINUTES } from './durations.ts';
import type { Intent } from './interpretation.ts';
import { shiftDirection } from './order-moves.ts';
import type { MachineEvent } from './polarity.ts';

const DAY_MINUTES = 1440;

/** Intents whose dates look back: a breakdown's start, when a machine came back, a report of yesterday, today's output. */
const LOOKS_BACK = new Set<Intent>([
  'schedule.breakdown',
  'schedule.restore',
  'production.status',
  'report.generate',
]);

/** Words that make "in 3 days" a shift of the order ("adiar em 3 dias"), not a date. */
const SHIFT_VERB =
  /\b(postpone|push|delay|pull in|bring forward|adiar|adia|atrasar|atrasa|antecipar|antecipa|prorrogar)\b/;

/**
 * Moves a date that can only mean the future forward: a time already past today to tomorrow's
 * ("by 8am"). Weekdays are already the ones meant (`resolveWeekday`).
 */
export function forward(mention: DateMention, now: Date): Date {
  if (mention.isTimeOnly && mention.at < now) return addMinutes(mention.at, DAY_MINUTES);
  return mention.at;
}

/** An instant as the entity value: an ISO date-time when a time was named, else the local date. */
export function formatDate(at: Date, hasTime: boolean, offsetMinutes: number): string {
  return hasTime ? at.toISOString() : localIsoDate(at, offsetMinutes);
}

/** The date and duration entities of a command. */
export interface Timing {
  date?: string;
  duration_minutes?: number;
}

/**
 * A breakdown's timing: its start (the first date not after "until"/"back"), and its length: the
 * duration named, else to the end of a range ("from 8 to 16"), else to the date after "until" /
 * "back at" — the start of that day when no time is named ("until Monday" = Monday 00:00) —
 * counted from the start, or from now when no start is named.
 */
export function breakdownTiming(
  dates: DateMention[],
  durations: DurationMention[],
  now: Date,
  offsetMinutes: number,
): Timing {
  const start = dates.find((d) => d.cue !== 'until');
  const end = dates.find((d) => d.cue === 'until' && d !== start);
  const timing: Timing = {};
  if (start) timing.date = formatDate(start.at, start.hasTime, offsetMinutes);
  const from = start?.at ?? now;
  let until: Date | undefined = start?.endAt;
  if (!until && end) {
    // A time after a named start ends that downtime, even when it is already past ("broke at 6,
    // fixed at 9" said at 10); without a start it is the next such time.
    const isAfterStart = start !== undefined && end.isTimeOnly && end.at > from;
    const at =
      end.isTimeOnly && end.at <= from
        ? addMinutes(end.at, DAY_MINUTES)
        : isAfterStart
          ? end.at
          : forward(end, now);
    until = end.hasTime ? at : startOfDay(at, offsetMinutes);
  }
  const named = durations[0]?.minutes;
  const minutes = named ?? (until ? Math.round((until.getTime() - from.getTime()) / 60_000) : undefined);
  if (minutes !== undefined && minutes > 0) timing.duration_minutes = minutes;
  return timing;
}

/**
 * The timing of any other intent: the first date named (moved forward when the intent can only
 * mean the future) and the first duration (a material's delay, an order's shift). An order moved
 * "em 3 dias" / "in 3 days" with a shift verb is moved by that long.
 */
export function intentTiming(
  intent: Intent,
  folded: string,
  dates: DateMention[],
  durations: DurationMention[],
  now: Date,
  offsetMinutes: number,
): Timing {
  const timing: Timing = {};
  const first = dates[0];
  const isShift =
    intent === 'order.change' &&
    first?.shiftMinutes !== undefined &&
    (SHIFT_VERB.test(folded) || shiftDirection(folded) !== undefined);
  if (first && isShift) timing.duration_minutes = Math.abs(first.shiftMinutes!);
  else if (first) {
    const at = LOOKS_BACK.has(intent) ? first.at : forward(first, now);
    timing.date = formatDate(at, first.hasTime, offsetMinutes);
  }
  if (durations[0] && timing.duration_minutes === undefined) timing.duration_minutes = durations[0].minutes;
  return timing;
}

/**
 * When a machine is back in service: the first date after the words saying so ("liberou ... às
 * 13h", "back online since 9am"), else one before them unless it belongs to the downtime told
 * first ("was down this morning but it's back up now" names no time it came back).
 */
export function restoreTiming(dates: DateMention[], event: MachineEvent, offsetMinutes: number): Timing {
  const upStart = event.upStart ?? 0;
  const back = dates.find((d) => d.start >= upStart) ?? (event.isDownBefore ? undefined : dates[0]);
  return back ? { date: formatDate(back.at, back.hasTime, offsetMinutes) } : {};
}

/** "A shift", "an extra shift", "um turno": one of the plant's 8-hour shifts when no length is named. */
const NAMES_SHIFT = /\b(?:shifts?|turnos?)\b/;

/**
 * The timing of extra working time (capacity.add): its start, the first date not after "until",
 * moved forward when only a time is named and it is past ("from 6am" said at 10 is tomorrow's);
 * its length, the duration named, else to the end of a range ("6am to 2pm", "22h às 6h" running
 * past midnight) or to the date after "until", else one shift when the command names a shift.
 */
export function capacityTiming(
  folded: string,
  dates: DateMention[],
  durations: DurationMention[],
  now: Date,
  offsetMinutes: number,
): Timing {
  const start = dates.find((d) => d.cue !== 'until');
  const end = dates.find((d) => d.cue === 'until' && d !== start);
  const timing: Timing = {};
  const from = start ? forward(start, now) : now;
  if (start) timing.date = formatDate(from, start.hasTime, offsetMinutes);
  const moved = from.getTime() - (start?.at.getTime() ?? from.getTime());
  let until = start?.endAt ? new Date(start.endAt.getTime() + moved) : end?.at;
  // A night shift ends the next morning: "22h às 6h".
  while (until && until <= from) until = addMinutes(until, DAY_MINUTES);
  const minutes =
    durations[0]?.minutes ??
    (until ? Math.round((until.getTime() - from.getTime()) / 60_000) : undefined) ??
    (NAMES_SHIFT.test(folded) ? SHIFT_MINUTES : undefined);
  if (minutes !== undefined && minutes > 0) timing.duration_minutes = minutes;
  return timing;
}
