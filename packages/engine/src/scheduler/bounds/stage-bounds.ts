import type { CapacityCurve } from './capacity-curve.ts';

/** An order's work in a group of work centers, and when it must be done there for the order to be on time. */
export interface StageJob {
  order: number;
  workMinutes: number;
  dueAt: number;
  weight: number;
}

/**
 * Chu's bound on the total tardiness of `jobs` sharing the capacity: the k-th job to finish cannot
 * finish before the capacity has done the k smallest works, and pairing those completions in order with
 * the due dates in order is the least tardiness any matching of them gives.
 */
function totalTardiness(jobs: readonly StageJob[], curve: CapacityCurve): number {
  const works = jobs.map((j) => j.workMinutes).sort((a, b) => a - b);
  const dues = jobs.map((j) => j.dueAt).sort((a, b) => a - b);
  let done = 0;
  let total = 0;
  for (let k = 0; k < works.length; k++) {
    done += works[k]!;
    const tardiness = curve.reachedAt(done) - dues[k]!;
    if (tardiness > 0 && Number.isFinite(tardiness)) total += tardiness;
  }
  return total;
}

/**
 * Weighted tardiness bound: Σ w·T = Σ over weight levels (w_l − w_{l−1}) × Σ T of the jobs weighing at
 * least w_l, and Chu's bound holds for each such subset on the same capacity.
 */
export function stageTardiness(jobs: readonly StageJob[], curve: CapacityCurve): number {
  const levels = [...new Set(jobs.map((j) => j.weight))].filter((w) => w > 0).sort((a, b) => a - b);
  let bound = 0;
  let previous = 0;
  for (const level of levels) {
    bound +=
      (level - previous) *
      totalTardiness(
        jobs.filter((j) => j.weight >= level),
        curve,
      );
    previous = level;
  }
  return bound;
}

/**
 * Least number of late jobs: the jobs on time must, in due-date order, fit the capacity available
 * before each due date; Moore–Hodgson finds the largest such set (in capacity minutes the pool is one
 * machine), dropping the longest job whenever the next due date is missed.
 */
export function stageLateOrders(jobs: readonly StageJob[], curve: CapacityCurve): number {
  const sorted = [...jobs].sort((a, b) => a.dueAt - b.dueAt);
  const kept: number[] = [];
  let work = 0;
  let late = 0;
  for (const job of sorted) {
    pushMax(kept, job.workMinutes);
    work += job.workMinutes;
    if (work > curve.availableBy(job.dueAt) + 1e-6) {
      work -= popMax(kept);
      late++;
    }
  }
  return late;
}

function pushMax(heap: number[], value: number): void {
  let k = heap.length;
  heap.push(value);
  while (k > 0) {
    const parent = (k - 1) >> 1;
    if (heap[parent]! >= value) break;
    heap[k] = heap[parent]!;
    k = parent;
  }
  heap[k] = value;
}

function popMax(heap: number[]): number {
  const top = heap[0]!;
  const last = heap.pop()!;
  if (heap.length === 0) return top;
  let k = 0;
  for (;;) {
    let child = 2 * k + 1;
    if (child >= heap.length) break;
    if (child + 1 < heap.length && heap[child + 1]! > heap[child]!) child++;
    if (heap[child]! <= last) break;
    heap[k] = heap[child]!;
    k = child;
  }
  heap[k] = last;
  return top;
}
