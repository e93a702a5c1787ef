import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { openEnterpriseShell, openModernWorkspace } from './faces.ts';

async function exportAndRead(page: Page): Promise<{ fileName: string; document: Record<string, unknown> }> {
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloadStarted;
  const path = await download.path();
  const document = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  return { fileName: download.suggestedFilename(), document };
}

test.describe('MM01 Master Data (enterprise-shell §2)', () => {
  test('exports the default dataset from the enterprise shell as a dated JSON file with orders', async ({
    page,
  }) => {
    await openEnterpriseShell(page);
    const box = page.getByRole('textbox', { name: 'Transaction code' });
    await box.fill('MM01');
    await box.press('Enter');
    await expect(page.getByText('Default dataset cannot be modified')).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();

    const { fileName, document } = await exportAndRead(page);
    expect(fileName).toMatch(/^takt-default-\d{4}-\d{2}-\d{2}\.json$/);
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    expect(fileName).toBe(`takt-default-${today}.json`);
    expect(Array.isArray(document.orders)).toBe(true);
    expect((document.orders as unknown[]).length).toBeGreaterThan(0);
  });

  test('shows the three tabs with data in the modern workspace', async ({ page }) => {
    await openModernWorkspace(page);
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('button', { name: 'Master Data' })
      .click();

    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('tab', { name: 'Inventory Items' }).click();
    await expect(page.getByRole('columnheader', { name: 'Stock status' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toContainText(/critical|low|adequate/);
    await page.getByRole('tab', { name: 'Chart of Accounts' }).click();
    await expect(page.getByRole('columnheader', { name: 'Normal balance' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });

  test('Custom Data opens the Schedule a Call dialog where the feature is off (planning-workspaces §2)', async ({
    page,
  }) => {
    await openModernWorkspace(page);
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('button', { name: 'Master Data' })
      .click();
    await page.getByRole('button', { name: 'Custom Data' }).click();

    const dialog = page.getByRole('dialog', { name: 'Schedule a Call' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name').fill('Ana Souza');
    await dialog.getByLabel('Email').fill('ana@plant.example');
    await dialog.getByLabel('Company').fill('Borracha SA');
    await dialog.getByLabel('Tell us about your use case').fill('Plan our own press orders');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();

    await expect(dialog.getByText('Thank you!')).toBeVisible();
    await expect(dialog.getByText("We'll be in touch soon to schedule a call...")).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4_500 });
    await expect(page.getByRole('button', { name: 'Default Dataset' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
