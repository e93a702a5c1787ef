import { z } from 'zod';
import { Id, MAX_QUANTITY } from './bounds.ts';
import { DataSource, QueryBoolean } from './common.ts';

/* ---------- Supplier bills: GET /financial/bills, POST /financial/bill-payments ---------- */

export const BillStatus = z.enum(['Pending', 'Paid']);
export type BillStatus = z.infer<typeof BillStatus>;

/**
 * A supplier bill: raised by a goods receipt (po_id) or a service invoice, due on its vendor's terms
 * (net 30 when the vendor has none). Overdue is computed: Pending and past its due date.
 */
export const Bill = z.object({
  bill_id: z.string(),
  bill_number: z.string(),
  vendor_id: z.string(),
  vendor_name: z.string(),
  po_id: z.string().nullable(),
  description: z.string(),
  bill_date: z.string(),
  due_date: z.string(),
  amount: z.number(),
  amount_due: z.number(),
  is_overdue: z.boolean(),
  /** 0 when not overdue. */
  days_overdue: z.number().int(),
  status: BillStatus,
});
export type Bill = z.infer<typeof Bill>;

export const BillsQuery = z.object({
  status: BillStatus.optional(),
  vendor_id: Id.optional(),
  overdue_only: QueryBoolean.optional(),
  /** §9: default list limit 20. */
  limit: z.coerce.number().int().min(1).max(500).default(20),
  source: DataSource.default('playground'),
});
export type BillsQuery = z.infer<typeof BillsQuery>;

export const BillsResponse = z.object({
  /** Earliest due first. */
  bills: z.array(Bill),
  /** How many match the filter before the limit. */
  total_count: z.number().int(),
  /** Amount due on every matching bill (before the limit). */
  total_due: z.number(),
});
export type BillsResponse = z.infer<typeof BillsResponse>;

/** Paying a supplier bill, in full or in part, from a cash or bank account. */
export const BillPaymentRequest = z.object({
  bill_id: Id,
  amount: z
    .number()
    .positive()
    .max(MAX_QUANTITY)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must be in whole cents'),
  /** The cash or bank account the money leaves; the operating bank account by default. */
  cash_account_id: Id.default('ACC-1010'),
  source: DataSource.default('playground'),
});
export type BillPaymentRequest = z.infer<typeof BillPaymentRequest>;

export const BillPaymentResponse = z.object({
  /** The bill after the payment: Paid once nothing is due. */
  bill: Bill,
  /** The posted journal entry (payables debited, cash credited). */
  entry_id: z.string(),
  /** The dataset's version after the payment. */
  version: z.number().int(),
});
export type BillPaymentResponse = z.infer<typeof BillPaymentResponse>;
