import { billDueAtMs, FIRST_BILL_NUMBER, openPayables, type PayableMovement } from '@takt/engine';
import type { BillRow, PlantTables } from './rows.ts';
import { iso } from './time.ts';

const PAYABLES = 'ACC-2000';
/** Who sent the payables that are not purchase orders, by the journal reference's prefix. */
const SERVICE_VENDORS: [RegExp, string][] = [
  [/^UTIL/, 'V-2014'],
  [/^(MNT|DT)-/, 'V-2013'],
];

/**
 * The supplier bills still open in the posted journal, so that their amounts due sum exactly to the
 * Accounts Payable (2000) balance. The journal credits payables per goods receipt, utility and
 * maintenance invoice, but its vendor payment runs name no bill: each run is applied to the oldest
 * payables first (openPayables), as a payment run is. What is left open becomes a bill raised on its
 * entry's date, due net 30; the opening balance was paid off by the first runs, so every open bill has
 * a document (a purchase order, or a service vendor by its reference).
 */
export function buildBills(
  tables: Pick<PlantTables, 'journal_entries' | 'journal_lines' | 'purchase_orders'>,
): BillRow[] {
  const entries = new Map(tables.journal_entries.map((e) => [e.entry_id, e]));
  const lines = tables.journal_lines
    .filter((l) => l.account_id === PAYABLES && entries.get(l.entry_id)?.status === 'Posted')
    .map((l) => ({ line: l, entry: entries.get(l.entry_id)! }))
    .sort(
      (a, b) =>
        a.entry.entry_date.localeCompare(b.entry.entry_date) ||
        a.entry.entry_id.localeCompare(b.entry.entry_id),
    );
  const movements: PayableMovement[] = lines.map(({ line, entry }) =>
    line.credit > 0
      ? { kind: 'bill', reference: entry.entry_id, amount: line.credit - line.debit }
      : { kind: 'payment', amount: line.debit - line.credit },
  );
  const { open, unapplied } = openPayables(movements);
  if (unapplied > 0) throw new Error(`vendor payment runs paid ${unapplied} beyond every payable`);
  const purchaseOrders = new Map(tables.purchase_orders.map((po) => [po.po_id, po]));
  return open.map((payable, i): BillRow => {
    const entry = entries.get(payable.reference)!;
    const po = entry.reference ? purchaseOrders.get(entry.reference) : undefined;
    const vendorId =
      po?.vendor_id ?? SERVICE_VENDORS.find(([pattern]) => pattern.test(entry.reference ?? ''))?.[1];
    if (!vendorId) throw new Error(`open payable ${entry.entry_id} (${entry.description}) has no vendor`);
    const number = FIRST_BILL_NUMBER + i;
    const billedAt = Date.parse(entry.entry_date);
    return {
      bill_id: `BILL-${number}`,
      bill_number: `B-${number}`,
      vendor_id: vendorId,
      po_id: po?.po_id ?? null,
      description: entry.description,
      bill_date: entry.entry_date,
      due_date: iso(billDueAtMs(billedAt)),
      amount: payable.amount,
      amount_due: payable.amountDue,
      status: 'Pending',
      created_at: entry.entry_date,
    };
  });
}
