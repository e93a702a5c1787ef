import { inventoryAccountNumber } from '@takt/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { DEFAULT_DATASET_ID } from '../db/scope.ts';
import { scoped } from '../db/scoped.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const cents = (value: number) => Math.round(value * 100);
const INVENTORY = ['1200', '1210', '1220'];

async function call(user: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: asUser(user), ...(payload ? { payload } : {}) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json();
}

async function datasetOf(user: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('datasets')
    .select('dataset_id')
    .where('owner_id', '=', user)
    .where('kind', '=', 'playground')
    .executeTakeFirst();
  return row?.dataset_id ?? DEFAULT_DATASET_ID;
}

/** Stock on hand at standard cost, in cents, by the inventory account its material type is kept in. */
async function stockByAccount(user: string): Promise<Record<string, number>> {
  const rows = await scoped(t.database.db, await datasetOf(user))
    .selectFrom('inventory as i')
    .innerJoin('materials as m', (join) =>
      join.onRef('m.material_id', '=', 'i.material_id').onRef('m.dataset_id', '=', 'i.dataset_id'),
    )
    .select(['i.on_hand', 'm.standard_cost', 'm.material_type'])
    .execute();
  const value: Record<string, number> = { 1200: 0, 1210: 0, 1220: 0 };
  for (const row of rows)
    value[inventoryAccountNumber(row.material_type)]! += Number(row.on_hand) * Number(row.standard_cost);
  return Object.fromEntries(Object.entries(value).map(([account, v]) => [account, cents(v)]));
}

/** The inventory accounts' balances on F.01's trial balance, in cents. */
async function ledgerByAccount(user: string): Promise<Record<string, number>> {
  const tb = await call(user, 'GET', '/api/financial/trial-balance');
  return Object.fromEntries(
    INVENTORY.map((number) => {
      const row = tb.rows.find((r: { account_number: string }) => r.account_number === number);
      return [number, cents(row.debit) - cents(row.credit)];
    }),
  );
}

describe('the inventory accounts stay reconciled with the stock value (issue 16)', () => {
  it('on the sample plant: raw materials, work in process and finished goods each equal their stock at standard cost', async () => {
    expect(await ledgerByAccount('rec-view')).toEqual(await stockByAccount('rec-view'));
  });

  it('after completions (backflushing made and bought parts) and a goods receipt, each account moved as its stock did', async () => {
    const user = 'rec-a';
    const before = { ledger: await ledgerByAccount(user), stock: await stockByAccount(user) };
    for (const [id, material, quantity] of [
      ['RC-1', 'CMP-NR70', 40],
      ['RC-2', 'FG-OS-3552', 250],
    ] as const) {
      let order = await call(user, 'POST', '/api/orders/create', { order_id: id, material, quantity });
      for (const action of ['release', 'confirm', 'complete'])
        order = await call(user, 'POST', `/api/orders/${action}`, {
          order_id: order.order_id,
          version: order.version,
        });
    }
    await call(user, 'POST', '/api/inventory/goods-receipt', { po_id: 'PO-45013' });
    const after = { ledger: await ledgerByAccount(user), stock: await stockByAccount(user) };
    for (const account of INVENTORY) {
      const moved = after.stock[account]! - before.stock[account]!;
      // Each posting rounds its lines to the cent: at most a cent a line apart.
      expect(Math.abs(after.ledger[account]! - before.ledger[account]! - moved), account).toBeLessThanOrEqual(
        3,
      );
    }
    expect(after.stock['1220']).toBeGreaterThan(before.stock['1220']!);
  });
});
