import type { Language } from './interpretation.ts';

/** A number as planners write it: `500`, `2,000`, `1.500`, `2,5`, `1.2k`, `5k`. */
export const NUMBER_PATTERN = String.raw`\d+(?:[.,]\d+)*(?:\s?k(?![a-z]))?`;

/**
 * Reads a written number. A separator followed by exactly three digits is a thousands separator
 * when it is the language's (`,` in English, `.` in Portuguese) or when it repeats; otherwise it is
 * the decimal mark. A trailing `k` multiplies by 1,000.
 */
export function parseNumber(written: string, language: Language): number | undefined {
  let digits = written.replace(/\s/g, '').toLowerCase();
  let factor = 1;
  if (digits.endsWith('k')) {
    factor = 1000;
    digits = digits.slice(0, -1);
  }
  const separators = digits.match(/[.,]/g) ?? [];
  let plain = digits;
  if (separators.length > 0) {
    const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
    const lastMark = digits[last]!;
    const hasBoth = digits.includes('.') && digits.includes(',');
    const thousandsMark = language === 'pt' ? '.' : ',';
    const groupsOfThree = /^\d{1,3}([.,]\d{3})+$/.test(digits);
    const isThousands =
      !hasBoth && groupsOfThree && (lastMark === thousandsMark || separators.length > 1) && factor === 1;
    if (isThousands) plain = digits.replace(/[.,]/g, '');
    else plain = `${digits.slice(0, last).replace(/[.,]/g, '')}.${digits.slice(last + 1)}`;
  }
  const value = Number(plain) * factor;
  return Number.isFinite(value) ? value : undefined;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
};

/** Number words of both languages, folded (`tres`), as a regular-expression alternation. */
export const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS).join('|');

/** The value of a digit string or a number word (`3`, `three`, `tres`). */
export function smallNumber(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
}

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  primeiro: 1,
  primeira: 1,
  segundo: 2,
  segunda: 2,
  terceiro: 3,
  terceira: 3,
  quarto: 4,
  quarta: 4,
  quinto: 5,
  quinta: 5,
  sexto: 6,
  sexta: 6,
  setimo: 7,
  setima: 7,
  oitavo: 8,
  oitava: 8,
};

/** Ordinal words of both languages and `1st`…`8th`, as a regular-expression alternation. */
export const ORDINAL_PATTERN = `${Object.keys(ORDINALS).join('|')}|\\d(?:st|nd|rd|th)|\\d[oa\u00ba\u00aa]`;

/** The value of an ordinal (`second`, `segunda`, `2nd`). */
export function ordinalValue(word: string): number | undefined {
  const digit = /^(\d)/.exec(word);
  return digit ? Number(digit[1]) : ORDINALS[word];
}
