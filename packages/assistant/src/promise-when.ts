/**
 * A promise question that asks *when* rather than whether by a date (issue 13): "when can we ship
 * 500 PRODUCT-001?", "how soon can we…", "the earliest we can…"; "quando (a gente) consegue /
 * conseguimos…", "para quando…", "qual o prazo…". Read on folded text (lower case, no accents).
 */
const ASKS_WHEN =
  /\b(?:when (?:can|could|would|will|do|does) (?:we|you|i|they)|how soon|(?:the )?earliest|quando (?:(?:e que )?(?:a gente|nos|voces?) )?(?:consegu\w*|consigo|podemos|pode(?:mos|ria)?|da pra|da para|sai|fica pronto)|pa?ra quando|qual (?:(?:e|seria) )?o prazo|qual prazo)\b/;

/** Whether the (folded) command asks for the earliest date a promise can be kept. */
export function asksWhen(folded: string): boolean {
  return ASKS_WHEN.test(folded);
}
