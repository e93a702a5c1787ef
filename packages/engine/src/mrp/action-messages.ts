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

const RECEIPT_LABEL = { PURCHASE_ORDER: 'Purchase order', PRODUCTION_ORDER: 'Production order' } as const;

/**
 * The message of a planned order by its release date (`releaseDay`, the epoch day of
 * `order.release_date`): EXPEDITE (HIGH) when the release lies before today, RELEASE (MEDIUM) when it
 * falls in the first bucket, else PLAN (LOW). Dated on the release.
 */
export function plannedOrderMessage(
  order: PlannedOrder,
  releaseDay: number,
  grid: BucketGrid,
  item: MessageItem,
): ActionMessage {
  const release = order.release_date;
  const due = order.due_date;
  // Joins, not template literals: a template leaves a rope of its parts, three times the size, and a
  // plant run keeps one message per planned order.
  const what = [order.order_id, ' for ', amount(order.order_quantity, item), ' of ', item.itemId].join('');
  let type: ActionType = 'PLAN';
  let priority: Priority = 'LOW';
  let message: string;
  if (releaseDay < grid.startDay) {
    const late = grid.startDay - releaseDay;
    type = 'EXPEDITE';
    priority = 'HIGH';
    const ago = `${late} day${late === 1 ? '' : 's'} ago`;
    message = ['Expedite ', what, ': release was due ', release, ' (', ago, ') to meet ', due].join('');
  } else if (releaseDay < grid.startDay + grid.bucketDays) {
    type = 'RELEASE';
    priority = 'MEDIUM';
    message = ['Release ', what, ' on ', release, ', due ', due].join('');
  } else {
    message = ['Plan ', what, ' for release on ', release, ', due ', due].join('');
  }
  const { order_id, order_quantity: quantity } = order;
  return { item_id: item.itemId, quantity, date: release, order_id, type, priority, message };
}

/**
 * The exception message of an open receipt, if any: EXPEDITE (HIGH) when it is past due and still
 * needed, RESCHEDULE_IN (HIGH) when needed in an earlier bucket, RESCHEDULE_OUT (LOW) when needed only
 * in a later one, CANCEL (MEDIUM) when due in the horizon and not needed in it. `needDay` is the day
 * MRP needs it (the first requirement day of the needed bucket).
 */
export function receiptMessage(
  plan: ReceiptPlan,
  needDay: number | undefined,
  grid: BucketGrid,
  item: MessageItem,
): ActionMessage | undefined {
  const { receipt, ownBucket, neededBucket } = plan;
  const what = `${RECEIPT_LABEL[receipt.kind]} ${receipt.receiptId} for ${amount(receipt.quantity, item)} of ${item.itemId}`;
  const dated = isoDate(receipt.day);
  const base = {
    item_id: item.itemId,
    quantity: roundQuantity(receipt.quantity),
    order_id: receipt.receiptId,
  };
  if (neededBucket === undefined || needDay === undefined) {
    if (ownBucket >= grid.count) return undefined;
    const message = `Cancel ${what} due ${dated}: not needed within the planning horizon`;
    return { ...base, type: 'CANCEL', priority: 'MEDIUM', message, date: dated };
  }
  const needed = isoDate(needDay);
  if (receipt.day < grid.startDay) {
    const message = `Expedite ${what}: past due since ${dated}, needed ${needed}`;
    return { ...base, type: 'EXPEDITE', priority: 'HIGH', message, date: needed };
  }
  if (neededBucket < ownBucket) {
    const message = `Reschedule in ${what} from ${dated} to ${needed}`;
    return { ...base, type: 'RESCHEDULE_IN', priority: 'HIGH', message, date: needed };
  }
  if (neededBucket > ownBucket) {
    const message = `Reschedule out ${what} from ${dated} to ${needed}`;
    return { ...base, type: 'RESCHEDULE_OUT', priority: 'LOW', message, date: needed };
  }
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
  const base = { type: 'LOW_STOCK' as const, item_id: item.itemId, date: today, order_id: null };
  const stock = `Available stock of ${item.itemId} is ${amount(available, item)}`;
  if (available < item.safetyStock) {
    const priority: Priority = available <= 0 ? 'HIGH' : 'MEDIUM';
    const message = `${stock}, below safety stock ${amount(item.safetyStock, item)}`;
    return { ...base, priority, message, quantity: roundQuantity(item.safetyStock - available) };
  }
  if (item.reorderPoint > 0 && available <= item.reorderPoint) {
    const message = `${stock}, at or below reorder point ${amount(item.reorderPoint, item)}`;
    return { ...base, priority: 'LOW', message, quantity: roundQuantity(item.reorderPoint - available) };
  }
  return undefined;
}

function amount(quantity: number, item: MessageItem): string {
  const value = String(roundQuantity(quantity));
  return item.unit ? `${value} ${item.unit}` : value;
}
