import { BomError } from './errors.ts';
import type { BomItem } from './model.ts';

/** An item that could replace a component: same material type, category and unit. */
export interface Alternative {
  itemId: string;
  itemName: string;
  materialType: string | null;
  category: string | null;
  unit: string | null;
  unitCost: number;
  leadTimeDays: number;
  /** Alternative's unit cost minus the component's; negative when cheaper. */
  costDifference: number;
  /** `costDifference` in percent of the component's unit cost; 0 when that cost is 0. */
  costDifferencePercent: number;
  /** Alternative's lead time minus the component's, in days. */
  leadTimeDifferenceDays: number;
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
  if (!item) throw new BomError('ITEM_NOT_FOUND', { itemId });
  return all
    .filter((candidate) => candidate.itemId !== itemId && !candidate.isPhantom && isSameKind(item, candidate))
    .map((candidate) => toAlternative(item, candidate))
    .sort(
      (a, b) =>
        a.unitCost - b.unitCost ||
        a.leadTimeDays - b.leadTimeDays ||
        (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0),
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
    itemId: candidate.itemId,
    itemName: candidate.itemName,
    materialType: candidate.materialType ?? null,
    category: candidate.category ?? null,
    unit: candidate.unit ?? null,
    unitCost: cost,
    leadTimeDays: candidate.leadTimeDays ?? 0,
    costDifference: cost - currentCost,
    costDifferencePercent: currentCost > 0 ? ((cost - currentCost) / currentCost) * 100 : 0,
    leadTimeDifferenceDays: (candidate.leadTimeDays ?? 0) - (item.leadTimeDays ?? 0),
  };
}
