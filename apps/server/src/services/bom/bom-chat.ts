import { interpretBomQuery } from '@takt/assistant';
import type { BomChatRequest } from '@takt/contract';
import { type BomStructure, optimizeBom } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { alternativesOf, costOf, explode, usedWhere } from './bom-service.ts';
import { loadBomStructure } from './bom-structure.ts';
import { optimizationToWire } from './bom-wire.ts';

const SUGGESTIONS = 5;
const money = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/**
 * The BOM workspace's AI chat: the assistant reads the question, the engine answers it from the
 * dataset, and the reply says what was found. Suggested components come from the BOMs of similar
 * products (same category), most used first, leaving out what the BOM in context already has.
 */
export async function answerBomChat(db: Kysely<Database>, scope: ReadScope, request: BomChatRequest) {
  const structure = await loadBomStructure(db, scope.datasetId);
  const contextProduct = request.context.product_id ?? request.context.product_info?.product_id;
  const query = interpretBomQuery(
    request.query,
    contextProduct ? { productId: contextProduct } : {},
    structure.items.map((i) => i.itemId),
  );
  const base = { success: true, intent: query.intent, reasoning: query.reasoning };
  const productId = query.productId;
  switch (query.intent) {
    case 'suggest_components': {
      const suggested = suggestComponents(structure, productId, request.context.bom_data);
      return {
        ...base,
        explanation: suggested.length
          ? `Components used by similar products${productId ? ` to ${productId}` : ''}, most used first: ${suggested.map((s) => s.item_id).join(', ')}.`
          : 'No similar products with BOMs were found to suggest components from.',
        data: { suggested_components: suggested },
      };
    }
    case 'cost': {
      if (!productId) return needProduct(base);
      const cost = await costOf(db, scope, productId, query.quantity ?? 1);
      return {
        ...base,
        explanation: `Material cost of ${cost.quantity} × ${productId}: ${money(cost.total_material_cost)} (${money(cost.unit_material_cost)} per unit).`,
        data: cost,
      };
    }
    case 'where_used': {
      const itemId = query.itemId ?? productId;
      if (!itemId) return needProduct(base);
      const used = await usedWhere(db, scope, itemId, 99);
      return {
        ...base,
        explanation: used.finished_goods.length
          ? `${itemId} goes into ${used.finished_goods.length} finished goods: ${used.finished_goods.map(finishedGoodId).join(', ')}.`
          : `${itemId} is not used in any BOM.`,
        data: used,
      };
    }
    case 'alternatives': {
      const itemId = query.itemId ?? productId;
      if (!itemId) return needProduct(base);
      if (isFinishedProduct(structure, itemId))
        // A finished product is not swapped for another product: its cheaper alternatives are its components'.
        return componentAlternatives(base, structure, itemId, query.quantity ?? 1);
      const found = await alternativesOf(db, scope, itemId);
      return {
        ...base,
        explanation: found.alternatives.length
          ? `Alternatives to ${itemId}, cheapest first: ${found.alternatives.map((a) => `${a.item_id} (${money(a.unit_cost)})`).join(', ')}.`
          : `No item of the same type, category and unit can replace ${itemId}.`,
        data: found,
      };
    }
    case 'critical_path':
    case 'explode': {
      if (!productId) return needProduct(base);
      const explosion = await explode(db, scope, productId, query.quantity ?? 1, 10);
      const path = explosion.lead_time_analysis;
      return {
        ...base,
        explanation:
          query.intent === 'critical_path'
            ? `Critical path of ${productId}: ${path.critical_path} (${path.total_lead_time_days} days of cumulative lead time).`
            : `${productId} has ${explosion.component_count} components over ${explosion.depth} levels; material cost ${money(explosion.total_material_cost)}.`,
        data: explosion,
      };
    }
    default:
      return {
        ...base,
        explanation:
          'I can suggest components, roll up costs, show where an item is used, find cheaper alternatives, explode a BOM and show its critical path. Name a product or item, e.g. "What does PRODUCT-001 cost for 500 units?"',
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
) {
  const optimization = optimizationToWire(optimizeBom(structure, productId, quantity));
  const swaps = optimization.suggestions.map(
    (s) =>
      `${s.item_id} → ${s.alternative.item_id} (${money(s.current_unit_cost)} → ${money(s.alternative.unit_cost)} per ${s.alternative.unit ?? 'unit'})`,
  );
  return {
    ...base,
    explanation: swaps.length
      ? `Cheaper alternative components for ${productId}: ${swaps.join(', ')}; saving ${money(optimization.total_saving)} on ${quantity} × ${productId}.`
      : `No component of ${productId} has a cheaper alternative of the same type, category and unit.`,
    data: optimization,
  };
}

function needProduct(base: { success: boolean; intent: string; reasoning: string[] }) {
  return {
    ...base,
    explanation: 'Which product or item? Enter a product ID or name one in the question.',
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
