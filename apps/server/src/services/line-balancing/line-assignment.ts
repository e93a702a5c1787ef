import type { StationAssignment } from '@takt/contract';
import { assignStations, type LineGraphTask } from '@takt/engine';

/** The solver takes whole numbers: task times go in hundredths of a second and come back in minutes. */
const TICKS_PER_MINUTE = 6000;
/**
 * Work the analysis allows the exact search, in nodes: a line of a few dozen tasks is proven well
 * within it, and a larger one keeps the heuristic's answer while the analysis stays interactive.
 */
const LINE_NODE_BUDGET = 300_000;

/**
 * The fewest stations for the line's task graph at its takt time (SALBP-1, `assignStations`), loads in
 * minutes of an average unit. A task cannot be split, so a takt shorter than the longest task is
 * sized at the longest task; no demand (no takt) or no tasks gives no assignment.
 */
export function lineStationAssignment(
  graph: readonly LineGraphTask[],
  taktMinutes: number,
): StationAssignment | null {
  if (graph.length === 0 || taktMinutes <= 0) return null;
  const tasks = graph.map((t) => ({
    id: t.id,
    time: Math.max(1, Math.round(t.minutes * TICKS_PER_MINUTE)),
    predecessors: t.predecessors,
  }));
  const cycleTime = Math.max(Math.floor(taktMinutes * TICKS_PER_MINUTE), ...tasks.map((t) => t.time));
  const result = assignStations({ tasks, cycleTime, nodeBudget: LINE_NODE_BUDGET });
  return {
    cycle_time: cycleTime / TICKS_PER_MINUTE,
    station_count: result.stationCount,
    lower_bound: result.lowerBound,
    optimal: result.optimal,
    method: result.method,
    stations: result.stations.map((s) => ({ tasks: s.tasks, load: s.load / TICKS_PER_MINUTE })),
  };
}
