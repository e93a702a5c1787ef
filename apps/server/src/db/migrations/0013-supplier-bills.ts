import { type Kysely, sql } from 'kysely';

/**
 * Supplier bills (issue 16): what the plant owes a vendor, one document per goods receipt (or service
 * invoice), with its due date, so that payables can be paid, aged and forecast. The open bills'
 * amounts due sum to the Accounts Payable balance. A purchase order is billed at most once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table bills (
    dataset_id text not null references datasets on delete cascade,
    bill_id text not null,
    bill_number text not null,
    vendor_id text not null,
    po_id text,
    description text not null,
    bill_date timestamptz not null,
    due_date timestamptz not null,
    amount double precision not null check (amount > 0),
    amount_due double precision not null check (amount_due >= 0 and amount_due <= amount),
    status text not null check (status in ('Pending', 'Paid')),
    created_at timestamptz not null default now(),
    primary key (dataset_id, bill_id),
    unique (dataset_id, bill_number)
  )`.execute(db);
  await sql`create unique index bills_one_per_purchase_order on bills (dataset_id, po_id) where po_id is not null`.execute(
    db,
  );
  await sql`create index bills_open_by_due on bills (dataset_id, status, due_date)`.execute(db);
}
