import type { CompiledProblem } from '../compile/compiled-problem.ts';

/**
 * The one-machine preemptive bound (Jackson's rule, longest tail first) of every work center, over the
 * operations that can only run there: each may not start before its head (its order's release plus the
 * shortest runs of the chain before it, or a frozen predecessor's end) and leaves its tail (the shortest
 * runs after it) to do. Interrupting, calendars and setups are relaxed, so the bound holds with them.
 */
export function oneMachineBound(compiled: CompiledProblem): number {
  const n = compiled.operationIds.length;
  const { predStart, succStart, succList, modeStart, modeRun, modeWorkCenter } = compiled;
  const minRun = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let run = Number.POSITIVE_INFINITY;
    for (let k = modeStart[i]!; k < modeStart[i + 1]!; k++) run = Math.min(run, modeRun[k]!);
    minRun[i] = run;
  }
  const head = new Float64Array(n);
  const pending = Int32Array.from({ length: n }, (_, i) => predStart[i + 1]! - predStart[i]!);
  const queue: number[] = [];
  for (let i = 0; i < n; i++) {
    head[i] = compiled.orderRelease[compiled.orderOf[i]!]!;
    if (pending[i] === 0) queue.push(i);
  }
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    const end = compiled.isFrozen[i] ? compiled.frozenEnd[i]! : head[i]! + minRun[i]!;
    for (let s = succStart[i]!; s < succStart[i + 1]!; s++) {
      const next = succList[s]!;
      head[next] = Math.max(head[next]!, end);
      if (--pending[next]! === 0) queue.push(next);
    }
  }
  const byMachine: number[][] = compiled.workCenterIds.map(() => []);
  for (let i = 0; i < n; i++) {
    if (compiled.isFrozen[i] || modeStart[i + 1]! - modeStart[i]! !== 1) continue;
    byMachine[modeWorkCenter[modeStart[i]!]!]!.push(i);
  }
  let bound = 0;
  for (const operations of byMachine) {
    const tails = operations.map((i) => compiled.tailMinutes[i]! - minRun[i]!);
    bound = Math.max(
      bound,
      preemptiveJackson(
        operations.map((i) => head[i]!),
        operations.map((i) => minRun[i]!),
        tails,
      ),
    );
  }
  return bound;
}

/** Max over operations of completion + tail when the released operation with the longest tail runs, preempting. */
function preemptiveJackson(heads: number[], runs: number[], tails: number[]): number {
  const left = runs.slice();
  const byHead = heads.map((_, k) => k).sort((a, b) => heads[a]! - heads[b]!);
  const ready: number[] = [];
  let time = Number.NEGATIVE_INFINITY;
  let released = 0;
  let bound = 0;
  while (released < byHead.length || ready.length > 0) {
    if (ready.length === 0) time = Math.max(time, heads[byHead[released]!]!);
    while (released < byHead.length && heads[byHead[released]!]! <= time) ready.push(byHead[released++]!);
    let pick = 0;
    for (let k = 1; k < ready.length; k++) if (tails[ready[k]!]! > tails[ready[pick]!]!) pick = k;
    const op = ready[pick]!;
    const nextHead = released < byHead.length ? heads[byHead[released]!]! : Number.POSITIVE_INFINITY;
    const runFor = Math.min(left[op]!, nextHead - time);
    time += runFor;
    left[op] = left[op]! - runFor;
    if (left[op]! <= 0) {
      ready.splice(pick, 1);
      bound = Math.max(bound, time + tails[op]!);
    }
  }
  return bound;
}
