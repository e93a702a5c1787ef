import { z } from 'zod';
import { BoundedDateTime, endsBeforeStart, Id, lineText, Version, WholeQuantity } from './bounds.ts';
import { DataSource, Unit } from './common.ts';

export const OrderStatus = z.enum(['Created', 'Released', 'In Process', 'Completed', 'Closed']);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderPriority = z.enum(['Low', 'Normal', 'High', 'Urgent']);
export type OrderPriority = z.infer<typeof OrderPriority>;

const MAX_DURATION_MINUTES = 366 * 24 * 60;

export const OrderOperation = z.object({
  operation_id: lineText(40).min(1),
  work_center: lineText(40).min(1),
  /** At most a year of work: a longer step would push its end out of the plant's calendar. */
  duration_mins: z.number().nonnegative().max(MAX_DURATION_MINUTES),
  start_time: BoundedDateTime.nullable().optional(),
  end_time: BoundedDateTime.nullable().optional(),
});
export type OrderOperation = z.infer<typeof OrderOperation>;

export const ProductionOrder = z.object({
  order_id: z.string(),
  material: z.string(),
  material_description: z.string().nullable(),
  quantity: z.number().int(),
  unit: Unit,
  status: OrderStatus,
  priority: OrderPriority,
  basic_start_date: z.string().nullable(),
  basic_end_date: z.string().nullable(),
  actual_start: z.string().nullable(),
  actual_end: z.string().nullable(),
  completion_percentage: z.number().int().min(0).max(100),
  work_center: z.string().nullable(),
  version: z.number().int(),
});
export type ProductionOrder = z.infer<typeof ProductionOrder>;

export const ProductionOrderWithOperations = ProductionOrder.extend({
  operations: z.array(
    OrderOperation.extend({ start_time: z.string().nullable(), end_time: z.string().nullable() }),
  ),
});
export type ProductionOrderWithOperations = z.infer<typeof ProductionOrderWithOperations>;

export const OpenOrdersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(20),
  source: DataSource.default('playground'),
  offline: lineText(10).optional(),
});

/** An order's basic dates: the end may not come before the start (issue 11: it broke the plan). */
export const endNotBeforeStart = {
  check: (o: { basic_start_date?: string | undefined; basic_end_date?: string | undefined }) =>
    !endsBeforeStart(o.basic_start_date, o.basic_end_date),
  params: { message: 'must not be before basic_start_date', path: ['basic_end_date'] },
};

/**
 * The fields an order is stated with, written once: CO01's Create Order form (enterprise-shell §3, §5;
 * order_id, material and quantity required) and each order of a masterdata import extend it.
 */
export const OrderFields = z.object({
  order_id: Id,
  material: Id,
  material_description: lineText(200).optional(),
  quantity: WholeQuantity,
  unit: Unit.default('PC'),
  status: OrderStatus.default('Created'),
  priority: OrderPriority.default('Normal'),
  basic_start_date: BoundedDateTime.optional(),
  basic_end_date: BoundedDateTime.optional(),
  work_center: lineText(40).optional(),
});

// zod 4 cannot extend a refined object: the date rule is added to each extension instead.
// A new order starts as Created (§4): later states are reached only by the order steps, which book stock.
export const CreateOrderRequest = OrderFields.extend({
  source: DataSource.default('playground'),
  status: OrderStatus.extract(['Created']).default('Created'),
}).refine(endNotBeforeStart.check, endNotBeforeStart.params);
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;

/** A change to one order; `version` is the one the caller read (a stale one answers 409). */
export const UpdateOrderRequest = z.object({
  order_id: Id,
  version: Version,
  source: DataSource.default('playground'),
  changes: OrderFields.pick({
    quantity: true,
    basic_start_date: true,
    basic_end_date: true,
    work_center: true,
  })
    // The stated fields' rules, without the defaults a new order takes: a change sets only what it names.
    .extend({
      status: OrderFields.shape.status.unwrap(),
      priority: OrderFields.shape.priority.unwrap(),
      completion_percentage: z.number().int().min(0).max(100),
    })
    .partial()
    .refine((c) => Object.keys(c).length > 0, { message: 'At least one change is required' })
    .refine(endNotBeforeStart.check, endNotBeforeStart.params),
});
export type UpdateOrderRequest = z.infer<typeof UpdateOrderRequest>;

export const OrderListResponse = z.object({
  source: DataSource,
  total: z.number().int(),
  orders: z.array(ProductionOrder),
});
export type OrderListResponse = z.infer<typeof OrderListResponse>;
