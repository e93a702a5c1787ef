import { z } from 'zod';
import { BoundedDate, freeText, Id, lineText, MAX_QUANTITY } from './bounds.ts';
import { DataSource, QueryBoolean } from './common.ts';

export const Account = z.object({
  account_id: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  account_type: z.string(),
  description: z.string().nullable(),
  normal_balance: z.enum(['DEBIT', 'CREDIT']),
  is_active: z.boolean(),
});
export type Account = z.infer<typeof Account>;

export const AccountsQuery = z.object({
  active: QueryBoolean.optional(),
  type: lineText(20).optional(),
  source: DataSource.default('playground'),
});

export const AccountsResponse = z.object({ accounts: z.array(Account) });
export type AccountsResponse = z.infer<typeof AccountsResponse>;

/* ---------- F.01 ledger: journal, invoices, cash, trial balance, forecast, profitability ---------- */

const Money = z.number();
const LedgerDate = z.iso.date();

export const JournalStatus = z.enum(['Posted', 'Draft']);
export type JournalStatus = z.infer<typeof JournalStatus>;

export const JournalLine = z.object({
  line_no: z.number().int(),
  account_id: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  debit: Money,
  credit: Money,
});
export type JournalLine = z.infer<typeof JournalLine>;

/** A journal entry; its lines always balance (total_debit = total_credit). */
export const JournalEntry = z.object({
  entry_id: z.string(),
  entry_date: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  status: JournalStatus,
  total_debit: Money,
  total_credit: Money,
  lines: z.array(JournalLine),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

export const JournalEntriesQuery = z.object({
  status: JournalStatus.optional(),
  from_date: BoundedDate.optional(),
  to_date: BoundedDate.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  source: DataSource.default('playground'),
});
export type JournalEntriesQuery = z.infer<typeof JournalEntriesQuery>;

export const JournalEntriesResponse = z.object({
  entries: z.array(JournalEntry),
  total_count: z.number().int(),
});
export type JournalEntriesResponse = z.infer<typeof JournalEntriesResponse>;

export const InvoiceStatus = z.enum(['Pending', 'Paid']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** §3 Invoice, plus the customer id, invoice date and days overdue (0 when not overdue). */
export const Invoice = z.object({
  invoice_id: z.string(),
  invoice_number: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  invoice_date: z.string(),
  due_date: z.string(),
  total_amount: Money,
  amount_due: Money,
  is_overdue: z.boolean(),
  days_overdue: z.number().int(),
  status: InvoiceStatus,
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoicesQuery = z.object({
  status: InvoiceStatus.optional(),
  customer_id: Id.optional(),
  overdue_only: QueryBoolean.optional(),
  /** §9: default list limit 20. */
  limit: z.coerce.number().int().min(1).max(500).default(20),
  source: DataSource.default('playground'),
});
export type InvoicesQuery = z.infer<typeof InvoicesQuery>;

export const InvoicesResponse = z.object({
  invoices: z.array(Invoice),
  /** How many match the filter before the limit. */
  total_count: z.number().int(),
});
export type InvoicesResponse = z.infer<typeof InvoicesResponse>;

/** A cash or bank account (an ASSET account whose name says cash or bank) and its posted balance. */
export const CashAccount = z.object({
  account_id: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  balance: Money,
});
export type CashAccount = z.infer<typeof CashAccount>;

export const CashPosition = z.object({
  total_cash: Money,
  by_account: z.array(CashAccount),
});
export type CashPosition = z.infer<typeof CashPosition>;

export const CashPositionResponse = CashPosition.extend({
  /** Plant-local date the position is taken at (posted entries up to and including it). */
  as_of_date: LedgerDate,
});
export type CashPositionResponse = z.infer<typeof CashPositionResponse>;

/** §3 Financial summary. */
export const FinancialSummaryResponse = z.object({
  as_of_date: LedgerDate,
  cash_position: CashPosition,
  accounts_receivable: z.object({
    /** Amount due on open customer invoices. */
    total: Money,
    /** Of which past its due date. */
    overdue: Money,
    open_count: z.number().int(),
    overdue_count: z.number().int(),
  }),
  /**
   * What the plant owes its suppliers: the open bills' amounts due, which equal the posted balance of
   * Accounts Payable (2000); overdue = past their due date.
   */
  accounts_payable: z.object({
    total: Money,
    overdue: Money,
    open_count: z.number().int(),
    overdue_count: z.number().int(),
  }),
  /** Customer invoices still awaiting payment (one meaning: money the plant waits for, not what it pays). */
  pending_payments: z.object({ count: z.number().int(), amount: Money }),
  /** Draft journal entries not yet posted. */
  draft_entries: z.number().int(),
});
export type FinancialSummaryResponse = z.infer<typeof FinancialSummaryResponse>;

export const TrialBalanceQuery = z.object({
  as_of_date: BoundedDate.optional(),
  source: DataSource.default('playground'),
});
export type TrialBalanceQuery = z.infer<typeof TrialBalanceQuery>;

export const TrialBalanceRow = z.object({
  account_id: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  account_type: z.string(),
  normal_balance: z.enum(['DEBIT', 'CREDIT']),
  /** The net balance shown on its side: exactly one of debit/credit is non-zero (or both 0). */
  debit: Money,
  credit: Money,
});
export type TrialBalanceRow = z.infer<typeof TrialBalanceRow>;

/** Posted entries up to as_of_date (default: today, plant time); total_debit = total_credit always. */
export const TrialBalanceResponse = z.object({
  as_of_date: LedgerDate,
  rows: z.array(TrialBalanceRow),
  total_debit: Money,
  total_credit: Money,
  balanced: z.boolean(),
});
export type TrialBalanceResponse = z.infer<typeof TrialBalanceResponse>;

/** §9: forecast and profitability default 30 days. */
export const FinanceDaysQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
  source: DataSource.default('playground'),
});
export type FinanceDaysQuery = z.infer<typeof FinanceDaysQuery>;

export const CashFlowItem = z.object({
  date: LedgerDate,
  /**
   * A bill is an open supplier bill (a received order is owed through it, not as a purchase_order);
   * a purchase_requisition is a planned purchase of the caller's latest MRP run.
   */
  kind: z.enum(['invoice', 'bill', 'purchase_order', 'purchase_requisition']),
  /** Invoice number, bill number, purchase order id, or the MRP planned order's id. */
  reference: z.string(),
  /** Customer or vendor name. */
  party: z.string(),
  /** Positive: cash in; negative: cash out. */
  amount: Money,
  /** The item was due before the window opened: counted on its first day. */
  overdue: z.boolean(),
});
export type CashFlowItem = z.infer<typeof CashFlowItem>;

export const CashFlowDay = z.object({
  date: LedgerDate,
  inflow: Money,
  outflow: Money,
  /** Cash at the end of the day. */
  balance: Money,
});
export type CashFlowDay = z.infer<typeof CashFlowDay>;

/**
 * Cash over the next `days` days from today's cash position: inflows are open invoices at their due
 * dates, outflows open supplier bills at their due dates, open purchase orders and the purchase requisitions of the caller's latest MRP run
 * (planned purchases, at standard cost) at their expected date plus the vendor's payment terms.
 */
export const CashForecastResponse = z.object({
  days: z.number().int(),
  start_date: LedgerDate,
  end_date: LedgerDate,
  opening_cash: Money,
  total_inflow: Money,
  total_outflow: Money,
  closing_cash: Money,
  lowest_balance: Money,
  lowest_balance_date: LedgerDate,
  daily: z.array(CashFlowDay),
  items: z.array(CashFlowItem),
});
export type CashForecastResponse = z.infer<typeof CashForecastResponse>;

export const OrderProfit = z.object({
  order_id: z.string(),
  material: z.string(),
  material_description: z.string().nullable(),
  quantity: z.number(),
  completed_at: z.string(),
  revenue: Money,
  material_cost: Money,
  labor_cost: Money,
  overtime_cost: Money,
  margin: Money,
});
export type OrderProfit = z.infer<typeof OrderProfit>;

/**
 * Production orders completed in the last `days` days: revenue at the sales price (the order's sales
 * order, else the product's list price) against material (BOM roll-up), labor (routing hours × work
 * center rate) and overtime (extra-shift hours in the window × rate × premium) cost.
 */
export const ProfitabilityResponse = z.object({
  days: z.number().int(),
  from_date: LedgerDate,
  to_date: LedgerDate,
  revenue: Money,
  material_cost: Money,
  labor_cost: Money,
  overtime_cost: Money,
  total_cost: Money,
  gross_margin: Money,
  /** gross_margin / revenue × 100; 0 when there is no revenue. */
  margin_percent: z.number(),
  orders: z.array(OrderProfit),
});
export type ProfitabilityResponse = z.infer<typeof ProfitabilityResponse>;

/* ---------- CK11N product costing ---------- */

export const ProductCostingQuery = z.object({
  /** One product; absent: every product with a BOM. */
  product_id: Id.optional(),
  /** §9: BOM cost quantity default 1. */
  quantity: z.coerce.number().min(1).max(MAX_QUANTITY).default(1),
  source: DataSource.default('playground'),
});
export type ProductCostingQuery = z.infer<typeof ProductCostingQuery>;

export const CostingOperation = z.object({
  operation_no: z.number().int(),
  description: z.string(),
  /** The cheapest eligible work center for the step. */
  work_center_id: z.string(),
  work_center_name: z.string(),
  /** Run hours a unit (1 / run_rate_per_hour) plus fixed minutes spread over the quantity. */
  hours_per_unit: z.number(),
  cost_rate_per_hour: Money,
  cost_per_unit: Money,
});
export type CostingOperation = z.infer<typeof CostingOperation>;

export const CostingMaterial = z.object({
  item_id: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unit_cost: Money,
  total_cost: Money,
});
export type CostingMaterial = z.infer<typeof CostingMaterial>;

export const ProductCost = z.object({
  product_id: z.string(),
  product_name: z.string(),
  quantity: z.number(),
  /** The material master's standard cost, for comparison. */
  standard_cost: Money,
  material_cost_per_unit: Money,
  labor_cost_per_unit: Money,
  total_cost_per_unit: Money,
  /** Per-unit figures × quantity (labor with fixed minutes counted once). */
  material_cost: Money,
  labor_cost: Money,
  total_cost: Money,
  operations: z.array(CostingOperation),
  materials: z.array(CostingMaterial),
});
export type ProductCost = z.infer<typeof ProductCost>;

export const ProductCostingResponse = z.object({
  quantity: z.number(),
  products: z.array(ProductCost),
});
export type ProductCostingResponse = z.infer<typeof ProductCostingResponse>;

/* ---------- POST /financial/chat ---------- */

export const FinancialChatRequest = z.object({
  message: freeText(2000).refine((text) => text.trim().length > 0, 'Message is required'),
  source: DataSource.default('playground'),
});
export type FinancialChatRequest = z.infer<typeof FinancialChatRequest>;

export const FinancialChatIntent = z.enum([
  'summary',
  'cash',
  'receivables',
  'overdue',
  'payables',
  'overdue_bills',
  'pay_bill',
  'forecast',
  'trial_balance',
  'profitability',
  'help',
]);
export type FinancialChatIntent = z.infer<typeof FinancialChatIntent>;

/** A reply in the message's language, computed from the ledger; `figures` carries the numbers it quotes. */
export const FinancialChatResponse = z.object({
  reply: z.string(),
  intent: FinancialChatIntent,
  language: z.enum(['en-US', 'pt-BR']),
  figures: z.record(z.string(), z.number()),
  /**
   * "pay bill B-… from operating cash": the payment the chat read, not made; the screen applies it by
   * POST /financial/bill-payments with these fields (as the Bills list's Pay form does).
   */
  bill_payment: z
    .object({ bill_id: z.string(), bill_number: z.string(), amount: Money, cash_account_id: z.string() })
    .optional(),
});
export type FinancialChatResponse = z.infer<typeof FinancialChatResponse>;

/* ---------- POST /financial/payments (F.01 Record Payment) ---------- */

/** A customer's payment of an invoice, in full or in part, into a cash or bank account. */
export const RecordPaymentRequest = z.object({
  invoice_id: Id,
  amount: z
    .number()
    .positive()
    .max(MAX_QUANTITY)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must be in whole cents'),
  /** The cash or bank account the money goes into; the operating bank account by default. */
  cash_account_id: Id.default('ACC-1010'),
  source: DataSource.default('playground'),
});
export type RecordPaymentRequest = z.infer<typeof RecordPaymentRequest>;

export const RecordPaymentResponse = z.object({
  /** The invoice after the payment: Paid once nothing is due. */
  invoice: Invoice,
  /** The posted journal entry (cash debited, receivables credited). */
  entry_id: z.string(),
  /** The dataset's version after the payment. */
  version: z.number().int(),
});
export type RecordPaymentResponse = z.infer<typeof RecordPaymentResponse>;
