import { expect, type Page, test } from '@playwright/test';
import { openEnterpriseShell } from './faces.ts';

const ORDERS_WITH_A_BAD_ROW = [
  'order_id,material,quantity,unit',
  'E2E-1,STD-101,120,PC',
  'E2E-2,STD-101,0,PC',
  'E2E-3,NO-SUCH-MATERIAL,5,BOX',
].join('\n');
const GOOD_ORDERS = ['order_id,material,quantity,unit', 'E2E-1,STD-101,120,PC', 'E2E-2,STD-101,40,KG'].join(
  '\n',
);
const OPERATIONS = [
  'order_id,operation_id,work_center,duration_mins',
  'E2E-1,10,PRS-01,45',
  'E2E-1,20,AUT-01,30',
  'E2E-2,10,PRS-02,60',
].join('\n');

const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

/** The deployment's gate is off by default: the browser is told it is on, as a deployment with it would say. */
async function enableCustomData(page: Page) {
  await page.route('**/api/health', async (route) => {
    const response = await route.fetch();
    const health = await response.json();
    await route.fulfill({
      response,
      json: { ...health, features: { ...health.features, custom_data: true } },
    });
  });
}

async function openMasterDataCustom(page: Page) {
  await enableCustomData(page);
  await openEnterpriseShell(page);
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill('MM01');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Custom Data' }).click();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeVisible();
}

test.describe('MM01 import into Custom Data (issue 14)', () => {
  test('a file with bad rows shows the row-level report and writes nothing; a good one is imported', async ({
    page,
  }) => {
    await openMasterDataCustom(page);
    await expect(page.getByText('No orders found in the custom dataset.')).toBeVisible();

    await page
      .getByLabel('Import file')
      .setInputFiles([csv('orders.csv', ORDERS_WITH_A_BAD_ROW), csv('operations.csv', OPERATIONS)]);
    const report = page.getByRole('region', { name: 'Import report' });
    await expect(report.getByRole('alert')).toContainText('Nothing was imported: 3 problem(s)');
    await expect(report.getByRole('row')).toHaveText([
      /Table\s*Row\s*Field\s*Rule/,
      /Orders\s*3\s*quantity\s*must be at least 1/,
      /Orders\s*4\s*unit\s*must be one of PC, KG, M, L/,
      /Orders\s*4\s*material\s*material NO-SUCH-MATERIAL is not in the item master/,
    ]);
    await page.screenshot({ path: 'test-results/mm01-import-report.png', fullPage: true });
    await expect(page.getByText('No orders found in the custom dataset.')).toBeVisible();
    await expect(page.getByText('Custom data: 0 of 5,000 orders · 0 of 20,000 operations')).toBeVisible();

    await page
      .getByLabel('Import file')
      .setInputFiles([csv('orders.csv', GOOD_ORDERS), csv('operations.csv', OPERATIONS)]);
    await expect(page.getByText('2 orders and 3 operations imported')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Import report' })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /E2E-1/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /E2E-2/ })).toBeVisible();
    await expect(page.getByText('Custom data: 2 of 5,000 orders · 3 of 20,000 operations')).toBeVisible();
    await page.screenshot({ path: 'test-results/mm01-import-done.png', fullPage: true });

    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Clear custom data' }).click();
    await expect(page.getByText('Custom data cleared: 2 orders removed')).toBeVisible();
    await expect(page.getByText('No orders found in the custom dataset.')).toBeVisible();
  });
});
