import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (user: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asUser(user), payload });
const get = async (user: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: asUser(user) })).json();

/** Accounts Payable (2000) on the trial balance, credit positive. */
async function payables(user: string) {
  const tb = await get(user, '/api/financial/trial-balance');
  const row = tb.rows.find((r: { account_number: string }) => r.account_number === '2000');
  return { balanced: tb.balanced as boolean, ap: Math.round((row.credit - row.debit) * 100) };
}
const openBillsCents = async (user: string) =>
  Math.round((await get(user, '/api/financial/bills?status=Pending&limit=500')).total_due * 100);

interface ForecastItem {
  date: string;
  kind: string;
  reference: string;
  amount: number;
}

describe('a goods receipt raises the supplier bill (issue 16)', () => {
  it('bills what payables were credited, due net 30, in the same transaction as the stock and the entry', async () => {
    const res = await post('bills-gr', '/api/inventory/goods-receipt', { po_id: 'PO-45013' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bill_number).toBe('B-30015');
    const [bill] = (await get('bills-gr', '/api/financial/bills?vendor_id=V-2007&limit=500')).bills.filter(
      (b: { po_id: string }) => b.po_id === 'PO-45013',
    );
    expect(bill).toMatchObject({
      bill_number: 'B-30015',
      amount: 761.13,
      amount_due: 761.13,
      status: 'Pending',
      bill_date: '2026-11-25T10:00:00.000Z',
      due_date: '2026-12-25T10:00:00.000Z',
    });
    const { balanced, ap } = await payables('bills-gr');
    expect(balanced).toBe(true);
    expect(await openBillsCents('bills-gr')).toBe(ap);
    // The received order is owed through its bill only, not as an open purchase order too.
    const forecast = await get('bills-gr', '/api/financial/forecast-cash-flow?days=60');
    const owed = forecast.items.filter(
      (i: ForecastItem) => i.reference === 'PO-45013' || i.reference === 'B-30015',
    );
    expect(owed).toEqual([
      expect.objectContaining({ date: '2026-12-25', kind: 'bill', reference: 'B-30015', amount: -761.13 }),
    ]);
  });

  it('numbers the bills of parallel receipts apart, and bills an order received twice at once once', async () => {
    await post('bills-par', '/api/financial/bill-payments', { bill_id: 'BILL-30001', amount: 0.01 }); // own playground
    const orders = ['PO-45013', 'PO-45017', 'PO-45019', 'PO-45022'];
    const results = await Promise.all(
      [...orders, 'PO-45013'].map((po) => post('bills-par', '/api/inventory/goods-receipt', { po_id: po })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 409]);
    const numbers = results.filter((r) => r.statusCode === 200).map((r) => r.json().bill_number);
    expect(new Set(numbers).size).toBe(4);
    const billed = (await get('bills-par', '/api/financial/bills?limit=500')).bills.filter(
      (b: { po_id: string | null }) => b.po_id && orders.includes(b.po_id),
    );
    expect(billed).toHaveLength(4);
    const { balanced, ap } = await payables('bills-par');
    expect(balanced).toBe(true);
    expect(await openBillsCents('bills-par')).toBe(ap);
  });

  it('puts the bills due in ten days on day ten of the cash forecast, once each', async () => {
    const forecast = await get('bills-fc', '/api/financial/forecast-cash-flow?days=30&source=default');
    const dayTen = forecast.daily[10];
    expect(dayTen.date).toBe('2026-12-05');
    const bills = forecast.items.filter((i: ForecastItem) => i.kind === 'bill' && i.date === '2026-12-05');
    // B-30003 (Meridiem, RM-778) and B-30004 (Fina do Sul, DOTP).
    expect(bills.map((i: ForecastItem) => [i.reference, i.amount])).toEqual([
      ['B-30003', -756.58],
      ['B-30004', -2284],
    ]);
    const sameDay = forecast.items.filter((i: ForecastItem) => i.date === '2026-12-05' && i.amount < 0);
    expect(dayTen.outflow).toBeCloseTo(-sameDay.reduce((s: number, i: ForecastItem) => s + i.amount, 0), 2);
    const references = forecast.items.map((i: ForecastItem) => i.reference);
    expect(new Set(references).size).toBe(references.length);
  });
});

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('receive' as const),
    po: fc.constantFrom('PO-45013', 'PO-45017', 'PO-45019', 'PO-45022'),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    bill: fc.constantFrom('BILL-30001', 'BILL-30006', 'BILL-30014', 'BILL-30015', 'BILL-30016'),
    cents: fc.integer({ min: 1, max: 2_000_000 }),
  }),
);

describe('payables after any sequence of receipts and supplier payments (issue 16)', () => {
  let run = 0;
  it('the trial balance balances and the open bills equal the payables balance to the cent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 6 }), async (operations) => {
        const user = `bills-prop-${run++}`;
        await post(user, '/api/financial/bill-payments', { bill_id: 'BILL-30001', amount: 0.01 }); // own playground
        for (const op of operations) {
          const res =
            op.kind === 'receive'
              ? await post(user, '/api/inventory/goods-receipt', { po_id: op.po })
              : await post(user, '/api/financial/bill-payments', {
                  bill_id: op.bill,
                  amount: op.cents / 100,
                });
          expect([200, 404, 409], res.body).toContain(res.statusCode);
        }
        const { balanced, ap } = await payables(user);
        expect(balanced).toBe(true);
        expect(await openBillsCents(user)).toBe(ap);
        expect(Math.round((await get(user, '/api/financial/summary')).accounts_payable.total * 100)).toBe(ap);
      }),
      { numRuns: 6, seed: 16 },
    );
  }, 120_000);
});
