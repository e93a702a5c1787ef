import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const CATALOGS = fileURLToPath(new URL('../apps/web/src/i18n/ui/', import.meta.url));

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

/** The quoted values of a catalog object's source text: `'key': 'value'` (keys left out). */
function valuesIn(source: string): string[] {
  return [...source.matchAll(/:\s*(['"])((?:\\.|(?!\1).)*)\1/g)].map((match) => match[2] ?? '');
}

/**
 * The English words of the screens' catalogs (apps/web/src/i18n/ui, each file en-US then pt-BR) that
 * the Portuguese never uses, as the jsdom walk computes them: one on a pt-BR page is a label left in
 * English. Read from the sources, since this project does not compile the web app's files.
 */
const ENGLISH_ONLY = (() => {
  const english: string[] = [];
  const portuguese = new Set<string>();
  for (const file of readdirSync(CATALOGS).filter((name) => /^[a-z-]+\.ts$/.test(name))) {
    const source = readFileSync(CATALOGS + file, 'utf8');
    const split = source.search(/export const \w+PtBR/);
    if (split < 0) continue;
    english.push(...valuesIn(source.slice(0, split)).flatMap(wordsOf));
    for (const word of valuesIn(source.slice(split)).flatMap(wordsOf)) portuguese.add(word);
  }
  return new Set(english.filter((word) => !portuguese.has(word) && word !== 'takt' && word !== 'english'));
})();

/** The text a user reads on the element, and its controls' names; the plant's data (translate="no") left out. */
function readableText(element: Element): string {
  const isData = (node: Node) => Boolean(node.parentElement?.closest('[translate="no"]'));
  const texts: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!isData(node)) texts.push(node.textContent ?? '');
  const attributes = [...element.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
  );
  return [...texts, ...attributes].join(' ');
}

/** The English label words left on the page's main screen (`root`), in its text and its controls' names. */
export async function englishLeftOn(page: Page, root = 'main'): Promise<string[]> {
  const text = await page.locator(root).first().evaluate(readableText);
  // Ids and codes (PRS-03, MB51, QUARANTINE) are written in capitals and digits: not labels.
  const labels = text.replace(/\b[\p{Lu}\d_-]{2,}\b/gu, ' ');
  return [...new Set(wordsOf(labels).filter((word) => ENGLISH_ONLY.has(word)))];
}
