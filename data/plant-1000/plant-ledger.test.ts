import { INVENTORY_ACCOUNT_BY_TYPE } from '@takt/engine';
import { describe, expect, it } from 'vitest';
import { INVENTORY_ACCOUNTS, stockValueByAccount } from '../../scripts/generate-plant/inventory-ledger.ts';
import { plant } from './seed-files.ts';

const cents = (value: number) => Math.round(value * 100);

function postedBalance(accountId: string): number {
  const posted = new Set(plant.journal_entries.filter((e) => e.status === 'Posted').map((e) => e.entry_id));
  return plant.journal_lines
    .filter((l) => l.account_id === accountId && posted.has(l.entry_id))
    .reduce((sum, l) => sum + cents(l.debit) - cents(l.credit), 0);
}

describe('the inventory accounts of Plant 1000 (issue 16)', () => {
  it('close at the stock on hand at standard cost, account by account, as MB51 values it', () => {
    const value = stockValueByAccount(plant);
    for (const account of INVENTORY_ACCOUNTS) {
      expect(value[account]).toBeGreaterThan(0);
      expect(postedBalance(account), account).toBe(cents(value[account]));
    }
    // Every stocked material type has its account by name, none by the fallback.
    const materials = new Map(plant.materials.map((m) => [m.material_id, m]));
    for (const row of plant.inventory)
      expect(INVENTORY_ACCOUNT_BY_TYPE[materials.get(row.material_id)!.material_type]).toBeDefined();
  });

  it('never carries a debit-normal asset with a credit balance, and every entry balances', () => {
    for (const account of plant.accounts.filter(
      (a) => a.account_type === 'ASSET' && a.account_number !== '1590',
    ))
      expect(postedBalance(account.account_id), account.account_number).toBeGreaterThanOrEqual(0);
    const byEntry = new Map<string, number>();
    for (const l of plant.journal_lines)
      byEntry.set(l.entry_id, (byEntry.get(l.entry_id) ?? 0) + cents(l.debit) - cents(l.credit));
    expect([...byEntry.values()].every((v) => v === 0)).toBe(true);
  });
});
