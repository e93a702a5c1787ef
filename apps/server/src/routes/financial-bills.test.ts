import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { TEST_NOW } from '../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const pay = (user: string, payload: Record<string, unknown>, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/financial/bill-payments',
    headers: { ...asUser(user), ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });
const get = async (user: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: asUser(user) })).json();
const payablesBalance = async (user: string) => {
  const row = (await get(user, '/api/financial/trial-balance')).rows.find(
    (r: { account_number: string }) => r.account_number === '2000',
  );
  return row.credit - row.debit;
};

// B-30006: Rheinland Synthetic Rubber's bill for PO-45009 (EPDM), 41,952.00 due on 9 Dec.
const BILL = 'BILL-30006';

describe('GET /api/financial/bills (issue 16: supplier bills)', () => {
  it('lists the sample plant’s open bills, earliest due first, summing to the payables balance', async () => {
    const body = await get('bills-list', '/api/financial/bills?source=default&limit=500');
    expect(body.total_count).toBe(14);
    expect(body.total_due).toBe(119_918.05);
    expect(body.bills[0]).toMatchObject({
      bill_number: 'B-30001',
      vendor_name: 'Embalagens Ribeira Ltda.',
      po_id: 'PO-45015',
      amount: 1828.8,
      amount_due: 1005.38,
      status: 'Pending',
      is_overdue: false,
    });
    const dues = body.bills.map((b: { due_date: string }) => b.due_date);
    expect(dues).toEqual([...dues].sort());
    const tb = await get('bills-list', '/api/financial/trial-balance?source=default');
    const ap = tb.rows.find((r: { account_number: string }) => r.account_number === '2000');
    expect(ap.credit).toBe(body.total_due);
    const summary = await get('bills-list', '/api/financial/summary?source=default');
    expect(summary.accounts_payable).toEqual({
      total: 119_918.05,
      overdue: 0,
      open_count: 14,
      overdue_count: 0,
    });
  });

  it('filters by vendor, status and overdue, and limits the page but not the count', async () => {
    const meridiem = await get('bills-list', '/api/financial/bills?source=default&vendor_id=V-2007');
    expect(meridiem.bills.map((b: { po_id: string }) => b.po_id)).toEqual([
      'PO-45004',
      'PO-45007',
      'PO-45010',
    ]);
    const page = await get('bills-list', '/api/financial/bills?source=default&limit=2');
    expect(page.bills).toHaveLength(2);
    expect(page.total_count).toBe(14);
    expect((await get('bills-list', '/api/financial/bills?source=default&status=Paid')).total_count).toBe(0);
    expect(
      (await get('bills-list', '/api/financial/bills?source=default&overdue_only=true')).total_count,
    ).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/financial/bills?limit=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toContain('limit');
    const badStatus = await t.app.inject({ method: 'GET', url: '/api/financial/bills?status=Overdue' });
    expect(badStatus.statusCode).toBe(400);
  });

  it('a bill past its due date is overdue, by its days, at the plant’s later clock', async () => {
    // 12 Dec, 12:00 plant time: seventeen days and five hours after TEST_NOW.
    const later = await startTestApp({ now: () => new Date(TEST_NOW.getTime() + (17 * 24 + 5) * 3_600_000) });
    try {
      const res = await later.app.inject({
        method: 'GET',
        url: '/api/financial/bills?source=default&overdue_only=true&limit=500',
      });
      const numbers = res
        .json()
        .bills.map((b: { bill_number: string; days_overdue: number }) => [b.bill_number, b.days_overdue]);
      expect(numbers).toEqual([
        ['B-30001', 9],
        ['B-30002', 8],
        ['B-30003', 7],
        ['B-30004', 7],
        ['B-30005', 6],
        ['B-30006', 3],
        ['B-30007', 1],
        ['B-30008', 1],
        ['B-30009', 0],
      ]);
      const summary = (
        await later.app.inject({ method: 'GET', url: '/api/financial/summary?source=default' })
      ).json();
      expect(summary.accounts_payable.overdue_count).toBe(9);
      // 1,005.38 + 4,160.85 + 756.58 + 2,284 + 861.04 + 41,952 + 920.36 + 2,748 + 3,398.40
      expect(summary.accounts_payable.overdue).toBe(58_086.61);
    } finally {
      await later.close();
    }
  });
});

describe('POST /api/financial/bill-payments (issue 16: paying a supplier)', () => {
  it('takes a part payment off the bill, debits payables and credits cash in one entry', async () => {
    const before = await get('bills-a', '/api/financial/summary');
    const res = await pay('bills-a', { bill_id: BILL, amount: 1952 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.bill).toMatchObject({ bill_id: BILL, amount: 41952, amount_due: 40000, status: 'Pending' });
    const after = await get('bills-a', '/api/financial/summary');
    expect(after.cash_position.total_cash).toBeCloseTo(before.cash_position.total_cash - 1952, 2);
    expect(after.accounts_payable.total).toBeCloseTo(before.accounts_payable.total - 1952, 2);
    expect(after.accounts_payable.total).toBeCloseTo(await payablesBalance('bills-a'), 2);
    const [entry] = (await get('bills-a', '/api/financial/journal-entries?status=Posted&limit=1')).entries;
    expect(entry).toMatchObject({ entry_id: body.entry_id, reference: 'B-30006' });
    expect(
      entry.lines.map((l: { account_number: string; debit: number; credit: number }) => [
        l.account_number,
        l.debit,
        l.credit,
      ]),
    ).toEqual([
      ['2000', 1952, 0],
      ['1010', 0, 1952],
    ]);
    const rest = (await pay('bills-a', { bill_id: BILL, amount: 40000, cash_account_id: 'ACC-1000' })).json();
    expect(rest.bill).toMatchObject({ amount_due: 0, status: 'Paid' });
    expect((await get('bills-a', '/api/financial/bills?status=Paid')).bills[0].bill_id).toBe(BILL);
    expect((await get('bills-a', '/api/financial/trial-balance')).balanced).toBe(true);
    const paidAgain = await pay('bills-a', { bill_id: BILL, amount: 1 }, 'pt-BR');
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().code).toBe('BILL_PAID');
    expect(paidAgain.json().error).toContain('já está paga');
  });

  it.each([
    ['amount', { bill_id: BILL, amount: 0 }],
    ['amount', { bill_id: BILL, amount: -5 }],
    ['amount', { bill_id: BILL, amount: 1.005 }],
    ['amount', { bill_id: BILL, amount: 1e9 + 1 }],
    ['amount', { bill_id: BILL, amount: '10' }],
    ['amount', { bill_id: BILL }],
    ['bill_id', { amount: 10 }],
    ['bill_id', { bill_id: '', amount: 10 }],
    ['bill_id', { bill_id: 'B'.repeat(41), amount: 10 }],
    ['cash_account_id', { bill_id: BILL, amount: 10, cash_account_id: '' }],
  ])('refuses a bad %s with 400 naming it (%j)', async (field, payload) => {
    const res = await pay('bills-b', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe(`body.${field}`);
  });

  it('refuses more than is due, an unknown bill and a non-cash account, in the caller’s language', async () => {
    const over = await pay('bills-b', { bill_id: BILL, amount: 41952.01 }, 'pt-BR');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'BILL_PAYMENT_EXCEEDS_DUE',
      details: [{ field: 'body.amount' }],
    });
    expect(over.json().error).toContain('excede');
    const unknown = await pay('bills-b', { bill_id: 'BILL-99999', amount: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'BILL_NOT_FOUND', details: [{ field: 'body.bill_id' }] });
    const notCash = await pay('bills-b', { bill_id: BILL, amount: 1, cash_account_id: 'ACC-2000' });
    expect(notCash.statusCode).toBe(400);
    expect(notCash.json()).toMatchObject({
      code: 'NOT_CASH_ACCOUNT',
      details: [{ field: 'body.cash_account_id' }],
    });
    expect((await get('bills-b', '/api/financial/bills?limit=500')).total_due).toBe(119_918.05);
  });

  it('refuses to write the shared default plant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/financial/bill-payments',
      payload: { bill_id: BILL, amount: 1, source: 'default' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets exactly one of four payments of the whole amount at once win; the others get 409', async () => {
    await pay('bills-c', { bill_id: BILL, amount: 0.01 }); // makes bills-c's playground
    const results = await Promise.all(
      Array.from({ length: 4 }, () => pay('bills-c', { bill_id: BILL, amount: 41951.99 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const entries = (await get('bills-c', '/api/financial/journal-entries?status=Posted&limit=500')).entries;
    expect(entries.filter((e: { reference: string }) => e.reference === 'B-30006')).toHaveLength(2);
    expect((await get('bills-c', `/api/financial/bills?status=Paid`)).total_count).toBe(1);
    expect((await get('bills-c', '/api/financial/summary')).accounts_payable.total).toBeCloseTo(
      await payablesBalance('bills-c'),
      2,
    );
  });
});
