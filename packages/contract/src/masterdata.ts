import { z } from 'zod';
import { BoundedDateTime, Id, lineText, WholeQuantity } from './bounds.ts';
import { DataSource, Unit } from './common.ts';
import {
  endNotBeforeStart,
  OrderOperation,
  OrderPriority,
  OrderStatus,
  ProductionOrderWithOperations,
} from './orders.ts';

export const MasterdataOrdersQuery = z.object({
  source: DataSource.default('playground'),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
});

export const MasterdataOrdersResponse = z.object({
  source: DataSource,
  dataset_version: z.number().int(),
  total: z.number().int(),
  orders: z.array(ProductionOrderWithOperations),
});
export type MasterdataOrdersResponse = z.infer<typeof MasterdataOrdersResponse>;

export const ImportOrder = z
  .object({
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
    operations: z.array(OrderOperation).max(200).default([]),
  })
  .refine(endNotBeforeStart.check, endNotBeforeStart.params);
export type ImportOrder = z.infer<typeof ImportOrder>;

/** Fills the caller's custom dataset: all orders or none. */
export const ImportRequest = z.object({
  orders: z.array(ImportOrder).min(1).max(5000),
  /** Replace what the custom dataset holds (default) or add to it. */
  mode: z.enum(['replace', 'append']).default('replace'),
});
export type ImportRequest = z.infer<typeof ImportRequest>;

export const ImportResponse = z.object({
  imported_orders: z.number().int(),
  imported_operations: z.number().int(),
  dataset_version: z.number().int(),
});

export const ClearResponse = z.object({ removed_orders: z.number().int() });

export const ExportQuery = z.object({ source: DataSource.default('playground') });
