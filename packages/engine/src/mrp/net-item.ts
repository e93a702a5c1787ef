import type { BucketGrid } from './buckets.ts';
import { bucketStartDay } from './buckets.ts';
import { type LotSizingRule, orderQuantity, QUANTITY_EPSILON } from './lot-sizing.ts';
import { allocateReceipts, countedBucket, type DatedReceipt, type ReceiptPlan } from './receipts.ts';
import type { RequirementRow } from './requirements.ts';
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
  /** The item's gross requirements per bucket (see `RequirementTable`). */
  requirements: RequirementRow;
  receipts: readonly DatedReceipt[];
}

/** A planned receipt of the item: `quantity` due on `dueDay` in `bucket`. */
export interface PlannedReceipt {
  bucket: number;
  dueDay: number;
  quantity: number;
}

/** The per-bucket rows a netting writes; a run reuses one set from item to item. */
export type NettingRows = Pick<NettingResult, 'scheduled' | 'projectedOnHand' | 'net' | 'planned'>;

/** A set of rows of `count` buckets. */
export function nettingRows(count: number): NettingRows {
  const row = () => new Float64Array(count);
  return { scheduled: row(), projectedOnHand: row(), net: row(), planned: row() };
}

/**
 * The textbook record of one item, per bucket, with the planned receipts that balance it. The rows are
 * those of the requirements and the `NettingRows` passed in, valid until they are reused.
 */
export interface NettingResult {
  gross: Float64Array;
  scheduled: Float64Array;
  projectedOnHand: Float64Array;
  net: Float64Array;
  planned: Float64Array;
  /** First requirement day in each bucket, never before the grid's start; the bucket start when none. */
  needDay: Float64Array;
  plannedReceipts: PlannedReceipt[];
  receiptPlans: ReceiptPlan[];
}

type BucketRows = Pick<NettingResult, 'gross' | 'scheduled' | 'needDay'>;

/**
 * Nets one item bucket by bucket: projected on hand = previous + scheduled receipts + planned
 * receipts − gross requirements. When it would fall below safety stock, the shortfall (for POQ, the
 * largest shortfall within the periods the order covers) is sized by the lot-sizing rule and planned
 * in that bucket, due on the bucket's first requirement day. Requirements before the grid count in
 * bucket 0; those on or after its end are left out (see `addRequirement`). Writes into `rows`.
 */
export function netItem(
  input: NettingInput,
  rows: NettingRows = nettingRows(input.grid.count),
): NettingResult {
  const { grid } = input;
  const gross = input.requirements.gross;
  const { needDay } = input.requirements;
  const receiptPlans = allocateReceipts(grid, input.receipts, input.available, input.safetyStock, gross);
  const { scheduled } = rows;
  scheduled.fill(0);
  for (const plan of receiptPlans) {
    const bucket = countedBucket(plan, grid);
    if (bucket !== undefined) scheduled[bucket]! += plan.receipt.quantity;
  }
  const record = { gross, scheduled, needDay };
  return { ...record, ...balance(input, record, rows), receiptPlans };
}

function balance(
  input: NettingInput,
  record: BucketRows,
  rows: NettingRows,
): Pick<NettingResult, 'projectedOnHand' | 'net' | 'planned' | 'plannedReceipts'> {
  const { grid, safetyStock } = input;
  const { projectedOnHand, net, planned } = rows;
  net.fill(0);
  planned.fill(0);
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
    projectedOnHand[b] = onHand;
  }
  return { projectedOnHand, net, planned, plannedReceipts };
}

/** The quantity that keeps safety stock from bucket b through every bucket a POQ order covers (b alone otherwise). */
function requirementFrom(input: NettingInput, record: BucketRows, b: number, onHand: number): number {
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
