import { expect, type Page, test } from '@playwright/test';
import { openEnterpriseShell, openModernWorkspace } from './faces.ts';

const SHOTS = 'test-results/production-orders';

async function openOrdersCount(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: 'Open orders' });
  await expect(card.locator('.count-card__value')).toHaveText(/\d+/);
  return Number(await card.locator('.count-card__value').textContent());
}

test('create → release → confirm an order in CO01, then see it counted on the dashboard', async ({
  page,
}) => {
  await openModernWorkspace(page);
  const openBefore = await openOrdersCount(page);

  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Orders' }).click();
  await expect(page.getByRole('region', { name: 'Total Orders' })).toContainText(/\d+/);
  await expect(page.getByRole('status').filter({ hasText: /Showing 1–20 of \d+/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/co01-list.png`, fullPage: true });

  await page.getByRole('button', { name: 'Create Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Order' });
  await dialog.getByRole('button', { name: 'Create Order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
  await dialog.getByLabel('Order ID *').fill('E2E-1');
  await dialog.getByLabel('Material *').fill('FG-OS-3552');
  await dialog.getByLabel('Quantity *').fill('50');
  await page.screenshot({ path: `${SHOTS}/co01-create.png` });
  await dialog.getByRole('button', { name: 'Create Order' }).click();
  await expect(dialog).toBeHidden();

  const detail = page.getByRole('region', { name: 'Order E2E-1' });
  await expect(detail.getByText('CMP-NBR70')).toBeVisible();

  // Newest ids sort after the plant's numeric ones: order id descending puts E2E-1 first.
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  const row = page.locator('tr[data-order-id="E2E-1"]');
  await expect(row).toContainText('Created');
  await row.getByRole('button', { name: 'Release E2E-1' }).click();
  await expect(row).toContainText('Released');
  await row.getByRole('button', { name: 'Confirm E2E-1' }).click();
  await expect(row).toContainText('In Process');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await page.screenshot({ path: `${SHOTS}/co01-confirmed.png`, fullPage: true });

  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Dashboard' })
    .click();
  await expect.poll(() => openOrdersCount(page)).toBe(openBefore + 1);
  await page.getByRole('button', { name: 'View open orders' }).click();
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: 'In Process' })).toBeVisible();
});

test('completing an order in CO01 books its output and backflushes its components', async ({ page }) => {
  await openModernWorkspace(page);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Orders' }).click();
  await page.getByRole('button', { name: 'Create Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Order' });
  await dialog.getByLabel('Order ID *').fill('E2E-2');
  await dialog.getByLabel('Material *').fill('FG-OS-3552');
  await dialog.getByLabel('Quantity *').fill('200');
  await dialog.getByRole('button', { name: 'Create Order' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Order', exact: true }).click();
  const row = page.locator('tr[data-order-id="E2E-2"]');
  await row.getByRole('button', { name: 'Release E2E-2' }).click();
  await row.getByRole('button', { name: 'Confirm E2E-2' }).click();
  await row.getByRole('button', { name: 'Complete E2E-2' }).click();
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: 'Close E2E-2' })).toBeVisible();

  const detail = page.getByRole('region', { name: 'Order E2E-2' });
  // 200 seals × 0.018 kg × 1.10 scrap = 3.96 kg of compound backflushed.
  await expect(detail.getByRole('row').filter({ hasText: 'CMP-NBR70 NBR' })).toContainText('3.96 KG');
  await expect(detail.getByRole('row', { name: /production FG-OS-3552 - MAIN 200$/ })).toBeVisible();
  await detail.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/co01-completed.png`, fullPage: true });
});

test('CO01 in the enterprise shell shows the same screen', async ({ page }) => {
  await openEnterpriseShell(page);
  const code = page.getByRole('textbox', { name: /transaction code/i });
  await code.fill('CO01');
  await code.press('Enter');
  await expect(page.getByRole('region', { name: 'Completion Rate' })).toContainText('%');
  await expect(page.getByRole('region', { name: 'Status legend' })).toContainText('Closed');
  await page.screenshot({ path: `${SHOTS}/co01-shell.png`, fullPage: true });

  await page.getByRole('button', { name: '1001', exact: true }).click();
  const detail = page.getByRole('region', { name: 'Order 1001' });
  await expect(detail.getByRole('row').filter({ hasText: 'CMP-NBR70' })).toContainText('950.4 KG');
  const gantt = detail.locator('section.gantt');
  await expect(gantt).toHaveAttribute('data-item-count', /^[1-9]/);
  await detail.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/co01-detail.png`, fullPage: true });
});
