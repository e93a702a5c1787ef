import { type BucketGrid, bucketEndDay, bucketOf, bucketStartDay } from './buckets.ts';
import { roundQuantity } from './lot-sizing.ts';
import type { DemandElement } from './net-item.ts';
import type { ItemPlan } from './plan-item.ts';
import type { PlanningItem } from './planning-items.ts';
import type { MrpBucket, MrpItemRecord, StockRequirementElement } from './result.ts';

/**
 * The time-phased record of a planned item (MD04's data) with its buckets if `withBuckets`;
 * `elements`, the stock/requirements list, is left empty for `stockRequirementElements` to fill.
 * `dateOf` formats epoch days.
 */
export function itemRecord(
  item: PlanningItem,
  plan: ItemPlan,
  lowLevelCode: number,
  grid: BucketGrid,
  dateOf: (day: number) => string,
  withBuckets = true,
): MrpItemRecord {
  return {
    itemId: item.itemId,
    itemName: item.itemName,
    unit: item.unit,
    lowLevelCode: lowLevelCode,
    procurement: item.procurement,
    lotSizingMethod: item.rule.method,
    leadTimeDays: item.leadTimeDays,
    onHand: roundQuantity(item.onHand),
    available: roundQuantity(item.available),
    safetyStock: item.safetyStock,
    buckets: withBuckets ? bucketsOf(plan, grid, dateOf) : [],
    elements: [],
  };
}

function bucketsOf(plan: ItemPlan, grid: BucketGrid, dateOf: (day: number) => string): MrpBucket[] {
  const { netting } = plan;
  const releases = new Array<number>(grid.count).fill(0);
  plan.orders.forEach((order, i) => {
    releases[bucketOf(grid, plan.releaseDays[i]!)]! += order.orderQuantity;
  });
  const buckets: MrpBucket[] = [];
  for (let b = 0; b < grid.count; b++) {
    buckets.push({
      startDate: dateOf(bucketStartDay(grid, b)),
      endDate: dateOf(bucketEndDay(grid, b)),
      grossRequirements: roundQuantity(netting.gross[b]!),
      scheduledReceipts: roundQuantity(netting.scheduled[b]!),
      projectedOnHand: roundQuantity(netting.projectedOnHand[b]!),
      netRequirements: roundQuantity(netting.net[b]!),
      plannedReceipts: roundQuantity(netting.planned[b]!),
      plannedReleases: roundQuantity(releases[b]!),
    });
  }
  return buckets;
}

/**
 * The stock/requirements list: stock first (available: on hand − reserved), then receipts and
 * requirements by date (receipts first on a date), each with the available quantity after it. Open
 * receipts stand at their own date; safety stock is a requirement of today. `orderedDemands` are the
 * item's demands in pegging order (`demandsInPeggingOrder`).
 */
export function stockRequirementElements(
  item: PlanningItem,
  plan: ItemPlan,
  orderedDemands: readonly DemandElement[],
  grid: BucketGrid,
  dateOf: (day: number) => string,
): StockRequirementElement[] {
  type Dated = Omit<StockRequirementElement, 'availableQuantity' | 'date'> & { day: number };
  const dated: Dated[] = orderedDemands
    .filter((d) => d.type !== 'RESERVED')
    .map((d) => ({ day: d.day, elementType: d.type, elementId: d.id, quantity: -d.quantity }));
  for (const { receipt } of plan.netting.receiptPlans) {
    if (receipt.day >= grid.endDay) continue;
    dated.push({
      day: receipt.day,
      elementType: receipt.kind,
      elementId: receipt.receiptId,
      quantity: receipt.quantity,
    });
  }
  for (const [i, order] of plan.orders.entries()) {
    const day = plan.netting.plannedReceipts[i]!.dueDay;
    dated.push({
      day,
      elementType: order.orderType,
      elementId: order.orderId,
      quantity: order.orderQuantity,
    });
  }
  dated.sort((a, b) => a.day - b.day || Math.sign(b.quantity) - Math.sign(a.quantity));
  let available = item.available;
  const elements: StockRequirementElement[] = [
    {
      date: dateOf(grid.startDay),
      elementType: 'STOCK',
      elementId: item.itemId,
      quantity: roundQuantity(available),
      availableQuantity: roundQuantity(available),
    },
  ];
  for (const { day, elementType, elementId, quantity } of dated) {
    available += quantity;
    elements.push({
      elementType,
      elementId,
      quantity: roundQuantity(quantity),
      date: dateOf(day),
      availableQuantity: roundQuantity(available),
    });
  }
  return elements;
}
