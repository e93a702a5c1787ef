import { editDistance } from './fuzzy.ts';
import type { MaterialRecord } from './interpretation.ts';
import { allMatches, consume, type Scan } from './text.ts';

/** A material named in a command, with the ids it may mean (one when resolved). */
export interface MaterialMention {
  candidates: string[];
  start: number;
  end: number;
  said: string;
  how: 'id' | 'id-suffix' | 'id-typo' | 'description';
}

/** An id as comparable chunks: letters and numbers apart, numbers without leading zeros. */
export function idChunks(id: string): string[] {
  return (id.toLowerCase().match(/[a-z]+|\d+/g) ?? []).map((chunk) =>
    /^\d+$/.test(chunk) ? String(Number(chunk)) : chunk,
  );
}

/** Material ids by comparable key (`std|101`). */
export interface MaterialIdIndex {
  exact: Map<string, string>;
  /** Keys of ids without their first chunk (`hose|32` for FG-HOSE-32) to the ids that end so. */
  suffix: Map<string, string[]>;
}

/** Indexes the plant's material ids by their chunks, whole and without their prefix. */
export function indexMaterialIds(materials: readonly MaterialRecord[]): MaterialIdIndex {
  const exact = new Map<string, string>();
  const suffix = new Map<string, string[]>();
  for (const { id } of materials) {
    const chunks = idChunks(id);
    exact.set(chunks.join('|'), id);
    for (let drop = 1; drop < chunks.length; drop++) {
      const rest = chunks.slice(drop);
      if (!rest.some((c) => /\d/.test(c)) || !rest.some((c) => /[a-z]/.test(c))) continue;
      const key = rest.join('|');
      suffix.set(key, [...(suffix.get(key) ?? []), id]);
    }
  }
  return { exact, suffix };
}

/**
 * Finds materials named by id: exactly in any case, with or without dashes (`std101`, `STD 101`,
 * `product-1`), by the end of an id written as one word (`hose-32`, `nbr70`), or with one typo in
 * a letter chunk (`prodcut-001`). Marks them as read.
 */
export function findMaterialIds(scan: Scan, index: MaterialIdIndex): MaterialMention[] {
  const mentions: MaterialMention[] = [];
  const words = allMatches(/[a-z0-9]+(?:[-_./][a-z0-9]+)*/g, scan.free);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    const start = word.index;
    let end = start + word[0].length;
    const chunks = idChunks(word[0]);
    let key = chunks.join('|');
    let id = index.exact.get(key);
    const gap = next ? scan.free.slice(end, next.index) : '';
    if (!id && next && /^[ -]$/.test(gap) && /^\d+$/.test(next[0]) && /^[a-z]+$/.test(word[0])) {
      // Two words that together make an id: "std 101", "batch 890".
      const joined = [...chunks, String(Number(next[0]))].join('|');
      id = index.exact.get(joined);
      if (id) {
        end = next.index + next[0].length;
        key = joined;
        i++;
      }
    }
    const said = scan.text.slice(start, end);
    if (id) {
      mentions.push({ candidates: [id], start, end, said, how: 'id' });
      continue;
    }
    // Only one written word counts as an id's end (`or-020`): "or 20" is two words, not an id.
    const isOneIdLikeWord = /[a-z]/.test(key) && /\d/.test(key);
    const bySuffix = isOneIdLikeWord ? index.suffix.get(key) : undefined;
    if (bySuffix) {
      mentions.push({ candidates: bySuffix, start, end, said, how: 'id-suffix' });
      continue;
    }
    const typo = isOneIdLikeWord && chunks.length >= 2 ? idWithTypo(chunks, index) : undefined;
    if (typo) mentions.push({ candidates: [typo], start, end, said, how: 'id-typo' });
  }
  for (const mention of mentions) consume(scan, mention.start, mention.end);
  return mentions;
}

function idWithTypo(chunks: string[], index: MaterialIdIndex): string | undefined {
  const found: string[] = [];
  for (const [key, id] of index.exact) {
    const other = key.split('|');
    if (other.length !== chunks.length) continue;
    let typos = 0;
    for (let k = 0; k < other.length && typos <= 1; k++) {
      const a = chunks[k]!;
      const b = other[k]!;
      if (a === b) continue;
      const isLetters = /^[a-z]+$/.test(a) && /^[a-z]+$/.test(b);
      typos += isLetters && a.length >= 4 && editDistance(a, b, 1) <= 1 ? 1 : 2;
    }
    if (typos === 1) found.push(id);
  }
  return found.length === 1 ? found[0] : undefined;
}
