/**
 * Words that name purchase receipts: purchase orders, POs, deliveries from suppliers, "compras",
 * "pedidos de compra", "entregas de fornecedor", "recebimentos", "o fornecedor".
 */
const RECEIPT =
  /\b(?:purchase orders?|purchases?|pos|deliver(?:y|ies)|receipts?|inbound|suppliers?|vendors?|compras?|pedidos? de compra|ordens? de compra|entregas?|recebimentos?|fornecedor(?:es)?)\b/;

/** Words that say something is owed past its date: "late", "overdue", "atrasada", "devendo". */
const OVERDUE =
  /\b(?:late|overdue|past due|behind|delayed|outstanding|owe\w*|atrasad[oa]s?|em atraso|vencid[oa]s?|devendo)\b/;

/**
 * Whether a folded command asks which purchase receipts are overdue ("tem compra atrasada?",
 * "which purchase orders are late?", "any overdue deliveries?", "o que o fornecedor está devendo").
 * A statement of a new arrival ("RM-778 delivery is delayed by 2 days") is a material delay: the
 * caller checks that no length or date is named.
 */
export function namesOverdueReceipts(folded: string): boolean {
  return RECEIPT.test(folded) && OVERDUE.test(folded);
}

/** `namesOverdueReceipts` as one pattern, for the intent cues (a receipt word, then or before an overdue word). */
export const OVERDUE_RECEIPTS = new RegExp(
  `(?:${RECEIPT.source}.*${OVERDUE.source})|(?:${OVERDUE.source}.*${RECEIPT.source})`,
);
