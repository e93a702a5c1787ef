import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { scoped } from '../db/scoped.ts';
import { TEST_NOW } from '../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a payment answers with its own bill however many bills the plant holds', () => {
  it('pays the latest-due bill of a plant with 600 earlier ones and returns it', async () => {
    const user = 'many-bills';
    const headers = asUser(user);
    const pay = (bill_id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/financial/bill-payments',
        headers,
        payload: { bill_id, amount: 0.01 },
      });
    expect((await pay('BILL-30001')).statusCode).toBe(200); // makes the caller's playground
    const { dataset_id } = await t.database.db
      .selectFrom('datasets')
      .select('dataset_id')
      .where('owner_id', '=', user)
      .where('kind', '=', 'playground')
      .executeTakeFirstOrThrow();
    const early = new Date(TEST_NOW.getTime() - 90 * 86_400_000);
    await scoped(t.database.db, dataset_id)
      .insertInto(
        'bills',
        Array.from({ length: 600 }, (_, i) => ({
          bill_id: `BILL-${40_000 + i}`,
          bill_number: `B-${40_000 + i}`,
          vendor_id: 'V-2001',
          po_id: null,
          description: 'An earlier bill',
          bill_date: early,
          due_date: early,
          amount: 1,
          amount_due: 1,
          status: 'Pending' as const,
          created_at: early,
        })),
      )
      .execute();
    // B-30014 falls due after all 600: it was beyond the first 500 the answer used to be read from.
    const res = await pay('BILL-30014');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bill.bill_id).toBe('BILL-30014');
  });
});
