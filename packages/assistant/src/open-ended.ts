/**
 * "Until further notice" in its everyday forms (issue 10, dates a planner means: it has one
 * meaning everywhere): no end. "Até segunda ordem" is not Monday, and its "ordem" is no order.
 */
const OPEN_ENDED =
  /\b(?:until|till|til) (?:further notice|further orders|we know more|we hear back|(?:it'?s|it is) (?:fixed|repaired))|\b(?:indefinitely|for the foreseeable future|no eta|with no eta|no estimate)\b|\bate (?:segunda|nova|novo|outra) (?:ordem|aviso)|\bate segundo aviso|\bpor tempo indeterminado|\bindefinidamente|\bsem previsao(?: de (?:volta|retorno|conserto|liberacao))?/;

/** Whether a folded command says a state lasts with no end ("down until further notice"). */
export function isOpenEnded(folded: string): boolean {
  return OPEN_ENDED.test(folded);
}

/** A fresh global copy per use: a shared global pattern carries its `lastIndex` from call to call. */
const everyOpenEnded = () => new RegExp(OPEN_ENDED.source, 'g');

/** The folded command with its "until further notice" blanked, keeping its length (for cues and dates). */
export function withoutOpenEnded(folded: string): string {
  return folded.replace(everyOpenEnded(), (phrase) => ' '.repeat(phrase.length));
}

/** Where the command says "until further notice": spans `[start, end)` to mark as read. */
export function openEndedSpans(folded: string): { start: number; end: number }[] {
  return [...folded.matchAll(everyOpenEnded())].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}
