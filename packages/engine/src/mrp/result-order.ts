import type { ActionMessage, PlannedOrder, Priority } from './result.ts';

const PRIORITY_RANK: Record<Priority, number> = { HIGH: 0, MEDIUM: 1, LOW: 2 };

/**
 * Positions of the planned orders in result order: by release date, then item id. The order id never
 * decides: an item has at most one order per release date (one per bucket, due in that bucket).
 * `orders` come item by item, as the run plans them. A counting sort over the release dates of the
 * items taken in id order: linear, where comparing the strings of hundreds of thousands of orders is not.
 */
export function plannedOrderSequence(orders: readonly PlannedOrder[]): number[] {
  const groups: { itemId: string; start: number; end: number }[] = [];
  for (let start = 0; start < orders.length; ) {
    const itemId = orders[start]!.itemId;
    let end = start + 1;
    while (end < orders.length && orders[end]!.itemId === itemId) end++;
    groups.push({ itemId, start, end });
    start = end;
  }
  groups.sort((a, b) => compareText(a.itemId, b.itemId));
  const dateRanks = ranksOf(orders.map((order) => order.releaseDate));
  const next = new Int32Array(dateRanks.size + 1);
  const rank = new Int32Array(orders.length);
  orders.forEach((order, i) => {
    rank[i] = dateRanks.get(order.releaseDate)!;
    next[rank[i]! + 1]!++;
  });
  for (let r = 1; r <= dateRanks.size; r++) next[r]! += next[r - 1]!;
  const positions = new Array<number>(orders.length);
  for (const group of groups) {
    for (let i = group.start; i < group.end; i++) positions[next[rank[i]!]!++] = i;
  }
  return positions;
}

/**
 * Action messages HIGH first, then by date, item id and order id (none sorting as ''), ties in the
 * order given. `orderMessages` are the planned orders' messages in `plannedOrderSequence` order and so
 * already sorted: each is dated on its order's release, and the priority falls as the release gets
 * later (EXPEDITE, RELEASE, PLAN). Only `otherMessages` (receipts, stock) are sorted before the two
 * are merged; on a full tie an order's message comes first, as the run gives an item's order
 * messages before its other ones.
 */
export function sortMessages(
  orderMessages: readonly ActionMessage[],
  otherMessages: readonly ActionMessage[],
): ActionMessage[] {
  const others = [...otherMessages].sort(compareMessages);
  const sorted: ActionMessage[] = [];
  let o = 0;
  orderMessages.forEach((message) => {
    while (o < others.length && compareMessages(others[o]!, message) < 0) sorted.push(others[o++]!);
    sorted.push(message);
  });
  while (o < others.length) sorted.push(others[o++]!);
  return sorted;
}

function compareMessages(a: ActionMessage, b: ActionMessage): number {
  return (
    PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
    compareText(a.date, b.date) ||
    compareText(a.itemId, b.itemId) ||
    compareText(a.orderId ?? '', b.orderId ?? '')
  );
}

/** Each distinct text with its rank in code-unit order. */
function ranksOf(texts: readonly string[]): Map<string, number> {
  const distinct = [...new Set(texts)].sort(compareText);
  return new Map(distinct.map((text, rank) => [text, rank]));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
