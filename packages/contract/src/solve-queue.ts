import { z } from 'zod';
import { ScheduleResult } from './schedule.ts';

/**
 * Where a solve stands (issue 11): waiting, running, or ended as done, failed or cancelled by its
 * owner. GET /schedule/runs/{id} and the events stream report it.
 */
export const ScheduleRunStatus = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type ScheduleRunStatus = z.infer<typeof ScheduleRunStatus>;

/**
 * POST /schedule/runs/{id}/cancel answers: a queued solve is `cancelled` at once (200); a running
 * one is `cancelling` (202) until the process running it stops it, within about a second, and
 * the run then reads `cancelled`.
 */
export const ScheduleRunCancelled = z.object({
  run_id: z.string().uuid(),
  status: z.enum(['cancelled', 'cancelling']),
});
export type ScheduleRunCancelled = z.infer<typeof ScheduleRunCancelled>;

/**
 * A solve's progress: the best objective so far and the share of its work budget used. A run that
 * ended before its first progress report has no elapsed time to tell.
 */
export const ScheduleRunProgress = z.object({
  best_objective: z.number(),
  elapsed_ms: z.number().optional(),
  iteration: z.number().int(),
  percent: z.number(),
});
export type ScheduleRunProgress = z.infer<typeof ScheduleRunProgress>;

/** GET /schedule/runs/{id}: where the caller's solve stands; its result once done, its error once failed. */
export const ScheduleRunState = z.object({
  run_id: z.string(),
  status: ScheduleRunStatus,
  progress: ScheduleRunProgress.nullable(),
  result: ScheduleResult.nullable(),
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      /** What made the problem unsolvable (an order, an operation), when the solver could tell. */
      offenders: z.array(
        z.object({ id: z.string().optional(), entity: z.string().optional(), message: z.string() }),
      ),
    })
    .nullable(),
});
export type ScheduleRunState = z.infer<typeof ScheduleRunState>;

/**
 * GET /schedule/runs/{id}/events is a text/event-stream: `progress` events (ScheduleRunProgress with
 * the run's status), then one `result` (a ScheduleResult) or one `error` (code, details, message).
 * OpenAPI cannot type the events of a stream, so the document carries this text and the event shapes
 * stay named here for the clients that read them.
 */
export const ScheduleRunEvents = z.string().meta({
  description:
    'Server-Sent Events: "progress" (status, best_objective, elapsed_ms, iteration, percent), then "result" (a ScheduleResult) or "error" (code, details, message)',
});
export const ScheduleRunProgressEvent = ScheduleRunProgress.extend({ status: ScheduleRunStatus });
export type ScheduleRunProgressEvent = z.infer<typeof ScheduleRunProgressEvent>;
