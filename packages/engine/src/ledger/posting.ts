import { fromCents, toCents } from './money.ts';

export interface PostingLine {
  accountId: string;
  debit: number;
  credit: number;
}

export type PostingProblem =
  | { code: 'EMPTY' }
  | { code: 'LINE_SIDES'; index: number }
  | { code: 'NEGATIVE'; index: number }
  | { code: 'UNKNOWN_ACCOUNT'; index: number; accountId: string }
  | { code: 'UNBALANCED'; debit: number; credit: number };

/**
 * Why a journal entry may not be posted: no lines with an amount, a line carrying both sides or a
 * negative amount, an account not in the chart, or debits ≠ credits (compared in cents). Empty: it may.
 */
export function postingProblems(
  lines: readonly PostingLine[],
  knownAccount: (accountId: string) => boolean = () => true,
): PostingProblem[] {
  const problems: PostingProblem[] = [];
  let debit = 0;
  let credit = 0;
  lines.forEach((line, index) => {
    const d = toCents(line.debit);
    const c = toCents(line.credit);
    if (d < 0 || c < 0 || !Number.isFinite(line.debit) || !Number.isFinite(line.credit))
      problems.push({ code: 'NEGATIVE', index });
    else if (d > 0 && c > 0) problems.push({ code: 'LINE_SIDES', index });
    if (!knownAccount(line.accountId))
      problems.push({ code: 'UNKNOWN_ACCOUNT', index, accountId: line.accountId });
    debit += d;
    credit += c;
  });
  if (debit === 0 && credit === 0) problems.push({ code: 'EMPTY' });
  else if (debit !== credit)
    problems.push({ code: 'UNBALANCED', debit: fromCents(debit), credit: fromCents(credit) });
  return problems;
}

/**
 * The lines of a posting that moves `amounts` (each rounded to the cent) from credit accounts to
 * one debit account: the debit is the sum of the rounded credits, so it balances by construction.
 * Zero amounts are left out; no amount at all gives no lines.
 */
export function transferPosting(
  debitAccountId: string,
  credits: readonly { accountId: string; amount: number }[],
): PostingLine[] {
  const lines: PostingLine[] = [];
  let total = 0;
  for (const { accountId, amount } of credits) {
    const cents = toCents(amount);
    if (cents <= 0) continue;
    total += cents;
    lines.push({ accountId, debit: 0, credit: fromCents(cents) });
  }
  if (total === 0) return [];
  return [{ accountId: debitAccountId, debit: fromCents(total), credit: 0 }, ...lines];
}
