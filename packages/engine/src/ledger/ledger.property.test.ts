import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postingProblems, transferPosting } from './posting.ts';
import { type LedgerAccount, trialBalance } from './trial-balance.ts';

const ACCOUNTS: LedgerAccount[] = [
  { accountId: 'CASH', normalBalance: 'DEBIT' },
  { accountId: 'RM', normalBalance: 'DEBIT' },
  { accountId: 'WIP', normalBalance: 'DEBIT' },
  { accountId: 'FG', normalBalance: 'DEBIT' },
  { accountId: 'AP', normalBalance: 'CREDIT' },
  { accountId: 'REV', normalBalance: 'CREDIT' },
];
const accountId = fc.constantFrom(...ACCOUNTS.map((a) => a.accountId));
const amount = fc.double({ min: 0, max: 1e7, noNaN: true });

/** Any posting the ledger may build: one debit account against any credits, amounts to the cent. */
const posting = fc
  .tuple(accountId, fc.array(fc.record({ accountId, amount }), { minLength: 1, maxLength: 8 }))
  .map(([debit, credits]) => transferPosting(debit, credits));

describe('ledger invariants', () => {
  it('every posting built by the ledger balances to the cent', () => {
    fc.assert(
      fc.property(posting, (lines) => {
        if (lines.length === 0) return;
        expect(postingProblems(lines)).toEqual([]);
      }),
    );
  });

  it('the trial balance has debits = credits after any sequence of postings', () => {
    fc.assert(
      fc.property(fc.array(posting, { maxLength: 40 }), (postings) => {
        const tb = trialBalance(ACCOUNTS, postings.flat());
        expect(tb.balanced).toBe(true);
        expect(tb.totalDebit).toBe(tb.totalCredit);
        for (const line of tb.lines) expect(line.debit === 0 || line.credit === 0).toBe(true);
      }),
    );
  });

  it('a line that does not balance is refused, and would show in the trial balance', () => {
    fc.assert(
      fc.property(posting, fc.integer({ min: 1, max: 100_000 }), (lines, extraCents) => {
        if (lines.length === 0) return;
        const skewed = [...lines, { accountId: 'CASH', debit: extraCents / 100, credit: 0 }];
        expect(postingProblems(skewed).map((p) => p.code)).toContain('UNBALANCED');
        expect(trialBalance(ACCOUNTS, skewed).balanced).toBe(false);
      }),
    );
  });
});
