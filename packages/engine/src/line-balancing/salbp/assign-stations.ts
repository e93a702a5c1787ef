import { beamSearch } from './beam.ts';
import { stationLowerBound } from './bounds.ts';
import { buildInstance, type Graph, type Instance } from './graph.ts';
import { fullestLoadLine, PRIORITY_RULES, priorityRuleLine, type Stations } from './heuristic.ts';
import {
  type AssignStationsInput,
  type CycleTimeAssignment,
  DEFAULT_SALBP_NODE_BUDGET,
  type MinimizeCycleTimeInput,
  SalbpInputError,
  type StationAssignment,
} from './model.ts';
import { branchAndBound } from './search.ts';

/** Work per station that Hoffmann's fullest-load heuristic may spend at most. */
const FULLEST_LOAD_WORK = 3000;
/** Share of the budget the six heuristic runs may use at most (large graphs, small budgets). */
const HEURISTIC_SHARE = 0.25;
/** Beam searches tried in turn before the exact search: width, loads kept per line, work per line. */
const BEAMS: readonly [number, number, number][] = [
  [20, 5, 2000],
  [100, 5, 1500],
];
/** Share of the budget the beam searches may use; the rest goes to the exact search. */
const BEAM_SHARE = 0.6;

interface Solved {
  stations: Stations;
  lowerBound: number;
  optimal: boolean;
  method: 'exact' | 'heuristic';
  nodes: number;
}

function checkCycleTime(inst: Instance, c: number, tasks: AssignStationsInput['tasks']): void {
  if (!Number.isInteger(c) || c <= 0)
    throw new SalbpInputError('BAD_NUMBER', 'cycleTime', '', 'cycleTime must be a positive integer');
  const long = tasks.findIndex((t) => t.time > c);
  if (long >= 0) {
    const id = inst.ids[long] ?? '';
    throw new SalbpInputError(
      'TASK_EXCEEDS_CYCLE',
      `tasks[${long}].time`,
      id,
      `task ${id} takes longer than the cycle time ${c}`,
    );
  }
}

/** Forward stations as they are; backward ones were built from the line's end, so reversed. */
function inForwardOrder(stations: Stations, g: Graph, inst: Instance): Stations {
  return g === inst.forward ? stations : [...stations].reverse();
}

/** Best of the priority rules and Hoffmann's heuristic, run forward and on the reversed graph. */
function heuristicLine(inst: Instance, c: number, budget: number): { stations: Stations; work: number } {
  let best: Stations | undefined;
  let work = 0;
  // Without a search budget (the SALBP-2 probes), ranked positional weight alone, both directions.
  const rules = budget > 0 ? PRIORITY_RULES : PRIORITY_RULES.slice(0, 1);
  const runs = 2 * rules.length;
  const perStation = Math.min(
    FULLEST_LOAD_WORK,
    Math.floor((budget * HEURISTIC_SHARE) / (runs * Math.ceil(inst.sum / c))),
  );
  for (const g of [inst.forward, inst.backward]) {
    for (const rule of rules) {
      const greedy = priorityRuleLine(g, c, rule);
      work += greedy.work;
      const fullest = perStation > 0 ? fullestLoadLine(g, c, rule, perStation) : undefined;
      work += fullest?.work ?? 0;
      for (const s of fullest ? [greedy.stations, fullest.stations] : [greedy.stations]) {
        if (best === undefined || s.length < best.length) best = inForwardOrder(s, g, inst);
      }
    }
  }
  return { stations: best as Stations, work };
}

/** SALBP-1 on a checked instance: heuristics, then branch and bound forward and backward until proven. */
function solve(inst: Instance, c: number, budget: number, target?: number): Solved {
  let lowerBound = stationLowerBound(inst.forward, inst.backward, c);
  const h = heuristicLine(inst, c, budget);
  let stations = h.stations;
  let nodes = h.work;
  // Enough for a decision (SALBP-2): at most `target` stations will do, no need to go lower.
  const stopAt = Math.max(lowerBound, target ?? 0);
  // The heuristics always run (an answer is needed); the searches share what their work left.
  const searchBudget = budget - nodes;
  if (stations.length <= stopAt || searchBudget <= 0) {
    return { stations, lowerBound, optimal: stations.length === lowerBound, method: 'heuristic', nodes };
  }
  // Each beam run gets an equal share of the beam budget plus what the runs before it left unused.
  const perRun = Math.floor((searchBudget * BEAM_SHARE) / (BEAMS.length * 2));
  let allowance = 0;
  for (const [width, perLine, workPerLine] of BEAMS) {
    for (const g of [inst.forward, inst.backward]) {
      allowance += perRun;
      const work = { left: allowance };
      while (stations.length > stopAt && work.left > 0) {
        const found = beamSearch(g, c, stations.length, width, perLine, workPerLine, work);
        if (!found) break;
        stations = inForwardOrder(found, g, inst);
      }
      allowance = work.left;
    }
  }
  const beamWork = BEAMS.length * 2 * perRun - allowance;
  nodes += beamWork;
  if (stations.length <= stopAt) {
    return { stations, lowerBound, optimal: stations.length === lowerBound, method: 'heuristic', nodes };
  }
  // The two directions often differ by orders of magnitude: alternate them with doubling budgets,
  // so the easy direction is found at most about three times the work it needs by itself.
  let left = searchBudget - beamWork;
  for (let round = Math.max(1000, Math.floor(searchBudget / 64)); left > 0; round *= 2) {
    for (const g of [inst.forward, inst.backward]) {
      const run = branchAndBound(g, c, stations.length, stopAt, Math.min(round, left));
      nodes += run.work;
      left -= run.work;
      if (run.stations) stations = inForwardOrder(run.stations, g, inst);
      if (run.finished) {
        // Finished: nothing shorter than `stations` exists, unless it stopped on reaching the target.
        if (stations.length > stopAt || target === undefined) lowerBound = stations.length;
        return { stations, lowerBound, optimal: stations.length === lowerBound, method: 'exact', nodes };
      }
      if (left <= 0) break;
    }
  }
  return { stations, lowerBound, optimal: false, method: 'heuristic', nodes };
}

function describe(inst: Instance, stations: Stations): StationAssignment['stations'] {
  return stations.map((s) => ({
    tasks: s.map((t) => inst.ids[t] as string),
    load: s.reduce((sum, t) => sum + (inst.forward.times[t] as number), 0),
  }));
}

/** SALBP-1: the fewest stations for a cycle time, with the best lower bound and whether it is proven. */
export function assignStations(input: AssignStationsInput): StationAssignment {
  const inst = buildInstance(input.tasks);
  checkCycleTime(inst, input.cycleTime, input.tasks);
  const solved = solve(inst, input.cycleTime, input.nodeBudget ?? DEFAULT_SALBP_NODE_BUDGET);
  return {
    stationCount: solved.stations.length,
    lowerBound: solved.lowerBound,
    optimal: solved.optimal,
    method: solved.method,
    stations: describe(inst, solved.stations),
    nodes: solved.nodes,
  };
}

/** SALBP-2: the shortest cycle time that fits the tasks on the given number of stations. */
export function minimizeCycleTime(input: MinimizeCycleTimeInput): CycleTimeAssignment {
  const inst = buildInstance(input.tasks);
  const m = input.stations;
  if (!Number.isInteger(m) || m <= 0)
    throw new SalbpInputError('BAD_NUMBER', 'stations', '', 'stations must be a positive integer');
  const budget = input.nodeBudget ?? DEFAULT_SALBP_NODE_BUDGET;
  let nodes = 0;
  const decide = (c: number, share: number) => {
    const s = solve(inst, c, Math.floor(Math.max(0, budget - nodes) * share), m);
    nodes += s.nodes;
    return s;
  };
  // Cycle times below lo are proven too short by the station bounds (all non-increasing in c).
  let lo = Math.max(inst.max, Math.ceil(inst.sum / m));
  for (let top = inst.sum; lo < top; ) {
    const mid = Math.floor((lo + top) / 2);
    if (stationLowerBound(inst.forward, inst.backward, mid) > m) lo = mid + 1;
    else top = mid;
  }
  // A feasible cycle time by the heuristics, searched upward from the bound in doubling steps.
  let hi = inst.sum;
  let best: Solved | undefined;
  let infeasible = lo - 1;
  for (
    let step = Math.max(1, Math.ceil(lo / 1000)), c = lo;
    c < inst.sum && nodes < budget;
    c = lo + step, step *= 2
  ) {
    const s = decide(c, 0);
    if (s.stations.length <= m) {
      hi = c;
      best = s;
      break;
    }
    infeasible = c;
  }
  // Then heuristic bisection down towards the last cycle time they could not fit.
  for (let a = infeasible + 1, b = hi; a < b && best && nodes < budget; ) {
    const mid = Math.floor((a + b) / 2);
    const s = decide(mid, 0);
    if (s.stations.length <= m) {
      b = mid;
      hi = mid;
      best = s;
    } else a = mid + 1;
  }
  // Exact bisection between the proven bound and the best feasible cycle time (feasibility is monotone in c).
  while (lo < hi && best && nodes < budget) {
    const mid = Math.floor((lo + hi) / 2);
    const s = decide(mid, 0.5);
    if (s.stations.length <= m) {
      hi = mid;
      best = s;
    } else if (s.optimal) lo = mid + 1;
    else break;
  }
  // Out of budget before any fit: one station per topological slice of the whole sum always fits.
  if (!best) best = solve(inst, hi, 0, m);
  return {
    cycleTime: hi,
    cycleTimeLowerBound: lo,
    stationCount: best.stations.length,
    lowerBound: best.lowerBound,
    optimal: lo === hi,
    method: lo === hi && best.method === 'exact' ? 'exact' : best.method,
    stations: describe(inst, best.stations),
    nodes,
  };
}
