/** What a question in the BOM workspace's AI chat asks for. */
export type BomQueryIntent =
  | 'suggest_components'
  | 'cost'
  | 'where_used'
  | 'critical_path'
  | 'alternatives'
  | 'explode'
  | 'help';

export interface BomQuery {
  intent: BomQueryIntent;
  /** The product the question is about: named in it, else the one in context. */
  productId?: string;
  /** A component named in the question (where-used, alternatives). */
  itemId?: string;
  quantity?: number;
  /** How the question was read, step by step, for the reasoning trace. */
  reasoning: string[];
}

const RULES: [BomQueryIntent, RegExp][] = [
  [
    'suggest_components',
    /\b(suggest\w*|recommend\w*|which components|what components|add (a )?components?|sugir\w*|suger\w*|recomend\w*)\b/i,
  ],
  ['alternatives', /\b(alternatives?|cheaper|substitut\w*|replace\w*|alternativ\w*|mais barat\w*)\b/i],
  ['where_used', /\b(where\b.*\bused|used in|which products use|onde .*usad\w*)\b/i],
  ['critical_path', /\b(lead[- ]?times?|critical path|longest|prazos?|caminho cr[ií]tico)\b/i],
  ['cost', /\b(costs?|price|how much|roll[- ]?up|custos?|pre[cç]os?|quanto custa)\b/i],
  ['explode', /\b(explode|structure|components of|contains?|what'?s in|made of|estrutura|componentes de)\b/i],
];

/**
 * Reads a question of the BOM AI chat (planning-workspaces §2) into a typed query, offline: the
 * intent from the planner's words (English or Portuguese), the items from the ids it names
 * (matched against `knownItemIds`, any case), a quantity from "for 500" or "500 units".
 */
export function interpretBomQuery(
  question: string,
  context: { productId?: string },
  knownItemIds: readonly string[],
): BomQuery {
  const reasoning: string[] = [];
  const match = RULES.find(([, pattern]) => pattern.test(question));
  const intent = match?.[0] ?? 'help';
  reasoning.push(
    match ? `Read the question as "${intent.replace('_', ' ')}".` : 'No BOM question recognised.',
  );
  const named = namedItems(question, knownItemIds);
  const productId =
    (intent === 'where_used' || intent === 'alternatives' ? undefined : named[0]) ?? context.productId;
  const itemId =
    intent === 'where_used' || intent === 'alternatives' ? (named[0] ?? context.productId) : named[1];
  if (named.length) reasoning.push(`Items named: ${named.join(', ')}.`);
  if (!named.length && context.productId)
    reasoning.push(`Using the product in context, ${context.productId}.`);
  const quantity = quantityIn(question);
  if (quantity !== undefined) reasoning.push(`Quantity ${quantity}.`);
  return {
    intent,
    ...(productId ? { productId } : {}),
    ...(itemId ? { itemId } : {}),
    ...(quantity !== undefined ? { quantity } : {}),
    reasoning,
  };
}

function namedItems(question: string, knownItemIds: readonly string[]): string[] {
  const byUpper = new Map(knownItemIds.map((id) => [id.toUpperCase(), id]));
  const tokens = question.toUpperCase().match(/[A-Z0-9][A-Z0-9._-]*[A-Z0-9]/g) ?? [];
  const found: string[] = [];
  for (const token of tokens) {
    const id = byUpper.get(token);
    if (id && !found.includes(id)) found.push(id);
  }
  return found;
}

function quantityIn(question: string): number | undefined {
  const match =
    /\bfor\s+(\d+(?:[.,]\d+)?)\b/i.exec(question) ??
    /\b(\d+(?:[.,]\d+)?)\s*(units?|pcs|pieces|pe[cç]as|unidades|kg|m)\b/i.exec(question) ??
    /\bpara\s+(\d+(?:[.,]\d+)?)\b/i.exec(question);
  return match ? Number(match[1]!.replace(',', '.')) : undefined;
}
