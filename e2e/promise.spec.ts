import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openEnterpriseShell, openModernWorkspace } from './faces.ts';

/** Screenshots for a person to look at, written only when SCREENSHOT_DIR is set (never into the repo). */
async function shoot(page: Page, name: string): Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `${name}.png`), fullPage: true });
}

/** A day `days` from today as the date input takes it (YYYY-MM-DD), in the test machine's calendar. */
function dateAhead(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

async function openMb51PromiseCheck(page: Page): Promise<Locator> {
  await openEnterpriseShell(page);
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill('MB51');
  await box.press('Enter');
  await page.getByRole('tab', { name: 'Promise Check' }).click();
  return page.getByRole('region', { name: 'Rush Order Promise Analysis' });
}

async function openModernPromise(page: Page): Promise<Locator> {
  await openModernWorkspace(page);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Promise' }).click();
  return page.getByRole('region', { name: 'Rush Order Promise Analysis' });
}

interface RushOrder {
  sku: string;
  quantity: number;
  daysAhead: number;
}

/**
 * Analyze → Accept & Schedule on the real API (planning-workspaces §4, §8) at a generous price, so
 * the order is feasible; `checkResult` looks at the answer; after the accept the success alert
 * names the order, the result is cleared and quantity and price return to 500 and 50.
 */
async function analyzeAndAccept(
  page: Page,
  promise: Locator,
  order: RushOrder,
  shotPrefix: string,
  checkResult: (result: Locator) => Promise<void>,
): Promise<void> {
  await expect(promise.getByLabel('SKU')).toHaveValue('PRODUCT-001');
  await expect(promise.getByLabel('Quantity')).toHaveValue('500');
  await expect(promise.getByLabel('Price/Unit')).toHaveValue('50');
  await expect(promise.getByLabel('Requested Delivery Date')).toHaveValue(dateAhead(7));

  await promise.getByLabel('SKU').fill(order.sku);
  await promise.getByLabel('Quantity').fill(String(order.quantity));
  await promise.getByLabel('Price/Unit').fill('400');
  await promise.getByLabel('Requested Delivery Date').fill(dateAhead(order.daysAhead));
  await expect(promise.getByRole('button', { name: 'Accept & Schedule' })).toHaveCount(0);
  await promise.getByRole('button', { name: 'Analyze Feasibility' }).click();

  const result = promise.getByRole('region', { name: 'Promise result' });
  await expect(result.getByRole('heading', { name: 'Feasible', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(result.getByLabel('Promise summary')).toContainText('Promised Date');
  await expect(result.getByLabel('Margin', { exact: true })).toContainText(/Revenue\$[\d,]+\.\dK/);
  await checkResult(result);
  await shoot(page, `${shotPrefix}-analyzed`);

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await promise.getByRole('button', { name: 'Accept & Schedule' }).click();
  await expect
    .poll(() => alerts)
    .toEqual([expect.stringMatching(/^Success! Order \S+ has been scheduled\.$/)]);
  await expect(result).toHaveCount(0);
  await expect(promise.getByLabel('Quantity')).toHaveValue('500');
  await expect(promise.getByLabel('Price/Unit')).toHaveValue('50');
  await expect(promise.getByLabel('SKU')).toHaveValue(order.sku);
  await expect(promise.getByRole('button', { name: 'Accept & Schedule' })).toHaveCount(0);
  await shoot(page, `${shotPrefix}-accepted`);
}

test.describe('Rush Order Promise Analysis (issue 13; planning-workspaces §2–§9, enterprise-shell §2)', () => {
  test.use({ viewport: { width: 1400, height: 1000 } });

  test('the modern Promise view promises a small order from stock and accepts it', async ({ page }) => {
    const promise = await openModernPromise(page);
    const order = { sku: 'STD-101', quantity: 12, daysAhead: 60 };
    await analyzeAndAccept(page, promise, order, 'promise-01-modern', async (result) => {
      await expect(result.getByRole('list', { name: 'Materials' })).toContainText('STD-101');
      await expect(result.getByText('No operations to schedule.')).toBeVisible();
    });
  });

  test("MB51's Promise Check tab promises an order to be made, with its work centers, and accepts it", async ({
    page,
  }) => {
    const promise = await openMb51PromiseCheck(page);
    // 8,000 PRODUCT-001 is more than the stock: it is made, on the presses and finishing lines.
    const order = { sku: 'PRODUCT-001', quantity: 8000, daysAhead: 90 };
    await analyzeAndAccept(page, promise, order, 'promise-02-mb51', async (result) => {
      const workCenters = result.getByRole('list', { name: /on its work centers$/ });
      await expect(workCenters.getByRole('listitem').first()).toBeVisible();
      await expect(workCenters.getByRole('img').first()).toHaveAccessibleName(/: /);
      await expect(result.getByText(/^\+\d+ more$/)).toBeVisible();
    });
  });

  test('the form lists every §5 failure and sends nothing', async ({ page }) => {
    const promise = await openModernPromise(page);
    let analyzed = 0;
    await page.route('**/api/promise/analyze', (route) => {
      analyzed += 1;
      return route.continue();
    });
    await promise.getByLabel('SKU').fill('');
    await promise.getByLabel('Quantity').fill('0');
    await promise.getByLabel('Requested Delivery Date').fill('');
    await promise.getByRole('button', { name: 'Analyze Feasibility' }).click();
    await expect(promise.getByText('SKU is required')).toBeVisible();
    await expect(promise.getByText('Quantity must be a whole number of at least 1')).toBeVisible();
    await expect(promise.getByText('Requested Delivery Date is required')).toBeVisible();
    await shoot(page, 'promise-03-validation');
    expect(analyzed).toBe(0);
  });

  test('an unknown SKU shows what the server said (§8)', async ({ page }) => {
    const promise = await openMb51PromiseCheck(page);
    await promise.getByLabel('SKU').fill('NO-SUCH-SKU-404');
    await promise.getByRole('button', { name: 'Analyze Feasibility' }).click();
    const alert = promise.getByRole('alert');
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('NO-SUCH-SKU-404');
    await expect(promise.getByRole('region', { name: 'Promise result' })).toHaveCount(0);
  });
});
