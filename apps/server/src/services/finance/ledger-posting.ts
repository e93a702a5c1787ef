import { fromCents, type PostingLine, postingProblems, toCents } from '@takt/engine';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';

export interface NewJournalEntry {
  date: Date;
  description: string;
  reference: string | null;
  lines: PostingLine[];
}

/**
 * Writes a posted journal entry in the caller's transaction (which holds the dataset's write lock,
 * so the next entry number is the caller's alone). An entry whose lines do not balance, or name an
 * account the chart does not have, is a bug of the posting rule: it throws and the transaction (the
 * stock movement with it) writes nothing.
 */
export async function postJournalEntry(
  trx: Transaction<Database>,
  datasetId: string,
  entry: NewJournalEntry,
): Promise<string> {
  const q = scoped(trx, datasetId);
  const accounts = new Set(
    (await q.selectFrom('accounts').select('account_id').execute()).map((a) => a.account_id),
  );
  const problems = postingProblems(entry.lines, (id) => accounts.has(id));
  if (problems.length)
    throw new Error(`journal entry ${entry.description} cannot post: ${JSON.stringify(problems)}`);
  const last = await q
    .selectFrom('journal_entries')
    .select('entry_id')
    .where('entry_id', 'like', 'JE-%')
    .orderBy('entry_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const next = Number(last?.entry_id.slice(3) ?? 0) + 1;
  const entryId = `JE-${String(next).padStart(6, '0')}`;
  await q
    .insertInto('journal_entries', {
      entry_id: entryId,
      entry_date: entry.date,
      description: entry.description,
      reference: entry.reference,
      status: 'Posted',
    })
    .execute();
  await q
    .insertInto(
      'journal_lines',
      entry.lines.map((line, index) => ({
        entry_id: entryId,
        line_no: index + 1,
        account_id: line.accountId,
        debit: line.debit,
        credit: line.credit,
      })),
    )
    .execute();
  return entryId;
}

/** The sample chart's accounts a production completion posts to, by number. */
export const PRODUCTION_ACCOUNTS = {
  rawMaterials: '1200',
  workInProcess: '1210',
  finishedGoods: '1220',
  variances: '5100',
} as const;

export interface ConsumedComponent {
  materialId: string;
  quantity: number;
}

/**
 * The journal entry of a completed order, at standard cost: finished goods debited with the
 * product's standard cost × quantity; the components consumed credited to raw materials (bought) or
 * finished goods (made: a compound, a semi-finished part) at their standard cost; the rest is the
 * conversion (labor, overhead) absorbed from work in process, or, when the materials alone cost more
 * than the standard, a production variance. Balances in cents by construction. Undefined when the
 * dataset's chart lacks those accounts (an imported plant without the sample chart) or nothing is worth.
 */
export async function productionCompletionPosting(
  trx: Transaction<Database>,
  datasetId: string,
  order: { order_id: string; material: string; quantity: number },
  consumed: readonly ConsumedComponent[],
  at: Date,
): Promise<NewJournalEntry | undefined> {
  const q = scoped(trx, datasetId);
  const numbers = Object.values(PRODUCTION_ACCOUNTS);
  const accounts = await q
    .selectFrom('accounts')
    .select(['account_id', 'account_number'])
    .where('account_number', 'in', numbers)
    .execute();
  const idOf = new Map(accounts.map((a) => [a.account_number, a.account_id]));
  if (numbers.some((n) => !idOf.has(n))) return undefined;
  const ids = [order.material, ...consumed.map((c) => c.materialId)];
  const materials = await q
    .selectFrom('materials')
    .select(['material_id', 'standard_cost', 'procurement'])
    .where('material_id', 'in', ids)
    .execute();
  const master = new Map(materials.map((m) => [m.material_id, m]));
  const output = toCents(Number(master.get(order.material)?.standard_cost ?? 0) * order.quantity);
  let bought = 0;
  let made = 0;
  for (const component of consumed) {
    const m = master.get(component.materialId);
    const cents = toCents(Number(m?.standard_cost ?? 0) * component.quantity);
    if (m?.procurement === 'MAKE') made += cents;
    else bought += cents;
  }
  const conversion = output - bought - made;
  const account = (key: keyof typeof PRODUCTION_ACCOUNTS) => idOf.get(PRODUCTION_ACCOUNTS[key]) as string;
  const lines: PostingLine[] = [];
  const add = (key: keyof typeof PRODUCTION_ACCOUNTS, cents: number) => {
    if (cents > 0) lines.push({ accountId: account(key), debit: fromCents(cents), credit: 0 });
    if (cents < 0) lines.push({ accountId: account(key), debit: 0, credit: fromCents(-cents) });
  };
  add('finishedGoods', output - made);
  add('rawMaterials', -bought);
  if (conversion >= 0) add('workInProcess', -conversion);
  else add('variances', -conversion);
  if (lines.length === 0) return undefined;
  return {
    date: at,
    description: `Production receipt, order ${order.order_id} at standard cost`,
    reference: order.order_id,
    lines,
  };
}
