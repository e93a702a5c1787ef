import { type BucketGrid, bucketOf } from './buckets.ts';
import { QUANTITY_EPSILON } from './lot-sizing.ts';
import type { ScheduledReceipt } from './model.ts';

/** A scheduled receipt with its date as an epoch day. */
export interface DatedReceipt extends ScheduledReceipt {
  day: number;
}

/** Where MRP counts an open receipt, and where it would need it. */
export interface ReceiptPlan {
  receipt: DatedReceipt;
  /** Bucket of the receipt's own date (0 when past due; ≥ grid.count after the horizon). */
  ownBucket: number;
  /** First bucket whose requirements (safety stock included) the earlier supply no longer covers; undefined when not needed in the horizon. */
  neededBucket: number | undefined;
}

/**
 * Allocates open receipts, earliest first (then by id), to the requirements they cover: receipt i is
 * needed in the first bucket b where safety stock + gross requirements up to b exceed the available
 * stock plus receipts 1…i−1. A receipt needed before its bucket is to be rescheduled in, one needed
 * later rescheduled out, one never needed in the horizon cancelled. Planned orders only arise once
 * every receipt is used, so this allocation holds after them too.
 */
export function allocateReceipts(
  grid: BucketGrid,
  receipts: readonly DatedReceipt[],
  available: number,
  safetyStock: number,
  gross: ArrayLike<number>,
): ReceiptPlan[] {
  const sorted = [...receipts].sort(
    (a, b) => a.day - b.day || (a.receiptId < b.receiptId ? -1 : a.receiptId > b.receiptId ? 1 : 0),
  );
  let supply = available;
  let bucket = 0;
  let requirement = safetyStock + (gross[0] ?? 0);
  return sorted.map((receipt) => {
    while (bucket < grid.count && requirement <= supply + QUANTITY_EPSILON) {
      bucket++;
      requirement += gross[bucket] ?? 0;
    }
    supply += receipt.quantity;
    return {
      receipt,
      ownBucket: bucketOf(grid, receipt.day),
      neededBucket: bucket < grid.count ? bucket : undefined,
    };
  });
}

/** The bucket in which MRP counts a receipt: where it is needed, else its own (if inside the horizon). */
export function countedBucket(plan: ReceiptPlan, grid: BucketGrid): number | undefined {
  if (plan.neededBucket !== undefined) return plan.neededBucket;
  return plan.ownBucket < grid.count ? plan.ownBucket : undefined;
}
