import { addMinutes, cueBefore, type DateMention, localWeekday, startOfDay } from './date-mention.ts';
import type { Language } from './interpretation.ts';
import { NUMBER_WORD_PATTERN, parseNumber, smallNumber } from './numbers.ts';
import { openEndedSpans } from './open-ended.ts';
import { allMatches, consume, type Scan } from './text.ts';

const UNIT = '(min(?:ute)?s?|minutos?|h|hrs?|hours?|horas?|days?|dias?|weeks?|semanas?)';
const AMOUNT = String.raw`(\d+(?:[.,]\d+)?|${NUMBER_WORD_PATTERN}|an?)`;

/** Minutes in one of a relative phrase's units. */
export function unitMinutes(unit: string): number {
  if (/^min/.test(unit)) return 1;
  if (/^(h|hr|hrs|hour|hora)/.test(unit)) return 60;
  if (/^(day|dia)/.test(unit)) return 1440;
  return 10_080;
}

function amountOf(word: string, language: Language): number | undefined {
  if (word === 'a' || word === 'an') return 1;
  return /^\d/.test(word) ? parseNumber(word, language) : smallNumber(word);
}

interface Rule {
  pattern: RegExp;
  /** Minutes from now, and whether the result keeps its time of day. */
  read: (match: RegExpExecArray, language: Language) => { minutes: number; hasTime: boolean } | undefined;
}

const relative = (sign: number) => (match: RegExpExecArray, language: Language) => {
  const amount = amountOf(match[1]!, language);
  if (amount === undefined) return undefined;
  const unit = unitMinutes(match[2]!);
  return { minutes: sign * amount * unit, hasTime: unit < 1440 };
};

const RULES: Rule[] = [
  {
    pattern: new RegExp(
      String.raw`\b(?:in|within|em|daqui a|daqui|dentro de)\s+${AMOUNT}\s*${UNIT}\b(?!\s+ago)`,
      'g',
    ),
    read: relative(1),
  },
  { pattern: new RegExp(String.raw`\b${AMOUNT}\s*${UNIT}\s+from now\b`, 'g'), read: relative(1) },
  { pattern: new RegExp(String.raw`\b${AMOUNT}\s*${UNIT}\s+(?:ago|atras)\b`, 'g'), read: relative(-1) },
  { pattern: new RegExp(String.raw`\bha\s+${AMOUNT}\s*${UNIT}\b`, 'g'), read: relative(-1) },
  { pattern: /\bdepois de amanha\b/g, read: () => ({ minutes: 2 * 1440, hasTime: false }) },
  { pattern: /\banteontem\b/g, read: () => ({ minutes: -2 * 1440, hasTime: false }) },
];

/** "dia 10", "no dia 4", "the 4th", "on the 10th" — without a month after it ("dia 4 de dezembro" is chrono's). */
const DAY_OF_MONTH =
  /\b(?:(?:no |ate o |pro |para o |pra )?dia (\d{1,2})(?!\d|\s*(?:de|\/)\s*\S)|the (\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))/g;

/**
 * "Now" says nothing the server does not know; "this week" and "every night" are periods, and "a
 * night shift" a kind of shift, not dates.
 */
const NOT_DATES =
  /\b(?:right now|now|currently|agora|atualmente|no momento|(?:this|next|the|last) week|semana que vem|proxima semana|(?:essa|esta|da|na|nesta|nessa) semana|weekly|semanal|(?:every|each) (?:day|night|morning|evening|afternoon)|todas as (?:noites|manhas|tardes)|todos os dias|toda (?:noite|manha|tarde)|(?:night|day|morning|evening|afternoon|weekend) shifts?|turnos? da (?:noite|manha|tarde))\b/g;

/**
 * Finds the dates chrono does not read (or reads differently in Portuguese): "in 3 days",
 * "em 3 dias", "daqui a 2 horas", "2 hours ago", "há 2 horas", "depois de amanhã", the end of the
 * day, week (Friday) or month. Blanks out "now", week periods and "until further notice" ("até
 * segunda ordem" is no Monday). Marks them as read.
 */
export function findRelativeDates(
  scan: Scan,
  now: Date,
  language: Language,
  offsetMinutes: number,
): DateMention[] {
  const mentions: DateMention[] = [];
  const add = (start: number, end: number, at: Date, hasTime: boolean, shiftMinutes?: number) => {
    const cue = cueBefore(scan.free.slice(Math.max(0, start - 24), start));
    mentions.push({
      start,
      end,
      at,
      hasTime,
      isTimeOnly: false,
      ...(cue ? { cue } : {}),
      ...(shiftMinutes ? { shiftMinutes } : {}),
    });
    consume(scan, start, end);
  };
  for (const rule of RULES) {
    for (const match of allMatches(rule.pattern, scan.free)) {
      const reading = rule.read(match, language);
      if (!reading) continue;
      add(
        match.index,
        match.index + match[0].length,
        addMinutes(now, reading.minutes),
        reading.hasTime,
        reading.minutes,
      );
    }
  }
  const today = startOfDay(now, offsetMinutes);
  const weekday = localWeekday(now, offsetMinutes);
  const ends: [RegExp, () => Date][] = [
    [/\b(?:the\s+)?end of (?:the )?day\b|\beod\b|\b(?:fim|final) do dia\b/g, () => today],
    [
      /\b(?:the\s+)?end of (?:the |this )?week\b|\beow\b|\b(?:fim|final) da semana\b/g,
      () => addMinutes(today, ((5 - weekday + 7) % 7) * 1440),
    ],
    [
      /\b(?:the\s+)?end of (?:the |this )?month\b|\beom\b|\b(?:fim|final) do mes\b/g,
      () => {
        const local = addMinutes(now, offsetMinutes);
        return addMinutes(
          new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)),
          -offsetMinutes,
        );
      },
    ],
  ];
  for (const [pattern, dateOf] of ends) {
    for (const match of allMatches(pattern, scan.free))
      add(match.index, match.index + match[0].length, dateOf(), false);
  }
  // "Chega dia 10", "pra dia 4", "by the 4th": the next such day of the month (today if it is today).
  for (const match of allMatches(DAY_OF_MONTH, scan.free)) {
    const day = Number(match[1] ?? match[2]);
    if (day < 1 || day > 31) continue;
    const local = addMinutes(now, offsetMinutes);
    const [year, month] = [local.getUTCFullYear(), local.getUTCMonth()];
    let at = Date.UTC(year, month, day);
    // A day already past this month, or one the month does not have, is next month's.
    if (day < local.getUTCDate() || new Date(at).getUTCMonth() !== month) at = Date.UTC(year, month + 1, day);
    add(match.index, match.index + match[0].length, addMinutes(new Date(at), -offsetMinutes), false);
  }
  for (const match of allMatches(NOT_DATES, scan.free))
    consume(scan, match.index, match.index + match[0].length);
  // "Até segunda ordem" has no end: its "segunda" is no Monday.
  for (const span of openEndedSpans(scan.free)) consume(scan, span.start, span.end);
  return mentions;
}
