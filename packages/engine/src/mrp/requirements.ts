import { type BucketGrid, bucketOf, bucketStartDay } from './buckets.ts';

/**
 * The gross requirements of every planned item, summed per (item, bucket) as they arrive: items are
 * numbered by their place in the planning sequence. A large run passes millions of dependent
 * requirements down; summing them on arrival keeps one cell per item and bucket instead of one record
 * per parent order. Cell c = item × bucketCount + bucket holds its total at `values[2c]` and its first
 * requirement day at `values[2c + 1]` (side by side: a component's requirements touch both at once).
 */
export interface RequirementTable {
  bucketCount: number;
  /** Σ quantities required in the bucket, and the first requirement day in it (never before the grid's start; +Infinity when none). */
  values: Float64Array;
  /** Requirements received per item, those on or after the horizon's end included. */
  count: Int32Array;
}

/** One item's gross requirements per bucket and the day each bucket's requirement is due. */
export interface RequirementRow {
  gross: Float64Array;
  /** The bucket's first requirement day (never before the grid's start), else the bucket's first day. */
  needDay: Float64Array;
}

/** An empty table for `itemCount` items over the grid's buckets. */
export function makeRequirementTable(itemCount: number, grid: BucketGrid): RequirementTable {
  const values = new Float64Array(2 * itemCount * grid.count);
  for (let c = 1; c < values.length; c += 2) values[c] = Number.POSITIVE_INFINITY;
  return { bucketCount: grid.count, values, count: new Int32Array(itemCount) };
}

/**
 * Adds `quantity` required on `day` to `item`: days before the grid count in bucket 0 (required
 * today), days on or after its end are counted but left out of the buckets.
 */
export function addRequirement(
  table: RequirementTable,
  grid: BucketGrid,
  item: number,
  day: number,
  quantity: number,
): void {
  table.count[item]!++;
  if (day >= grid.endDay) return;
  const at = 2 * (item * table.bucketCount + bucketOf(grid, day));
  table.values[at]! += quantity;
  table.values[at + 1] = Math.min(table.values[at + 1]!, Math.max(day, grid.startDay));
}

/** Copies the row of `item` out of the table into `row` (a run reuses one row from item to item). */
export function readRequirementRow(
  table: RequirementTable,
  grid: BucketGrid,
  item: number,
  row: RequirementRow,
): RequirementRow {
  const from = 2 * item * table.bucketCount;
  for (let b = 0; b < grid.count; b++) {
    row.gross[b] = table.values[from + 2 * b]!;
    const first = table.values[from + 2 * b + 1]!;
    row.needDay[b] = first === Number.POSITIVE_INFINITY ? bucketStartDay(grid, b) : first;
  }
  return row;
}
