import type { InventoryKind, Priority } from './interpretation.ts';
import { namesOverdueReceipts } from './overdue-receipts.ts';

/** Verbs that move a priority down or up, in the infinitive and the imperative ("baixa", "sobe a prioridade"). */
const LOWERS =
  /\b(?:lower|drop|deprioriti[sz]e|decrease|reduce|baixar|baixa|abaixa\w*|diminu\w*|reduz\w*|rebaixa\w*)\b/;
const RAISES = /\b(?:raise|increase|bump|aumenta\w*|subir|sobe|suba|levanta\w*|eleva\w*)\b/;
const PRIORITY_NOUN = /\b(?:priority|prioridade)\b/;

/** "No longer urgent", "não é mais urgente", "tira a urgência": the urgency taken off, read before "urgent". */
const NO_LONGER_URGENT =
  /\b(?:(?:no longer|not|isn['’]?t|nao (?:e|esta|ta)(?: mais)?|deixou de ser) (?:an? )?(?:urgent|urgente)|(?:remove|drop|take off|tira\w*|retira\w*) (?:the |a )?(?:urgency|urgencia|rush)|sem urgencia)\b/;

const PRIORITY_RULES: [RegExp, Priority][] = [
  [NO_LONGER_URGENT, 'normal'],
  // "Expedite 1022": as fast as it can go ("expedite 1038 by 2 days" moves it instead).
  [
    /\b(top priority|highest priority|prioridade maxima|maxima prioridade|urgent|urgente|expedite\w*(?!.*\b(?:by|to|until|till|before|for)\b))\b/,
    'urgent',
  ],
  [/\b(deprioriti[sz]\w*|despriori[sz]\w*)\b/, 'low'],
  [new RegExp(`${LOWERS.source}.*${PRIORITY_NOUN.source}`), 'low'],
  [new RegExp(`${RAISES.source}.*${PRIORITY_NOUN.source}`), 'high'],
  [
    /\b(priority|prioridade)\b\W+(?:\w+\W+){0,5}?(high|alta)\b|\b(high|alta) priority\b|\bprioridade alta\b/,
    'high',
  ],
  [
    /\b(priority|prioridade)\b\W+(?:\w+\W+){0,5}?(low|baixa)\b|\b(low|baixa) priority\b|\bprioridade baixa\b/,
    'low',
  ],
  [
    /\b(priority|prioridade|reprioriti[sz]e\w*)\b\W+(?:\w+\W+){0,5}?(normal|media)\b|\bnormal priority\b/,
    'normal',
  ],
  // "Prioritize order 1022", "prioriza a OP 1041" with no level: up one, to high.
  [/\b(prioriti[sz]e\w*|prioriz\w*)\b/, 'high'],
];

/**
 * Whether the command moves an order's priority relative to its own: up ("prioritize", "raise the
 * priority", "prioriza") or down ("deprioritize", "lower the priority", "baixar a prioridade").
 */
export function priorityChangeIn(folded: string): 'raise' | 'lower' | undefined {
  if (/\b(deprioriti[sz]\w*|despriori[sz]\w*)\b/.test(folded) || NO_LONGER_URGENT.test(folded))
    return 'lower';
  if (new RegExp(`${LOWERS.source}.*${PRIORITY_NOUN.source}`).test(folded)) return 'lower';
  if (new RegExp(`${RAISES.source}.*${PRIORITY_NOUN.source}`).test(folded)) return 'raise';
  if (/\b(prioriti[sz]e\w*|prioriz\w*)\b/.test(folded)) return 'raise';
  return undefined;
}

/** Verbs that change an order's quantity ("reduce order 1041 to 2000"), so a bare number is its quantity. */
export const QUANTITY_VERB =
  /\b(increase|decrease|reduce|cut|raise|lower|aument\w*|diminu\w*|reduz\w*|acrescent\w*)\b/;

/**
 * Whether a quantity is said as a change of the order's own: "increase order 1041 by 500 units",
 * "aumenta a ordem 1041 em 500 peças", "cut 1050 by 1000"; "reduce 1041 to 2000" sets it.
 */
export function quantityChangeIn(folded: string): 'increase' | 'decrease' | undefined {
  if (!/\b(?:by|em|mais)\s+\d/.test(folded)) return undefined;
  if (/\b(increase|raise|add|aument\w*|acrescent\w*|soma\w*)\b/.test(folded)) return 'increase';
  if (/\b(decrease|reduce|cut|lower|diminu\w*|reduz\w*|cort\w*)\b/.test(folded)) return 'decrease';
  return undefined;
}

/** The priority a command gives an order, if it names one ("set priority to high", "prioridade baixa"). */
export function priorityIn(folded: string): Priority | undefined {
  return PRIORITY_RULES.find(([pattern]) => pattern.test(folded))?.[1];
}

/**
 * What an inventory question asks (see `InventoryKind`): low stock ("below safety stock", "estoque
 * baixo"), value ("what is it worth"), where an item is ("where is", "em qual local"), else the
 * stock itself. "Cadê o estoque de X" asks for the stock, not a place.
 */
export function inventoryKind(folded: string): InventoryKind {
  if (namesOverdueReceipts(folded)) return 'overdue_receipts';
  if (
    /\b(low|running low|below|short|critical|reorder|minimum|safety stock|baixo|abaixo|acabando|critico|minimo)\b/.test(
      folded,
    )
  ) {
    return 'low_stock';
  }
  if (/\b(value|valuation|worth|valor|vale)\b/.test(folded)) return 'value';
  const asksPlace =
    /\b(where|located|location|stored|kept|find|bin|onde|local|localizacao|armazenad\w*)\b/.test(folded);
  const asksCade = /\bcade\b/.test(folded) && !/\b(estoque|saldo)\b/.test(folded);
  return asksPlace || asksCade ? 'location' : 'stock';
}
