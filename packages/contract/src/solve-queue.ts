import { z } from 'zod';

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
