import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DashboardSummary } from '@takt/contract';
import { openEnterpriseShell, openModernWorkspace } from './faces.ts';

/** With TAKT_SCREENSHOTS set (an output folder), the screen as the planner sees it, for a person to look at. */
async function capture(page: Page, name: string): Promise<void> {
  const folder = process.env.TAKT_SCREENSHOTS;
  if (folder) await page.screenshot({ path: join(folder, name), fullPage: true });
}

/** The dashboard's weeks over capacity, for the browser's user. */
async function dashboardOverloads(page: Page): Promise<DashboardSummary['overloaded']> {
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const answer = await page.request.get('/api/dashboard?source=playground', {
    headers: userId ? { 'X-User-Id': userId } : {},
  });
  expect(answer.ok()).toBe(true);
  return DashboardSummary.parse(await answer.json()).overloaded;
}

/** CM01 marks exactly the work-center weeks the dashboard lists as over capacity. */
async function expectDashboardOverloads(page: Page, table: Locator): Promise<void> {
  const overloaded = await dashboardOverloads(page);
  await expect(table.locator('td[data-level="overload"]')).toHaveCount(overloaded.length);
  for (const row of overloaded) {
    const cell = table.locator(`td[data-work-center="${row.work_center}"][data-date="${row.week_start}"]`);
    await expect(cell).toContainText('Overload');
  }
}

test('CM01 in the enterprise shell shows the same weeks over capacity as the dashboard', async ({ page }) => {
  await openEnterpriseShell(page);
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill('CM01');
  await box.press('Enter');
  await expect(page.getByLabel('Capacity KPIs')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Period', exact: true })).toHaveValue('week');
  const table = page.getByRole('region', { name: 'Utilization by period' });
  await expect(table.locator('tbody tr')).toHaveCount(22);
  await expectDashboardOverloads(page, table);
  await expect(page.getByRole('img', { name: /Utilization by work center/ }).locator('svg')).toBeVisible();
  await capture(page, 'cm01-shell-week.png');

  await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption('day');
  await expect(table.locator('thead th')).toHaveCount(8);
  await page.getByRole('combobox', { name: 'Work center' }).selectOption('PRS-05');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await capture(page, 'cm01-shell-day-prs05.png');
});

test('Capacity in the modern workspace shows the same weeks over capacity as the dashboard', async ({
  page,
}) => {
  await openModernWorkspace(page);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Capacity' }).click();
  const table = page.getByRole('region', { name: 'Utilization by period' });
  await expect(table.locator('tbody tr')).toHaveCount(22);
  await expectDashboardOverloads(page, table);
  await expect(page.getByRole('region', { name: 'Recommendations' })).toBeVisible();
  await capture(page, 'cm01-workspace-week.png');
});
