import { lowStockMessage, plannedOrderMessage, receiptMessage } from './action-messages.ts';
import type { BucketGrid } from './buckets.ts';
import { type DemandElement, type NettingResult, type NettingRows, netItem } from './net-item.ts';
import { pegSupplies, type SupplyElement } from './pegging.ts';
import type { PlanningItem } from './planning-items.ts';
import type { DatedReceipt } from './receipts.ts';
import type { RequirementRow } from './requirements.ts';
import type { ActionMessage, PlannedOrder } from './result.ts';

/** One item's plan: its netting record, planned orders with their release days and messages. */
export interface ItemPlan {
  netting: NettingResult;
  /** With empty `peggedTo` until `pegPlannedOrders` fills them. */
  orders: PlannedOrder[];
  /** Release day (epoch day) of each order, in order. */
  releaseDays: number[];
  /** The message of each order, in order. */
  orderMessages: ActionMessage[];
  /** Messages on open receipts and stock. */
  messages: ActionMessage[];
}

/** How a run labels its days, and the rows its nettings reuse. */
export interface PlanningTools {
  /** ISO date of an epoch day. */
  dateOf: (day: number) => string;
  rows: NettingRows;
}

/**
 * Plans one item: nets it, turns its planned receipts into planned orders (released lead time days
 * before their due date; purchase requisitions for bought items) and writes its action messages.
 * Orders are numbered per item (`PREQ-RM-778-001`): a requisition keeps its number in every run that
 * plans the item alike, whatever other items the run plans (MD01's 30 days and MD04's 90 used to
 * number the same requisition apart). The netting rows are `tools.rows`, valid until the next item is planned.
 */
export function planItem(
  item: PlanningItem,
  requirements: RequirementRow,
  receipts: readonly DatedReceipt[],
  grid: BucketGrid,
  poqPeriodDays: number,
  tools: PlanningTools,
): ItemPlan {
  const netting = netItem(
    {
      grid,
      available: item.available,
      safetyStock: item.safetyStock,
      rule: item.rule,
      poqPeriodDays,
      requirements,
      receipts,
    },
    tools.rows,
  );
  const isPurchase = item.procurement === 'BUY';
  const prefix = isPurchase ? 'PREQ' : 'PLO';
  const releaseDays: number[] = [];
  const orders = netting.plannedReceipts.map((receipt, index): PlannedOrder => {
    const releaseDay = receipt.dueDay - item.leadTimeDays;
    releaseDays.push(releaseDay);
    return {
      orderId: `${prefix}-${item.itemId}-${String(index + 1).padStart(3, '0')}`,
      itemId: item.itemId,
      itemName: item.itemName,
      orderQuantity: receipt.quantity,
      releaseDate: tools.dateOf(releaseDay),
      dueDate: tools.dateOf(receipt.dueDay),
      leadTimeDays: item.leadTimeDays,
      lotSizingMethod: item.rule.method,
      orderType: isPurchase ? 'PURCHASE_REQUISITION' : 'PLANNED_ORDER',
      peggedTo: [],
    };
  });
  return {
    netting,
    orders,
    releaseDays,
    orderMessages: orders.map((order, i) => plannedOrderMessage(order, releaseDays[i]!, grid, item)),
    messages: messagesOf(item, netting, grid, tools.dateOf),
  };
}

/** Reservations above stock and safety stock first (needed today), then the demands in the horizon by date. */
export function demandsInPeggingOrder(
  item: PlanningItem,
  demands: readonly DemandElement[],
  grid: BucketGrid,
): DemandElement[] {
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

/**
 * Fills `peggedTo` of the item's planned orders (see `pegSupplies`): supply is available stock, then
 * the open receipts MRP uses in the order it uses them, then the planned orders.
 */
export function pegPlannedOrders(
  item: PlanningItem,
  plan: ItemPlan,
  orderedDemands: readonly DemandElement[],
  dateOf: (day: number) => string,
): void {
  const supplies: SupplyElement[] = [];
  if (item.available > 0) supplies.push({ quantity: item.available });
  for (const receiptPlan of plan.netting.receiptPlans) {
    if (receiptPlan.neededBucket !== undefined) supplies.push({ quantity: receiptPlan.receipt.quantity });
  }
  for (const order of plan.orders) supplies.push({ quantity: order.orderQuantity, orderId: order.orderId });
  const pegs = pegSupplies(orderedDemands, supplies, dateOf);
  for (const order of plan.orders) order.peggedTo = pegs.get(order.orderId) ?? [];
}

function messagesOf(
  item: PlanningItem,
  netting: NettingResult,
  grid: BucketGrid,
  dateOf: (day: number) => string,
): ActionMessage[] {
  const messages: ActionMessage[] = [];
  for (const plan of netting.receiptPlans) {
    const needDay = plan.neededBucket === undefined ? undefined : netting.needDay[plan.neededBucket];
    const message = receiptMessage(plan, needDay, grid, item);
    if (message) messages.push(message);
  }
  const lowStock = lowStockMessage(item, item.available, dateOf(grid.startDay));
  if (lowStock) messages.push(lowStock);
  return messages;
}
