import { epochDay, isoDate } from '../../src/mrp/dates.ts';
import type { DemandOrder, MrpInput, MrpItem, ScheduledReceipt } from '../../src/mrp/model.ts';
import type { MrpItemRecord, MrpResult } from '../../src/mrp/result.ts';

/** The planning date of the tests: a Monday, so weekly buckets are calendar weeks. */
export const TODAY = '2026-01-05';

/** The ISO date `offset` days from TODAY. */
export function day(offset: number): string {
  return isoDate(epochDay(TODAY) + offset);
}

export function makeItem(itemId: string, extra: Partial<MrpItem> = {}): MrpItem {
  return { itemId, itemName: `Item ${itemId}`, ...extra };
}

/** A demand order of `quantity` on the day `offset` days from TODAY. */
export function demand(productId: string, quantity: number, offset: number, orderId?: string): DemandOrder {
  return { productId, quantity, requiredDate: day(offset), ...(orderId ? { orderId } : {}) };
}

export function receipt(
  receiptId: string,
  itemId: string,
  quantity: number,
  offset: number,
): ScheduledReceipt {
  const kind = receiptId.startsWith('PO') ? 'PURCHASE_ORDER' : 'PRODUCTION_ORDER';
  return { receiptId, itemId, kind, quantity, dueDate: day(offset) };
}

/** An input planned from TODAY with the given parts; 5 weekly buckets unless stated. */
export function makeInput(parts: Partial<MrpInput>): MrpInput {
  return { today: TODAY, items: [], bomLines: [], planningHorizonDays: 35, timeBucketDays: 7, ...parts };
}

export function recordOf(result: MrpResult, itemId: string): MrpItemRecord {
  const record = result.itemRecords.find((r) => r.itemId === itemId);
  if (!record) throw new Error(`no record for ${itemId}`);
  return record;
}

/** One row of the textbook record per bucket. */
export function rows(record: MrpItemRecord, field: keyof MrpItemRecord['buckets'][number]): unknown[] {
  return record.buckets.map((bucket) => bucket[field]);
}
