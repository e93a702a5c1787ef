import { lowStockMessage, plannedOrderMessage, receiptMessage } from './action-messages.ts';
import type { BucketGrid } from './buckets.ts';
import { isoDate } from './dates.ts';
import { type DemandElement, type NettingResult, netItem } from './net-item.ts';
import { pegSupplies, type SupplyElement } from './pegging.ts';
import type { PlanningItem } from './planning-items.ts';
import type { DatedReceipt } from './receipts.ts';
import type { ActionMessage, PlannedOrder } from './result.ts';

export interface ItemPlan {
  netting: NettingResult;
  /** Demands within the horizon in pegging order. */
  demands: DemandElement[];
  orders: PlannedOrder[];
  /** Release day of each order, by order id. */
  releaseDays: Map<string, number>;
  messages: ActionMessage[];
}

/**
 * Plans one item: nets it, turns its planned receipts into planned orders (released lead time days
 * before their due date; purchase requisitions for bought items), pegs them to its demands and
 * writes its action messages. `nextOrderNumber` numbers the orders across the run.
 */
export function planItem(
  item: PlanningItem,
  demands: readonly DemandElement[],
  receipts: readonly DatedReceipt[],
  grid: BucketGrid,
  poqPeriodDays: number,
  nextOrderNumber: () => number,
): ItemPlan {
  const netting = netItem({
    grid,
    available: item.available,
    safetyStock: item.safetyStock,
    rule: item.rule,
    poqPeriodDays,
    demands,
    receipts,
  });
  const isPurchase = item.procurement === 'BUY';
  const releaseDays = new Map<string, number>();
  const orders = netting.plannedReceipts.map((receipt): PlannedOrder => {
    const orderId = `${isPurchase ? 'PREQ' : 'PLO'}-${String(nextOrderNumber()).padStart(5, '0')}`;
    releaseDays.set(orderId, receipt.dueDay - item.leadTimeDays);
    return {
      order_id: orderId,
      item_id: item.itemId,
      item_name: item.itemName,
      order_quantity: receipt.quantity,
      release_date: isoDate(receipt.dueDay - item.leadTimeDays),
      due_date: isoDate(receipt.dueDay),
      lead_time_days: item.leadTimeDays,
      lot_sizing_method: item.rule.method,
      order_type: isPurchase ? 'PURCHASE_REQUISITION' : 'PLANNED_ORDER',
      pegged_to: [],
    };
  });
  const ordered = pegOrder(item, demands, grid);
  const pegs = pegSupplies(ordered, supplyOrder(item, netting, orders));
  for (const order of orders) order.pegged_to = pegs.get(order.order_id) ?? [];
  return {
    netting,
    demands: ordered,
    orders,
    releaseDays,
    messages: messagesOf(item, netting, orders, grid),
  };
}

/** Reservations above stock and safety stock first (needed today), then the demands by date. */
function pegOrder(item: PlanningItem, demands: readonly DemandElement[], grid: BucketGrid): DemandElement[] {
  const today = grid.startDay;
  const first: DemandElement[] = [];
  if (item.available < 0)
    first.push({ type: 'RESERVED', id: item.itemId, quantity: -item.available, day: today });
  if (item.safetyStock > 0)
    first.push({ type: 'SAFETY_STOCK', id: item.itemId, quantity: item.safetyStock, day: today });
  const dated = demands
    .filter((d) => d.day < grid.endDay)
    .sort((a, b) => a.day - b.day || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return [...first, ...dated];
}

/** Available stock, then the receipts MRP uses in the order it uses them, then the planned orders. */
function supplyOrder(item: PlanningItem, netting: NettingResult, orders: PlannedOrder[]): SupplyElement[] {
  const supplies: SupplyElement[] = [];
  if (item.available > 0) supplies.push({ quantity: item.available });
  for (const plan of netting.receiptPlans) {
    if (plan.neededBucket !== undefined) supplies.push({ quantity: plan.receipt.quantity });
  }
  for (const order of orders) supplies.push({ quantity: order.order_quantity, orderId: order.order_id });
  return supplies;
}

function messagesOf(
  item: PlanningItem,
  netting: NettingResult,
  orders: PlannedOrder[],
  grid: BucketGrid,
): ActionMessage[] {
  const messages = orders.map((order) => plannedOrderMessage(order, grid, item));
  for (const plan of netting.receiptPlans) {
    const needDay = plan.neededBucket === undefined ? undefined : netting.needDay[plan.neededBucket];
    const message = receiptMessage(plan, needDay, grid, item);
    if (message) messages.push(message);
  }
  const lowStock = lowStockMessage(item, item.available, isoDate(grid.startDay));
  if (lowStock) messages.push(lowStock);
  return messages;
}
