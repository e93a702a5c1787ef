import type { RecordPaymentRequest, RecordPaymentResponse } from '@takt/contract';
import { fromCents, toCents } from '@takt/engine';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, withWriteScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { listInvoices } from './documents.ts';
import { postJournalEntry } from './ledger-posting.ts';
import { isCashAccount } from './ledger-read.ts';

/** The sample chart's Accounts Receivable. */
export const RECEIVABLES_ACCOUNT_NUMBER = '1100';

/**
 * Records a customer's payment: the invoice's amount due falls by it in one conditional statement
 * (never below zero, so of two payments of the whole amount at once exactly one wins, the other gets
 * 409), Paid when nothing is left, and the journal entry (cash debited, receivables credited) is
 * posted in the same transaction.
 */
export async function recordPayment(
  db: Kysely<Database>,
  caller: Caller,
  request: RecordPaymentRequest,
  now: Date,
): Promise<RecordPaymentResponse> {
  const amount = fromCents(toCents(request.amount));
  const { result, version } = await withWriteScope(db, caller, request.source, async (trx, datasetId) => {
    const q = scoped(trx, datasetId);
    const accounts = await q.selectFrom('accounts').selectAll().execute();
    const cash = accounts.find((a) => a.account_id === request.cash_account_id);
    if (!cash || !isCashAccount(cash) || !cash.is_active)
      throw new AppError('NOT_CASH_ACCOUNT', { accountId: request.cash_account_id }, [
        { field: 'body.cash_account_id', message: 'must be an active cash or bank account' },
      ]);
    const receivables = accounts.find((a) => a.account_number === RECEIVABLES_ACCOUNT_NUMBER);
    if (!receivables) throw new Error('the chart has no Accounts Receivable (1100) to credit');
    const paid = await q
      .updateTable('invoices')
      .set({
        amount_due: sql<number>`round((amount_due - ${amount})::numeric, 2)::double precision`,
        status: sql<
          'Pending' | 'Paid'
        >`case when amount_due - ${amount} < 0.005 then 'Paid' else 'Pending' end`,
      })
      .where('invoice_id', '=', request.invoice_id)
      .where('status', '=', 'Pending')
      .where(sql<boolean>`amount_due >= ${amount} - 0.005`)
      .returning(['invoice_number'])
      .executeTakeFirst();
    if (!paid) {
      const invoice = await q
        .selectFrom('invoices')
        .select(['amount_due'])
        .where('invoice_id', '=', request.invoice_id)
        .executeTakeFirst();
      if (!invoice)
        throw new AppError('INVOICE_NOT_FOUND', { invoiceId: request.invoice_id }, [
          { field: 'body.invoice_id', message: 'no such invoice' },
        ]);
      throw new AppError(
        'PAYMENT_EXCEEDS_DUE',
        { invoiceId: request.invoice_id, amount, due: Number(invoice.amount_due) },
        [{ field: 'body.amount', message: `must not exceed the ${Number(invoice.amount_due)} still due` }],
      );
    }
    const entryId = await postJournalEntry(trx, datasetId, {
      date: now,
      description: `Payment received ${paid.invoice_number}`,
      reference: paid.invoice_number,
      lines: [
        { accountId: cash.account_id, debit: amount, credit: 0 },
        { accountId: receivables.account_id, debit: 0, credit: amount },
      ],
    });
    return { datasetId, entryId };
  });
  const { invoices } = await listInvoices(db, result.datasetId, now, {
    limit: 1,
    invoice_id: request.invoice_id,
  });
  const invoice = invoices.find((i) => i.invoice_id === request.invoice_id);
  if (!invoice) throw new Error(`invoice ${request.invoice_id} vanished after its payment`);
  return { invoice, entry_id: result.entryId, version };
}
