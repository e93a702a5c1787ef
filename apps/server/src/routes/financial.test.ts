import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};
const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;

describe('GET /api/financial/summary, /cash-position and /trial-balance (enterprise-shell §3, F.01)', () => {
  it('takes cash from the posted cash and bank accounts, the same figure the trial balance shows', async () => {
    const { body: position } = await get('/api/financial/cash-position');
    const { body: trial } = await get('/api/financial/trial-balance');
    expect(position.as_of_date).toBe('2026-11-25');
    expect(position.by_account.map((a: { account_number: string }) => a.account_number)).toEqual([
      '1000',
      '1010',
    ]);
    for (const account of position.by_account) {
      const row = trial.rows.find((r: { account_id: string }) => r.account_id === account.account_id);
      expect(account.balance).toBe(row.debit - row.credit);
    }
    expect(position.total_cash).toBe(sum(position.by_account.map((a: { balance: number }) => a.balance)));
    const { body: summary } = await get('/api/financial/summary');
    expect(summary.cash_position.total_cash).toBe(position.total_cash);
  });

  it('counts receivables from the open invoices, overdue those past due at the clock', async () => {
    const { body: summary } = await get('/api/financial/summary');
    const { body: open } = await get('/api/financial/invoices?status=Pending&limit=500');
    const { body: late } = await get('/api/financial/invoices?overdue_only=true&limit=500');
    expect(summary.accounts_receivable).toEqual({
      total: sum(open.invoices.map((i: { amount_due: number }) => i.amount_due)),
      overdue: sum(late.invoices.map((i: { amount_due: number }) => i.amount_due)),
      open_count: open.total_count,
      overdue_count: late.total_count,
    });
    expect(summary.accounts_receivable.overdue_count).toBeGreaterThan(0);
    expect(summary.pending_payments.count).toBe(open.total_count);
    expect(summary.accounts_payable.total).toBeGreaterThan(0);
    expect(summary.draft_entries).toBe(2);
  });

  it('balances the trial balance, today and at any earlier day, and leaves drafts and later entries out', async () => {
    const { body: today } = await get('/api/financial/trial-balance');
    expect(today).toMatchObject({ as_of_date: '2026-11-25', balanced: true });
    expect(today.total_debit).toBe(today.total_credit);
    expect(today.total_debit).toBe(sum(today.rows.map((r: { debit: number }) => r.debit)));
    const { body: opening } = await get('/api/financial/trial-balance?as_of_date=2026-08-31');
    expect(opening.balanced).toBe(true);
    expect(opening.total_debit).toBeLessThan(today.total_debit);
    // The draft freight accrual credits payables on 26 Nov: not in any trial balance.
    const { body: later } = await get('/api/financial/trial-balance?as_of_date=2026-12-31');
    const payables = (tb: { rows: { account_number: string; credit: number }[] }) =>
      tb.rows.find((r) => r.account_number === '2000')?.credit;
    expect(payables(later)).toBe(payables(today));
  });

  it('refuses a date that is not one, naming the field', async () => {
    const { status, body } = await get('/api/financial/trial-balance?as_of_date=31/12/2026');
    expect(status).toBe(400);
    expect(body.details[0].field).toContain('as_of_date');
  });
});

describe('GET /api/financial/invoices and /journal-entries', () => {
  it('lists invoices with the customer name, filters them, and keeps to the limit (default 20)', async () => {
    const { body: all } = await get('/api/financial/invoices');
    expect(all.invoices).toHaveLength(20);
    expect(all.total_count).toBe(30);
    const { body: late } = await get('/api/financial/invoices?overdue_only=true');
    expect(late.invoices.length).toBeGreaterThan(0);
    for (const invoice of late.invoices) {
      expect(invoice).toMatchObject({ is_overdue: true, status: 'Pending' });
      expect(invoice.days_overdue).toBeGreaterThan(0);
      expect(Date.parse(invoice.due_date)).toBeLessThan(Date.parse('2026-11-25T10:00:00Z'));
      expect(invoice.customer_name).not.toBe(invoice.customer_id);
    }
    const customer = all.invoices[0].customer_id;
    const { body: own } = await get(`/api/financial/invoices?customer_id=${customer}&limit=500`);
    expect(own.invoices.every((i: { customer_id: string }) => i.customer_id === customer)).toBe(true);
    const { body: paid } = await get('/api/financial/invoices?status=Paid&limit=500');
    expect(paid.invoices.every((i: { amount_due: number; is_overdue: boolean }) => !i.is_overdue)).toBe(true);
    expect((await get('/api/financial/invoices?status=Open')).status).toBe(400);
    expect((await get('/api/financial/invoices?limit=0')).status).toBe(400);
  });

  it('lists journal entries with balanced lines, filtered by status and plant days', async () => {
    const { body: drafts } = await get('/api/financial/journal-entries?status=Draft');
    expect(drafts.entries.map((e: { entry_id: string }) => e.entry_id)).toEqual(['JE-000136', 'JE-000135']);
    const { body: november } = await get(
      '/api/financial/journal-entries?from_date=2026-11-01&to_date=2026-11-24&limit=500',
    );
    expect(november.total_count).toBeGreaterThan(0);
    for (const entry of november.entries) {
      expect(entry.entry_date >= '2026-11-01' && entry.entry_date < '2026-11-25').toBe(true);
      expect(entry.total_debit).toBe(entry.total_credit);
      expect(entry.lines.length).toBeGreaterThanOrEqual(2);
    }
    expect((await get('/api/financial/journal-entries?status=Posted&limit=500')).body.total_count).toBe(134);
  });
});

describe('GET /api/financial/forecast-cash-flow and /profitability (§9: 30 days)', () => {
  it('runs 30 days from today: opening cash, plus invoices due, less planned purchases', async () => {
    const { body: f } = await get('/api/financial/forecast-cash-flow');
    const { body: cash } = await get('/api/financial/cash-position');
    expect(f).toMatchObject({ days: 30, start_date: '2026-11-25', end_date: '2026-12-24' });
    expect(f.daily).toHaveLength(30);
    expect(f.opening_cash).toBe(cash.total_cash);
    const inflow = sum(
      f.items.filter((i: { amount: number }) => i.amount > 0).map((i: { amount: number }) => i.amount),
    );
    const outflow = -sum(
      f.items.filter((i: { amount: number }) => i.amount < 0).map((i: { amount: number }) => i.amount),
    );
    expect(f.total_inflow).toBe(inflow);
    expect(f.total_outflow).toBe(outflow);
    expect(f.total_outflow).toBeGreaterThan(0);
    expect(f.closing_cash).toBe(Math.round((f.opening_cash + inflow - outflow) * 100) / 100);
    expect(f.daily.at(-1).balance).toBe(f.closing_cash);
    const { body: week } = await get('/api/financial/forecast-cash-flow?days=7');
    expect(week.daily).toHaveLength(7);
    expect((await get('/api/financial/forecast-cash-flow?days=0')).status).toBe(400);
  });

  it("counts the purchase requisitions of the caller's latest MRP run as planned purchases", async () => {
    const user = asUser('forecast-mrp');
    const mrp = await t.app.inject({
      method: 'POST',
      url: '/api/bom/mrp',
      headers: user,
      payload: { orders: [], include_sales_orders: true, planning_horizon_days: 60 },
    });
    expect(mrp.statusCode, mrp.body).toBe(200);
    const requisitions = mrp
      .json()
      .planned_orders.filter((o: { order_type: string }) => o.order_type === 'PURCHASE_REQUISITION');
    expect(requisitions.length).toBeGreaterThan(0);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/financial/forecast-cash-flow?days=365', headers: user })
    ).json();
    const planned = mine.items.filter((i: { kind: string }) => i.kind === 'purchase_requisition');
    expect(planned.map((i: { reference: string }) => i.reference).sort()).toEqual(
      requisitions.map((o: { order_id: string }) => o.order_id).sort(),
    );
    for (const item of planned) expect(item.amount).toBeLessThan(0);
    // Someone who has not run MRP sees only the open purchase orders.
    const { body: theirs } = await get('/api/financial/forecast-cash-flow?days=365');
    expect(theirs.items.some((i: { kind: string }) => i.kind === 'purchase_requisition')).toBe(false);
    expect(mine.total_outflow).toBeGreaterThan(theirs.total_outflow);
  });

  it('sets revenue of the sold orders produced in the window against their material and labor', async () => {
    const { body: p } = await get('/api/financial/profitability');
    expect(p).toMatchObject({ days: 30, from_date: '2026-10-27', to_date: '2026-11-25' });
    expect(p.orders.length).toBeGreaterThan(0);
    expect(p.revenue).toBe(sum(p.orders.map((o: { revenue: number }) => o.revenue)));
    expect(p.total_cost).toBe(sum([p.material_cost, p.labor_cost, p.overtime_cost]));
    expect(p.gross_margin).toBe(Math.round((p.revenue - p.total_cost) * 100) / 100);
    for (const order of p.orders) {
      expect(order.revenue).toBeGreaterThan(0);
      expect(order.material_cost).toBeGreaterThan(0);
      expect(order.labor_cost).toBeGreaterThan(0);
    }
    const { body: day } = await get('/api/financial/profitability?days=1');
    expect(day.orders.length).toBeLessThan(p.orders.length);
  });
});

describe('GET /api/financial/product-costing (CK11N)', () => {
  it('rolls up BOM material and routing labor, per unit and for a quantity', async () => {
    const { body: one } = await get('/api/financial/product-costing?product_id=FG-PROF-D12');
    const [unit] = one.products;
    const bom = (await get('/api/bom/cost/FG-PROF-D12?quantity=1')).body;
    expect(unit.material_cost_per_unit).toBeCloseTo(bom.unit_material_cost, 2);
    expect(unit.operations.length).toBeGreaterThan(0);
    for (const op of unit.operations)
      expect(op.cost_per_unit).toBeCloseTo(op.hours_per_unit * op.cost_rate_per_hour, 9);
    expect(unit.total_cost_per_unit).toBeCloseTo(unit.material_cost_per_unit + unit.labor_cost_per_unit, 2);
    // Fixed minutes are spread over the lot: a larger lot costs less labor a unit, the same material.
    const { body: lot } = await get('/api/financial/product-costing?product_id=FG-PROF-D12&quantity=1000');
    expect(lot.products[0].labor_cost_per_unit).toBeLessThan(unit.labor_cost_per_unit);
    expect(lot.products[0].material_cost).toBeCloseTo(unit.material_cost_per_unit * 1000, 1);
  });

  it('costs every product with a BOM without a product id, and 404s an unknown one', async () => {
    const { body: all } = await get('/api/financial/product-costing');
    expect(all.products.length).toBeGreaterThan(10);
    const { status, body } = await get('/api/financial/product-costing?product_id=NOPE');
    expect(status).toBe(404);
    expect(body.code).toBe('ITEM_NOT_FOUND');
  });
});
