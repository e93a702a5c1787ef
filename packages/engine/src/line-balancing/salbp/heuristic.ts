import type { Graph } from './graph.ts';
import { PartialLine } from './loads.ts';

/** Stations as task index lists, in the graph's own direction. */
export type Stations = number[][];

type Priority = (g: Graph, i: number) => number;

/** The classic priority rules: ranked positional weight, task time, number of followers. */
export const PRIORITY_RULES: readonly Priority[] = [
  (g, i) => g.positionalWeight[i] as number,
  (g, i) => (g.times[i] as number) * 1e6 + (g.positionalWeight[i] as number),
  (g, i) => (g.followerCount[i] as number) * 1e9 + (g.positionalWeight[i] as number),
];

export function byPriority(g: Graph, rule: Priority): (tasks: number[]) => number[] {
  const score = Float64Array.from({ length: g.n }, (_, i) => rule(g, i));
  return (tasks) => tasks.sort((a, b) => (score[b] as number) - (score[a] as number) || a - b);
}

/** Station-oriented greedy: open a station, fill it with the best-ranked task that fits, repeat. */
export function priorityRuleLine(g: Graph, c: number, rule: Priority): { stations: Stations; work: number } {
  const line = new PartialLine(g);
  const order = byPriority(g, rule);
  const stations: Stations = [];
  const work = { left: 0 };
  let placed = 0;
  while (placed < g.n) {
    const station = fillByRule(g, line, c, order, work);
    line.place(station);
    placed += station.length;
    stations.push(station);
  }
  return { stations, work: -work.left };
}

/** One station filled task by task with the best-ranked available task that fits (left unplaced). */
function fillByRule(
  g: Graph,
  line: PartialLine,
  c: number,
  order: (tasks: number[]) => number[],
  work: { left: number },
): number[] {
  const station: number[] = [];
  let load = 0;
  for (;;) {
    // A scan of the graph and a sort of the available tasks per step: charged as four passes.
    work.left -= 4 * line.passCost;
    const next = order(line.available()).find((t) => load + (g.times[t] as number) <= c);
    if (next === undefined) break;
    station.push(next);
    load += g.times[next] as number;
    line.place([next]);
  }
  if (station.length === 0) throw new Error('a task is longer than the cycle time');
  line.unplace(station);
  return station;
}

/**
 * Hoffmann's heuristic: each station takes the fullest maximal load found within a bounded
 * enumeration (candidates in priority order, so the first loads are the rule's own).
 */
export function fullestLoadLine(
  g: Graph,
  c: number,
  rule: Priority,
  workPerStation: number,
): { stations: Stations; work: number } {
  const line = new PartialLine(g);
  const order = byPriority(g, rule);
  const stations: Stations = [];
  let placed = 0;
  let used = 0;
  while (placed < g.n) {
    const work = { left: workPerStation };
    const loads = line.loads(c, c, order, work, Number.POSITIVE_INFINITY, true);
    let best = loads[0];
    for (const l of loads) if (best === undefined || l.load > best.load) best = l;
    // The enumeration can spend its work before its first maximal load: fill this station by the rule.
    const tasks = best?.tasks ?? fillByRule(g, line, c, order, work);
    used += workPerStation - work.left;
    line.place(tasks);
    placed += tasks.length;
    stations.push(tasks);
  }
  return { stations, work: used };
}
