import type { StructureIndex } from '../bom/structure-index.ts';
import type { MessageItem } from './action-messages.ts';
import { epochDay } from './dates.ts';
import type { LotSizingRule } from './lot-sizing.ts';
import type { MrpInput, MrpItem, Procurement } from './model.ts';
import type { DemandElement } from './net-item.ts';
import type { MrpWarning } from './result.ts';

/** An item with every planning field resolved (defaults applied) and its stock summed. */
export interface PlanningItem extends MessageItem {
  procurement: Procurement;
  leadTimeDays: number;
  safetyStock: number;
  reorderPoint: number;
  rule: LotSizingRule;
  hasBom: boolean;
  isPhantom: boolean;
  onHand: number;
  /** On hand − reserved, over every location. */
  available: number;
}

/**
 * The planning item of `itemId`: master data with defaults (lead time 0, no safety stock, LFL; MAKE
 * when it has a BOM, else BUY). An item missing from the master is planned on those defaults with a
 * warning.
 */
export function planningItem(
  itemId: string,
  master: ReadonlyMap<string, MrpItem>,
  stock: ReadonlyMap<string, { onHand: number; reserved: number }>,
  index: StructureIndex,
  warnings: MrpWarning[],
): PlanningItem {
  const item = master.get(itemId);
  const hasBom = index.childrenOf.has(itemId);
  if (!item) warnings.push({ code: 'ITEM_NOT_IN_MASTER', itemId });
  const onHand = stock.get(itemId)?.onHand ?? 0;
  return {
    itemId,
    itemName: item?.itemName ?? itemId,
    unit: item?.unit ?? null,
    procurement: item?.procurement ?? (hasBom ? 'MAKE' : 'BUY'),
    leadTimeDays: item?.leadTimeDays ?? 0,
    safetyStock: item?.safetyStock ?? 0,
    reorderPoint: item?.reorderPoint ?? 0,
    rule: {
      method: item?.lotSizeMethod ?? 'LFL',
      lotSize: item?.lotSize ?? null,
      minOrderQty: item?.minOrderQty ?? 0,
      roundingQty: item?.roundingQty ?? 0,
    },
    hasBom,
    isPhantom: item?.isPhantom ?? false,
    onHand,
    available: onHand - (stock.get(itemId)?.reserved ?? 0),
  };
}

/** Stock per item summed over locations. */
export function stockByItem(input: MrpInput): Map<string, { onHand: number; reserved: number }> {
  const totals = new Map<string, { onHand: number; reserved: number }>();
  for (const row of input.stock ?? []) {
    const total = totals.get(row.itemId) ?? { onHand: 0, reserved: 0 };
    total.onHand += row.onHand;
    total.reserved += row.reserved ?? 0;
    totals.set(row.itemId, total);
  }
  return totals;
}

/** Demand orders (ids `DEMAND-<n>` by default) and, when included, open sales orders, per item. */
export function independentDemands(input: MrpInput): Map<string, DemandElement[]> {
  const byItem = new Map<string, DemandElement[]>();
  const add = (itemId: string, element: DemandElement): void => {
    const list = byItem.get(itemId);
    if (list) list.push(element);
    else byItem.set(itemId, [element]);
  };
  (input.demandOrders ?? []).forEach((order, i) => {
    const id = order.orderId ?? `DEMAND-${i + 1}`;
    const element = {
      type: 'DEMAND_ORDER',
      id,
      quantity: order.quantity,
      day: epochDay(order.requiredDate),
    } as const;
    add(order.productId.trim(), element);
  });
  if (!input.includeSalesOrders) return byItem;
  for (const order of input.salesOrders ?? []) {
    const day = epochDay(order.requestedDate);
    add(order.itemId, { type: 'SALES_ORDER', id: order.salesOrderId, quantity: order.quantity, day });
  }
  return byItem;
}
