import { z } from 'zod';
import { DataSource } from './common.ts';
import { Account } from './finance.ts';
import { InventoryItem } from './inventory.ts';
import { ProductionOrderWithOperations } from './orders.ts';

export const MasterdataOrdersQuery = z.object({
  source: DataSource.default('playground'),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  /** Orders to skip (in order id order): MM01 pages through every order, 20 at a time. */
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const MasterdataOrdersResponse = z.object({
  source: DataSource,
  dataset_version: z.number().int(),
  total: z.number().int(),
  orders: z.array(ProductionOrderWithOperations),
});
export type MasterdataOrdersResponse = z.infer<typeof MasterdataOrdersResponse>;

export const ClearResponse = z.object({
  removed_orders: z.number().int(),
  /** Materials an import had defined in the custom dataset. */
  removed_materials: z.number().int(),
});

export const ExportQuery = z.object({ source: DataSource.default('playground') });

/** A work center as the export writes it. */
export const WorkCenterRecord = z.object({
  work_center_id: z.string(),
  name: z.string(),
  type: z.string(),
  process: z.string(),
  capacity_hours_per_day: z.number(),
  calendar_id: z.string(),
  cost_rate_per_hour: z.number(),
  is_active: z.boolean(),
});

/** An item of the item master as the export writes it. */
export const MaterialRecord = z.object({
  material_id: z.string(),
  description: z.string(),
  material_type: z.string(),
  category: z.string(),
  unit: z.string(),
  procurement: z.enum(['MAKE', 'BUY']),
  standard_cost: z.number(),
  price: z.number().nullable(),
  lead_time_days: z.number().int(),
  safety_stock: z.number(),
  reorder_point: z.number(),
  lot_size_method: z.string(),
  lot_size: z.number().nullable(),
  min_order_qty: z.number(),
  rounding_qty: z.number(),
  is_phantom: z.boolean(),
  setup_family: z.string().nullable(),
  mold_family: z.string().nullable(),
});

/** GET /masterdata/export: the whole dataset as one JSON document (the screen offers it as a file). */
export const ExportDocument = z.object({
  dataset: DataSource,
  dataset_version: z.number().int(),
  exported_at: z.string(),
  orders: z.array(ProductionOrderWithOperations),
  inventory_items: z.array(InventoryItem),
  work_centers: z.array(WorkCenterRecord),
  materials: z.array(MaterialRecord),
  accounts: z.array(Account),
});
export type ExportDocument = z.infer<typeof ExportDocument>;
