import { z } from 'zod';
import { Id } from './bounds.ts';
import { DataSource } from './common.ts';
import { ProductionOrder } from './orders.ts';

/** CO01's filter (enterprise-shell §2): Open is Created, Released or In Process; Completed is Completed or Closed. */
export const OrderFilter = z.enum(['all', 'open', 'completed']);
export type OrderFilter = z.infer<typeof OrderFilter>;

export const OrderSortField = z.enum([
  'order_id',
  'material',
  'quantity',
  'status',
  'priority',
  'basic_start_date',
  'basic_end_date',
  'completion_percentage',
  'work_center',
]);
export type OrderSortField = z.infer<typeof OrderSortField>;

export const SortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirection>;

export const ORDER_PAGE_SIZE = 20;

export const OrderBookQuery = z.object({
  source: DataSource.default('playground'),
  filter: OrderFilter.default('all'),
  sort: OrderSortField.default('order_id'),
  direction: SortDirection.default('asc'),
  limit: z.coerce.number().int().min(1).max(500).default(ORDER_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OrderBookQuery = z.infer<typeof OrderBookQuery>;

/** CO01's KPI cards, over every order of the dataset whatever the filter. */
export const OrderKpis = z.object({
  total_orders: z.number().int(),
  in_process: z.number().int(),
  urgent: z.number().int(),
  /** Rounded percent of the orders whose status is Completed (enterprise-shell §2); 0 with no orders. */
  completion_rate: z.number().int().min(0).max(100),
});
export type OrderKpis = z.infer<typeof OrderKpis>;

export const OrderBookResponse = z.object({
  source: DataSource,
  filter: OrderFilter,
  /** Orders matching the filter (all pages). */
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  orders: z.array(ProductionOrder),
  kpis: OrderKpis,
});
export type OrderBookResponse = z.infer<typeof OrderBookResponse>;

export const OrderDetailParams = z.object({ order_id: Id });
export const OrderDetailQuery = z.object({ source: DataSource.default('playground') });

/** One operation of an order: planned times from the released plan, actual times where recorded. */
export const OrderDetailOperation = z.object({
  operation_id: z.string(),
  seq: z.number().int(),
  description: z.string().nullable(),
  work_center: z.string(),
  duration_mins: z.number(),
  setup_minutes: z.number(),
  status: z.string(),
  planned_start: z.string().nullable(),
  planned_end: z.string().nullable(),
  actual_start: z.string().nullable(),
  actual_end: z.string().nullable(),
});
export type OrderDetailOperation = z.infer<typeof OrderDetailOperation>;

/** A component the order needs (one BOM level, phantoms passed through) and what was backflushed. */
export const OrderMaterial = z.object({
  item_id: z.string(),
  item_name: z.string(),
  unit: z.string().nullable(),
  component_type: z.string().nullable(),
  quantity_per: z.number(),
  scrap_percent: z.number(),
  required_quantity: z.number(),
  consumed_quantity: z.number(),
});
export type OrderMaterial = z.infer<typeof OrderMaterial>;

/** A stock movement booked against the order (its output and its backflush). */
export const OrderMovement = z.object({
  movement_id: z.string(),
  material_id: z.string(),
  from_location: z.string().nullable(),
  to_location: z.string().nullable(),
  quantity: z.number(),
  kind: z.string(),
  created_at: z.string(),
});

export const OrderDetailResponse = z.object({
  source: DataSource,
  order: ProductionOrder,
  operations: z.array(OrderDetailOperation),
  materials: z.array(OrderMaterial),
  movements: z.array(OrderMovement),
});
export type OrderDetailResponse = z.infer<typeof OrderDetailResponse>;
