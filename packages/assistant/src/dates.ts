import * as chrono from 'chrono-node';
import * as chronoPt from 'chrono-node/pt';
import { cueBefore, type DateMention, resolveWeekday, startOfDay } from './date-mention.ts';
import type { Language } from './interpretation.ts';
import { consume, foldText, freeOriginal, type Scan } from './text.ts';

interface Rewritten {
  text: string;
  /** For each character of `text`, the index of the original character it came from. */
  origin: number[];
}

/**
 * Writes clock times chrono reads: `14h` and `14h30` → `14:00` and `14:30`, `meio-dia` → `12:00`,
 * and the bare hours of a range "das 6 às 14" → `6:00`, `14:00`.
 */
function rewriteClockTimes(text: string): Rewritten {
  let result = '';
  const origin: number[] = [];
  let last = 0;
  const pattern =
    /\b(\d{1,2})\s?h(?:s|rs?)?(\d{2})?\b|\bmeio-dia\b|(?<=\bdas\s+)(\d{1,2})(?=\s+(?:às|as|a|até|ate)\s+\d{1,2}\b(?![:.,]?\d))|(?<=\bdas\s+\d{1,2}\s+(?:às|as|a|até|ate)\s+)(\d{1,2})\b(?![:.,h]?\d|\s*h)/gi;
  for (const match of text.matchAll(pattern)) {
    for (let i = last; i < match.index; i++) {
      result += text[i];
      origin.push(i);
    }
    const hour = match[1] ?? match[3] ?? match[4];
    const replacement = hour ? `${hour}:${match[2] ?? '00'}` : '12:00';
    for (let k = 0; k < replacement.length; k++) origin.push(match.index + Math.min(k, match[0].length - 1));
    result += replacement;
    last = match.index + match[0].length;
  }
  for (let i = last; i < text.length; i++) {
    result += text[i];
    origin.push(i);
  }
  return { text: result, origin };
}

/** "sexta passada", "na última segunda", "the previous Monday": a weekday before today. */
const LAST_BEFORE = /\b(?:last|past|previous|ultim[ao]|passad[ao])\s*$/;
const LAST_AFTER = /^(?:-feira)?\s*(?:passad[ao]|anterior|retrasad[ao])\b/;
const SINCE = /\b(?:since|desde)(?: (?:a|o|as|os))?\s*$/;
/** English modifiers chrono reads itself ("next Friday" is the week after this one). */
const READ_BY_CHRONO = /^(?:next|last|past|this past|previous)\b/;

function weekdayOf(result: chrono.ParsedResult, folded: string, start: number, end: number) {
  const named = result.start;
  if (!named.isCertain('weekday') || named.isCertain('day')) return undefined;
  if (READ_BY_CHRONO.test(foldText(result.text))) return undefined;
  const before = folded.slice(Math.max(0, start - 16), start);
  if (LAST_BEFORE.test(before) || LAST_AFTER.test(folded.slice(end, end + 16))) return 'last';
  return SINCE.test(before) ? 'since' : 'next';
}

/**
 * The end of a range as written: chrono gives "tonight 22:00 to 6:00" an afternoon end (18:00),
 * guessing its half of the day from "tonight"; a 24-hour clock time ("6:00", written "6h") means
 * that hour. "8am to 5" keeps chrono's afternoon.
 */
function endOf(result: chrono.ParsedResult): Date | undefined {
  const end = result.end;
  if (!end) return undefined;
  const written = /(\d{1,2}):\d{2}\s*$/.exec(result.text);
  const hour = written ? Number(written[1]) : undefined;
  const isGuessedAfternoon =
    hour !== undefined && hour < 12 && !end.isCertain('meridiem') && end.get('hour') === hour + 12;
  return isGuessedAfternoon ? new Date(end.date().getTime() - 12 * 3_600_000) : end.date();
}

function toMention(result: chrono.ParsedResult, origin: number[], folded: string): DateMention {
  const start = origin[result.index] ?? 0;
  const end = (origin[result.index + result.text.length - 1] ?? start) + 1;
  const named = result.start;
  const weekday = weekdayOf(result, folded, start, end);
  const endAt = endOf(result);
  return {
    start,
    end,
    at: named.date(),
    hasTime: named.isCertain('hour'),
    ...(endAt ? { endAt } : {}),
    ...(weekday ? { weekday } : {}),
    isTimeOnly: named.isCertain('hour') && !named.isCertain('day') && !named.isCertain('weekday'),
  };
}

/**
 * Joins what chrono leaves apart in Portuguese: a day and its time ("amanhã" "às 14:00"), a day and
 * its part of day ("amanhã" "de manhã"), and two times as a range ("das 8:00" "às 16:00").
 */
function joinNeighbours(mentions: DateMention[], folded: string, offsetMinutes: number): DateMention[] {
  const onDayOf = (day: Date, time: Date) =>
    new Date(
      startOfDay(day, offsetMinutes).getTime() + (time.getTime() - startOfDay(time, offsetMinutes).getTime()),
    );
  const joined: DateMention[] = [];
  for (const mention of mentions) {
    const previous = joined.at(-1);
    const gap = previous ? folded.slice(previous.end, mention.start) : '';
    if (
      !previous ||
      !/^\s*(?:,|as|a|at|de|ate|to|-|e|from|a partir(?: d[aeo]s?)?|desde(?: as)?)?\s*$/.test(gap)
    ) {
      joined.push(mention);
      continue;
    }
    if (mention.isTimeOnly && !previous.hasTime) {
      const at = onDayOf(previous.at, mention.at);
      // "tonight" "22:00 to 6:00": the range moves to that day whole, past midnight as chrono read it.
      const endAt =
        mention.endAt && new Date(at.getTime() + (mention.endAt.getTime() - mention.at.getTime()));
      joined[joined.length - 1] = {
        ...previous,
        at,
        hasTime: true,
        end: mention.end,
        ...(endAt ? { endAt } : {}),
      };
    } else if (mention.isTimeOnly && previous.hasTime && !previous.endAt) {
      joined[joined.length - 1] = { ...previous, endAt: onDayOf(previous.at, mention.at), end: mention.end };
    } else if (!mention.hasTime && !previous.hasTime && /^\s*de\s*$/.test(gap)) {
      joined[joined.length - 1] = { ...previous, end: mention.end };
    } else {
      joined.push(mention);
    }
  }
  return joinDayAndLaterTime(joined, folded, onDayOf);
}

/** A few words between a day and its hours: "sexta de manhã pra manutenção, das 8 às 12". */
const FEW_WORDS = /^[^\d]{0,48}$/;

/**
 * A day and a time of day said a few words later ("sexta … das 8 às 12"): the time is that day's,
 * when the message has just one of each.
 */
function joinDayAndLaterTime(
  mentions: DateMention[],
  folded: string,
  onDayOf: (day: Date, time: Date) => Date,
): DateMention[] {
  const days = mentions.filter((m) => !m.hasTime && !m.isTimeOnly);
  const times = mentions.filter((m) => m.isTimeOnly);
  const [day] = days;
  const [time] = times;
  if (days.length !== 1 || times.length !== 1 || !day || !time || time.start < day.end) return mentions;
  if (!FEW_WORDS.test(folded.slice(day.end, time.start))) return mentions;
  // "Down tomorrow, back at 14h": that time is when it ends, read with its cue.
  if (cueBefore(folded.slice(Math.max(0, time.start - 24), time.start))) return mentions;
  const at = onDayOf(day.at, time.at);
  const endAt = time.endAt && new Date(at.getTime() + (time.endAt.getTime() - time.at.getTime()));
  const merged: DateMention = { ...day, at, hasTime: true, end: time.end, ...(endAt ? { endAt } : {}) };
  return mentions.filter((m) => m !== time).map((m) => (m === day ? merged : m));
}

/**
 * Finds dates and times with chrono-node (English, or its Portuguese locale): "by Friday",
 * "tomorrow 2pm", "next Monday", "Dec 3", "sexta-feira", "amanhã às 14h", "03/12" (day first in
 * Portuguese). Times are read in the plant's clock (`offsetMinutes` from UTC). A weekday is the
 * one the planner means (`resolveWeekday`), for every intent; a time of day alone is not moved
 * forward here (that depends on the role: a breakdown's start may be past, a due date may not).
 * Marks them as read.
 */
export function findDates(scan: Scan, now: Date, language: Language, offsetMinutes: number): DateMention[] {
  const { text, origin } = rewriteClockTimes(freeOriginal(scan));
  const parser = language === 'pt' ? chronoPt : chrono;
  const reference = { instant: now, timezone: offsetMinutes };
  const results = parser.parse(text, reference).filter((r) => {
    const year = r.start.date().getUTCFullYear();
    // A date names a word (Friday, Dec, amanhã), a clock time (14:00, 6am), a day/month (05/12) or
    // an ISO day (2026-11-27); chrono also reads bare digits ("1.000" as a time), which are
    // quantities here.
    return (
      Math.abs(year - now.getUTCFullYear()) <= 2 &&
      /[:/]|\d\s?(?:am|pm)\b|\p{L}{3,}|^\d{4}-\d{2}-\d{2}$/iu.test(r.text)
    );
  });
  const joined = joinNeighbours(
    results.map((r) => toMention(r, origin, scan.folded)),
    scan.folded,
    offsetMinutes,
  );
  // A weekday is resolved once its time is joined to it: "sexta" "das 8:00" is this Friday at 8
  // unless that is already past.
  const mentions = joined.map((mention) => resolveWeekday(mention, now, offsetMinutes));
  for (const mention of mentions) {
    const cue = cueBefore(scan.folded.slice(Math.max(0, mention.start - 24), mention.start));
    if (cue) mention.cue = cue;
    consume(scan, mention.start, mention.end);
  }
  return mentions;
}
