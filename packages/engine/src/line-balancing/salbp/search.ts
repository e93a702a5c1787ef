import { binBound, boundWeights, martelloTothBound } from './bounds.ts';
import type { Graph } from './graph.ts';
import { byPriority, PRIORITY_RULES, type Stations } from './heuristic.ts';
import { PartialLine } from './loads.ts';
import { taskKeys, xorKey } from './zobrist.ts';

export interface SearchOutcome {
  /** Better stations than the upper bound given, if found. */
  stations: Stations | undefined;
  /** The search ran out of nothing: what it returns (or the bound given) is optimal. */
  finished: boolean;
  work: number;
}

/**
 * Station-oriented depth-first branch and bound (SALOME / BB&R style) on one direction of the graph:
 * each level fills one station with a maximal load (no Jackson-dominated loads, fullest first),
 * prunes on the idle time a better solution allows and on bin-packing bounds of the tasks left,
 * and remembers every task set reached (a set reached again with no fewer stations is skipped).
 * Looks for fewer than `upper` stations; stops at `lower` or when the work budget runs out.
 */
export function branchAndBound(
  g: Graph,
  c: number,
  upper: number,
  lower: number,
  budget: number,
): SearchOutcome {
  const line = new PartialLine(g);
  const keys = taskKeys(g.n);
  const { half, sixth } = boundWeights(g.times, c);
  const order = byPriority(g, PRIORITY_RULES[0] as (typeof PRIORITY_RULES)[number]);
  const memo = new Map<number, number>();
  const work = { left: budget };
  const path: number[][] = [];
  let best: Stations | undefined;
  let ub = upper;
  let remSum = g.times.reduce((a, b) => a + b, 0);
  let remHalf = half.reduce((a, b) => a + b, 0);
  let remSixth = sixth.reduce((a, b) => a + b, 0);
  const total = remSum;
  let key = 0;
  let done = false;

  const move = (tasks: readonly number[], sign: 1 | -1) => {
    for (const t of tasks) {
      remSum -= sign * (g.times[t] as number);
      remHalf -= sign * (half[t] as number);
      remSixth -= sign * (sixth[t] as number);
      key = xorKey(key, keys[t] as number);
    }
  };

  const dfs = (k: number): void => {
    if (remSum === 0) {
      if (k < ub) {
        ub = k;
        best = path.map((s) => [...s]);
        if (ub <= lower) done = true;
      }
      return;
    }
    if (k + binBound(remSum, remHalf, remSixth, c) >= ub) return;
    const seen = memo.get(key);
    if (seen !== undefined && seen <= k) return;
    // Martello-Toth's L2 on the tasks left, where long tasks make it worth its sort.
    if (remHalf > 0) {
      const rest: number[] = [];
      for (let i = 0; i < g.n; i++) if (!line.assigned[i]) rest.push(g.times[i] as number);
      work.left -= Math.ceil(g.n / 4);
      if (k + martelloTothBound(Int32Array.from(rest), c) >= ub) {
        memo.set(key, k);
        return;
      }
    }
    memo.set(key, k);
    if (work.left <= 0) return;
    work.left--;
    const idleUsed = k * c - (total - remSum);
    const maxIdle = (ub - 1) * c - total - idleUsed;
    const loads = line.loads(c, maxIdle, order, work, Number.POSITIVE_INFINITY, true);
    loads.sort((a, b) => b.load - a.load);
    for (const l of loads) {
      if (done || work.left <= 0) return;
      line.place(l.tasks);
      move(l.tasks, 1);
      path.push(l.tasks);
      dfs(k + 1);
      path.pop();
      move(l.tasks, -1);
      line.unplace(l.tasks);
      if (k + binBound(remSum, remHalf, remSixth, c) >= ub) return;
    }
  };
  dfs(0);
  return { stations: best, finished: done || work.left > 0, work: budget - work.left };
}
