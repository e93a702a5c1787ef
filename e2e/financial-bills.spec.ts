import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BillsResponse, FinancialSummaryResponse } from '@takt/contract';
import { openEnterpriseShell } from './faces.ts';

/** With TAKT_SCREENSHOTS set (an output folder), the panel as the planner sees it, for a person to look at. */
async function capture(locator: ReturnType<Page['locator']>, file: string): Promise<void> {
  const folder = process.env.TAKT_SCREENSHOTS;
  if (folder) await locator.screenshot({ path: join(folder, file) });
}

async function apiGet<T>(page: Page, path: string, schema: { parse(data: unknown): T }): Promise<T> {
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const answer = await page.request.get(`/api${path}`, { headers: userId ? { 'X-User-Id': userId } : {} });
  expect(answer.ok()).toBe(true);
  return schema.parse(await answer.json());
}

const money = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

test('F.01 pays a supplier bill: the bill leaves the list as Paid, cash and payables fall by its amount', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openEnterpriseShell(page);
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill('F.01');
  await box.press('Enter');

  const kpis = page.getByRole('region', { name: 'Financial KPIs' });
  const before = await apiGet(page, '/financial/summary', FinancialSummaryResponse);
  const cashCard = kpis.locator('div', { hasText: 'Total Cash' });
  const payablesCard = kpis.locator('div', { hasText: 'Accounts Payable' });
  await expect(cashCard).toContainText(money(before.cash_position.total_cash));
  await expect(payablesCard).toContainText(money(before.accounts_payable.total));

  const bills = await apiGet(page, '/financial/bills?limit=20', BillsResponse);
  const table = page.getByRole('table', { name: 'Bills' });
  await expect(table.locator('tbody tr')).toHaveCount(bills.bills.length);
  const bill = bills.bills.find((b) => b.bill_number === 'B-30006');
  expect(bill).toBeDefined();
  const row = table.locator('tbody tr', { hasText: 'B-30006' });
  await expect(row).toContainText('Rheinland Synthetic Rubber GmbH');
  await expect(row).toContainText(money(bill!.amount_due));

  await page.getByRole('button', { name: 'Pay bill B-30006' }).click();
  const form = page.getByRole('form', { name: /Pay B-30006/ });
  await expect(form.getByLabel('Amount')).toHaveValue(String(bill!.amount_due));
  await expect(form.getByLabel('Cash account')).toHaveValue('ACC-1010');
  const panel = page.getByRole('region', { name: /^Bills/ });
  await capture(panel, 'f01-bill-payment-form.png');
  await form.getByRole('button', { name: 'Pay bill' }).click();

  await expect(panel.getByRole('status')).toContainText('B-30006 paid');
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('button', { name: 'Pay bill B-30006' })).toHaveCount(0);
  await expect(cashCard).toContainText(money(before.cash_position.total_cash - bill!.amount_due));
  await expect(payablesCard).toContainText(money(before.accounts_payable.total - bill!.amount_due));
  await capture(panel, 'f01-bill-paid.png');
  await capture(kpis, 'f01-kpis-after-bill-payment.png');
});

test('F.01 chat "pay bill B-… from petty cash" opens the payment form filled in; Pay bill makes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openEnterpriseShell(page);
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill('F.01');
  await box.press('Enter');
  const payablesCard = page
    .getByRole('region', { name: 'Financial KPIs' })
    .locator('div', { hasText: 'Accounts Payable' });
  // The seed's payables (119,918.05) plus the bills of the purchase orders the load received since the
  // data's instant: the plant is rolled forward to the real now, so the total depends on the day.
  const before = await apiGet(page, '/financial/summary', FinancialSummaryResponse);
  expect(before.accounts_payable.total).toBeGreaterThanOrEqual(119_918.05);
  await expect(payablesCard).toContainText(money(before.accounts_payable.total));

  const input = page.getByRole('textbox', { name: 'Financial question' });
  await input.fill('pay bill B-30001 from petty cash');
  await page.getByRole('button', { name: 'Send' }).click();
  const history = page.getByRole('list', { name: 'Financial chat' });
  await expect(history.getByRole('listitem').last()).toContainText('Nothing is paid yet', {
    timeout: 15_000,
  });
  const form = page.getByRole('form', { name: /Pay B-30001/ });
  await expect(form.getByLabel('Amount')).toHaveValue('1005.38');
  await expect(form.getByLabel('Cash account')).toHaveValue('ACC-1000');
  await expect(payablesCard).toContainText(money(before.accounts_payable.total));
  await form.getByRole('button', { name: 'Pay bill' }).click();
  await expect(payablesCard).toContainText(money(before.accounts_payable.total - 1005.38));
  await expect(page.getByText(/Cash by account/)).toContainText('1000 Cash $7,494.62');
  await capture(page.getByRole('region', { name: /^Bills/ }), 'f01-bill-paid-from-chat.png');
});
