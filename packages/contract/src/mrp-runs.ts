import { z } from 'zod';
import { ErrorBody } from './common.ts';
import { MrpResult } from './mrp-results.ts';
import { ScheduleRunStatus } from './solve-queue.ts';

/**
 * An MRP run off the request thread (issue 12, point 6): POST /bom/mrp/runs queues it (202) and
 * GET /bom/mrp/runs/{id} tells where it stands; POST /bom/mrp answers the same run's result when it
 * ends. A plant's MRP takes seconds, so it never holds the request thread of other callers.
 */
export const MrpRunStarted = z.object({ run_id: z.string().uuid(), status: z.enum(['queued', 'running']) });
export type MrpRunStarted = z.infer<typeof MrpRunStarted>;

/** How far the run has planned: items in low-level-code order, each once its parents are planned. */
export const MrpRunProgress = z.object({
  items_planned: z.number().int().min(0),
  items_total: z.number().int().min(0),
  percent: z.number().min(0).max(100),
  elapsed_ms: z.number().min(0),
});
export type MrpRunProgress = z.infer<typeof MrpRunProgress>;

/** GET /bom/mrp/runs/{id}: the caller's MRP run; its result once done, its error (the one error shape) once failed. */
export const MrpRunState = z.object({
  run_id: z.string().uuid(),
  status: ScheduleRunStatus,
  progress: MrpRunProgress.nullable(),
  result: MrpResult.nullable(),
  error: ErrorBody.nullable(),
});
export type MrpRunState = z.infer<typeof MrpRunState>;
