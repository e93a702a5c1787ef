import type { CashPosition, FinancialSummaryResponse, TrialBalanceResponse } from '@takt/contract';
import { roundMoney } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { openBills } from './bills.ts';
import { balanceOf, isCashAccount, type LedgerSnapshot, ledgerSnapshot } from './ledger-read.ts';

/** The plant's Accounts Payable account (the sample chart's 2000). */
export const PAYABLES_ACCOUNT_NUMBER = '2000';

export function cashPositionOf(snapshot: LedgerSnapshot): CashPosition {
  const byAccount = snapshot.accounts.filter(isCashAccount).map((a) => ({
    account_id: a.account_id,
    account_number: a.account_number,
    account_name: a.account_name,
    balance: balanceOf(snapshot, a.account_id),
  }));
  return {
    total_cash: roundMoney(byAccount.reduce((sum, a) => sum + a.balance, 0)),
    by_account: byAccount,
  };
}

export function trialBalanceOf(snapshot: LedgerSnapshot): TrialBalanceResponse {
  const byId = new Map(snapshot.accounts.map((a) => [a.account_id, a]));
  return {
    as_of_date: snapshot.asOfDate,
    rows: snapshot.trial.lines.flatMap((line) => {
      const account = byId.get(line.accountId);
      if (!account) return [];
      return [
        {
          account_id: account.account_id,
          account_number: account.account_number,
          account_name: account.account_name,
          account_type: account.account_type,
          normal_balance: account.normal_balance,
          debit: line.debit,
          credit: line.credit,
        },
      ];
    }),
    total_debit: snapshot.trial.totalDebit,
    total_credit: snapshot.trial.totalCredit,
    balanced: snapshot.trial.balanced,
  };
}

/**
 * §3 Financial summary, from the posted ledger, the open invoices and the open supplier bills, at
 * today's plant date. Payables are the open bills (equal to the 2000 balance, which every bill and
 * supplier payment moves in the same transaction); pending payments keep the contract's one meaning:
 * customer invoices awaiting payment.
 */
export async function financialSummary(
  db: Kysely<Database>,
  datasetId: string | null,
  now: Date,
): Promise<FinancialSummaryResponse> {
  const snapshot = await ledgerSnapshot(db, datasetId, now);
  const open = datasetId
    ? await scoped(db, datasetId)
        .selectFrom('invoices')
        .select(['amount_due', 'due_date'])
        .where('status', '=', 'Pending')
        .execute()
    : [];
  const overdue = open.filter((i) => i.due_date.getTime() < now.getTime());
  const drafts = datasetId
    ? await scoped(db, datasetId)
        .selectFrom('journal_entries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'Draft')
        .executeTakeFirstOrThrow()
    : { n: '0' };
  const bills = await openBills(db, datasetId);
  const overdueBills = bills.filter((b) => b.due_date.getTime() < now.getTime());
  const sum = (rows: { amount_due: number }[]) =>
    roundMoney(rows.reduce((s, r) => s + Number(r.amount_due), 0));
  return {
    as_of_date: snapshot.asOfDate,
    cash_position: cashPositionOf(snapshot),
    accounts_receivable: {
      total: sum(open),
      overdue: sum(overdue),
      open_count: open.length,
      overdue_count: overdue.length,
    },
    accounts_payable: {
      total: sum(bills),
      overdue: sum(overdueBills),
      open_count: bills.length,
      overdue_count: overdueBills.length,
    },
    pending_payments: { count: open.length, amount: sum(open) },
    draft_entries: Number(drafts.n),
  };
}
