import type { Graph } from './graph.ts';

/**
 * Bin-packing weights per task: LB2 counts tasks above c/2 (in halves), LB3 tasks above c/3 (in sixths).
 * Summing the weights of the tasks left gives the bounds in O(1) per search node.
 */
export interface BoundWeights {
  half: Int32Array;
  sixth: Int32Array;
}

export function boundWeights(times: Int32Array, c: number): BoundWeights {
  const half = Int32Array.from(times, (t) => (2 * t > c ? 2 : 2 * t === c ? 1 : 0));
  const sixth = Int32Array.from(times, (t) =>
    3 * t > 2 * c ? 6 : 3 * t === 2 * c ? 4 : 3 * t > c ? 3 : 3 * t === c ? 2 : 0,
  );
  return { half, sixth };
}

/** max(LB1, LB2, LB3) of tasks whose time sum and weight sums are given. */
export function binBound(sum: number, half: number, sixth: number, c: number): number {
  return Math.max(Math.ceil(sum / c), Math.ceil(half / 2), Math.ceil(sixth / 6));
}

/**
 * Head/tail bound: a task's predecessors and itself need ceil(head/c) stations, it and its
 * followers ceil(tail/c), sharing the task's own station.
 */
export function headTailBound(forward: Graph, backward: Graph, c: number): number {
  let best = 0;
  for (let i = 0; i < forward.n; i++) {
    const head = Math.ceil((backward.positionalWeight[i] as number) / c);
    const tail = Math.ceil((forward.positionalWeight[i] as number) / c);
    best = Math.max(best, head + tail - 1);
  }
  return best;
}

/**
 * Martello and Toth's L2 bin-packing bound: for each threshold k ≤ c/2, tasks above c − k each need
 * their own station, tasks in (c/2, c − k] too, and tasks in [k, c/2] fill what those leave before
 * opening stations of their own. Dominates LB1 and LB2 where long tasks abound.
 */
export function martelloTothBound(times: Int32Array, c: number): number {
  const sorted = Int32Array.from(times).sort();
  const n = sorted.length;
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = (prefix[i] as number) + (sorted[i] as number);
  /** Number of tasks with time ≤ x. */
  const atMost = (x: number) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid] as number) <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const halfEnd = atMost(Math.floor(c / 2));
  let best = Math.ceil((prefix[n] as number) / c);
  for (let i = 0; i <= halfEnd; i++) {
    // Thresholds: 0 and every distinct task time up to c/2.
    const k = i === 0 ? 0 : (sorted[i - 1] as number);
    if (i > 1 && k === sorted[i - 2]) continue;
    const bigStart = atMost(c - k);
    const big = n - bigStart;
    const middleCount = bigStart - halfEnd;
    const middleRoom = middleCount * c - ((prefix[bigStart] as number) - (prefix[halfEnd] as number));
    const smallStart = k === 0 ? 0 : i - 1;
    const smallSum = (prefix[halfEnd] as number) - (prefix[smallStart] as number);
    best = Math.max(best, big + middleCount + Math.max(0, Math.ceil((smallSum - middleRoom) / c)));
  }
  return best;
}

/** Best root lower bound on the station count for cycle time c. */
export function stationLowerBound(forward: Graph, backward: Graph, c: number): number {
  const w = boundWeights(forward.times, c);
  let sum = 0;
  let half = 0;
  let sixth = 0;
  for (let i = 0; i < forward.n; i++) {
    sum += forward.times[i] as number;
    half += w.half[i] as number;
    sixth += w.sixth[i] as number;
  }
  return Math.max(
    binBound(sum, half, sixth, c),
    headTailBound(forward, backward, c),
    martelloTothBound(forward.times, c),
  );
}
