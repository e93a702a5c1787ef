import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openEnterpriseShell } from './faces.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

/** Where an element is drawn on the page. */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
}

test('the BOM AI chat at 1440 px leaves the form whole: Product ID and the cost columns stay in view (issue 14)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEnterpriseShell(page);
  const code = page.getByRole('textbox', { name: 'Transaction code' });
  await code.fill('CS03');
  await code.press('Enter');
  const product = page.getByRole('form', { name: 'Product' }).getByRole('textbox');
  await product.fill('PRODUCT-001');
  await product.press('Enter');
  const panel = page.getByRole('tabpanel', { name: /^BOM Management/ });
  const totalCost = panel.getByRole('columnheader', { name: 'Total Cost' });
  await expect(panel.getByLabel('Product ID', { exact: true })).toHaveValue('PRODUCT-001');
  await expect(panel.getByRole('row', { name: /BATCH-890/ })).toBeVisible();
  await expect(totalCost).toBeVisible();
  await page.getByRole('button', { name: 'AI Chat' }).click();
  const chat = page.getByRole('complementary', { name: 'AI Assistant' });
  await expect(chat).toBeVisible();
  await shoot(page, 'bom-chat-1440');
  const chatBox = await box(chat);
  const productId = await box(panel.getByLabel('Product ID', { exact: true }));
  const costBox = await box(totalCost);
  const unitCost = await box(panel.getByRole('columnheader', { name: 'Unit Cost' }));
  for (const b of [productId, costBox, unitCost]) {
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(chatBox.x);
    expect(b.width).toBeGreaterThan(40);
  }
  // The components table fits its box: no column is scrolled out of sight.
  const table = panel.getByRole('table');
  const hidden = await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0));
  expect(hidden).toBeLessThanOrEqual(0);
  // Nothing of the page scrolls sideways under the chat.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
