import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  CashForecastResponse,
  FinancialSummaryResponse,
  InvoicesResponse,
  ProductCostingResponse,
  TrialBalanceResponse,
} from '@takt/contract';
import { openEnterpriseShell } from './faces.ts';

/** With TAKT_SCREENSHOTS set (an output folder), the screen as the planner sees it, for a person to look at. */
async function capture(page: Page, name: string): Promise<void> {
  const folder = process.env.TAKT_SCREENSHOTS;
  if (folder) await page.screenshot({ path: join(folder, name), fullPage: true });
}

/** One panel of the screen, for the ones below the fold of the shell's scrolling content. */
async function captureRegion(page: Page, name: string, file: string): Promise<void> {
  const folder = process.env.TAKT_SCREENSHOTS;
  if (folder) await page.getByRole('region', { name }).screenshot({ path: join(folder, file) });
}

/** What the API answers the browser's user, checked against the contract. */
async function apiGet<T>(page: Page, path: string, schema: { parse(data: unknown): T }): Promise<T> {
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const answer = await page.request.get(`/api${path}`, { headers: userId ? { 'X-User-Id': userId } : {} });
  expect(answer.ok()).toBe(true);
  return schema.parse(await answer.json());
}

const money = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

async function enterCode(page: Page, code: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill(code);
  await box.press('Enter');
}

test('F.01 shows the ledger: KPI cards, invoices, a chat answer, a balanced trial balance and the cash forecast', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openEnterpriseShell(page);
  await enterCode(page, 'F.01');
  await expect(page.getByRole('tab', { name: 'Financial Reports' })).toHaveAttribute('aria-selected', 'true');

  const kpis = page.getByRole('region', { name: 'Financial KPIs' });
  await expect(kpis).toBeVisible();
  const summary = await apiGet(page, '/financial/summary', FinancialSummaryResponse);
  await expect(kpis.locator('div', { hasText: 'Total Cash' })).toContainText(
    money(summary.cash_position.total_cash),
  );
  await expect(kpis.locator('div', { hasText: 'Accounts Receivable' })).toContainText(
    money(summary.accounts_receivable.total),
  );
  await expect(kpis.locator('div', { hasText: 'Accounts Payable' })).toContainText(
    money(summary.accounts_payable.total),
  );

  const invoices = await apiGet(page, '/financial/invoices?limit=20', InvoicesResponse);
  expect(invoices.invoices.length).toBeGreaterThan(0);
  const invoiceTable = page.getByRole('table', { name: 'Invoices' });
  await expect(invoiceTable.locator('tbody tr')).toHaveCount(invoices.invoices.length);
  await expect(invoiceTable.locator('tbody tr').first()).toContainText(invoices.invoices[0]!.invoice_number);
  const overdue = invoices.invoices.filter((invoice) => invoice.is_overdue).length;
  await expect(invoiceTable.getByText('Overdue', { exact: true })).toHaveCount(overdue);

  const trial = await apiGet(page, '/financial/trial-balance', TrialBalanceResponse);
  expect(trial.total_debit).toBeCloseTo(trial.total_credit, 2);
  await expect(page.getByTestId('trial-total-debit')).toHaveText(money(trial.total_debit));
  await expect(page.getByTestId('trial-total-credit')).toHaveText(money(trial.total_credit));
  await expect(page.getByText('Debits equal credits')).toBeVisible();

  const forecast = await apiGet(page, '/financial/forecast-cash-flow?days=30', CashForecastResponse);
  const chart = page.getByRole('img', { name: 'Projected cash balance by day' });
  await expect(chart).toHaveAttribute('data-days', String(forecast.daily.length));
  await expect(chart.locator('svg')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Cash Forecast (30 days)' }).locator('div', { hasText: 'Closing cash' }),
  ).toContainText(money(forecast.closing_cash));

  await page.getByRole('button', { name: 'Summary' }).click();
  const input = page.getByRole('textbox', { name: 'Financial question' });
  await expect(input).toHaveValue('Show me the financial summary');
  await page.getByRole('button', { name: 'Send' }).click();
  const history = page.getByRole('list', { name: 'Financial chat' });
  // The question and the server's answer, which quotes the ledger's figures.
  await expect(history.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  await expect(history.getByRole('listitem').last()).toContainText(/\d/);
  await expect(history.getByText('Financial features are temporarily unavailable.')).toHaveCount(0);
  await capture(page, 'f01-shell.png');
  await captureRegion(page, 'Trial Balance', 'f01-trial-balance.png');
  await captureRegion(page, 'Cash Forecast (30 days)', 'f01-cash-forecast.png');
});

test("CK11N opens Product Costing with a product's BOM and routing cost roll-up", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await openEnterpriseShell(page);
  await enterCode(page, 'CK11N');
  await expect(page.getByRole('tab', { name: 'Product Costing' })).toHaveAttribute('aria-selected', 'true');

  const costing = await apiGet(page, '/financial/product-costing?quantity=1', ProductCostingResponse);
  const first = costing.products[0]!;
  expect(first.operations.length).toBeGreaterThan(0);
  const rollUp = page.getByRole('table', { name: 'Cost roll-up' });
  await expect(rollUp.getByRole('row', { name: /^Material cost/ })).toContainText(
    money(first.material_cost_per_unit),
  );
  await expect(rollUp.getByRole('row', { name: /^Routing cost/ })).toContainText(
    money(first.labor_cost_per_unit),
  );
  await expect(rollUp.getByRole('row', { name: /^Total cost/ })).toContainText(
    money(first.total_cost_per_unit),
  );
  await expect(page.getByRole('table', { name: 'Routing operations' }).locator('tbody tr')).toHaveCount(
    first.operations.length,
  );
  await expect(
    page.getByRole('table', { name: 'Cost per unit of every product' }).locator('tbody tr'),
  ).toHaveCount(costing.products.length);

  await page.getByLabel('Quantity').fill('10');
  const ten = await apiGet(page, `/financial/product-costing?quantity=10`, ProductCostingResponse);
  const tenFirst = ten.products.find((product) => product.product_id === first.product_id)!;
  await expect(rollUp.getByRole('row', { name: /^Total cost/ })).toContainText(money(tenFirst.total_cost));
  await capture(page, 'ck11n-shell.png');
});
