import type { BomDirection } from './interpretation.ts';

/**
 * Words that ask where a material is used rather than what it is made of: "where is RM-778 used?",
 * "what uses 6PPD", "which products use RM-778", "used in", "where-used", "onde o RM-778 é usado",
 * "em que produtos entra o RM-778", "o que usa 6PPD", "quais produtos levam RM-ZNO", "quem consome".
 * "What goes into FG-OR-020?" asks for its components: no where-used.
 */
export const WHERE_USED =
  /\b(?:where[- ]used|where\b.{0,40}\bused|used (?:in|by|for)|(?:what|which|who)\b(?:\s+\S+){0,2}\s+(?:uses?|contains?|consumes?|needs?|takes?)\b|(?:products?|items?|skus?|compounds?|parents?|assembl\w*|boms?) (?:that |which )?(?:use|contain|consume|need|take)s?\b|(?:goes|go|enters?) into (?:what|which)|parents? of|onde\b.{0,40}\busad[oa]s?|usad[oa]s? (?:em|no|na|nos|nas|por|pel[oa]s?)\b|(?:em|de) (?:que|quais?) (?:produtos?|itens?|compostos?|skus?|receitas?|estruturas?)\b|entra(?:m)? (?:em|no|na|nos|nas)\b|(?:o que|quem|que|quais?)\b(?:\s+\S+){0,2}\s+(?:usa|usam|leva|levam|consome|consomem|contem|precisa|precisam)\b|(?:produtos?|itens?|compostos?|skus?) (?:que )?(?:usa|usam|leva|levam|consome|consomem|contem)\b|\b(?:vai|entra|vao|entram) onde\b|\b(?:onde|aonde) (?:ele |ela |isso |esse |essa )?(?:vai|entra|vao|entram)\b)/;

/** Which way a `bom.query` reads the bill of materials: `where_used` when the words ask so, else undefined. */
export function bomDirection(folded: string): BomDirection | undefined {
  return WHERE_USED.test(folded) ? 'where_used' : undefined;
}
