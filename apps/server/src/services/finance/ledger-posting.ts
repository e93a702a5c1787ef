import { fromCents, inventoryAccountNumber, type PostingLine, postingProblems, toCents } from '@takt/engine';
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
  labor: '6000',
  variances: '5100',
} as const;

export interface ConsumedComponent {
  materialId: string;
  quantity: number;
}

/**
 * The journal entry of a completed order, at standard cost: the output debited, and each component
 * consumed credited, to the inventory account its material type is kept in (`inventoryAccountNumber`:
 * raw materials, work in process for compounds and semi-finished parts, finished goods), so the
 * accounts move exactly as MB51's stock value does. The rest of the output's standard cost is the
 * conversion (labor and overhead) absorbed into stock out of wages, or, when the materials alone cost
 * more than the standard, a production variance. Balances in cents by construction. Undefined when
 * the dataset's chart lacks those accounts (an imported plant without the sample chart) or nothing is worth.
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
    .select(['material_id', 'standard_cost', 'material_type'])
    .where('material_id', 'in', ids)
    .execute();
  const master = new Map(materials.map((m) => [m.material_id, m]));
  const net = new Map<string, number>();
  const move = (accountNumber: string, cents: number) =>
    net.set(accountNumber, (net.get(accountNumber) ?? 0) + cents);
  const atStandard = (materialId: string, quantity: number) =>
    toCents(Number(master.get(materialId)?.standard_cost ?? 0) * quantity);
  const output = atStandard(order.material, order.quantity);
  move(inventoryAccountNumber(master.get(order.material)?.material_type ?? ''), output);
  let materialsUsed = 0;
  for (const component of consumed) {
    const cents = atStandard(component.materialId, component.quantity);
    materialsUsed += cents;
    move(inventoryAccountNumber(master.get(component.materialId)?.material_type ?? ''), -cents);
  }
  const conversion = output - materialsUsed;
  move(conversion >= 0 ? PRODUCTION_ACCOUNTS.labor : PRODUCTION_ACCOUNTS.variances, -conversion);
  const lines: PostingLine[] = [];
  for (const [accountNumber, cents] of [...net].sort(([a], [b]) => a.localeCompare(b))) {
    const accountId = idOf.get(accountNumber) as string;
    if (cents > 0) lines.push({ accountId, debit: fromCents(cents), credit: 0 });
    if (cents < 0) lines.push({ accountId, debit: 0, credit: fromCents(-cents) });
  }
  if (lines.length === 0) return undefined;
  return {
    date: at,
    description: `Production receipt, order ${order.order_id} at standard cost`,
    reference: order.order_id,
    lines,
  };
}
