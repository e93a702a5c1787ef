import { fromCents, toCents } from './money.ts';
import type { PostingLine } from './posting.ts';

export interface LedgerAccount {
  accountId: string;
  normalBalance: 'DEBIT' | 'CREDIT';
}

export interface TrialBalanceLine {
  accountId: string;
  /** The net balance on its side: at most one of the two is non-zero. */
  debit: number;
  credit: number;
  /** Net balance signed by the account's normal side (positive: a normal balance). */
  balance: number;
}

export interface TrialBalance {
  lines: TrialBalanceLine[];
  totalDebit: number;
  totalCredit: number;
  balanced: boolean;
}

/**
 * The trial balance of posted lines: every account of the chart (in its order) with its net
 * balance on the debit or the credit side. Since every posting balances, the totals are equal;
 * `balanced` says so in cents, and would catch a line written around the posting rules.
 */
export function trialBalance(
  accounts: readonly LedgerAccount[],
  lines: readonly PostingLine[],
): TrialBalance {
  const net = new Map<string, number>();
  for (const line of lines)
    net.set(line.accountId, (net.get(line.accountId) ?? 0) + toCents(line.debit) - toCents(line.credit));
  let totalDebit = 0;
  let totalCredit = 0;
  const result = accounts.map(({ accountId, normalBalance }) => {
    const cents = net.get(accountId) ?? 0;
    if (cents > 0) totalDebit += cents;
    else totalCredit -= cents;
    return {
      accountId,
      debit: cents > 0 ? fromCents(cents) : 0,
      credit: cents < 0 ? fromCents(-cents) : 0,
      balance: fromCents(normalBalance === 'DEBIT' ? cents : -cents),
    };
  });
  // Lines on accounts outside the chart still count, so an orphan cannot hide an imbalance.
  const known = new Set(accounts.map((a) => a.accountId));
  for (const [accountId, cents] of net) {
    if (known.has(accountId)) continue;
    if (cents > 0) totalDebit += cents;
    else totalCredit -= cents;
  }
  return {
    lines: result,
    totalDebit: fromCents(totalDebit),
    totalCredit: fromCents(totalCredit),
    balanced: totalDebit === totalCredit,
  };
}

/** Net balance of the given accounts, debit positive (a cash account's balance). */
export function debitBalance(lines: readonly PostingLine[], accountId: string): number {
  let cents = 0;
  for (const line of lines)
    if (line.accountId === accountId) cents += toCents(line.debit) - toCents(line.credit);
  return fromCents(cents);
}
