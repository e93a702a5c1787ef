import type { Language } from './interpretation.ts';
import { NUMBER_WORD_PATTERN, parseNumber, smallNumber } from './numbers.ts';
import { allMatches, consume, type Scan } from './text.ts';

/** A length of time named in a command ("for 4 hours", "por 2 horas", "half a day"). */
export interface DurationMention {
  minutes: number;
  start: number;
  end: number;
}

/** One shift of the sample plant's calendars: 8 hours. */
export const SHIFT_MINUTES = 480;

const UNIT =
  '(min(?:ute)?s?|minutos?|h|hs|hrs?|hours?|horas?|d|days?|dias?|wks?|weeks?|semanas?|shifts?|turnos?)';

function minutesPer(unit: string): number {
  if (/^min/.test(unit)) return 1;
  if (/^(h|hs|hr|hrs|hour|hora)/.test(unit)) return 60;
  if (/^(d|day|dia)/.test(unit)) return 1440;
  if (/^(shift|turno)/.test(unit)) return SHIFT_MINUTES;
  return 10_080;
}

const PHRASES: [RegExp, number][] = [
  [/\bhalf (?:a |an )?day\b|\b(?:por|durante) meio (?:dia|periodo)\b|\bmeio periodo\b/g, 720],
  [/\bhalf (?:an |a )?hour\b|\bmeia hora\b/g, 30],
  [/\bhalf (?:a )?shift\b|\bmeio turno\b/g, SHIFT_MINUTES / 2],
  [/\b(?:all|the whole|a whole|an entire|the entire) day\b|\bo dia (?:todo|inteiro)\b/g, 1440],
];

/** Words after which `8h` is a time of day, not eight hours. */
const CLOCK_BEFORE =
  /(?:\bas|\bat|\bate|\bdas|\bdesde|\bfrom|\bsince|\buntil|\btill|\bby|\bvolta|\bpartir das?|\bhoje|\bamanha|\bontem|\btonight|\bde|\be|\d\s?h\s*(?:to|-|a|as|ate|until|till))\s*$/;
/** `22h to 6h`: the first of two clock times too. */
const CLOCK_RANGE_AFTER = /^\s*(?:to|-|a|as|ate|until|till)\s*\d{1,2}\s?h\b/;

/** Whether `8h` at `[start, end)` is a time of day by the words around it. */
/** "Hora extra de 2h", "overtime of 3h": the hours are how much extra time, not a time of day. */
const EXTRA_TIME_OF = /\b(?:extras?|overtime|adiciona(?:l|is))\s+(?:de|of)\s*$/;

function isClockTime(free: string, start: number, end: number): boolean {
  if (EXTRA_TIME_OF.test(free.slice(Math.max(0, start - 24), start))) return false;
  return (
    CLOCK_BEFORE.test(free.slice(Math.max(0, start - 16), start)) || CLOCK_RANGE_AFTER.test(free.slice(end))
  );
}

/**
 * Finds durations: a number or number word with a unit (`4 hours`, `90 min`, `3 dias`, `2 shifts`,
 * `uma semana`, `a week`), `2h30`, "an hour and a half", "half a day" (720 min), "meia hora".
 * `8h` after a clock word (às, at, desde, das, tonight) or in a range of clock times (`22h to 6h`)
 * is a time of day and is left for the date reader.
 * Marks them as read.
 */
export function findDurations(scan: Scan, language: Language): DurationMention[] {
  const mentions: DurationMention[] = [];
  const add = (start: number, end: number, minutes: number) => {
    if (!(minutes > 0)) return;
    mentions.push({ minutes, start, end });
    consume(scan, start, end);
  };
  for (const [pattern, minutes] of PHRASES) {
    for (const match of allMatches(pattern, scan.free))
      add(match.index, match.index + match[0].length, minutes);
  }
  for (const match of allMatches(/\b(\d{1,2})h(\d{2})(?:min)?\b/g, scan.free)) {
    if (isClockTime(scan.free, match.index, match.index + match[0].length)) continue;
    add(match.index, match.index + match[0].length, Number(match[1]) * 60 + Number(match[2]));
  }
  const articles = language === 'en' ? '|an?' : '';
  const amount = String.raw`(\d+(?:[.,]\d+)?|${NUMBER_WORD_PATTERN}${articles})`;
  const pattern = new RegExp(String.raw`\b${amount}\s*-?\s*${UNIT}\b(\s+(?:and a half|e meia))?`, 'g');
  for (const match of allMatches(pattern, scan.free)) {
    const [whole, written, unit, andHalf] = match as unknown as [string, string, string, string?];
    const isShortHour = /^(h|hs)$/.test(unit);
    if (isShortHour && isClockTime(scan.free, match.index, match.index + whole.length)) continue;
    if (unit === 'd' && !/\d$/.test(written)) continue;
    const count = /^\d/.test(written)
      ? parseNumber(written, language)
      : written.startsWith('a')
        ? 1
        : smallNumber(written);
    if (count === undefined) continue;
    const minutes = (count + (andHalf ? 0.5 : 0)) * minutesPer(unit);
    add(match.index, match.index + whole.length, Math.round(minutes));
  }
  return mentions.sort((a, b) => a.start - b.start);
}
