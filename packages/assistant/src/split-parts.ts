import { NUMBER_WORD_PATTERN, smallNumber } from './numbers.ts';
import { allMatches, consume, type Scan } from './text.ts';

/** Verbs that split an order: "split", "divide", "separa", "desmembra", "quebra a OP em duas", "break 500 off". */
export const SPLIT_VERB =
  /\b(?:split\w*|divid\w*|separa\w*|desmembr\w*|fracion\w*|partir|parte|reparte|quebra(?:r)? (?:a |o )?(?:op|ordem|pedido)\b.*\bem\b|break\w*\b(?:\s+\S+){1,4}\s+(?:off|into))/;

/** "in half", "ao meio", "pela metade", "separa metade da OP": two parts. */
const HALVES =
  /\b(?:in half|in halves|into halves|half of|ao meio|pela metade|em duas metades|metade d[aoe])\b/g;
const PART_WORDS = '(?:parts?|pieces|orders?|lots?|batches|jobs|partes|pedacos|ordens|ops|lotes|pedidos)';
/** "in two", "into 3 parts", "em 3", "em duas", "em dois lotes", "in 2 orders". */
const INTO = new RegExp(
  String.raw`\b(?:in|into|em)\s+(\d{1,2}|${NUMBER_WORD_PATTERN})\b(?:\s+(?:equal\s+|iguais\s+)?${PART_WORDS}\b)?(?!\s*(?:min|h\b|hours?|horas?|days?|dias?|weeks?|semanas?|pcs?|pecas|units?|unidades|kg|m\b|t\b|l\b|%))`,
  'g',
);

/**
 * Into how many orders a split command divides one ("split order 1044 in two", "divide a OP 1044
 * em 3", "split job 1040 in half"): read only when the command has a splitting verb (or answers
 * how to split: `isSplitting`), so "em 3 dias" elsewhere is left to the dates. Marks the words read.
 */
export function findParts(scan: Scan, isSplitting = SPLIT_VERB.test(scan.folded)): number[] {
  if (!isSplitting) return [];
  const parts: number[] = [];
  for (const match of allMatches(HALVES, scan.free)) {
    parts.push(2);
    consume(scan, match.index, match.index + match[0].length);
  }
  for (const match of allMatches(INTO, scan.free)) {
    const count = smallNumber(match[1]!);
    if (count === undefined || count < 2) continue;
    parts.push(count);
    consume(scan, match.index, match.index + match[0].length);
  }
  return parts;
}
