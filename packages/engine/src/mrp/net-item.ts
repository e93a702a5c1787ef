import { type BucketGrid, bucketOf, bucketStartDay } from './buckets.ts';
import { type LotSizingRule, orderQuantity, QUANTITY_EPSILON } from './lot-sizing.ts';
import { allocateReceipts, countedBucket, type DatedReceipt, type ReceiptPlan } from './receipts.ts';
import type { DemandType } from './result.ts';

/** A requirement on an item, dated in epoch days. */
export interface DemandElement {
  type: DemandType;
  id: string;
  quantity: number;
  day: number;
}

export interface NettingInput {
  grid: BucketGrid;
  /** On hand − reserved; may be negative. */
  available: number;
  safetyStock: number;
  rule: LotSizingRule;
  /** Days in one POQ period. */
  poqPeriodDays: number;
  demands: readonly DemandElement[];
  receipts: readonly DatedReceipt[];
}

/** A planned receipt of the item: `quantity` due on `dueDay` in `bucket`. */
export interface PlannedReceipt {
  bucket: number;
  dueDay: number;
  quantity: number;
}

/** The textbook record of one item, per bucket, with the planned receipts that balance it. */
export interface NettingResult {
  gross: number[];
  scheduled: number[];
  projectedOnHand: number[];
  net: number[];
  planned: number[];
  /** First requirement day in each bucket, never before the grid's start; the bucket start when none. */
  needDay: number[];
  plannedReceipts: PlannedReceipt[];
  receiptPlans: ReceiptPlan[];
}

/**
 * Nets one item bucket by bucket: projected on hand = previous + scheduled receipts + planned
 * receipts − gross requirements. When it would fall below safety stock, the shortfall (for POQ, the
 * largest shortfall within the periods the order covers) is sized by the lot-sizing rule and planned
 * in that bucket, due on the bucket's first requirement day. Requirements before the grid count in
 * bucket 0; those on or after its end are left out.
 */
export function netItem(input: NettingInput): NettingResult {
  const { grid } = input;
  const gross = new Array<number>(grid.count).fill(0);
  const needDay = Array.from({ length: grid.count }, (_, b) => bucketStartDay(grid, b));
  const hasDemand = new Array<boolean>(grid.count).fill(false);
  for (const demand of input.demands) {
    if (demand.day >= grid.endDay) continue;
    const bucket = bucketOf(grid, demand.day);
    gross[bucket]! += demand.quantity;
    const day = Math.max(demand.day, grid.startDay);
    needDay[bucket] = hasDemand[bucket] ? Math.min(needDay[bucket]!, day) : day;
    hasDemand[bucket] = true;
  }
  const receiptPlans = allocateReceipts(grid, input.receipts, input.available, input.safetyStock, gross);
  const scheduled = new Array<number>(grid.count).fill(0);
  for (const plan of receiptPlans) {
    const bucket = countedBucket(plan, grid);
    if (bucket !== undefined) scheduled[bucket]! += plan.receipt.quantity;
  }
  const record = { gross, scheduled, needDay };
  return { ...record, ...balance(input, record), receiptPlans };
}

function balance(
  input: NettingInput,
  record: { gross: number[]; scheduled: number[]; needDay: number[] },
): Pick<NettingResult, 'projectedOnHand' | 'net' | 'planned' | 'plannedReceipts'> {
  const { grid, safetyStock } = input;
  const projectedOnHand: number[] = [];
  const net = new Array<number>(grid.count).fill(0);
  const planned = new Array<number>(grid.count).fill(0);
  const plannedReceipts: PlannedReceipt[] = [];
  let onHand = input.available;
  for (let b = 0; b < grid.count; b++) {
    onHand += record.scheduled[b]! - record.gross[b]!;
    if (onHand < safetyStock - QUANTITY_EPSILON) {
      net[b] = safetyStock - onHand;
      const quantity = orderQuantity(requirementFrom(input, record, b, onHand), input.rule);
      planned[b] = quantity;
      plannedReceipts.push({ bucket: b, dueDay: record.needDay[b]!, quantity });
      onHand += quantity;
    }
    projectedOnHand.push(onHand);
  }
  return { projectedOnHand, net, planned, plannedReceipts };
}

/** The quantity that keeps safety stock from bucket b through every bucket a POQ order covers (b alone otherwise). */
function requirementFrom(
  input: NettingInput,
  record: { gross: number[]; scheduled: number[] },
  b: number,
  onHand: number,
): number {
  const { grid, safetyStock, rule } = input;
  let requirement = safetyStock - onHand;
  if (rule.method !== 'POQ') return requirement;
  const coverEndDay = bucketStartDay(grid, b) + Math.max(1, rule.lotSize ?? 1) * input.poqPeriodDays;
  let projected = onHand;
  for (let k = b + 1; k < grid.count && bucketStartDay(grid, k) < coverEndDay; k++) {
    projected += record.scheduled[k]! - record.gross[k]!;
    requirement = Math.max(requirement, safetyStock - projected);
  }
  return requirement;
}
