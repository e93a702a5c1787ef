import type { Language } from './interpretation.ts';
import { NUMBER_PATTERN, parseNumber } from './numbers.ts';
import { allMatches, consume, type Scan } from './text.ts';

/** A quantity or price read from a command. */
export interface AmountMention {
  value: number;
  unit?: string;
  start: number;
  end: number;
}

const UNITS: [string, RegExp][] = [
  ['PC', /^(?:pcs?|pieces?|units?|un|und|unidades?|pecas?|pc\.)$/],
  ['KG', /^(?:kg|kgs|kilos?|kilograms?|quilos?|quilogramas?)$/],
  ['T', /^(?:t|tons?|tonnes?|toneladas?)$/],
  ['M', /^(?:m|meters?|metres?|metros?)$/],
  ['L', /^(?:l|liters?|litres?|litros?)$/],
];
const UNIT_WORDS =
  'pcs?|pieces?|units?|un|und|unidades?|pecas?|kgs?|kilos?|kilograms?|quilos?|quilogramas?|t|tons?|tonnes?|toneladas?|m|meters?|metres?|metros?|l|liters?|litres?|litros?';

/** The unit code of a folded unit word: `pecas` → PC, `kilos` → KG. */
export function unitCode(word: string): string | undefined {
  return UNITS.find(([, pattern]) => pattern.test(word))?.[0];
}

const CURRENCY_BEFORE = String.raw`(?:us\$|r\$|\$|usd|brl|eur|€)`;
const CURRENCY_AFTER = '(?:dollars?|dolares|usd|reais|real|bucks|euros?)';
const EACH = String.raw`(?:each|ea|apiece|a piece|per (?:piece|unit|pc)|\/\s?(?:pc|un|unit|peca)|cada|por (?:peca|unidade))`;

/**
 * Finds prices: a currency sign before (`$48`, `R$ 48,50`), a currency word after (`48 dollars`),
 * a per-piece phrase (`9.50 each`, `12 por peça`), or cents after "at" / "a" that cannot be a time
 * (`at 52.50`, `a 0,90`). Marks them as read.
 */
export function findPrices(scan: Scan, language: Language): AmountMention[] {
  const patterns = [
    new RegExp(String.raw`${CURRENCY_BEFORE}\s?(${NUMBER_PATTERN})(?:\s*${EACH})?`, 'g'),
    new RegExp(String.raw`\b(${NUMBER_PATTERN})\s*${CURRENCY_AFTER}\b(?:\s*${EACH})?`, 'g'),
    new RegExp(String.raw`(?:\bat\s+|@\s*|\ba\s+)?\b(${NUMBER_PATTERN})\s*${EACH}`, 'g'),
  ];
  const mentions: AmountMention[] = [];
  for (const pattern of patterns) {
    for (const match of allMatches(pattern, scan.free)) {
      const value = parseNumber(match[1]!, language);
      if (value === undefined) continue;
      const end = match.index + match[0].length;
      mentions.push({ value, start: match.index, end });
      consume(scan, match.index, end);
    }
  }
  for (const match of allMatches(BARE_CENTS, scan.free)) {
    const written = match[1]!;
    if (couldBeClockTime(written)) continue;
    const value = parseNumber(written, language);
    if (value === undefined) continue;
    const end = match.index + match[0].length;
    mentions.push({ value, start: match.index, end });
    consume(scan, match.index, end);
  }
  return mentions;
}

/**
 * "at 52.50", "a 0,90", "@ 1,50": a number with cents after a pricing preposition, no currency said.
 * Not followed by an hour word ("at 2.30pm", "às 14,30h" are times).
 */
const BARE_CENTS =
  /(?:\bat|\ba|\bpor|@)\s*(\d{1,6}[.,]\d{2})(?![\d.,:]|\s*(?:h|hs|hrs?|horas?|am|pm|o'?clock)\b)/g;

/**
 * Whether cents written with a dot could be a clock time ("at 12.50" may be 12:50, so the date
 * reader keeps it); no one writes a time with a comma, so "a 12,50" is a price.
 */
function couldBeClockTime(written: string): boolean {
  if (written.includes(',')) return false;
  const [hours, minutes] = written.split('.').map(Number) as [number, number];
  return hours <= 23 && minutes <= 59;
}

/**
 * Finds quantities with a unit (`500 pcs`, `2,000 kg`, `1.2k`, `2 mil peças`, `2.5 t`). A number
 * with `k` or `mil` needs no unit. Marks them as read.
 */
export function findQuantities(scan: Scan, language: Language): AmountMention[] {
  const pattern = new RegExp(
    String.raw`(?<![\w.,/:-])(${NUMBER_PATTERN})(\s*mil\b)?\s*(${UNIT_WORDS})?\b(?![-/:]\d)`,
    'g',
  );
  const mentions: AmountMention[] = [];
  for (const match of allMatches(pattern, scan.free)) {
    const [whole, written, thousand, unitWord] = match as unknown as [string, string, string?, string?];
    const hasMultiplier = Boolean(thousand) || /k$/.test(written.trim());
    if (!unitWord && !hasMultiplier) continue;
    const value = parseNumber(written, language);
    if (value === undefined) continue;
    const unit = unitWord ? unitCode(unitWord) : undefined;
    mentions.push({
      value: thousand ? value * 1000 : value,
      ...(unit ? { unit } : {}),
      start: match.index,
      end: match.index + whole.trimEnd().length,
    });
    consume(scan, match.index, match.index + whole.length);
  }
  return mentions;
}

/** Numbers left unread once ids, dates, prices and durations are read: candidate quantities. */
export function findBareNumbers(scan: Scan, language: Language): AmountMention[] {
  const mentions: AmountMention[] = [];
  for (const match of allMatches(/(?<![\w.,/:-])(\d+(?:[.,]\d+)*)(?![\w/:-]|[.,]\d)/g, scan.free)) {
    const value = parseNumber(match[1]!, language);
    if (value !== undefined) mentions.push({ value, start: match.index, end: match.index + match[0].length });
  }
  return mentions;
}
