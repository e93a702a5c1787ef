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
    item_id: item.itemId,
    item_name: item.itemName,
    unit: item.unit,
    low_level_code: lowLevelCode,
    procurement: item.procurement,
    lot_sizing_method: item.rule.method,
    lead_time_days: item.leadTimeDays,
    on_hand: roundQuantity(item.onHand),
    available: roundQuantity(item.available),
    safety_stock: item.safetyStock,
    buckets: withBuckets ? bucketsOf(plan, grid, dateOf) : [],
    elements: [],
  };
}

function bucketsOf(plan: ItemPlan, grid: BucketGrid, dateOf: (day: number) => string): MrpBucket[] {
  const { netting } = plan;
  const releases = new Array<number>(grid.count).fill(0);
  plan.orders.forEach((order, i) => {
    releases[bucketOf(grid, plan.releaseDays[i]!)]! += order.order_quantity;
  });
  const buckets: MrpBucket[] = [];
  for (let b = 0; b < grid.count; b++) {
    buckets.push({
      start_date: dateOf(bucketStartDay(grid, b)),
      end_date: dateOf(bucketEndDay(grid, b)),
      gross_requirements: roundQuantity(netting.gross[b]!),
      scheduled_receipts: roundQuantity(netting.scheduled[b]!),
      projected_on_hand: roundQuantity(netting.projectedOnHand[b]!),
      net_requirements: roundQuantity(netting.net[b]!),
      planned_receipts: roundQuantity(netting.planned[b]!),
      planned_releases: roundQuantity(releases[b]!),
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
  type Dated = Omit<StockRequirementElement, 'available_quantity' | 'date'> & { day: number };
  const dated: Dated[] = orderedDemands
    .filter((d) => d.type !== 'RESERVED')
    .map((d) => ({ day: d.day, element_type: d.type, element_id: d.id, quantity: -d.quantity }));
  for (const { receipt } of plan.netting.receiptPlans) {
    if (receipt.day >= grid.endDay) continue;
    dated.push({
      day: receipt.day,
      element_type: receipt.kind,
      element_id: receipt.receiptId,
      quantity: receipt.quantity,
    });
  }
  for (const [i, order] of plan.orders.entries()) {
    const day = plan.netting.plannedReceipts[i]!.dueDay;
    dated.push({
      day,
      element_type: order.order_type,
      element_id: order.order_id,
      quantity: order.order_quantity,
    });
  }
  dated.sort((a, b) => a.day - b.day || Math.sign(b.quantity) - Math.sign(a.quantity));
  let available = item.available;
  const elements: StockRequirementElement[] = [
    {
      date: dateOf(grid.startDay),
      element_type: 'STOCK',
      element_id: item.itemId,
      quantity: roundQuantity(available),
      available_quantity: roundQuantity(available),
    },
  ];
  for (const { day, element_type, element_id, quantity } of dated) {
    available += quantity;
    elements.push({
      element_type,
      element_id,
      quantity: roundQuantity(quantity),
      date: dateOf(day),
      available_quantity: roundQuantity(available),
    });
  }
  return elements;
}
