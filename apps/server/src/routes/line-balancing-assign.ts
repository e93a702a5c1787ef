import { StationAssignmentRequest, StationAssignmentResponse } from '@takt/contract';
import type { SalbpInputError } from '@takt/engine';
import { AppError, type ErrorCode } from '../errors.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { type Language, languageOf, messageOf } from '../i18n/error-messages.ts';
import {
  runStationAssignment,
  STATION_ASSIGNMENT_THREADS,
  STATION_ASSIGNMENT_WAITING,
} from '../jobs/run-station-assignment.ts';

const tags = ['line-balancing'];

/** A refused burst may try again soon: a request's search takes seconds at most. */
const STATION_ASSIGNMENT_RETRY_AFTER_SECONDS = 2;

const CODES: Record<SalbpInputError['code'], ErrorCode> = {
  UNKNOWN_PREDECESSOR: 'LINE_TASK_UNKNOWN_PREDECESSOR',
  PRECEDENCE_CYCLE: 'LINE_TASK_LOOP',
  TASK_EXCEEDS_CYCLE: 'LINE_TASK_TOO_LONG',
  DUPLICATE_TASK: 'LINE_TASK_DUPLICATE',
  // The contract already refuses non-integer or non-positive numbers; kept for completeness.
  BAD_NUMBER: 'VALIDATION_FAILED',
};

/** The engine's rejection as the API's error, naming the request field (body.tasks.3.predecessors.0). */
function inputError(
  error: Pick<SalbpInputError, 'code' | 'field' | 'taskId'>,
  body: StationAssignmentRequest,
  language: Language,
): AppError {
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

/**
 * Station assignment (issue 15): SALBP-1 (fewest stations for a cycle time) or SALBP-2 (shortest
 * cycle for a station count) on a task graph the caller sends. Pure computation on the request, no
 * dataset read; the node budget (at most MAX_SALBP_NODE_BUDGET) bounds the time a request takes, and
 * it runs on a worker thread, so a search of seconds does not hold the other callers.
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
      const run = runStationAssignment(body);
      if (!run)
        throw new AppError('STATION_ASSIGNMENT_BUSY', {
          limit: STATION_ASSIGNMENT_THREADS + STATION_ASSIGNMENT_WAITING,
          retryAfter: STATION_ASSIGNMENT_RETRY_AFTER_SECONDS,
        });
      const outcome = await run.result;
      if (outcome.type === 'done') return outcome.response;
      if (outcome.type === 'refused')
        throw inputError(outcome, body, languageOf(request.headers['accept-language']));
      throw new Error(`station assignment failed: ${outcome.message}`);
    },
  );
}
