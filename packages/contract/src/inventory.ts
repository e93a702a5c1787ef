import { z } from 'zod';
import { freeText, lineText } from './bounds.ts';
import { DataSource, QueryBoolean } from './common.ts';

/** critical: available <= 0; low: available <= reorder point; else adequate (enterprise-shell §4). */
export const StockStatus = z.enum(['critical', 'low', 'adequate']);
export type StockStatus = z.infer<typeof StockStatus>;

export const InventoryItem = z.object({
  item_id: z.string(),
  sku: z.string(),
  description: z.string(),
  category: z.string(),
  material_type: z.string(),
  unit_of_measure: z.string(),
  total_on_hand: z.number(),
  total_reserved: z.number(),
  available: z.number(),
  reorder_point: z.number(),
  safety_stock: z.number(),
  stock_status: StockStatus,
  vendor_count: z.number().int(),
  vendors: z.array(z.object({ vendor_name: z.string(), is_preferred: z.boolean() })),
  best_price: z.number().nullable(),
  min_lead_time: z.number().nullable(),
  standard_cost: z.number(),
});
export type InventoryItem = z.infer<typeof InventoryItem>;

export const InventoryItemsQuery = z.object({
  low_stock_only: QueryBoolean.default(false),
  source: DataSource.default('playground'),
});

export const InventoryItemsResponse = z.object({ source: DataSource, items: z.array(InventoryItem) });
export type InventoryItemsResponse = z.infer<typeof InventoryItemsResponse>;

/** POST /inventory/chat (enterprise-shell §7): a stock question in plain words. */
export const InventoryChatRequest = z.object({
  message: freeText(4000).trim().min(1, 'message is required'),
  language: lineText(10).optional(),
  source: DataSource.default('playground'),
});
export type InventoryChatRequest = z.infer<typeof InventoryChatRequest>;

export const InventoryChatResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  /** A table to draw under the reply, when the answer is a list. */
  visualization: z
    .object({
      type: z.literal('table'),
      columns: z.array(z.string()),
      rows: z.array(z.array(z.union([z.string(), z.number()]))),
    })
    .nullable(),
  intent: z.string(),
  needs_clarification: z.boolean(),
  suggested_actions: z.array(z.object({ label: z.string(), prompt: z.string() })),
  /**
   * A proposal's actions, as the assistant's replies carry them: `transfer_stock` (its data is the
   * body of POST /inventory/transfer, quantity as text) and `discard`. Nothing moves until applied.
   */
  actions: z
    .array(z.object({ label: z.string(), action: z.string(), data: z.record(z.string(), z.string()) }))
    .optional(),
});
export type InventoryChatResponse = z.infer<typeof InventoryChatResponse>;
