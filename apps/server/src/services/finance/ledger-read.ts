import { type LedgerAccount, type PostingLine, trialBalance } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { endOfPlantDay, plantDate } from '../../time/plant-clock.ts';
import { plantTimeZone } from '../plant-time.ts';

export type AccountRow = Awaited<ReturnType<typeof loadAccounts>>[number];

export async function loadAccounts(db: Kysely<Database>, datasetId: string | null) {
  if (!datasetId) return [];
  return scoped(db, datasetId).selectFrom('accounts').selectAll().orderBy('account_number').execute();
}

/** Cash and bank accounts: ASSET accounts whose name or description says cash or bank. */
export const isCashAccount = (account: { account_type: string; account_name: string }) =>
  account.account_type === 'ASSET' && /\b(cash|bank)\b/i.test(account.account_name);

/** Posted lines of entries dated up to the end of `asOfDate` (plant time); all posted lines without one. */
export async function loadPostedLines(
  db: Kysely<Database>,
  datasetId: string | null,
  until?: Date,
): Promise<PostingLine[]> {
  if (!datasetId) return [];
  let query = scoped(db, datasetId)
    .selectFrom('journal_lines')
    .innerJoin('journal_entries', (join) =>
      join
        .onRef('journal_entries.entry_id', '=', 'journal_lines.entry_id')
        .onRef('journal_entries.dataset_id', '=', 'journal_lines.dataset_id'),
    )
    .select(['journal_lines.account_id', 'journal_lines.debit', 'journal_lines.credit'])
    .where('journal_entries.status', '=', 'Posted');
  if (until) query = query.where('journal_entries.entry_date', '<=', until);
  const rows = await query.execute();
  return rows.map((r) => ({ accountId: r.account_id, debit: Number(r.debit), credit: Number(r.credit) }));
}

/** Today in the plant's time zone, and the instant that ends it. */
export async function plantToday(db: Kysely<Database>, datasetId: string | null, now: Date) {
  const timeZone = await plantTimeZone(db, datasetId);
  const today = plantDate(now, timeZone);
  return { timeZone, today, endOfDay: (date: string) => endOfPlantDay(date, timeZone) as Date };
}

export interface LedgerSnapshot {
  accounts: AccountRow[];
  asOfDate: string;
  trial: ReturnType<typeof trialBalance>;
}

/** The chart and the trial balance of posted entries up to the end of a plant day (default today). */
export async function ledgerSnapshot(
  db: Kysely<Database>,
  datasetId: string | null,
  now: Date,
  asOfDate?: string,
): Promise<LedgerSnapshot> {
  const clock = await plantToday(db, datasetId, now);
  const date = asOfDate ?? clock.today;
  const [accounts, lines] = await Promise.all([
    loadAccounts(db, datasetId),
    loadPostedLines(db, datasetId, clock.endOfDay(date)),
  ]);
  const chart: LedgerAccount[] = accounts.map((a) => ({
    accountId: a.account_id,
    normalBalance: a.normal_balance,
  }));
  return { accounts, asOfDate: date, trial: trialBalance(chart, lines) };
}

/** The signed balance (normal side positive) of one account in a snapshot. */
export const balanceOf = (snapshot: LedgerSnapshot, accountId: string): number =>
  snapshot.trial.lines.find((l) => l.accountId === accountId)?.balance ?? 0;
