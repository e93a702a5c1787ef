import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { TEST_NOW } from '../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ship = (user: string, sales_order_id: string, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inventory/shipment',
    headers: { ...asUser(user), ...(lang ? { 'accept-language': lang } : {}) },
    payload: { sales_order_id },
  });
const get = async (user: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: asUser(user) })).json();

type Line = { account_number: string; debit: number; credit: number };
const lines = (entry: { lines: Line[] }) => entry.lines.map((l) => [l.account_number, l.debit, l.credit]);

describe('POST /api/inventory/shipment: stock out, invoice and postings in one transaction', () => {
  it('invoices the customer and posts revenue and cost of sales as the sample ledger books a sale', async () => {
    // SO-50001: 37,000 O-rings FG-OR-075 at 0.37 = 13,690.00; standard 0.1929 = 7,137.30; C-1011 pays in 30 days.
    const before = await get('sh-a', '/api/financial/summary');
    const res = await ship('sh-a', 'SO-50001');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      material_id: 'FG-OR-075',
      quantity: 37000,
      invoice_id: 'INV-00031',
      invoice_number: 'SI-7031',
      invoice_amount: 13690,
      cost_of_sales: 7137.3,
      due_date: new Date(TEST_NOW.getTime() + 30 * 86_400_000).toISOString(),
    });
    const entries = (await get('sh-a', '/api/financial/journal-entries?status=Posted&limit=2')).entries;
    const byId = new Map(entries.map((e: { entry_id: string }) => [e.entry_id, e]));
    expect(lines(byId.get(body.entry_ids[0]) as { lines: Line[] })).toEqual([
      ['1100', 13690, 0],
      ['4000', 0, 13690],
    ]);
    expect(lines(byId.get(body.entry_ids[1]) as { lines: Line[] })).toEqual([
      ['5000', 7137.3, 0],
      ['1220', 0, 7137.3],
    ]);
    const after = await get('sh-a', '/api/financial/summary');
    expect(after.accounts_receivable.total).toBeCloseTo(before.accounts_receivable.total + 13690, 2);
    const { invoices } = await get(
      'sh-a',
      '/api/financial/invoices?customer_id=C-1011&status=Pending&limit=500',
    );
    expect(invoices.map((i: { invoice_number: string }) => i.invoice_number)).toContain('SI-7031');
    expect((await get('sh-a', '/api/financial/trial-balance')).balanced).toBe(true);
    // The invoice is a receipt of the cash forecast on its due day.
    const forecast = await get('sh-a', '/api/financial/forecast-cash-flow?days=31');
    expect(forecast.items).toContainEqual(expect.objectContaining({ reference: 'SI-7031', amount: 13690 }));
  });

  it('refuses a shipment the free stock cannot cover, writing nothing', async () => {
    // SO-50017 wants 18,000 FG-OS-5072; MAIN holds 2,961, all of it reserved and more.
    await ship('sh-b', 'SO-50001'); // makes sh-b's playground
    const count = (await get('sh-b', '/api/financial/journal-entries?limit=500')).total_count;
    const res = await ship('sh-b', 'SO-50017');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STOCK_SHORT');
    expect((await get('sh-b', '/api/financial/journal-entries?limit=500')).total_count).toBe(count);
    expect((await get('sh-b', '/api/financial/invoices?limit=500')).total_count).toBe(31);
  });

  it('refuses an order already shipped and an unknown one, in the caller’s language', async () => {
    const shipped = await ship('sh-c', 'SO-50002', 'pt-BR');
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().error).toContain('não pode ser expedido');
    const unknown = await ship('sh-c', 'SO-00000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details[0].field).toBe('body.sales_order_id');
  });

  it('ships once when four requests ship the same order at once', async () => {
    await ship('sh-d', 'SO-50021');
    const results = await Promise.all(Array.from({ length: 4 }, () => ship('sh-d', 'SO-50001')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const { invoices } = await get('sh-d', '/api/financial/invoices?limit=500');
    expect(
      invoices.filter((i: { customer_id: string; total_amount: number }) => i.total_amount === 13690),
    ).toHaveLength(1);
    expect((await get('sh-d', '/api/financial/trial-balance')).balanced).toBe(true);
  });
});
