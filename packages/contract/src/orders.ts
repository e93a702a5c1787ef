import { z } from 'zod';
import { DataSource, IsoDateTime, Unit } from './common.ts';

export const OrderStatus = z.enum(['Created', 'Released', 'In Process', 'Completed', 'Closed']);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderPriority = z.enum(['Low', 'Normal', 'High', 'Urgent']);
export type OrderPriority = z.infer<typeof OrderPriority>;

export const OrderOperation = z.object({
  operation_id: z.string().min(1).max(40),
  work_center: z.string().min(1).max(40),
  duration_mins: z.number().finite().nonnegative(),
  start_time: IsoDateTime.nullable().optional(),
  end_time: IsoDateTime.nullable().optional(),
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
  offline: z.string().optional(),
});

/** CO01's Create Order form (enterprise-shell §3, §5): order_id, material and quantity are required. */
export const CreateOrderRequest = z.object({
  order_id: z.string().trim().min(1).max(40),
  material: z.string().trim().min(1).max(40),
  material_description: z.string().max(200).optional(),
  quantity: z.number().int().min(1),
  unit: Unit.default('PC'),
  status: OrderStatus.default('Created'),
  priority: OrderPriority.default('Normal'),
  basic_start_date: IsoDateTime.optional(),
  basic_end_date: IsoDateTime.optional(),
  work_center: z.string().max(40).optional(),
  source: DataSource.default('playground'),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;

/** A change to one order; `version` is the one the caller read (a stale one answers 409). */
export const UpdateOrderRequest = z.object({
  order_id: z.string().trim().min(1),
  version: z.number().int().min(1),
  source: DataSource.default('playground'),
  changes: z
    .object({
      status: OrderStatus,
      priority: OrderPriority,
      quantity: z.number().int().min(1),
      basic_start_date: IsoDateTime,
      basic_end_date: IsoDateTime,
      completion_percentage: z.number().int().min(0).max(100),
      work_center: z.string().max(40),
    })
    .partial()
    .refine((c) => Object.keys(c).length > 0, { message: 'At least one change is required' }),
});
export type UpdateOrderRequest = z.infer<typeof UpdateOrderRequest>;

export const OrderListResponse = z.object({
  source: DataSource,
  total: z.number().int(),
  orders: z.array(ProductionOrder),
});
export type OrderListResponse = z.infer<typeof OrderListResponse>;
