import type { Graph } from './graph.ts';
import { byPriority, PRIORITY_RULES, type Stations } from './heuristic.ts';
import { PartialLine } from './loads.ts';
import { taskKeys, xorKey } from './zobrist.ts';

interface BeamState {
  placed: Uint8Array;
  key: number;
  time: number;
  /** Positional weight of the tasks placed: among equally full lines, the one that did the urgent work. */
  urgency: number;
  path: number[][];
}

/**
 * Beam search over stations: every partial line of a level is extended by its fullest maximal loads
 * (within the idle a line of fewer than `upper` stations allows), duplicates of one task set are
 * merged, and the `width` fullest lines go on. Finds good lines where depth-first search thrashes at
 * the bottom of one subtree. Returns a line with fewer than `upper` stations, or undefined.
 */
export function beamSearch(
  g: Graph,
  c: number,
  upper: number,
  width: number,
  loadsPerState: number,
  workPerState: number,
  work: { left: number },
): Stations | undefined {
  const line = new PartialLine(g);
  const keys = taskKeys(g.n);
  const order = byPriority(g, PRIORITY_RULES[0] as (typeof PRIORITY_RULES)[number]);
  const total = g.times.reduce((a, b) => a + b, 0);
  let level: BeamState[] = [{ placed: new Uint8Array(g.n), key: 0, time: 0, urgency: 0, path: [] }];
  for (let k = 0; k < upper - 1 && level.length > 0; k++) {
    const maxIdleTotal = (upper - 1) * c - total;
    const next = new Map<number, BeamState>();
    for (const state of level) {
      if (work.left <= 0) return undefined;
      line.reset(state.placed);
      work.left -= line.passCost;
      const idleUsed = k * c - state.time;
      const perState = { left: Math.min(work.left, workPerState) };
      const before = perState.left;
      const loads = line.loads(c, maxIdleTotal - idleUsed, order, perState, Number.POSITIVE_INFINITY, true);
      work.left -= before - perState.left;
      loads.sort((a, b) => b.load - a.load);
      for (const l of loads.slice(0, loadsPerState)) {
        let key = state.key;
        for (const t of l.tasks) key = xorKey(key, keys[t] as number);
        if (next.has(key)) continue;
        const placed = state.placed.slice();
        for (const t of l.tasks) placed[t] = 1;
        let urgency = state.urgency;
        for (const t of l.tasks) urgency += g.positionalWeight[t] as number;
        const child = { placed, key, time: state.time + l.load, urgency, path: [...state.path, l.tasks] };
        if (child.time === total) return child.path;
        next.set(key, child);
      }
    }
    level = [...next.values()].sort((a, b) => b.time - a.time || b.urgency - a.urgency).slice(0, width);
  }
  return undefined;
}
