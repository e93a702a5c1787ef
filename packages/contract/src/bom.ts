import { z } from 'zod';
import { BoundedDate, freeText, Id, id, lineText, MAX_QUANTITY, Quantity, Version } from './bounds.ts';
import { DataSource } from './common.ts';

export const ComponentType = z.enum([
  'RAW_MATERIAL',
  'PURCHASED_PART',
  'MANUFACTURED_PART',
  'SUBASSEMBLY',
  'CONSUMABLE',
  'PACKAGING',
]);
export type ComponentType = z.infer<typeof ComponentType>;
export const BomStatus = z.enum(['DRAFT', 'IN_REVIEW', 'APPROVED', 'ACTIVE', 'OBSOLETE']);
export type BomStatus = z.infer<typeof BomStatus>;
export const BomUnit = z.enum(['EA', 'KG', 'G', 'L', 'M', 'M2', 'M3', 'PC', 'BX', 'PLT']);

/**
 * A component line as the BOM form sends it. Deliberately lenient on the values the spec's save
 * rules check (planning-workspaces §5), so every failure is listed with the spec's own message; bounded
 * only where the database or arithmetic would break (issue 11).
 */
export const BomComponentInput = z.object({
  component_id: lineText(60).optional(),
  item_id: lineText(40).default(''),
  item_name: lineText(200).optional(),
  quantity_per: z.number().min(-MAX_QUANTITY).max(MAX_QUANTITY).default(1),
  uom: lineText(10).default('EA'),
  component_type: ComponentType.default('PURCHASED_PART'),
  scrap_percent: z.number().min(-MAX_QUANTITY).max(MAX_QUANTITY).default(0),
  is_phantom: z.boolean().default(false),
  unit_cost: z.number().nonnegative().max(MAX_QUANTITY).optional(),
});

export const BomSaveRequest = z.object({
  product_id: lineText(40).default(''),
  product_name: lineText(200).default(''),
  revision: lineText(10).default('A'),
  base_quantity: Quantity.default(1),
  base_uom: lineText(10).default('EA'),
  description: freeText(2000).optional(),
  status: BomStatus.default('DRAFT'),
  effective_date: BoundedDate.optional(),
  components: z.array(BomComponentInput).max(500).default([]),
  source: DataSource.default('playground'),
});
export type BomSaveRequest = z.infer<typeof BomSaveRequest>;

export const BomUpdateRequest = BomSaveRequest.extend({ version: Version });
export type BomUpdateRequest = z.infer<typeof BomUpdateRequest>;

export const BomIdParams = z.object({ id: Id });
export const BomSourceQuery = z.object({ source: DataSource.default('playground') });

export const MaxLevel = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(5),
  z.literal(10),
  z.literal(99),
]);

export const ExplodeRequest = z.object({
  product_id: id('Please enter a product ID'),
  quantity: z.number().min(1).max(MAX_QUANTITY).default(1),
  max_level: MaxLevel.default(10),
  source: DataSource.default('playground'),
});
export type ExplodeRequest = z.infer<typeof ExplodeRequest>;

export const WhereUsedRequest = z.object({
  item_id: Id,
  max_level: z.number().int().min(1).max(99).default(99),
  source: DataSource.default('playground'),
});

export const CostQuery = z.object({
  quantity: z.coerce.number().min(1).max(MAX_QUANTITY).default(1),
  source: DataSource.default('playground'),
});

export const OptimizeRequest = z.object({
  product_id: Id,
  quantity: z.number().min(1).max(MAX_QUANTITY).default(1),
  source: DataSource.default('playground'),
});

export const MrpDemandOrder = z.object({
  product_id: Id,
  quantity: Quantity,
  required_date: BoundedDate,
});
export type MrpDemandOrder = z.infer<typeof MrpDemandOrder>;

/** POST /bom/mrp (planning-workspaces §3, §5). */
/** With include_sales_orders the plant's open sales orders are the demand, so no order need be typed. */
export const MrpRequest = z
  .object({
    orders: z.array(MrpDemandOrder).max(1000),
    planning_horizon_days: z.number().int().min(1).max(365).default(90),
    time_bucket_days: z.union([z.literal(1), z.literal(7), z.literal(14), z.literal(30)]).default(7),
    include_sales_orders: z.boolean().default(false),
    source: DataSource.default('playground'),
  })
  .refine((r) => r.orders.length > 0 || r.include_sales_orders, {
    message: 'Please add at least one valid order',
    path: ['orders'],
  });
export type MrpRequest = z.infer<typeof MrpRequest>;

export const StockRequirementsQuery = z.object({
  horizon_days: z.coerce.number().int().min(1).max(365).default(90),
  source: DataSource.default('playground'),
});

export const BomChatRequest = z.object({
  query: freeText(4000).trim().min(1),
  context: z
    .object({
      product_id: lineText(40).optional(),
      product_info: z
        .object({ product_id: lineText(40).optional() })
        .passthrough()
        .optional(),
      current_view: lineText(40).optional(),
      bom_data: z.unknown().optional(),
    })
    .passthrough()
    .default({}),
  source: DataSource.default('playground'),
});
export type BomChatRequest = z.infer<typeof BomChatRequest>;
