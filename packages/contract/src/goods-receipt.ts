import { z } from 'zod';
import { Id } from './bounds.ts';
import { DataSource } from './common.ts';
import { InventoryLocation } from './inventory-stock.ts';

/** POST /inventory/goods-receipt: an open or in-transit purchase order arrives, whole. */
export const GoodsReceiptRequest = z.object({
  po_id: Id,
  /** Where it is put away; incoming goods go to the main warehouse unless held for inspection. */
  location: InventoryLocation.default('MAIN'),
  source: DataSource.default('playground'),
});
export type GoodsReceiptRequest = z.infer<typeof GoodsReceiptRequest>;

export const GoodsReceiptResponse = z.object({
  po_id: z.string(),
  material_id: z.string(),
  quantity: z.number(),
  location: InventoryLocation,
  /** What the plant now owes the vendor: quantity × the order's unit price. */
  invoice_amount: z.number(),
  /** The stock's value at standard cost; the difference is a purchase price variance. */
  standard_value: z.number(),
  /** The posted journal entry (raw materials against payables). */
  entry_id: z.string(),
  /** The supplier bill raised for invoice_amount (null when the order is worth nothing). */
  bill_number: z.string().nullable(),
  version: z.number().int(),
});
export type GoodsReceiptResponse = z.infer<typeof GoodsReceiptResponse>;

/** POST /inventory/shipment: an open or confirmed sales order leaves MAIN whole and is invoiced. */
export const ShipmentRequest = z.object({
  sales_order_id: Id,
  source: DataSource.default('playground'),
});
export type ShipmentRequest = z.infer<typeof ShipmentRequest>;

export const ShipmentResponse = z.object({
  sales_order_id: z.string(),
  material_id: z.string(),
  quantity: z.number(),
  /** The customer invoice raised for it (quantity × the order's unit price, due after the customer's terms). */
  invoice_id: z.string(),
  invoice_number: z.string(),
  invoice_amount: z.number(),
  due_date: z.string(),
  /** The goods' standard cost, posted to cost of goods sold. */
  cost_of_sales: z.number(),
  /** The posted journal entries: the invoice (receivables against revenue) and the cost of sales. */
  entry_ids: z.array(z.string()),
  version: z.number().int(),
});
export type ShipmentResponse = z.infer<typeof ShipmentResponse>;
