/**
 * Lower-cases a text and strips its accents character by character, so the result has the same
 * length as the input and a match's indices point into the original text too.
 */
export function foldText(text: string): string {
  let folded = '';
  for (const char of text) {
    const base = char
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    const unit = base.length > 0 ? base[0]! : ' ';
    // A character outside the Basic Multilingual Plane takes two code units: keep the length.
    folded += char.length === 2 ? `${unit} ` : unit;
  }
  return folded;
}

/**
 * A command being read: the text, its folded form, and the folded form with the parts already
 * read as an entity blanked out (`free`), so one word is never read as two entities.
 */
export interface Scan {
  readonly text: string;
  readonly folded: string;
  free: string;
}

/** Starts reading a command: nothing is read yet. */
export function makeScan(text: string): Scan {
  const folded = foldText(text);
  return { text, folded, free: folded };
}

/** Marks `[start, end)` as read. */
export function consume(scan: Scan, start: number, end: number): void {
  if (end <= start) return;
  scan.free = scan.free.slice(0, start) + ' '.repeat(end - start) + scan.free.slice(end);
}

/** The original text with the parts already read blanked out (for parsers that want accents). */
export function freeOriginal(scan: Scan): string {
  let result = '';
  for (let i = 0; i < scan.text.length; i++) {
    result += scan.free[i] === ' ' && scan.folded[i] !== ' ' ? ' ' : scan.text[i];
  }
  return result;
}

/** Whether `[start, end)` is still unread. */
export function isFree(scan: Scan, start: number, end: number): boolean {
  return scan.free.slice(start, end) === scan.folded.slice(start, end);
}

/** A word of a folded text and its position `[start, end)`. */
export interface Token {
  word: string;
  start: number;
  end: number;
}

/** Words (letters and digits) of a folded text with their positions. */
export function tokenize(folded: string): Token[] {
  const tokens: Token[] = [];
  for (const match of folded.matchAll(/[a-z0-9]+/g)) {
    tokens.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** Runs a global regular expression over a text; the pattern must have the `g` flag. */
export function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  pattern.lastIndex = 0;
  const found: RegExpExecArray[] = [];
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    found.push(match);
    if (match[0].length === 0) pattern.lastIndex++;
  }
  return found;
}

/** Escapes a literal for use inside a regular expression. */
export function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
