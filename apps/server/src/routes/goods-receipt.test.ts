import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { scoped } from '../db/scoped.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const receive = (user: string, payload: Record<string, unknown>, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inventory/goods-receipt',
    headers: { ...asUser(user), ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });
const get = async (user: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: asUser(user) })).json();

async function onHandMain(user: string, materialId: string) {
  const { dataset_id } = await t.database.db
    .selectFrom('datasets')
    .select('dataset_id')
    .where('owner_id', '=', user)
    .where('kind', '=', 'playground')
    .executeTakeFirstOrThrow();
  const row = await scoped(t.database.db, dataset_id)
    .selectFrom('inventory')
    .select('on_hand')
    .where('material_id', '=', materialId)
    .where('location_id', '=', 'MAIN')
    .executeTakeFirst();
  return Number(row?.on_hand ?? 0);
}

describe('POST /api/inventory/goods-receipt: stock in and its posting in one transaction', () => {
  it('brings the order in and posts raw materials at standard cost, payables at its price, the variance between', async () => {
    // PO-45013: 150 kg of RM-778 at 5.0742 = 761.13 owed; standard 4.95/kg = 742.50; variance 18.63.
    await receive('gr-a', { po_id: 'PO-45017' }); // makes gr-a's playground
    const before = await onHandMain('gr-a', 'RM-778');
    const res = await receive('gr-a', { po_id: 'PO-45013' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      po_id: 'PO-45013',
      material_id: 'RM-778',
      quantity: 150,
      location: 'MAIN',
      invoice_amount: 761.13,
      standard_value: 742.5,
    });
    expect(await onHandMain('gr-a', 'RM-778')).toBeCloseTo(before + 150, 2);
    const [entry] = (await get('gr-a', '/api/financial/journal-entries?status=Posted&limit=1')).entries;
    expect(entry.entry_id).toBe(res.json().entry_id);
    expect(
      entry.lines.map((l: { account_number: string; debit: number; credit: number }) => [
        l.account_number,
        l.debit,
        l.credit,
      ]),
    ).toEqual([
      ['1200', 742.5, 0],
      ['5100', 18.63, 0],
      ['2000', 0, 761.13],
    ]);
    expect((await get('gr-a', '/api/financial/trial-balance')).balanced).toBe(true);
    // Received, it is no longer a planned purchase in the cash forecast.
    const forecast = await get('gr-a', '/api/financial/forecast-cash-flow?days=365');
    expect(forecast.items.map((i: { reference: string }) => i.reference)).not.toContain('PO-45013');
  });

  it('refuses an order already received and an unknown one, in the caller’s language', async () => {
    const again = await receive('gr-b', { po_id: 'PO-45001' }, 'pt-BR');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PURCHASE_ORDER_RECEIVED' });
    expect(again.json().error).toContain('não está aberto');
    const unknown = await receive('gr-b', { po_id: 'PO-00000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details[0].field).toBe('body.po_id');
  });

  it('books a receipt once when four requests receive the same order at once', async () => {
    await receive('gr-c', { po_id: 'PO-45017' });
    const before = await onHandMain('gr-c', 'RM-EPDM-50');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => receive('gr-c', { po_id: 'PO-45019' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await onHandMain('gr-c', 'RM-EPDM-50')).toBeCloseTo(before + 12000, 2);
    const entries = (await get('gr-c', '/api/financial/journal-entries?status=Posted&limit=500')).entries;
    expect(entries.filter((e: { reference: string }) => e.reference === 'PO-45019')).toHaveLength(1);
  });
});
