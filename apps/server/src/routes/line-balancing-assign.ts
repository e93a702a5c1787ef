import { StationAssignmentRequest, StationAssignmentResponse } from '@takt/contract';
import {
  assignStations,
  type CycleTimeAssignment,
  minimizeCycleTime,
  SalbpInputError,
  type StationAssignment,
} from '@takt/engine';
import { AppError, type ErrorCode } from '../errors.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { type Language, languageOf, messageOf } from '../i18n/error-messages.ts';

const tags = ['line-balancing'];

const CODES: Record<SalbpInputError['code'], ErrorCode> = {
  UNKNOWN_PREDECESSOR: 'LINE_TASK_UNKNOWN_PREDECESSOR',
  PRECEDENCE_CYCLE: 'LINE_TASK_LOOP',
  TASK_EXCEEDS_CYCLE: 'LINE_TASK_TOO_LONG',
  DUPLICATE_TASK: 'LINE_TASK_DUPLICATE',
  // The contract already refuses non-integer or non-positive numbers; kept for completeness.
  BAD_NUMBER: 'VALIDATION_FAILED',
};

/** The engine's rejection as the API's error, naming the request field (body.tasks.3.predecessors.0). */
function inputError(error: SalbpInputError, body: StationAssignmentRequest, language: Language): AppError {
  const field = `body.${error.field.replace(/\[(\d+)\]/g, '.$1')}`;
  const [taskIndex, predIndex] = [...error.field.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  const task = taskIndex === undefined ? undefined : body.tasks[taskIndex];
  const params = {
    taskId: error.taskId,
    predecessor: (predIndex === undefined ? undefined : task?.predecessors[predIndex]) ?? '',
    time: task?.time ?? '',
    cycleTime: body.cycle_time ?? '',
  };
  const code = CODES[error.code];
  return new AppError(code, params, [{ field, message: messageOf(code, language, params) }]);
}

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

/**
 * Station assignment (issue 15): SALBP-1 (fewest stations for a cycle time) or SALBP-2 (shortest
 * cycle for a station count) on a task graph the caller sends. Pure computation on the request, no
 * dataset read; the node budget (at most MAX_SALBP_NODE_BUDGET) bounds the time a request takes.
 */
export function registerLineBalancingAssignRoutes(app: ZodApp, _deps: RouteDeps) {
  app.post(
    '/api/line-balancing/assign',
    {
      schema: {
        tags,
        summary:
          'Fewest stations for a cycle time (SALBP-1) or shortest cycle time for a station count (SALBP-2), with lower bounds and whether the answer is proven optimal',
        body: StationAssignmentRequest,
        response: { 200: StationAssignmentResponse },
      },
    },
    async (request) => {
      const body = request.body;
      const tasks = body.tasks.map((t) => ({ id: t.id, time: t.time, predecessors: t.predecessors }));
      try {
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
      } catch (error) {
        if (error instanceof SalbpInputError) {
          throw inputError(error, body, languageOf(request.headers['accept-language']));
        }
        throw error;
      }
    },
  );
}
