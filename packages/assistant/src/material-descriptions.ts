import { COMMON_WORDS } from './common-words.ts';
import { closestWord } from './fuzzy.ts';
import type { MaterialRecord } from './interpretation.ts';
import type { MaterialMention } from './material-ids.ts';
import { materialWord, rewritePhrases } from './material-words.ts';
import { consume, foldText, type Scan } from './text.ts';

/** Words of each material (description, category, id chunks) and how rare each word is. */
export interface DescriptionIndex {
  /** Each material's words and how much each counts: 1, or 0.5 after "for" (what it is for). */
  wordsById: Map<string, Map<string, number>>;
  /** Words of each material's id after its prefix (`nbr` of RM-NBR-33): a stronger match. */
  idWordsById: Map<string, Set<string>>;
  /** Inverse document frequency: ln(1 + materials / materials with the word). */
  weight: Map<string, number>;
  vocabulary: string[];
}

/** The smallest score a description match needs: one fairly distinctive word. */
const MINIMUM_SCORE = 1.5;

/**
 * A material's words with their strength. The head of the description names the material; words
 * after its first comma or after "for" only describe it ("Cast aluminium housing, hydraulic engine
 * mount EM-200" is a housing; "Compartment box for O-ring service kit" is a box): they count half.
 * The category names what it is and counts fully.
 */
function weightedWords(material: MaterialRecord): Map<string, number> {
  const words = new Map<string, number>();
  const add = (word: string, strength: number) => {
    const comparable = materialWord(word);
    if (comparable !== undefined) words.set(comparable, Math.max(words.get(comparable) ?? 0, strength));
  };
  let strength = 1;
  for (const match of rewritePhrases(foldText(material.description)).matchAll(/[a-z0-9]+|,/g)) {
    if (match[0] === ',' || match[0] === 'for') strength = 0.5;
    else add(match[0], strength);
  }
  for (const word of rewritePhrases(foldText(`${material.category ?? ''} ${material.id}`)).match(
    /[a-z0-9]+/g,
  ) ?? []) {
    add(word, 1);
  }
  return words;
}

/** The words of an id after its prefix (`RM-NBR-33` → nbr), which name what the material is. */
function idWords(id: string): Set<string> {
  const chunks = foldText(id).match(/[a-z]+/g) ?? [];
  return new Set(chunks.slice(1).flatMap((chunk) => materialWord(chunk) ?? []));
}

/** Indexes the plant's material descriptions for `findMaterialByDescription`. */
export function indexDescriptions(materials: readonly MaterialRecord[]): DescriptionIndex {
  const wordsById = new Map<string, Map<string, number>>();
  const idWordsById = new Map(materials.map((m) => [m.id, idWords(m.id)]));
  const counts = new Map<string, number>();
  for (const material of materials) {
    const words = weightedWords(material);
    wordsById.set(material.id, words);
    for (const word of words.keys()) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const weight = new Map([...counts].map(([word, count]) => [word, Math.log(1 + materials.length / count)]));
  return {
    wordsById,
    idWordsById,
    weight,
    vocabulary: [...counts.keys()].filter((w) => /^[a-z]{6,}$/.test(w)),
  };
}

interface QueryWord {
  word: string;
  start: number;
  end: number;
}

/**
 * "Release order 1041", "release date of 1041", "when is 1041 released?", "release it": releasing an
 * order, not the mold release agent (RM-RELEASE), whose description shares the word.
 */
const RELEASING_AN_ORDER =
  /\brelease[ds]?(?=(?: (?:date|time))?(?: (?:of|for))?(?: (?:the|production|work|shop))* (?:orders?|jobs?|op|wo|it|that|this|them|#?\d{3,})\b)|(?<=\b#?\d{3,} (?:(?:is|was|been|be|get|got|gets|being) )?(?:(?:not|already|yet) )?)released\b/g;

function queryWords(scan: Scan, index: DescriptionIndex): QueryWord[] {
  const rewritten = rewritePhrases(scan.free);
  const verbs = new Set([...scan.folded.matchAll(RELEASING_AN_ORDER)].map((m) => m.index));
  const words: QueryWord[] = [];
  for (const match of rewritten.matchAll(/[a-z0-9]+/g)) {
    if (verbs.has(match.index)) continue;
    let word = materialWord(match[0]);
    if (word === undefined) continue;
    const mayBeTypo = !index.weight.has(word) && /^[a-z]{6,}$/.test(word) && !COMMON_WORDS.has(word);
    if (mayBeTypo) word = closestWord(word, index.vocabulary, 1) ?? word;
    let end = match.index + match[0].length;
    // A rewritten phrase is padded with spaces ("o-rings" → "oring  "): the word spans all of it.
    while (end < rewritten.length && rewritten[end] === ' ' && scan.free[end] !== ' ') end++;
    words.push({ word, start: match.index, end });
  }
  return words;
}

/**
 * Scores materials by the rare words they share with the command (inverse document frequency,
 * plus 1 for a word of the id); a number counts only right after a matched word ("hose 32").
 */
function score(words: QueryWord[], index: DescriptionIndex, among?: readonly string[]) {
  const scored: { id: string; score: number; spans: [number, number][] }[] = [];
  for (const id of among ?? [...index.wordsById.keys()]) {
    const own = index.wordsById.get(id);
    const ownIdWords = index.idWordsById.get(id);
    if (!own) continue;
    let total = 0;
    const spans: [number, number][] = [];
    let previousMatched = false;
    for (const { word, start, end } of words) {
      const isNumber = /^\d+$/.test(word);
      const matched: boolean = own.has(word) && (!isNumber || previousMatched);
      if (matched) {
        total += (index.weight.get(word) ?? 0) * own.get(word)! + (ownIdWords?.has(word) ? 1 : 0);
        spans.push([start, end]);
      }
      previousMatched = matched;
    }
    if (total > 0) scored.push({ id, score: total, spans });
  }
  return scored.sort((a, b) => b.score - a.score);
}

/**
 * Finds a material named by its description ("carbon black N330", "radiator hose 32", Portuguese
 * "mangueira 38", "enxofre"): the materials sharing the most distinctive words with the command.
 * Several candidates when they tie. Marks the words used as read.
 */
export function findMaterialByDescription(scan: Scan, index: DescriptionIndex): MaterialMention | undefined {
  const words = queryWords(scan, index);
  const scored = score(words, index);
  const best = scored[0];
  if (!best || best.score < MINIMUM_SCORE) return undefined;
  const top = scored.filter((s) => s.score >= best.score - 1e-9);
  const spans = top.flatMap((s) => s.spans);
  const start = Math.min(...spans.map(([s]) => s));
  const end = Math.max(...spans.map(([, e]) => e));
  for (const [s, e] of spans) consume(scan, s, e);
  return {
    candidates: top.map((s) => s.id),
    start,
    end,
    said: scan.text.slice(start, end),
    how: 'description',
  };
}

/** Narrows an ambiguous id mention (`N550`) by the other words of the command ("carbon black"). */
export function narrowByDescription(
  scan: Scan,
  index: DescriptionIndex,
  mention: MaterialMention,
): MaterialMention {
  if (mention.candidates.length < 2) return mention;
  const scored = score(queryWords(scan, index), index, mention.candidates);
  const best = scored[0];
  if (!best) return mention;
  const top = scored.filter((s) => s.score >= best.score - 1e-9).map((s) => s.id);
  return { ...mention, candidates: top };
}
