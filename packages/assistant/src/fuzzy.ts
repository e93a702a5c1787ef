/**
 * Damerau–Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and
 * transpositions of neighbours each cost 1). Stops early and returns `max + 1` once the distance
 * must exceed `max`, so comparing a word against a vocabulary stays cheap.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typos a word of this length may carry and still be recognised: 0, 1 or 2. */
export function typoAllowance(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

const letterCounts = new Map<string, Int16Array>();

/** How many times each letter a–z occurs in a word (cached for vocabulary words). */
function countsOf(word: string, isCached: boolean): Int16Array {
  const cached = isCached ? letterCounts.get(word) : undefined;
  if (cached) return cached;
  const counts = new Int16Array(27);
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i) - 97;
    counts[code >= 0 && code < 26 ? code : 26]!++;
  }
  if (isCached && letterCounts.size < 20_000) letterCounts.set(word, counts);
  return counts;
}

/**
 * A lower bound of the edit distance from letter counts alone (each edit changes at most two
 * counts by one; a transposition changes none): rules most vocabulary words out cheaply.
 */
function countDistance(a: Int16Array, b: Int16Array): number {
  let surplus = 0;
  let deficit = 0;
  for (let i = 0; i < 27; i++) {
    const difference = a[i]! - b[i]!;
    if (difference > 0) surplus += difference;
    else deficit -= difference;
  }
  return Math.max(surplus, deficit);
}

/**
 * The vocabulary word closest to `word` within its typo allowance, if exactly one is closest;
 * undefined when none is close enough or two tie (a tie is not a guess worth making).
 */
export function closestWord(word: string, vocabulary: Iterable<string>, maxTypos = 2): string | undefined {
  const allowance = Math.min(maxTypos, typoAllowance(word.length));
  if (allowance === 0) return undefined;
  let best: string | undefined;
  let bestDistance = allowance + 1;
  let tied = false;
  const counts = countsOf(word, false);
  for (const candidate of vocabulary) {
    if (candidate.length < 4 || Math.abs(candidate.length - word.length) > allowance) continue;
    if (countDistance(counts, countsOf(candidate, true)) > allowance) continue;
    // A four-letter word is only corrected for a missing letter (`stok` → stock): with a letter
    // changed, too many real words are one step from another (`bill` → mill).
    if (word.length === 4 && candidate.length !== 5) continue;
    const distance = editDistance(word, candidate, allowance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tied = false;
    } else if (distance === bestDistance && candidate !== best) {
      tied = true;
    }
  }
  return best !== undefined && bestDistance <= allowance && !tied ? best : undefined;
}
