import { z } from 'zod';

/**
 * A change applied to the playground plan: who, when, which command, what changed. `summary` is the
 * JSON the change recorded when it was applied, kept as it was then: an applied schedule's
 * ChangesSummary (null when it had none) or an applied order proposal's data. Rows outlive schema
 * changes, so it is not held to today's shapes (an old row would otherwise fail the whole list).
 */
export const PlanChange = z.object({
  change_id: z.string(),
  user_id: z.string(),
  created_at: z.string(),
  command: z.string(),
  tool: z.string(),
  run_id: z.string(),
  summary: z.unknown(),
  undone_at: z.string().nullable(),
  undone_by: z.string().nullable(),
});
export type PlanChange = z.infer<typeof PlanChange>;

/** GET /schedule/changes: newest first. */
export const PlanChangesResponse = z.object({ changes: z.array(PlanChange) });
export type PlanChangesResponse = z.infer<typeof PlanChangesResponse>;

/** POST /schedule/changes/{id}/undo: the change undone and how many operations got their old times back. */
export const UndoChangeResponse = z.object({ change_id: z.string(), restored_operations: z.number().int() });
export type UndoChangeResponse = z.infer<typeof UndoChangeResponse>;

/** POST /assistant/apply-order: the recorded change (undone like a schedule change) and the order it wrote. */
export const ApplyOrderProposalResponse = z.object({ change_id: z.string(), order_id: z.string() });
export type ApplyOrderProposalResponse = z.infer<typeof ApplyOrderProposalResponse>;
