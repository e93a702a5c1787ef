import { uiEnUS } from './i18n/ui/en-US.ts';
import { uiPtBR } from './i18n/ui/pt-BR.ts';

/** Words a Portuguese screen may show although they are English: names, not labels. */
const NOT_LABELS = new Set(['takt', 'english']);

/**
 * The words of a text or an ICU message: the argument names and plural/select keywords of a message
 * (`{overdue, plural, one {…} other {…}}`) are syntax, not words, while its branches' text is kept.
 */
function wordsOf(text: string): string[] {
  return (
    text
      .replace(/\{\s*[\w.]+\s*,\s*(?:plural|selectordinal|select)\s*,/g, ' ')
      .replace(/(?:=\d+|\b(?:zero|one|two|few|many|other))\s*\{/g, ' ')
      .replace(/\{[^{}]*\}/g, ' ')
      .toLowerCase()
      .match(/\p{L}[\p{L}'-]*\p{L}/gu) ?? []
  ).filter((word) => word.length >= 3);
}

/** Month and weekday names as pt-BR dates write them ("31 de out. de 2026"): the locale's, not a catalog's. */
const PORTUGUESE_DATE_WORDS = Array.from(
  { length: 12 },
  (_, month) => new Date(Date.UTC(2026, month, 15)),
).flatMap((date) =>
  (['long', 'short'] as const).flatMap((width) => [
    date.toLocaleDateString('pt-BR', { month: width, timeZone: 'UTC' }),
    date.toLocaleDateString('pt-BR', { weekday: width, timeZone: 'UTC' }),
  ]),
);

/**
 * The English words of the catalog that the Portuguese catalog never uses: seeing one on a
 * pt-BR screen means a label was left in English (hard-coded or missed).
 */
const ENGLISH_ONLY = (() => {
  const portuguese = new Set([...Object.values(uiPtBR), ...PORTUGUESE_DATE_WORDS].flatMap(wordsOf));
  return new Set(
    Object.values(uiEnUS)
      .flatMap(wordsOf)
      .filter((word) => !portuguese.has(word) && !NOT_LABELS.has(word)),
  );
})();

/** What a user reads or hears: the text, and the names and hints on controls. */
function renderedText(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join(' ');
}

/** The English labels left on a screen rendered in pt-BR: empty when it is all Portuguese. */
export function englishLeftIn(root: HTMLElement): string[] {
  // Ids and codes (PRS-03, MB51, QUARANTINE) are written in capitals and digits: not labels.
  const text = renderedText(root).replace(/\b[\p{Lu}\d_-]{2,}\b/gu, ' ');
  return [...new Set(wordsOf(text).filter((word) => ENGLISH_ONLY.has(word)))];
}
