import type { BillPaymentRequest, BillPaymentResponse } from '@takt/contract';
import { fromCents, toCents } from '@takt/engine';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, withWriteScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { listBills } from './bills.ts';
import { PAYABLES_ACCOUNT_NUMBER } from './cash-and-balances.ts';
import { postJournalEntry } from './ledger-posting.ts';
import { isCashAccount } from './ledger-read.ts';

/**
 * Pays a supplier bill: its amount due falls by the payment in one conditional statement (never below
 * zero, so of two payments of the whole amount at once exactly one wins, the other gets 409), Paid when
 * nothing is left, and the journal entry (payables debited, cash credited) is posted in the same
 * transaction, so the open bills keep summing to the payables balance.
 */
export async function payBill(
  db: Kysely<Database>,
  caller: Caller,
  request: BillPaymentRequest,
  now: Date,
): Promise<BillPaymentResponse> {
  const amount = fromCents(toCents(request.amount));
  const { result, version } = await withWriteScope(db, caller, request.source, async (trx, datasetId) => {
    const q = scoped(trx, datasetId);
    const accounts = await q.selectFrom('accounts').selectAll().execute();
    const cash = accounts.find((a) => a.account_id === request.cash_account_id);
    if (!cash || !isCashAccount(cash) || !cash.is_active)
      throw new AppError('NOT_CASH_ACCOUNT', { accountId: request.cash_account_id }, [
        { field: 'body.cash_account_id', message: 'must be an active cash or bank account' },
      ]);
    const payables = accounts.find((a) => a.account_number === PAYABLES_ACCOUNT_NUMBER);
    if (!payables) throw new Error('the chart has no Accounts Payable (2000) to debit');
    const paid = await q
      .updateTable('bills')
      .set({
        amount_due: sql<number>`greatest(round((amount_due - ${amount})::numeric, 2), 0)::double precision`,
        status: sql<
          'Pending' | 'Paid'
        >`case when amount_due - ${amount} < 0.005 then 'Paid' else 'Pending' end`,
      })
      .where('bill_id', '=', request.bill_id)
      .where('status', '=', 'Pending')
      .where(sql<boolean>`amount_due >= ${amount} - 0.005`)
      .returning(['bill_number'])
      .executeTakeFirst();
    if (!paid) {
      const bill = await q
        .selectFrom('bills')
        .select(['amount_due', 'status', 'bill_number'])
        .where('bill_id', '=', request.bill_id)
        .executeTakeFirst();
      if (!bill)
        throw new AppError('BILL_NOT_FOUND', { billId: request.bill_id }, [
          { field: 'body.bill_id', message: 'no such bill' },
        ]);
      if (bill.status === 'Paid') throw new AppError('BILL_PAID', { billNumber: bill.bill_number });
      throw new AppError(
        'BILL_PAYMENT_EXCEEDS_DUE',
        { billNumber: bill.bill_number, amount, due: Number(bill.amount_due) },
        [{ field: 'body.amount', message: `must not exceed the ${Number(bill.amount_due)} still due` }],
      );
    }
    const entryId = await postJournalEntry(trx, datasetId, {
      date: now,
      description: `Supplier payment ${paid.bill_number}`,
      reference: paid.bill_number,
      lines: [
        { accountId: payables.account_id, debit: amount, credit: 0 },
        { accountId: cash.account_id, debit: 0, credit: amount },
      ],
    });
    return { datasetId, entryId };
  });
  const { bills } = await listBills(db, result.datasetId, now, { limit: 1, bill_id: request.bill_id });
  const bill = bills.find((b) => b.bill_id === request.bill_id);
  if (!bill) throw new Error(`bill ${request.bill_id} vanished after its payment`);
  return { bill, entry_id: result.entryId, version };
}
