import { SalbpInputError, type SalbpTask } from './model.ts';

/** The task graph in index form, in one direction (forward, or reversed for backward station building). */
export interface Graph {
  n: number;
  times: Int32Array;
  preds: number[][];
  succs: number[][];
  /** All (transitive) followers of each task, as bit sets of 32-task words. */
  followers: Uint32Array[];
  /** Arcs, for charging the work of a pass over the graph. */
  arcs: number;
  followerCount: Int32Array;
  /** Task time plus the times of all its followers. */
  positionalWeight: Float64Array;
  /** Tasks in an order where every task comes after its predecessors. */
  topo: Int32Array;
}

export interface Instance {
  ids: string[];
  sum: number;
  max: number;
  forward: Graph;
  backward: Graph;
}

function checkNumber(value: number, field: string, taskId: string): void {
  if (!Number.isInteger(value) || value <= 0) {
    throw new SalbpInputError('BAD_NUMBER', field, taskId, `${field} must be a positive integer`);
  }
}

/** Indexes the tasks, rejecting unknown predecessors, duplicates and precedence loops. */
export function buildInstance(tasks: readonly SalbpTask[]): Instance {
  const index = new Map<string, number>();
  tasks.forEach((task, i) => {
    if (index.has(task.id))
      throw new SalbpInputError('DUPLICATE_TASK', `tasks[${i}].id`, task.id, `task ${task.id} appears twice`);
    checkNumber(task.time, `tasks[${i}].time`, task.id);
    index.set(task.id, i);
  });
  const n = tasks.length;
  const preds: number[][] = tasks.map((task, i) =>
    [...new Set(task.predecessors)].map((p, k) => {
      const at = index.get(p);
      if (at === undefined) {
        throw new SalbpInputError(
          'UNKNOWN_PREDECESSOR',
          `tasks[${i}].predecessors[${k}]`,
          task.id,
          `task ${task.id} names unknown predecessor ${p}`,
        );
      }
      return at;
    }),
  );
  const succs: number[][] = Array.from({ length: n }, () => []);
  preds.forEach((ps, i) => {
    for (const p of ps) succs[p]?.push(i);
  });
  const times = Int32Array.from(tasks, (t) => t.time);
  const order = topologicalOrder(n, preds, succs, tasks);
  const forward = makeGraph(n, times, preds, succs, order);
  const backward = makeGraph(n, times, succs, preds, [...order].reverse());
  const sum = times.reduce((a, b) => a + b, 0);
  return { ids: tasks.map((t) => t.id), sum, max: Math.max(...times), forward, backward };
}

function topologicalOrder(
  n: number,
  preds: number[][],
  succs: number[][],
  tasks: readonly SalbpTask[],
): number[] {
  const missing = Int32Array.from(preds, (p) => p.length);
  const order: number[] = [];
  for (let i = 0; i < n; i++) if (missing[i] === 0) order.push(i);
  for (let k = 0; k < order.length; k++) {
    for (const s of succs[order[k] as number] ?? []) {
      missing[s] = (missing[s] as number) - 1;
      if (missing[s] === 0) order.push(s);
    }
  }
  if (order.length < n) {
    const stuck = missing.findIndex((m) => m > 0);
    const id = tasks[stuck]?.id ?? '';
    throw new SalbpInputError(
      'PRECEDENCE_CYCLE',
      `tasks[${stuck}].predecessors`,
      id,
      `task ${id} lies on a precedence loop`,
    );
  }
  return order;
}

function makeGraph(
  n: number,
  times: Int32Array,
  preds: number[][],
  succs: number[][],
  topo: number[],
): Graph {
  const words = Math.ceil(n / 32);
  const followers = Array.from({ length: n }, () => new Uint32Array(words));
  for (let k = topo.length - 1; k >= 0; k--) {
    const i = topo[k] as number;
    const own = followers[i] as Uint32Array;
    for (const s of succs[i] ?? []) {
      own[s >>> 5] = (own[s >>> 5] as number) | (1 << (s & 31));
      const theirs = followers[s] as Uint32Array;
      for (let w = 0; w < words; w++) own[w] = (own[w] as number) | (theirs[w] as number);
    }
  }
  const followerCount = new Int32Array(n);
  const positionalWeight = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const own = followers[i] as Uint32Array;
    let count = 0;
    let weight = times[i] as number;
    for (let j = 0; j < n; j++) {
      if (((own[j >>> 5] as number) >>> (j & 31)) & 1) {
        count++;
        weight += times[j] as number;
      }
    }
    followerCount[i] = count;
    positionalWeight[i] = weight;
  }
  const arcs = succs.reduce((sum, list) => sum + list.length, 0);
  return {
    n,
    times,
    preds,
    succs,
    followers,
    arcs,
    followerCount,
    positionalWeight,
    topo: Int32Array.from(topo),
  };
}
