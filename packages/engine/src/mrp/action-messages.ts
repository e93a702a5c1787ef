import type { BucketGrid } from './buckets.ts';
import { isoDate } from './dates.ts';
import { roundQuantity } from './lot-sizing.ts';
import type { ReceiptPlan } from './receipts.ts';
import type { ActionMessage, ActionType, PlannedOrder, Priority } from './result.ts';

/** What a message needs to know of its item. */
export interface MessageItem {
  itemId: string;
  itemName: string;
  unit: string | null;
}

/**
 * The message of a planned order by its release date (`releaseDay`, the epoch day of
 * `order.releaseDate`): EXPEDITE (HIGH) when the release lies before today, RELEASE (MEDIUM) when it
 * falls in the first bucket, else PLAN (LOW). Dated on the release.
 */
export function plannedOrderMessage(
  order: PlannedOrder,
  releaseDay: number,
  grid: BucketGrid,
  item: MessageItem,
): ActionMessage {
  const { orderId, orderQuantity: quantity, releaseDate, dueDate } = order;
  let type: ActionType = 'PLAN';
  let priority: Priority = 'LOW';
  let daysLate = 0;
  if (releaseDay < grid.startDay) {
    type = 'EXPEDITE';
    priority = 'HIGH';
    daysLate = grid.startDay - releaseDay;
  } else if (releaseDay < grid.startDay + grid.bucketDays) {
    type = 'RELEASE';
    priority = 'MEDIUM';
  }
  const reason = { code: 'PLANNED_ORDER' as const, releaseDate, dueDate, daysLate };
  return {
    itemId: item.itemId,
    unit: item.unit,
    reason,
    quantity,
    date: releaseDate,
    orderId,
    type,
    priority,
  };
}

/**
 * The exception message of an open receipt, if any: EXPEDITE (HIGH) when it is past due and still
 * needed, RESCHEDULE_IN (HIGH) when needed in an earlier bucket, RESCHEDULE_OUT (LOW) when needed only
 * in a later one, CANCEL (MEDIUM) when due in the horizon and not needed in it — unless it is a
 * production order in process, which is rescheduled out (LOW) to the first day after the horizon
 * instead. `needDay` is the day MRP needs it (the first requirement day of the needed bucket).
 */
export function receiptMessage(
  plan: ReceiptPlan,
  needDay: number | undefined,
  grid: BucketGrid,
  item: MessageItem,
): ActionMessage | undefined {
  const { receipt, ownBucket, neededBucket } = plan;
  const dueDate = isoDate(receipt.day);
  const base = {
    itemId: item.itemId,
    unit: item.unit,
    quantity: roundQuantity(receipt.quantity),
    orderId: receipt.receiptId,
  };
  const receiptKind = receipt.kind;
  if (neededBucket === undefined || needDay === undefined) {
    if (ownBucket >= grid.count) return undefined;
    const reason = { code: 'OPEN_RECEIPT' as const, receiptKind, dueDate, neededDate: null };
    // An order in process has its components issued and work done: cancelling it would scrap that
    // work, so MRP only pushes it out past the horizon.
    if (receipt.componentsIssued)
      return { ...base, type: 'RESCHEDULE_OUT', priority: 'LOW', reason, date: isoDate(grid.endDay) };
    return { ...base, type: 'CANCEL', priority: 'MEDIUM', reason, date: dueDate };
  }
  const neededDate = isoDate(needDay);
  const reason = { code: 'OPEN_RECEIPT' as const, receiptKind, dueDate, neededDate };
  if (receipt.day < grid.startDay)
    return { ...base, type: 'EXPEDITE', priority: 'HIGH', reason, date: neededDate };
  if (neededBucket < ownBucket)
    return { ...base, type: 'RESCHEDULE_IN', priority: 'HIGH', reason, date: neededDate };
  if (neededBucket > ownBucket)
    return { ...base, type: 'RESCHEDULE_OUT', priority: 'LOW', reason, date: neededDate };
  return undefined;
}

/**
 * LOW_STOCK when the available stock (on hand − reserved) is below safety stock — HIGH when nothing is
 * available, else MEDIUM — or at or below a positive reorder point (LOW). Dated today; the quantity is
 * the shortfall below the threshold crossed (0 when exactly at the reorder point).
 */
export function lowStockMessage(
  item: MessageItem & { safetyStock: number; reorderPoint: number },
  available: number,
  today: string,
): ActionMessage | undefined {
  const base = {
    type: 'LOW_STOCK' as const,
    itemId: item.itemId,
    unit: item.unit,
    date: today,
    orderId: null,
  };
  const stock = roundQuantity(available);
  if (available < item.safetyStock) {
    const priority: Priority = available <= 0 ? 'HIGH' : 'MEDIUM';
    const reason = {
      code: 'BELOW_SAFETY_STOCK' as const,
      available: stock,
      safetyStock: roundQuantity(item.safetyStock),
    };
    return { ...base, priority, reason, quantity: roundQuantity(item.safetyStock - available) };
  }
  if (item.reorderPoint > 0 && available <= item.reorderPoint) {
    const reason = {
      code: 'AT_REORDER_POINT' as const,
      available: stock,
      reorderPoint: roundQuantity(item.reorderPoint),
    };
    return { ...base, priority: 'LOW', reason, quantity: roundQuantity(item.reorderPoint - available) };
  }
  return undefined;
}
