import { interpretBomQuery } from '@takt/assistant';
import type { BomChatRequest } from '@takt/contract';
import { type BomStructure, optimizeBom } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import type { Locale } from '../../i18n/locale.ts';
import { t } from '../../i18n/translate.ts';
import { alternativesOf, costOf, explode, usedWhere } from './bom-service.ts';
import { loadBomStructure } from './bom-structure.ts';
import { optimizationToWire } from './bom-wire.ts';

const SUGGESTIONS = 5;

/** Money as the chat writes it: $1,234.5 in English (as it always has), US$ 1.234,50 in Portuguese. */
function moneyIn(language: Locale) {
  return (value: number) =>
    language === 'pt-BR'
      ? value.toLocaleString('pt-BR', { style: 'currency', currency: 'USD' })
      : `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** A quantity the planner typed, as the chat repeats it: 500 in English, 1.234,5 in Portuguese. */
const quantityIn = (language: Locale) => (value: number) =>
  language === 'pt-BR' ? value.toLocaleString('pt-BR', { maximumFractionDigits: 3 }) : String(value);

/**
 * The BOM workspace's AI chat: the assistant reads the question, the engine answers it from the
 * dataset, and the reply says what was found. Suggested components come from the BOMs of similar
 * products (same category), most used first, leaving out what the BOM in context already has. The
 * reply is in `language` (the caller's), whatever language the question was asked in.
 */
export async function answerBomChat(
  db: Kysely<Database>,
  scope: ReadScope,
  request: BomChatRequest,
  language: Locale = 'en-US',
) {
  const money = moneyIn(language);
  const say = (key: Parameters<typeof t>[1], values: Record<string, string | number> = {}) =>
    t(language, key, values);
  const structure = await loadBomStructure(db, scope.datasetId);
  const contextProduct = request.context.product_id ?? request.context.product_info?.product_id;
  const query = interpretBomQuery(
    request.query,
    contextProduct ? { productId: contextProduct } : {},
    structure.items.map((i) => i.itemId),
    language === 'pt-BR' ? 'pt' : 'en',
  );
  const base = { success: true, intent: query.intent, reasoning: query.reasoning };
  const productId = query.productId;
  switch (query.intent) {
    case 'suggest_components': {
      const suggested = suggestComponents(structure, productId, request.context.bom_data);
      return {
        ...base,
        explanation: suggested.length
          ? say('bomChat.suggested', {
              hasProduct: productId ? 'yes' : 'no',
              product: productId ?? '',
              list: suggested.map((s) => s.item_id).join(', '),
            })
          : say('bomChat.noSimilar'),
        data: { suggested_components: suggested },
      };
    }
    case 'cost': {
      if (!productId) return needProduct(base, language);
      const cost = await costOf(db, scope, productId, query.quantity ?? 1);
      return {
        ...base,
        explanation: say('bomChat.cost', {
          quantity: quantityIn(language)(cost.quantity),
          product: productId,
          total: money(cost.total_material_cost),
          unit: money(cost.unit_material_cost),
        }),
        data: cost,
      };
    }
    case 'where_used': {
      const itemId = query.itemId ?? productId;
      if (!itemId) return needProduct(base, language);
      const used = await usedWhere(db, scope, itemId, 99);
      return {
        ...base,
        explanation: used.finished_goods.length
          ? say('bomChat.usedIn', {
              item: itemId,
              count: used.finished_goods.length,
              list: used.finished_goods.map(finishedGoodId).join(', '),
            })
          : say('bomChat.notUsed', { item: itemId }),
        data: used,
      };
    }
    case 'alternatives': {
      const itemId = query.itemId ?? productId;
      if (!itemId) return needProduct(base, language);
      if (isFinishedProduct(structure, itemId))
        // A finished product is not swapped for another product: its cheaper alternatives are its components'.
        return componentAlternatives(base, structure, itemId, query.quantity ?? 1, language);
      const found = await alternativesOf(db, scope, itemId);
      return {
        ...base,
        explanation: found.alternatives.length
          ? say('bomChat.alternatives', {
              item: itemId,
              list: found.alternatives.map((a) => `${a.item_id} (${money(a.unit_cost)})`).join(', '),
            })
          : say('bomChat.noAlternative', { item: itemId }),
        data: found,
      };
    }
    case 'critical_path':
    case 'explode': {
      if (!productId) return needProduct(base, language);
      const explosion = await explode(db, scope, productId, query.quantity ?? 1, 10);
      const path = explosion.lead_time_analysis;
      return {
        ...base,
        explanation:
          query.intent === 'critical_path'
            ? say('bomChat.criticalPath', {
                product: productId,
                path: path.critical_path,
                days: path.total_lead_time_days,
              })
            : say('bomChat.explosion', {
                product: productId,
                components: explosion.component_count,
                depth: explosion.depth,
                cost: money(explosion.total_material_cost),
              }),
        data: explosion,
      };
    }
    default:
      return {
        ...base,
        explanation: say('bomChat.help'),
        data: {},
      };
  }
}

/** A finished product: it has a BOM and goes into no other (a compound, with a BOM too, is a component). */
function isFinishedProduct(structure: BomStructure, itemId: string): boolean {
  return (
    structure.lines.some((line) => line.parentId === itemId) &&
    !structure.lines.some((line) => line.itemId === itemId)
  );
}

/** The cheapest cheaper alternative of each component of `productId`, with the saving for `quantity` units. */
function componentAlternatives(
  base: { success: boolean; intent: string; reasoning: string[] },
  structure: BomStructure,
  productId: string,
  quantity: number,
  language: Locale,
) {
  const money = moneyIn(language);
  const optimization = optimizationToWire(optimizeBom(structure, productId, quantity));
  const swaps = optimization.suggestions.map((s) =>
    t(language, 'bomChat.swap', {
      item: s.item_id,
      alternative: s.alternative.item_id,
      from: money(s.current_unit_cost),
      to: money(s.alternative.unit_cost),
      unit: s.alternative.unit ?? t(language, 'bomChat.unit'),
    }),
  );
  return {
    ...base,
    explanation: swaps.length
      ? t(language, 'bomChat.cheaperComponents', {
          product: productId,
          list: swaps.join(', '),
          saving: money(optimization.total_saving),
          quantity: quantityIn(language)(quantity),
        })
      : t(language, 'bomChat.noCheaperComponent', { product: productId }),
    data: optimization,
  };
}

function needProduct(base: { success: boolean; intent: string; reasoning: string[] }, language: Locale) {
  return {
    ...base,
    explanation: t(language, 'bomChat.whichProduct'),
    data: {},
  };
}

function suggestComponents(structure: BomStructure, productId: string | undefined, bomData: unknown) {
  const item = structure.items.find((i) => i.itemId === productId);
  const present = new Set([
    ...structure.lines.filter((l) => l.parentId === productId).map((l) => l.itemId),
    ...componentIdsOf(bomData),
  ]);
  const similar = new Set(
    structure.items
      .filter(
        (i) =>
          i.itemId !== productId &&
          (!item || (i.category === item.category && i.materialType === item.materialType)),
      )
      .map((i) => i.itemId),
  );
  const uses = new Map<
    string,
    { count: number; quantities: number[]; line: (typeof structure.lines)[number] }
  >();
  for (const line of structure.lines) {
    if (!similar.has(line.parentId) || present.has(line.itemId) || line.itemId === productId) continue;
    const entry = uses.get(line.itemId) ?? { count: 0, quantities: [], line };
    entry.count++;
    entry.quantities.push(line.quantityPer);
    uses.set(line.itemId, entry);
  }
  const names = new Map(structure.items.map((i) => [i.itemId, i]));
  return [...uses.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .slice(0, SUGGESTIONS)
    .map(([itemId, use]) => ({
      item_id: itemId,
      item_name: names.get(itemId)?.itemName ?? itemId,
      quantity_per: median(use.quantities),
      uom: use.line.uom ?? names.get(itemId)?.unit ?? 'EA',
      component_type: use.line.componentType ?? 'PURCHASED_PART',
      unit_cost: names.get(itemId)?.unitCost ?? 0,
      used_by_similar_products: use.count,
    }));
}

function componentIdsOf(bomData: unknown): string[] {
  const components = (bomData as { components?: { item_id?: unknown }[] } | undefined)?.components;
  return Array.isArray(components) ? components.map((c) => String(c.item_id ?? '')).filter(Boolean) : [];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
}

function finishedGoodId(good: unknown): string {
  return typeof good === 'string' ? good : String((good as { item_id?: string }).item_id ?? '');
}
