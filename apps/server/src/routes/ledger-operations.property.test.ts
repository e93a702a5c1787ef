import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Operations that post to the ledger, on sample-plant documents; some fail (409), as a user's would. */
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    invoice: fc.constantFrom('INV-00009', 'INV-00020', 'INV-00025', 'INV-00030'),
    cents: fc.integer({ min: 1, max: 2_000_000 }),
  }),
  fc.record({
    kind: fc.constant('receive' as const),
    po: fc.constantFrom('PO-45013', 'PO-45017', 'PO-45019', 'PO-45022'),
  }),
  fc.record({
    kind: fc.constant('ship' as const),
    so: fc.constantFrom('SO-50001', 'SO-50004', 'SO-50017', 'SO-50024'),
  }),
);

const post = (user: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asUser(user), payload });
const get = async (user: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: asUser(user) })).json();

const balance = (
  tb: { rows: { account_number: string; debit: number; credit: number }[] },
  number: string,
) => {
  const row = tb.rows.find((r) => r.account_number === number);
  return row ? row.debit - row.credit : 0;
};

describe('the ledger after any sequence of operations (issue 16: trial balance debits = credits, always)', () => {
  let run = 0;
  it('balances, and receivables in the ledger move exactly as the invoices still due', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 6 }), async (operations) => {
        const user = `ledger-prop-${run++}`;
        await post(user, '/api/financial/payments', { invoice_id: 'INV-00009', amount: 0.01 }); // own playground
        const tbBefore = await get(user, '/api/financial/trial-balance');
        const arBefore = (await get(user, '/api/financial/summary')).accounts_receivable.total;
        for (const op of operations) {
          const res =
            op.kind === 'pay'
              ? await post(user, '/api/financial/payments', {
                  invoice_id: op.invoice,
                  amount: op.cents / 100,
                })
              : op.kind === 'receive'
                ? await post(user, '/api/inventory/goods-receipt', { po_id: op.po })
                : await post(user, '/api/inventory/shipment', { sales_order_id: op.so });
          expect([200, 409], res.body).toContain(res.statusCode);
        }
        const tb = await get(user, '/api/financial/trial-balance');
        expect(tb.balanced).toBe(true);
        expect(tb.total_debit).toBe(tb.total_credit);
        const arAfter = (await get(user, '/api/financial/summary')).accounts_receivable.total;
        expect(balance(tb, '1100') - balance(tbBefore, '1100')).toBeCloseTo(arAfter - arBefore, 2);
      }),
      { numRuns: 6, seed: 16 },
    );
  }, 120_000);
});
