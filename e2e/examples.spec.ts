import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openEnterpriseShell, openModernWorkspace } from './faces.ts';

/** Screenshots for a person to look at, written only when SCREENSHOT_DIR is set (never into the repo). */
async function shoot(page: Page, name: string): Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `${name}.png`), fullPage: true });
}

async function openZex01(page: Page): Promise<void> {
  await openEnterpriseShell(page);
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill('ZEX01');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Examples and Demos' })).toBeVisible();
}

/** Each category's first scenario, and what its Try This must show: PP01's tool, or Promise Check's SKU. */
const TRIES = [
  { category: 'Vulcanization', title: 'Press breakdown', tool: 'reschedule_breakdown' },
  { category: 'Automotive Orders', title: 'Rush order for oil seals', tool: 'plan_rush_order' },
  { category: 'Material Delays', title: 'Carbon black arrives late', tool: 'reschedule_material_delay' },
  { category: 'Daily Operations', title: "Today's schedule", tool: 'create_schedule' },
  { category: 'Promise Date Analysis', title: 'O-rings in two days', sku: 'STD-101' },
  { category: 'Quality Control', title: 'O-rings held in quarantine', tool: 'inventory_query' },
  { category: 'Material & Inventory', title: 'Antidegradant stock', tool: 'inventory_query' },
] as const;

test.describe('ZEX01 Examples: each category Try This (enterprise-shell §2, issue 16)', () => {
  test.setTimeout(120_000);

  test('shows the seven category cards, the scenario cards and the quick-start guide', async ({ page }) => {
    await openZex01(page);
    const categories = page.getByRole('region', { name: 'Categories' }).getByRole('button');
    await expect(categories).toHaveCount(7);
    await expect(page.getByRole('complementary', { name: 'Quick Start Guide' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Press breakdown' })).toContainText('Expected Result');
    await shoot(page, 'zex01-examples');
  });

  for (const tryThis of TRIES) {
    test(`${tryThis.category}: "${tryThis.title}" Try This`, async ({ page }) => {
      await openZex01(page);
      await page.getByRole('button', { name: new RegExp(`^${tryThis.category}`) }).click();
      const card = page.getByRole('article', { name: tryThis.title });
      const prompt = (await card.getByLabel('Prompt').textContent())?.trim() ?? '';
      await card.getByRole('button', { name: 'Try This' }).click();

      if ('sku' in tryThis) {
        await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
        await expect(page.getByRole('tab', { name: 'Promise Check' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        const promise = page.getByRole('region', { name: 'Rush Order Promise Analysis' });
        await expect(promise.getByLabel('SKU')).toHaveValue(tryThis.sku);
        await expect(promise.getByLabel('Quantity')).toHaveValue('500');
        await expect(promise.getByLabel('Price/Unit')).toHaveValue('48');
        await shoot(page, `zex01-try-${tryThis.category.replace(/\W+/g, '-').toLowerCase()}`);
        return;
      }

      await expect(page.getByRole('heading', { level: 1, name: 'Production Scheduling' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Command' })).toHaveValue(prompt);
      await expect(
        page.getByText('Example loaded from Examples and Demos. Click Execute to run it.'),
      ).toBeVisible();
      // Submitted on its own after 100 ms: the answer comes without a click on Execute.
      const details = page.getByRole('region', { name: 'AI Processing Details' });
      await expect(details).toContainText(tryThis.tool, { timeout: 90_000 });
      await shoot(page, `zex01-try-${tryThis.category.replace(/\W+/g, '-').toLowerCase()}`);
    });
  }

  test('the modern workspace opens the same screen and Try This runs the prompt in Schedule', async ({
    page,
  }) => {
    await openModernWorkspace(page);
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('button', { name: 'Examples' })
      .click();
    await page.getByRole('button', { name: /^Daily Operations/ }).click();
    await page
      .getByRole('article', { name: 'Which orders are late?' })
      .getByRole('button', { name: 'Try This' })
      .click();
    await expect(page.getByRole('textbox', { name: 'Command' })).toHaveValue('Which orders are late?');
    await expect(page.getByRole('region', { name: 'AI Processing Details' })).toContainText(
      'list_late_orders',
      {
        timeout: 60_000,
      },
    );
    await shoot(page, 'zex01-modern-late-orders');
  });
});
