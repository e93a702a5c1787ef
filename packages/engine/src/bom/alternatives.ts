import { BomError } from './errors.ts';
import type { BomItem } from './model.ts';

/** An item that could replace a component: same material type, category and unit. */
export interface Alternative {
  item_id: string;
  item_name: string;
  material_type: string | null;
  category: string | null;
  unit: string | null;
  unit_cost: number;
  lead_time_days: number;
  /** Alternative's unit cost minus the component's; negative when cheaper. */
  cost_difference: number;
  /** `cost_difference` in percent of the component's unit cost; 0 when that cost is 0. */
  cost_difference_percent: number;
  /** Alternative's lead time minus the component's, in days. */
  lead_time_difference_days: number;
}

/**
 * Alternatives for `itemId` from the item master: other non-phantom items with the same material
 * type, category and unit (a missing value matches only a missing value), cheapest first, then
 * shortest lead time, then id. Throws ITEM_NOT_FOUND when the item is not in the master.
 */
export function findAlternatives(
  items: readonly BomItem[] | ReadonlyMap<string, BomItem>,
  itemId: string,
): Alternative[] {
  const all = 'get' in items ? [...items.values()] : items;
  const item = all.find((candidate) => candidate.itemId === itemId);
  if (!item) throw new BomError('ITEM_NOT_FOUND', `Item ${itemId} not found`);
  return all
    .filter((candidate) => candidate.itemId !== itemId && !candidate.isPhantom && isSameKind(item, candidate))
    .map((candidate) => toAlternative(item, candidate))
    .sort(
      (a, b) =>
        a.unit_cost - b.unit_cost ||
        a.lead_time_days - b.lead_time_days ||
        (a.item_id < b.item_id ? -1 : a.item_id > b.item_id ? 1 : 0),
    );
}

function isSameKind(item: BomItem, candidate: BomItem): boolean {
  return (
    candidate.materialType === item.materialType &&
    candidate.category === item.category &&
    candidate.unit === item.unit
  );
}

function toAlternative(item: BomItem, candidate: BomItem): Alternative {
  const currentCost = item.unitCost ?? 0;
  const cost = candidate.unitCost ?? 0;
  return {
    item_id: candidate.itemId,
    item_name: candidate.itemName,
    material_type: candidate.materialType ?? null,
    category: candidate.category ?? null,
    unit: candidate.unit ?? null,
    unit_cost: cost,
    lead_time_days: candidate.leadTimeDays ?? 0,
    cost_difference: cost - currentCost,
    cost_difference_percent: currentCost > 0 ? ((cost - currentCost) / currentCost) * 100 : 0,
    lead_time_difference_days: (candidate.leadTimeDays ?? 0) - (item.leadTimeDays ?? 0),
  };
}
