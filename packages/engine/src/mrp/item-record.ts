import { type BucketGrid, bucketEndDay, bucketOf, bucketStartDay } from './buckets.ts';
import { isoDate } from './dates.ts';
import { roundQuantity } from './lot-sizing.ts';
import type { ItemPlan } from './plan-item.ts';
import type { PlanningItem } from './planning-items.ts';
import type { MrpBucket, MrpItemRecord, StockRequirementElement } from './result.ts';

/** The time-phased record of a planned item (MD04's data): buckets and, if wanted, the stock/requirements list. */
export function itemRecord(
  item: PlanningItem,
  plan: ItemPlan,
  lowLevelCode: number,
  grid: BucketGrid,
  withElements = true,
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
    buckets: bucketsOf(plan, grid),
    elements: withElements ? elementsOf(item, plan, grid) : [],
  };
}

function bucketsOf(plan: ItemPlan, grid: BucketGrid): MrpBucket[] {
  const { netting } = plan;
  const releases = new Array<number>(grid.count).fill(0);
  for (const order of plan.orders) {
    releases[bucketOf(grid, plan.releaseDays.get(order.order_id)!)]! += order.order_quantity;
  }
  return netting.gross.map((gross, b) => ({
    start_date: isoDate(bucketStartDay(grid, b)),
    end_date: isoDate(bucketEndDay(grid, b)),
    gross_requirements: roundQuantity(gross),
    scheduled_receipts: roundQuantity(netting.scheduled[b]!),
    projected_on_hand: roundQuantity(netting.projectedOnHand[b]!),
    net_requirements: roundQuantity(netting.net[b]!),
    planned_receipts: roundQuantity(netting.planned[b]!),
    planned_releases: roundQuantity(releases[b]!),
  }));
}

/**
 * Stock first (available: on hand − reserved), then receipts and requirements by date (receipts
 * first on a date), each with the available quantity after it. Open receipts stand at their own
 * date; safety stock is a requirement of today.
 */
function elementsOf(item: PlanningItem, plan: ItemPlan, grid: BucketGrid): StockRequirementElement[] {
  type Dated = Omit<StockRequirementElement, 'available_quantity' | 'date'> & { day: number };
  const dated: Dated[] = plan.demands
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
      date: isoDate(grid.startDay),
      element_type: 'STOCK',
      element_id: item.itemId,
      quantity: roundQuantity(available),
      available_quantity: roundQuantity(available),
    },
  ];
  for (const { day, ...element } of dated) {
    available += element.quantity;
    elements.push({
      ...element,
      date: isoDate(day),
      quantity: roundQuantity(element.quantity),
      available_quantity: roundQuantity(available),
    });
  }
  return elements;
}
