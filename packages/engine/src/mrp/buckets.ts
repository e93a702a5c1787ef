/**
 * The time grid of an MRP run, in epoch days. Bucket b covers [startDay + b × bucketDays,
 * startDay + (b + 1) × bucketDays), the last one cut at `endDay`; the horizon is [startDay, endDay).
 */
export interface BucketGrid {
  startDay: number;
  /** First day after the horizon. */
  endDay: number;
  bucketDays: number;
  count: number;
}

export function makeGrid(startDay: number, horizonDays: number, bucketDays: number): BucketGrid {
  return { startDay, endDay: startDay + horizonDays, bucketDays, count: Math.ceil(horizonDays / bucketDays) };
}

/** The bucket holding `day`: days before the horizon fall in bucket 0 (past due); may be ≥ count after it. */
export function bucketOf(grid: BucketGrid, day: number): number {
  return day < grid.startDay ? 0 : Math.floor((day - grid.startDay) / grid.bucketDays);
}

export function bucketStartDay(grid: BucketGrid, bucket: number): number {
  return grid.startDay + bucket * grid.bucketDays;
}

/** First day after the bucket, never after the horizon. */
export function bucketEndDay(grid: BucketGrid, bucket: number): number {
  return Math.min(grid.endDay, bucketStartDay(grid, bucket + 1));
}
