import { z } from 'zod';
import { BoundedDateTime, Id, MAX_QUANTITY, WholeQuantity } from './bounds.ts';
import { DataSource } from './common.ts';

/**
 * Rush-order promise (capable-to-promise, issue 13; planning-workspaces §3, §7, §9): can the plant
 * make `quantity` of `sku` by `requested_date`, by when if not, at what margin, and whom does it
 * push. The answer comes from the live plan: the order is inserted with the minimal-change repair.
 */

/** planning-workspaces §9: the margin a promise is measured against unless told. */
export const DEFAULT_TARGET_MARGIN_PERCENT = 15;

/** An amount of money: finite, not negative, at most 10⁹ per unit. */
const Money = z.number().min(0).max(MAX_QUANTITY);

export const PromiseAnalyzeRequest = z.object({
  sku: Id,
  quantity: WholeQuantity,
  /** When the customer wants it: a date means the end of that day in plant time; not in the past. */
  requested_date: BoundedDateTime,
  selling_price_per_unit: Money,
  target_margin_percent: z.number().min(-100).max(100).default(DEFAULT_TARGET_MARGIN_PERCENT),
  /** The customer the order is for, when known (the accepted sales order names it). */
  customer_id: Id.optional(),
  source: DataSource.default('playground'),
  data_source: z.enum(['default', 'custom']).default('default'),
});
export type PromiseAnalyzeRequest = z.infer<typeof PromiseAnalyzeRequest>;

/** One material of the order's multi-level availability check. */
export const PromiseMaterial = z.object({
  sku: z.string(),
  name: z.string(),
  /** 0 for the ordered product, 1 for its components, and so on (phantoms passed through). */
  level: z.number().int().min(0),
  quantity_required: z.number(),
  /** Usable stock (on hand − reserved, quarantine excluded) and open receipts due in time. */
  quantity_available: z.number(),
  quantity_to_order: z.number(),
  /** When the required quantity is there: now, a receipt's date, or now + the supplier's lead time. */
  available_date: z.string(),
  /** 'stock', 'receipt' (an open purchase or production order), 'purchase' (must be bought), 'make' (made in the order). */
  covered_by: z.enum(['stock', 'receipt', 'purchase', 'make']),
});
export type PromiseMaterial = z.infer<typeof PromiseMaterial>;

/** Another order the promise pushes: how far its completion slips and whether it becomes late. */
export const PromiseAffectedOrder = z.object({
  order_id: z.string(),
  material: z.string(),
  due_date: z.string().nullable(),
  completion_before: z.string(),
  completion_after: z.string(),
  slip_hours: z.number(),
  becomes_late: z.boolean(),
});
export type PromiseAffectedOrder = z.infer<typeof PromiseAffectedOrder>;

/** A work center the promised order uses, and the promised order's operations on it (the mini Gantt). */
export const PromiseMachine = z.object({
  work_center: z.string(),
  hours: z.number(),
  operations: z.array(z.object({ operation_id: z.string(), start_time: z.string(), end_time: z.string() })),
});
export type PromiseMachine = z.infer<typeof PromiseMachine>;

export const PromiseMargin = z.object({
  revenue: z.number(),
  material_cost: z.number(),
  labor_cost: z.number(),
  overtime_cost: z.number(),
  gross_margin: z.number(),
  /** Of revenue; 0 when there is no revenue. */
  margin_percentage: z.number(),
  target_margin_percent: z.number(),
  meets_target: z.boolean(),
  /** The price per unit that would just meet the target margin; null when no price can (a target of 100 % or more). */
  target_price_per_unit: z.number().nullable(),
});
export type PromiseMargin = z.infer<typeof PromiseMargin>;

/** POST /api/promise/analyze: the promise, with everything it rests on. */
export const PromiseResult = z.object({
  /** The analysis, to accept it as it was (POST /api/promise/accept). */
  analysis_id: z.string().uuid(),
  /** The order's id if accepted. */
  order_id: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  requested_date: z.string(),
  is_feasible: z.boolean(),
  /** The date promised: the requested one when it holds, else the earliest completion. */
  promised_date: z.string(),
  /**
   * The order's completion in the repaired plan (or when stock and purchases have it). Late, it is the
   * earliest the plan allows; on time, it is where the minimal-change repair put it, which does not
   * pull an on-time order earlier than the plan needs.
   */
  earliest_completion_date: z.string(),
  /** From now to the promised date, in calendar days (one decimal). */
  lead_time_days: z.number(),
  /** 0 to 1: the share of the time between now and the requested date still free after completion. */
  confidence_level: z.number().min(0).max(1),
  feasibility_issues: z.array(z.string()),
  recommendations: z.array(z.string()),
  margin: PromiseMargin,
  capacity: z.object({
    earliest_start: z.string(),
    overtime_hours_required: z.number(),
    affected_orders: z.array(PromiseAffectedOrder),
    machines_utilized: z.array(PromiseMachine),
  }),
  materials: z.array(PromiseMaterial),
});
export type PromiseResult = z.infer<typeof PromiseResult>;

/** POST /api/promise/accept: the analysis accepted as it was; 409 when it no longer holds. */
export const PromiseAcceptRequest = z.object({
  analysis_id: z.string().uuid(),
  order_id: Id,
  sku: Id,
  quantity: WholeQuantity,
  promised_date: BoundedDateTime,
  customer_id: Id.optional(),
  source: DataSource.default('playground'),
  data_source: z.enum(['default', 'custom']).default('default'),
});
export type PromiseAcceptRequest = z.infer<typeof PromiseAcceptRequest>;

export const PromiseAccepted = z.object({
  success: z.literal(true),
  order_id: z.string(),
  sales_order_id: z.string(),
  /** The recorded plan change, undoable like any applied proposal; null when stock covered it all (nothing planned). */
  change_id: z.string().nullable(),
  promised_date: z.string(),
  /** Whether this call created the order (false: a repeated accept of the same order). */
  created: z.boolean(),
});
export type PromiseAccepted = z.infer<typeof PromiseAccepted>;
