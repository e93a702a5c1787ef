import type { GoodsReceiptRequest, GoodsReceiptResponse } from '@takt/contract';
import { fromCents, type PostingLine, toCents } from '@takt/engine';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, withWriteScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { postMovements } from '../inventory/stock-movements.ts';
import { raiseReceiptBill } from './bills.ts';
import { postJournalEntry } from './ledger-posting.ts';

/** The sample chart's accounts a goods receipt posts to, by number. */
export const RECEIPT_ACCOUNTS = { rawMaterials: '1200', payables: '2000', variances: '5100' } as const;

const RECEIVABLE_STATUSES = ['Open', 'In Transit'];

/**
 * Receives a purchase order whole: its status turns Received in one conditional statement (so of two
 * receipts at once exactly one books, the other gets 409), the stock comes in by postMovements, and
 * the journal entry is posted in the same transaction: raw materials debited at standard cost,
 * payables credited at the order's price, the difference a purchase price variance; and the supplier
 * bill for what payables were credited, so the open bills keep summing to the payables balance.
 */
export async function receivePurchaseOrder(
  db: Kysely<Database>,
  caller: Caller,
  request: GoodsReceiptRequest,
  now: Date,
): Promise<GoodsReceiptResponse> {
  const { result, version } = await withWriteScope(db, caller, request.source, (trx, datasetId) =>
    bookGoodsReceipt(trx, datasetId, { poId: request.po_id, location: request.location }, caller.userId, now),
  );
  return { ...result, version };
}

/**
 * A goods receipt in the caller's transaction (what `receivePurchaseOrder` books, and the sample
 * plant's roll-forward for the purchase orders due while it runs): PURCHASE_ORDER_NOT_FOUND, or
 * PURCHASE_ORDER_RECEIVED when it is not open or in transit.
 */
export async function bookGoodsReceipt(
  trx: Transaction<Database>,
  datasetId: string,
  request: { poId: string; location: GoodsReceiptRequest['location'] },
  userId: string | null,
  now: Date,
): Promise<Omit<GoodsReceiptResponse, 'version'>> {
  const q = scoped(trx, datasetId);
  const po = await q
    .updateTable('purchase_orders')
    .set({ status: 'Received' })
    .where('po_id', '=', request.poId)
    .where('status', 'in', RECEIVABLE_STATUSES)
    .returning(['po_id', 'material_id', 'quantity', 'unit_price', 'vendor_id'])
    .executeTakeFirst();
  if (!po) {
    const existing = await q
      .selectFrom('purchase_orders')
      .select('status')
      .where('po_id', '=', request.poId)
      .executeTakeFirst();
    if (!existing)
      throw new AppError('PURCHASE_ORDER_NOT_FOUND', { poId: request.poId }, [
        { field: 'body.po_id', message: 'no such purchase order' },
      ]);
    throw new AppError('PURCHASE_ORDER_RECEIVED', { poId: request.poId, status: existing.status });
  }
  const quantity = Number(po.quantity);
  await postMovements(trx, datasetId, [
    {
      materialId: po.material_id,
      from: null,
      to: request.location,
      quantity,
      kind: 'receipt',
      reason: `Goods receipt of purchase order ${po.po_id}`,
      reference: po.po_id,
      userId,
      at: now,
    },
  ]);
  const material = await q
    .selectFrom('materials')
    .select('standard_cost')
    .where('material_id', '=', po.material_id)
    .executeTakeFirst();
  const invoiced = toCents(quantity * Number(po.unit_price));
  const standard = toCents(quantity * Number(material?.standard_cost ?? po.unit_price));
  const accounts = await q
    .selectFrom('accounts')
    .select(['account_id', 'account_number'])
    .where('account_number', 'in', Object.values(RECEIPT_ACCOUNTS))
    .execute();
  const idOf = (number: string) => accounts.find((a) => a.account_number === number)?.account_id;
  const [rm, ap, pv] = [
    RECEIPT_ACCOUNTS.rawMaterials,
    RECEIPT_ACCOUNTS.payables,
    RECEIPT_ACCOUNTS.variances,
  ].map(idOf);
  if (!rm || !ap || !pv)
    throw new Error('the chart lacks raw materials, payables or variances to post a receipt');
  const lines: PostingLine[] = [];
  if (standard > 0) lines.push({ accountId: rm, debit: fromCents(standard), credit: 0 });
  const variance = invoiced - standard;
  if (variance > 0) lines.push({ accountId: pv, debit: fromCents(variance), credit: 0 });
  if (variance < 0) lines.push({ accountId: pv, debit: 0, credit: fromCents(-variance) });
  if (invoiced > 0) lines.push({ accountId: ap, debit: 0, credit: fromCents(invoiced) });
  const entryId = await postJournalEntry(trx, datasetId, {
    date: now,
    description: `Goods receipt ${po.po_id}`,
    reference: po.po_id,
    lines,
  });
  const billNumber =
    invoiced > 0
      ? await raiseReceiptBill(trx, datasetId, {
          poId: po.po_id,
          vendorId: po.vendor_id,
          materialId: po.material_id,
          amount: fromCents(invoiced),
          at: now,
        })
      : null;
  return {
    po_id: po.po_id,
    material_id: po.material_id,
    quantity,
    location: request.location,
    invoice_amount: fromCents(invoiced),
    standard_value: fromCents(standard),
    entry_id: entryId,
    bill_number: billNumber,
  };
}
