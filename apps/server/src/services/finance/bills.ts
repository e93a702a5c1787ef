import type { Bill, BillsQuery } from '@takt/contract';
import { billDueAtMs, FIRST_BILL_NUMBER, roundMoney } from '@takt/engine';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';

const DAY_MS = 86_400_000;

/** The dataset's bills with their vendor's name (a bill of an unknown vendor keeps its id). */
function billsWithVendor(db: Kysely<Database>, datasetId: string) {
  return scoped(db, datasetId)
    .selectFrom('bills')
    .leftJoin('vendors', (join) =>
      join
        .onRef('vendors.vendor_id', '=', 'bills.vendor_id')
        .onRef('vendors.dataset_id', '=', 'bills.dataset_id'),
    );
}

/** Supplier bills, earliest due first; overdue = still owed after its due date (at the server's clock). */
export async function listBills(
  db: Kysely<Database>,
  datasetId: string | null,
  now: Date,
  filter: Omit<BillsQuery, 'source'> & { bill_id?: string },
): Promise<{ bills: Bill[]; total_count: number; total_due: number }> {
  if (!datasetId) return { bills: [], total_count: 0, total_due: 0 };
  let query = billsWithVendor(db, datasetId).select([
    'bills.bill_id',
    'bills.bill_number',
    'bills.vendor_id',
    'vendors.name as vendor_name',
    'bills.po_id',
    'bills.description',
    'bills.bill_date',
    'bills.due_date',
    'bills.amount',
    'bills.amount_due',
    'bills.status',
  ]);
  if (filter.bill_id) query = query.where('bills.bill_id', '=', filter.bill_id);
  if (filter.status) query = query.where('bills.status', '=', filter.status);
  if (filter.vendor_id) query = query.where('bills.vendor_id', '=', filter.vendor_id);
  if (filter.overdue_only)
    query = query.where('bills.status', '=', 'Pending').where('bills.due_date', '<', now);
  const rows = await query.orderBy('bills.due_date').orderBy('bills.bill_id').execute();
  const bills = rows.map((r): Bill => {
    const late = r.status === 'Pending' && r.due_date.getTime() < now.getTime();
    return {
      bill_id: r.bill_id,
      bill_number: r.bill_number,
      vendor_id: r.vendor_id,
      vendor_name: r.vendor_name ?? r.vendor_id,
      po_id: r.po_id,
      description: r.description,
      bill_date: r.bill_date.toISOString(),
      due_date: r.due_date.toISOString(),
      amount: roundMoney(Number(r.amount)),
      amount_due: roundMoney(Number(r.amount_due)),
      is_overdue: late,
      days_overdue: late ? Math.floor((now.getTime() - r.due_date.getTime()) / DAY_MS) : 0,
      status: r.status,
    };
  });
  return {
    bills: bills.slice(0, filter.limit),
    total_count: bills.length,
    total_due: roundMoney(bills.reduce((sum, b) => sum + b.amount_due, 0)),
  };
}

/** The open (Pending) bills' amounts due and due dates: what the plant owes its suppliers. */
export async function openBills(db: Kysely<Database>, datasetId: string | null) {
  if (!datasetId) return [];
  const rows = await billsWithVendor(db, datasetId)
    .select([
      'bills.bill_number',
      'bills.vendor_id',
      'vendors.name',
      'bills.po_id',
      'bills.due_date',
      'bills.amount_due',
    ])
    .where('bills.status', '=', 'Pending')
    .execute();
  return rows.map((r) => ({ ...r, amount_due: Number(r.amount_due) }));
}

/**
 * Raises the bill of a goods receipt in the caller's transaction (which holds the dataset's write
 * lock, so the next bill number is the caller's alone): the amount payables were credited, due on
 * the vendor's terms (the default net 30: vendors carry none). Returns the bill's number.
 */
export async function raiseReceiptBill(
  trx: Transaction<Database>,
  datasetId: string,
  receipt: { poId: string; vendorId: string; materialId: string; amount: number; at: Date },
): Promise<string> {
  const q = scoped(trx, datasetId);
  const ids = await q.selectFrom('bills').select('bill_id').where('bill_id', 'like', 'BILL-%').execute();
  const last = Math.max(FIRST_BILL_NUMBER - 1, ...ids.map((b) => Number(b.bill_id.slice(5)) || 0));
  const number = last + 1;
  await q
    .insertInto('bills', {
      bill_id: `BILL-${number}`,
      bill_number: `B-${number}`,
      vendor_id: receipt.vendorId,
      po_id: receipt.poId,
      description: `Goods receipt ${receipt.poId} ${receipt.materialId}`,
      bill_date: receipt.at,
      due_date: new Date(billDueAtMs(receipt.at.getTime())),
      amount: receipt.amount,
      amount_due: receipt.amount,
      status: 'Pending',
      created_at: receipt.at,
    })
    .execute();
  return `B-${number}`;
}
