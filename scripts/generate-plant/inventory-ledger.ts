import { inventoryAccountNumber } from '@takt/engine';
import type { PlantTables } from './rows.ts';
import { money } from './time.ts';

/** The sample chart's inventory accounts, by id. */
export const INVENTORY_ACCOUNTS = ['ACC-1200', 'ACC-1210', 'ACC-1220'] as const;
type InventoryAccount = (typeof INVENTORY_ACCOUNTS)[number];

const OPENING = 'Opening balances';
const ISSUES = 'Material issues to production';
const RECEIPTS = 'Production receipts to finished goods';
const RETAINED_EARNINGS = 'ACC-3100';

/** Stock at standard cost by inventory account, to the cent: what GET /inventory/value adds up. */
export function stockValueByAccount(
  tables: Pick<PlantTables, 'inventory' | 'materials'>,
): Record<InventoryAccount, number> {
  const materials = new Map(tables.materials.map((m) => [m.material_id, m]));
  const value: Record<InventoryAccount, number> = { 'ACC-1200': 0, 'ACC-1210': 0, 'ACC-1220': 0 };
  for (const row of tables.inventory) {
    const material = materials.get(row.material_id);
    if (!material) continue;
    const account = `ACC-${inventoryAccountNumber(material.material_type)}` as InventoryAccount;
    value[account] += row.on_hand * Number(material.standard_cost ?? 0);
  }
  return {
    'ACC-1200': money(value['ACC-1200']),
    'ACC-1210': money(value['ACC-1210']),
    'ACC-1220': money(value['ACC-1220']),
  };
}

/**
 * Makes the journal's inventory accounts close at the stock's standard-cost value, as a perpetual
 * inventory ledger does (otherwise F.01 showed raw materials and work in process with credit
 * balances, and the ledger disagreed with MB51). Finished goods keep their opening balance and take
 * in what was sold plus their growth to the stock on hand; work in process issues what it passed
 * on plus its growth; raw materials open at what the issues, less the purchases, leave at the stock
 * value. The weekly amounts keep their drawn proportions (scaled, to the cent; the last week takes
 * the rounding), so no pseudo-random draw moves and every other table stays as it was. Retained
 * earnings close the opening entry again.
 */
export function reconcileInventoryLedger(tables: PlantTables): void {
  const target = stockValueByAccount(tables);
  const entries = new Map(tables.journal_entries.map((e) => [e.entry_id, e]));
  const posted = tables.journal_lines.filter((l) => entries.get(l.entry_id)?.status === 'Posted');
  const sum = (account: string, keep: (description: string) => boolean) =>
    money(
      posted
        .filter((l) => l.account_id === account && keep(entries.get(l.entry_id)!.description))
        .reduce((s, l) => s + l.debit - l.credit, 0),
    );
  const other = (d: string) => d !== OPENING && d !== ISSUES && d !== RECEIPTS;
  const is = (wanted: string) => (d: string) => d === wanted;

  const fgOpening = sum('ACC-1220', is(OPENING));
  const receiptsTotal = money(target['ACC-1220'] - fgOpening - sum('ACC-1220', other));
  rescale(tables, entries, RECEIPTS, 'ACC-1220', 'ACC-1210', receiptsTotal);
  const wipOpening = sum('ACC-1210', is(OPENING));
  const issuesTotal = money(target['ACC-1210'] - wipOpening + receiptsTotal - sum('ACC-1210', other));
  rescale(tables, entries, ISSUES, 'ACC-1210', 'ACC-1200', issuesTotal);
  const rawOpening = money(target['ACC-1200'] + issuesTotal - sum('ACC-1200', other));
  if (receiptsTotal <= 0 || issuesTotal <= 0 || rawOpening <= 0)
    throw new Error(
      `inventory flows cannot close at the stock value: ${receiptsTotal} ${issuesTotal} ${rawOpening}`,
    );

  const opening = tables.journal_lines.filter((l) => entries.get(l.entry_id)?.description === OPENING);
  const raw = opening.find((l) => l.account_id === 'ACC-1200')!;
  raw.debit = rawOpening;
  const retained = opening.find((l) => l.account_id === RETAINED_EARNINGS)!;
  const others = opening.filter((l) => l !== retained);
  retained.credit = money(others.reduce((s, l) => s + l.debit - l.credit, 0));
}

/** Scales the weekly entries called `description` (debit `debit`, credit `credit`) to sum to `total`. */
function rescale(
  tables: PlantTables,
  entries: Map<string, PlantTables['journal_entries'][number]>,
  description: string,
  debit: string,
  credit: string,
  total: number,
): void {
  const ids = tables.journal_entries
    .filter((e) => e.description === description && e.status === 'Posted')
    .map((e) => e.entry_id);
  const lines = (id: string) => tables.journal_lines.filter((l) => l.entry_id === id);
  const drawn = ids.map((id) => lines(id).find((l) => l.account_id === debit)!.debit);
  const drawnTotal = drawn.reduce((s, v) => s + v, 0);
  let left = total;
  ids.forEach((id, index) => {
    const amount = index === ids.length - 1 ? money(left) : money((drawn[index]! / drawnTotal) * total);
    left = money(left - amount);
    for (const line of lines(id)) {
      if (line.account_id === debit) line.debit = amount;
      if (line.account_id === credit) line.credit = amount;
    }
    if (!entries.has(id)) throw new Error(`no entry ${id}`);
  });
}
