import { z } from 'zod';
import { BoundedDateTime, freeText, Id, lineText, MAX_VERSION } from './bounds.ts';
import { LineBalancingResult } from './line-balancing.ts';

/** One bar of the Gantt chart: an operation on a work center over [start_time, end_time). */
export const ScheduledOperationOut = z.object({
  operation_id: z.string(),
  work_center: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_mins: z.number(),
  setup_minutes: z.number(),
  mold_id: z.string().nullable().optional(),
  is_frozen: z.boolean().optional(),
});

export const ScheduledOrder = z.object({
  order_id: z.string(),
  material: z.string(),
  quantity: z.number(),
  due_date: z.string().nullable(),
  completion_time: z.string().nullable().optional(),
  tardiness_minutes: z.number().optional(),
  is_late: z.boolean().optional(),
  operations: z.array(ScheduledOperationOut),
});
export type ScheduledOrder = z.infer<typeof ScheduledOrder>;

/**
 * A schedule as a client sends it back (baseline or push): the orders with their operations.
 * Loose on extra fields (a stored response carries more), strict on what the diff and the push read.
 */
const PlannedOperation = z
  .object({
    operation_id: Id,
    work_center: Id,
    start_time: BoundedDateTime,
    end_time: BoundedDateTime,
    /**
     * The changeover before the operation in this schedule's sequence (a run's result carries it): the
     * released plan keeps it, as a load figure counts setups. Absent, the stored setup stays.
     */
    setup_minutes: z.number().min(0).optional(),
  })
  .refine((op) => Date.parse(op.end_time) >= Date.parse(op.start_time), {
    message: 'must not be before start_time',
    path: ['end_time'],
  })
  .refine(
    // An operation that ends before it starts is named by the rule above, once.
    (op) =>
      op.setup_minutes === undefined ||
      Date.parse(op.end_time) < Date.parse(op.start_time) ||
      op.setup_minutes * 60_000 <= Date.parse(op.end_time) - Date.parse(op.start_time),
    { message: 'must fit between start_time and end_time', path: ['setup_minutes'] },
  );

export const ScheduleInput = z.object({
  type: z.literal('schedule').optional(),
  data: z.object({
    orders: z
      .array(
        z.object({
          order_id: Id,
          material: lineText(200).optional(),
          operations: z.array(PlannedOperation).max(500),
        }),
      )
      .max(5000),
  }),
});
export type ScheduleInput = z.infer<typeof ScheduleInput>;

export const ScheduleAlgorithm = z.enum(['auto', 'dispatch', 'tabu']);

export const ConversationMessage = z.object({
  role: z.enum(['user', 'assistant', 'error', 'visualization', 'system']),
  content: freeText(20_000),
});

/**
 * The wall-clock safety cap of a solve whose request names no `time_budget_ms`, in ms. Generous on
 * purpose: the work budget ends a search; this only guards an overloaded machine.
 */
export const DEFAULT_TIME_BUDGET_MS = 30_000;

/** POST /schedule/run (enterprise-shell §7, assistant-and-gantt §7). */
export const ScheduleRunRequest = z.object({
  prompt: freeText(4000).trim().min(1, 'prompt is required'),
  source: z.enum(['masterdata', 'playground']).default('masterdata'),
  data_source: z.enum(['default', 'custom']).default('default'),
  baseline: ScheduleInput.nullable().optional(),
  backend: z.enum(['openai', 'openrouter', 'offline', 'default']).default('openai'),
  algorithm: ScheduleAlgorithm.default('auto'),
  sync_sap: z.boolean().default(false),
  language: lineText(10).optional(),
  conversation_history: z.array(ConversationMessage).max(20).optional(),
  /**
   * Wall-clock safety cap of the solve, in ms (default `DEFAULT_TIME_BUDGET_MS`). The plan depends only
   * on `work_budget`; the cap cuts the search only on an overloaded machine, and the reply says so
   * (`kpis.solver_times.stopped_by`).
   */
  time_budget_ms: z.number().int().min(0).max(120_000).optional(),
  /**
   * Search work of a fresh plan, in tabu iterations (default: about 150,000 operation placements
   * divided by the plan's size). A repair spends its own fixed budget of evaluated placements.
   */
  work_budget: z.number().int().min(0).max(1_000_000).optional(),
  /** How much of the released plan a repair keeps (default: the plant's setting, GET /api/plant/settings). */
  stability: z.enum(['frozen', 'balanced', 'free']).optional(),
  /** Operations planned to start within this many hours keep machine and start unless forced. */
  frozen_horizon_hours: z.number().min(0).max(168).optional(),
  /** Lateness (hours of weighted tardiness) an improvement must remove per operation it moves. */
  move_price_hours: z.number().min(0).max(10_000).optional(),
  /** Lateness an improvement must remove per operation it puts on another machine, on top of its move. */
  machine_change_price_hours: z.number().min(0).max(10_000).optional(),
  /** Hours of tardiness one more late order counts as. */
  late_order_price_hours: z.number().min(0).max(10_000).optional(),
});
export type ScheduleRunRequest = z.infer<typeof ScheduleRunRequest>;

export const ChangeDetails = z.object({
  machine_change: z.object({ from: z.string(), to: z.string() }).optional(),
  time_change: z
    .object({
      old_start: z.string(),
      new_start: z.string(),
      direction: z.enum(['delayed', 'advanced']),
      shift_minutes: z.number(),
    })
    .optional(),
  new_operation: z.object({ work_center: z.string(), start_time: z.string() }).optional(),
  removed_operation: z.object({ work_center: z.string() }).optional(),
});

/** Why a repair could not keep an operation where it was planned. */
export const ForcedReason = z.enum([
  'downtime',
  'calendar',
  'material',
  'not_eligible',
  'start_passed',
  'interrupted',
  'new_operation',
  'requested',
]);

/**
 * Why an operation moved: `forced` (its slot is gone: downtime on its machine, late material ...),
 * `knock_on` (pushed by the operations of `chain`, "order/operation" ids, the first one forced or
 * improved), or `improvement` (taken by improvement `step` of `changes_summary.improvements`).
 */
export const MoveCause = z.object({
  kind: z.enum(['forced', 'knock_on', 'improvement']),
  reason: ForcedReason.optional(),
  work_center: z.string().optional(),
  /** The downtime it meets, or (start only) when its material arrives. */
  window: z.object({ start_time: z.string(), end_time: z.string() }).optional(),
  chain: z.array(z.string()).optional(),
  step: z.number().int().optional(),
});
export type MoveCause = z.infer<typeof MoveCause>;

/** One improvement a repair took, and why it paid: lateness removed against the price of its moves. */
export const ImprovementStep = z.object({
  step: z.number().int(),
  order_id: z.string(),
  operation_id: z.string(),
  action: z.enum(['reassign', 'resequence', 'advance', 'replan']),
  late_orders_gained: z.number().int(),
  tardiness_hours_gained: z.number(),
  moved_operations: z.number().int(),
  machine_changes: z.number().int(),
});

/** planning-workspaces §3: the schedule-change summary; a repair's moves carry their cause, forced first. */
export const ChangesSummary = z.object({
  has_changes: z.boolean(),
  summary_text: z.string(),
  summary_stats: z.object({
    machine_changes: z.number().int(),
    delayed_operations: z.number().int(),
    advanced_operations: z.number().int(),
    new_operations: z.number().int(),
    removed_operations: z.number().int(),
    forced_operations: z.number().int().optional(),
    knock_on_operations: z.number().int().optional(),
    improvement_operations: z.number().int().optional(),
  }),
  changes: z.array(
    z.object({
      order_id: z.string(),
      material: z.string().optional(),
      operation_id: z.string(),
      change_type: z.array(z.enum(['machine_change', 'time_change', 'new_operation', 'removed'])),
      details: ChangeDetails,
      cause: MoveCause.optional(),
    }),
  ),
  improvements: z.array(ImprovementStep).optional(),
});
export type ChangesSummary = z.infer<typeof ChangesSummary>;

export const ScheduleKpis = z.record(z.string(), z.unknown());

export const SuggestedAction = z.object({ label: z.string(), prompt: z.string() });

export const TraceEntry = z.object({
  type: z.enum(['thinking', 'tool', 'query', 'decision', 'clarification', 'error']),
  content: z.string(),
  details: z.unknown().optional(),
});

/** How the assistant read the command (assistant-and-gantt §3); present on every reply to a command. */
export const AssistantFields = z.object({
  intent: z.string().optional(),
  confidence: z.number().optional(),
  language: z.enum(['en', 'pt']).optional(),
  needs_clarification: z.boolean().optional(),
  suggested_actions: z.array(SuggestedAction).optional(),
  reasoning_trace: z.array(TraceEntry).optional(),
  backend: z.string().optional(),
  /** A proposal's actions (Apply, Discard): nothing changes until the planner applies it. */
  actions: z
    .array(z.object({ label: z.string(), action: z.string(), data: z.record(z.string(), z.string()) }))
    .optional(),
  /** The line-balancing analysis a balance command ran; the panel hands it to the Line Balancing tab. */
  line_balancing_details: LineBalancingResult.nullable().optional(),
});

export const ScheduleResult = AssistantFields.extend({
  type: z.literal('schedule'),
  text: z.string(),
  run_id: z.string(),
  /** The version of the plan this schedule was made on; a push sends it back (a changed plan refuses it). */
  plan_version: z.number().int(),
  data: z.object({ orders: z.array(ScheduledOrder) }),
  tool: z.object({ name: z.string(), description: z.string(), reasoning: z.string() }),
  changes_summary: ChangesSummary.nullable(),
  kpis: ScheduleKpis,
  late_orders: z.array(
    z.object({
      order_id: z.string(),
      material: z.string(),
      due_date: z.string().nullable(),
      tardiness_minutes: z.number(),
    }),
  ),
  warnings: z.array(z.object({ code: z.string(), message: z.string() })),
  /**
   * Whether the plan keeps every hard rule. An infeasible plan is shown with its broken rules and
   * carries no Apply: it can be read, not released.
   */
  feasibility: z.object({
    status: z.enum(['feasible', 'infeasible']),
    violations: z.array(
      z.object({
        code: z.string(),
        message: z.string(),
        operation_ids: z.array(z.string()),
        /** Why the rule cannot hold, when the engine can tell (no working time in reach, a busy machine). */
        reason: z.string().optional(),
      }),
    ),
  }),
  /** Downtime and maintenance on the plan's work centers over the plan's span, for the Gantt's shading. */
  downtimes: z.array(
    z.object({
      work_center: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      kind: z.enum(['breakdown', 'maintenance', 'other']),
      /** Put into the plan by this command (not yet recorded in the plant's data). */
      is_new: z.boolean(),
    }),
  ),
  /** What the plan is compared with, and whether it is a proposal the planner has not applied. */
  baseline: z.object({
    compared_with: z.enum(['released_plan', 'client_baseline', 'none']),
    is_proposal: z.boolean(),
  }),
  /** The repair's rules, when the plan repairs the baseline. */
  repair: z
    .object({
      stability: z.enum(['frozen', 'balanced', 'free']),
      frozen_horizon_hours: z.number(),
      move_price_hours: z.number(),
      machine_change_price_hours: z.number(),
      late_order_price_hours: z.number(),
      forced_operations: z.number().int(),
      right_shift_late_orders: z.number().int(),
      fell_back_to_free: z.string().optional(),
    })
    .nullable(),
});
export type ScheduleResult = z.infer<typeof ScheduleResult>;

/** A reply that is not a schedule: an answer, a report, a question back, or a refusal. */
export const TextReply = AssistantFields.extend({
  type: z.enum(['text', 'report', 'error']),
  text: z.string(),
  tool: z.object({ name: z.string(), description: z.string(), reasoning: z.string() }),
  metrics: z.record(z.string(), z.unknown()).optional(),
  data: z.unknown().optional(),
});
export type TextReply = z.infer<typeof TextReply>;

/** What POST /schedule/run answers (assistant-and-gantt §3: type schedule, report, error or text). */
export const AssistantReply = z.discriminatedUnion('type', [ScheduleResult, TextReply]);
export type AssistantReply = z.infer<typeof AssistantReply>;

export const ScheduleRunStarted = z.object({ run_id: z.string(), status: z.enum(['queued', 'running']) });

/** POST /schedule/runs: a solve started (202), or a reply that needed no solve (200). */
export const ScheduleRunAnswer = z.union([ScheduleRunStarted, z.object({ reply: TextReply })]);

export const SchedulePushRequest = z.object({
  schedule: ScheduleInput,
  source: z.enum(['playground', 'custom']).default('playground'),
  /**
   * The plan version the schedule was made on (a run's `plan_version`): if the plan changed since,
   * the push would overwrite that work, so it is refused with 409 PLAN_CHANGED.
   */
  plan_version: z.number().int().min(0).max(MAX_VERSION),
});
export type SchedulePushRequest = z.infer<typeof SchedulePushRequest>;

export const SchedulePushResponse = z.object({
  pushed_orders: z.number().int(),
  pushed_operations: z.number().int(),
  dataset_version: z.number().int(),
});

export const RunIdParams = z.object({ id: z.string().uuid() });

export const ApplyProposalRequest = z.object({ run_id: z.string().uuid() });
export const ApplyProposalResponse = z.object({ change_id: z.string(), applied_orders: z.number().int() });
export const ChangeIdParams = z.object({ id: z.string().uuid() });

/** Apply an order proposal of the assistant: recorded, and undone like a schedule change. */
export { ApplyOrderProposalRequest } from './apply-order.ts';
