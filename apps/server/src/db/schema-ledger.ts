import type { Generated } from 'kysely';
import type { GeneratedTimestamp, Scoped, Timestamp } from './column-types.ts';

/** The small ledger's tables (chart of accounts, customer invoices, the journal), part of each dataset. */

export interface AccountsTable extends Scoped {
  account_id: string;
  account_number: string;
  account_name: string;
  account_type: string;
  description: string | null;
  normal_balance: 'DEBIT' | 'CREDIT';
  is_active: Generated<boolean>;
}

export interface InvoicesTable extends Scoped {
  invoice_id: string;
  invoice_number: string;
  customer_id: string;
  invoice_date: Timestamp;
  due_date: Timestamp;
  total_amount: number;
  amount_due: number;
  status: 'Pending' | 'Paid';
}

/** A supplier bill: Overdue is not stored, it is a Pending bill past its due date at the plant's clock. */
export interface BillsTable extends Scoped {
  bill_id: string;
  bill_number: string;
  vendor_id: string;
  po_id: string | null;
  description: string;
  bill_date: Timestamp;
  due_date: Timestamp;
  amount: number;
  amount_due: number;
  status: 'Pending' | 'Paid';
  created_at: GeneratedTimestamp;
}

export interface JournalEntriesTable extends Scoped {
  entry_id: string;
  entry_date: Timestamp;
  description: string;
  reference: string | null;
  status: 'Posted' | 'Draft';
}

export interface JournalLinesTable extends Scoped {
  entry_id: string;
  line_no: number;
  account_id: string;
  debit: Generated<number>;
  credit: Generated<number>;
}
