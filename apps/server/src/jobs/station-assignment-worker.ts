import { parentPort } from 'node:worker_threads';
import type { StationAssignmentRequest, StationAssignmentResponse } from '@takt/contract';
import {
  assignStations,
  type CycleTimeAssignment,
  minimizeCycleTime,
  SalbpInputError,
  type StationAssignment,
} from '@takt/engine';

export type StationAssignmentMessage =
  | { type: 'done'; response: StationAssignmentResponse }
  /** The engine refused the task graph: the request's field and task at fault. */
  | { type: 'refused'; code: SalbpInputError['code']; field: string; taskId: string }
  | { type: 'failed'; message: string };

function toWire(
  result: StationAssignment,
  cycleTime: number,
  cycleTimeLowerBound: number | null,
): StationAssignmentResponse {
  return {
    cycle_time: cycleTime,
    station_count: result.stationCount,
    lower_bound: result.lowerBound,
    optimal: result.optimal,
    method: result.method,
    stations: result.stations,
    cycle_time_lower_bound: cycleTimeLowerBound,
    nodes: result.nodes,
  };
}

/** SALBP-1 when the request names a cycle time, SALBP-2 (for its station count) otherwise. */
export function assignForRequest(body: StationAssignmentRequest): StationAssignmentResponse {
  const tasks = body.tasks.map((t) => ({ id: t.id, time: t.time, predecessors: t.predecessors }));
  if (body.cycle_time !== undefined) {
    const r = assignStations({ tasks, cycleTime: body.cycle_time, nodeBudget: body.node_budget });
    return toWire(r, body.cycle_time, null);
  }
  const r: CycleTimeAssignment = minimizeCycleTime({
    tasks,
    stations: body.stations ?? 1,
    nodeBudget: body.node_budget,
  });
  return toWire(r, r.cycleTime, r.cycleTimeLowerBound);
}

function run(body: StationAssignmentRequest): StationAssignmentMessage {
  try {
    return { type: 'done', response: assignForRequest(body) };
  } catch (error) {
    if (error instanceof SalbpInputError)
      return { type: 'refused', code: error.code, field: error.field, taskId: error.taskId };
    return { type: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

// The thread stays up between requests (a request pays no thread start); one at a time.
parentPort?.on('message', (body: StationAssignmentRequest) => parentPort?.postMessage(run(body)));
