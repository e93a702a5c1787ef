import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const pay = (user: string, payload: Record<string, unknown>, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/financial/payments',
    headers: { ...asUser(user), ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });
const get = async (user: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: asUser(user) })).json();

// SI-7009 (INV-00009): 17,218.39 due since 12 Nov, the sample plant's one overdue invoice.
const INVOICE = 'INV-00009';

describe('POST /api/financial/payments (F.01 Record Payment)', () => {
  it('takes a part payment off the invoice and posts cash against receivables', async () => {
    const before = await get('pay-a', '/api/financial/summary');
    const res = await pay('pay-a', { invoice_id: INVOICE, amount: 7218.39 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.invoice).toMatchObject({
      invoice_id: INVOICE,
      amount_due: 10000,
      status: 'Pending',
      is_overdue: true,
    });
    const after = await get('pay-a', '/api/financial/summary');
    expect(after.cash_position.total_cash).toBeCloseTo(before.cash_position.total_cash + 7218.39, 2);
    expect(after.accounts_receivable.total).toBeCloseTo(before.accounts_receivable.total - 7218.39, 2);
    const [entry] = (await get('pay-a', '/api/financial/journal-entries?status=Posted&limit=1')).entries;
    expect(entry.entry_id).toBe(body.entry_id);
    expect(
      entry.lines.map((l: { account_number: string; debit: number; credit: number }) => [
        l.account_number,
        l.debit,
        l.credit,
      ]),
    ).toEqual([
      ['1010', 7218.39, 0],
      ['1100', 0, 7218.39],
    ]);
    // The rest pays it off: Paid, no longer overdue, and the ledger still balances.
    const rest = (
      await pay('pay-a', { invoice_id: INVOICE, amount: 10000, cash_account_id: 'ACC-1000' })
    ).json();
    expect(rest.invoice).toMatchObject({ amount_due: 0, status: 'Paid', is_overdue: false });
    expect((await get('pay-a', '/api/financial/invoices?overdue_only=true')).total_count).toBe(0);
    expect((await get('pay-a', '/api/financial/trial-balance')).balanced).toBe(true);
  });

  it('refuses more than is due, an unknown invoice and a non-cash account, in the caller’s language', async () => {
    const over = await pay('pay-b', { invoice_id: INVOICE, amount: 17218.4 }, 'pt-BR');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'PAYMENT_EXCEEDS_DUE', details: [{ field: 'body.amount' }] });
    expect(over.json().error).toContain('excede');
    const unknown = await pay('pay-b', { invoice_id: 'INV-99999', amount: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('INVOICE_NOT_FOUND');
    const notCash = await pay('pay-b', { invoice_id: INVOICE, amount: 1, cash_account_id: 'ACC-4000' });
    expect(notCash.statusCode).toBe(400);
    expect(notCash.json()).toMatchObject({
      code: 'NOT_CASH_ACCOUNT',
      details: [{ field: 'body.cash_account_id' }],
    });
    const cents = await pay('pay-b', { invoice_id: INVOICE, amount: 1.005 });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().details[0].field).toBe('body.amount');
    const paidInvoice = (await get('pay-b', '/api/financial/invoices?status=Paid&limit=1')).invoices[0];
    expect((await pay('pay-b', { invoice_id: paidInvoice.invoice_id, amount: 1 })).statusCode).toBe(409);
    expect((await get('pay-b', '/api/financial/summary')).accounts_receivable.overdue).toBe(17218.39);
  });

  it('refuses to write the shared default plant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/financial/payments',
      payload: { invoice_id: INVOICE, amount: 1, source: 'default' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets exactly one of four payments of the whole amount at once win; the others get 409', async () => {
    await pay('pay-c', { invoice_id: INVOICE, amount: 0.01 }); // makes pay-c's playground
    const results = await Promise.all(
      Array.from({ length: 4 }, () => pay('pay-c', { invoice_id: INVOICE, amount: 17218.38 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const entries = (await get('pay-c', '/api/financial/journal-entries?status=Posted&limit=500')).entries;
    expect(
      entries.filter(
        (e: { reference: string; description: string }) =>
          e.reference === 'SI-7009' && e.description.startsWith('Payment'),
      ),
    ).toHaveLength(2);
    expect((await get('pay-c', '/api/financial/trial-balance')).balanced).toBe(true);
  });
});
