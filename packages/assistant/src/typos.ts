import { COMMON_WORDS } from './common-words.ts';
import { closestWord } from './fuzzy.ts';
import { foldText } from './text.ts';

/** Words looked at per command: a command is short, and past this the text is not one. */
const MAX_WORDS_CHECKED = 60;

/** A word corrected, for the trace. */
export interface Correction {
  from: string;
  to: string;
}

/**
 * Corrects typos of cue and date words ("tomorow", "thrusday", "shedule", "stok", "banbry"): a word
 * of four letters or more that is not known is replaced by the one vocabulary word within its typo
 * allowance. Known words (`known`, e.g. the plant's names, and everyday words) are never changed.
 */
export function correctTypos(
  text: string,
  vocabulary: ReadonlySet<string>,
  known: ReadonlySet<string>,
): { text: string; corrections: Correction[] } {
  const corrections: Correction[] = [];
  const seen = new Map<string, string | undefined>();
  const corrected = text.replace(/[\p{L}]{4,}/gu, (word: string, offset: number) => {
    // A word joined to digits or dashes is part of an id (`prodcut-001`): the id reader handles it.
    const isInId = /[-_\d]/.test(text[offset - 1] ?? '') || /[-_\d]/.test(text[offset + word.length] ?? '');
    const folded = foldText(word);
    if (isInId) return word;
    if (vocabulary.has(folded) || known.has(folded) || COMMON_WORDS.has(folded) || folded.length > 20)
      return word;
    if (!seen.has(folded) && seen.size >= MAX_WORDS_CHECKED) return word;
    const replacement = seen.has(folded) ? seen.get(folded) : closestWord(folded, vocabulary);
    seen.set(folded, replacement);
    // An inflection of a cue word ("changes", "programa") is not a typo of it: keep the planner's word.
    if (!replacement || isInflection(folded, replacement)) return word;
    corrections.push({ from: word, to: replacement });
    return replacement;
  });
  return { text: corrected, corrections };
}

/** One word is the other plus a short ending (plural, past tense, infinitive -r). */
function isInflection(word: string, vocabularyWord: string): boolean {
  const [shorter, longer] =
    word.length <= vocabularyWord.length ? [word, vocabularyWord] : [vocabularyWord, word];
  return longer.startsWith(shorter) && longer.length - shorter.length <= 3;
}
