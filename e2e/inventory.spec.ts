import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openEnterpriseShell } from './faces.ts';

/** Screenshots for a person to look at, written only when SCREENSHOT_DIR is set (never into the repo). */
async function shoot(page: Page, name: string): Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `${name}.png`), fullPage: true });
}

async function openMb51(page: Page): Promise<void> {
  await openEnterpriseShell(page);
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill('MB51');
  await box.press('Enter');
}

const freeAt = async (page: Page, location: string) => {
  const row = page
    .getByRole('table', { name: 'Stock by location' })
    .getByRole('row')
    .filter({ hasText: location });
  const cells = await row.getByRole('cell').allTextContents();
  return Number((cells[3] ?? '').replace(/[^\d.]/g, ''));
};

test('MB51: a transfer moves free stock, says so, and shows up on the Dashboard (issue 14)', async ({
  page,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await openMb51(page);
  await page.getByRole('tab', { name: 'Transfers' }).click();
  const form = page.getByRole('region', { name: 'Stock Transfer' });
  const submit = form.getByRole('button', { name: 'Transfer Stock' });
  await expect(submit).toBeDisabled();

  await form.getByLabel('Item').fill('RM-SBR-1502');
  await expect(page.getByRole('table', { name: 'Stock by location' })).toBeVisible();
  const mainBefore = await freeAt(page, 'MAIN');
  await form.getByLabel('Quantity').fill('0');
  await expect(submit).toBeDisabled();
  await form.getByLabel('Quantity').fill('125.25');
  await form.getByLabel('From location').selectOption('MAIN');
  await form.getByLabel('To location').selectOption('SHIPPING');
  await shoot(page, 'mb51-transfers-filled');
  await submit.click();
  await expect
    .poll(() => alerts)
    .toEqual([expect.stringContaining('125.25 KG of RM-SBR-1502 from MAIN to SHIPPING')]);
  await expect.poll(() => freeAt(page, 'MAIN')).toBeCloseTo(mainBefore - 125.25, 2);
  await shoot(page, 'mb51-transfers-done');

  // More than is free: refused, with the server's reason.
  await form.getByLabel('Quantity').fill('99999999');
  await submit.click();
  await expect.poll(() => alerts.length).toBe(2);
  expect(alerts[1]).toMatch(/^Transfer failed: Not enough RM-SBR-1502 at MAIN/);

  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const dashboard = page.getByRole('region', { name: 'Inventory Dashboard' });
  await expect(dashboard.getByRole('region', { name: 'Total value' })).toContainText('$');
  const moves = dashboard.getByRole('table', { name: 'Recent movements' });
  await expect(moves.getByRole('row').nth(1)).toContainText('RM-SBR-1502');
  await expect(moves.getByRole('row').nth(1)).toContainText('125.25');
  await expect(dashboard.getByRole('list', { name: 'Inventory alerts' })).toContainText('HIGH');
  await shoot(page, 'mb51-dashboard');
});
