import type { Language } from './interpretation.ts';

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

/** The intents as the reasoning trace names them, in each language. */
const INTENT_NAMES: Record<BomQueryIntent, Record<Language, string>> = {
  suggest_components: { en: 'suggest components', pt: 'sugerir componentes' },
  cost: { en: 'cost', pt: 'custo' },
  where_used: { en: 'where used', pt: 'onde é usado' },
  critical_path: { en: 'critical path', pt: 'caminho crítico' },
  alternatives: { en: 'alternatives', pt: 'alternativas' },
  explode: { en: 'explode', pt: 'explosão' },
  help: { en: 'help', pt: 'ajuda' },
};

/** The reasoning trace's sentences, in each language. */
const TRACE = {
  read: {
    en: (intent: string) => `Read the question as "${intent}".`,
    pt: (intent: string) => `Pergunta lida como "${intent}".`,
  },
  none: {
    en: () => 'No BOM question recognised.',
    pt: () => 'Nenhuma pergunta sobre lista técnica reconhecida.',
  },
  named: { en: (ids: string) => `Items named: ${ids}.`, pt: (ids: string) => `Itens citados: ${ids}.` },
  context: {
    en: (id: string) => `Using the product in context, ${id}.`,
    pt: (id: string) => `Usando o produto em contexto, ${id}.`,
  },
  quantity: { en: (n: string) => `Quantity ${n}.`, pt: (n: string) => `Quantidade ${n}.` },
} satisfies Record<string, Record<Language, (value: string) => string>>;

/**
 * Reads a question of the BOM AI chat (planning-workspaces §2) into a typed query, offline: the
 * intent from the planner's words (English or Portuguese), the items from the ids it names
 * (matched against `knownItemIds`, any case), a quantity from "for 500" or "500 units". The reasoning
 * trace is written in `language` (the caller's).
 */
export function interpretBomQuery(
  question: string,
  context: { productId?: string },
  knownItemIds: readonly string[],
  language: Language = 'en',
): BomQuery {
  const reasoning: string[] = [];
  const match = RULES.find(([, pattern]) => pattern.test(question));
  const intent = match?.[0] ?? 'help';
  reasoning.push(match ? TRACE.read[language](INTENT_NAMES[intent][language]) : TRACE.none[language]());
  const named = namedItems(question, knownItemIds);
  const productId =
    (intent === 'where_used' || intent === 'alternatives' ? undefined : named[0]) ?? context.productId;
  const itemId =
    intent === 'where_used' || intent === 'alternatives' ? (named[0] ?? context.productId) : named[1];
  if (named.length) reasoning.push(TRACE.named[language](named.join(', ')));
  if (!named.length && context.productId) reasoning.push(TRACE.context[language](context.productId));
  const quantity = quantityIn(question);
  if (quantity !== undefined)
    reasoning.push(
      TRACE.quantity[language](language === 'pt' ? quantity.toLocaleString('pt-BR') : String(quantity)),
    );
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
