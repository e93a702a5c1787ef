import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openEnterpriseShell, openModernWorkspace } from './faces.ts';

/**
 * Captures the main screens for review and for the README: runs only when TAKT_SCREENSHOTS
 * names an output folder, e.g. `TAKT_SCREENSHOTS=/tmp/shots npx playwright test -c e2e/playwright.config.ts screenshots`.
 */
const outputFolder = process.env.TAKT_SCREENSHOTS;

test.describe('screenshots', () => {
  test.skip(!outputFolder, 'set TAKT_SCREENSHOTS to an output folder to capture screenshots');
  test.use({ viewport: { width: 1440, height: 900 } });

  test('modern workspace', async ({ page }) => {
    await openModernWorkspace(page);
    await expect(page.getByRole('region', { name: 'Open orders' })).toBeVisible();
    await page.screenshot({ path: join(outputFolder!, 'workspace-dashboard.png') });

    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('button', { name: 'Master Data' })
      .click();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: join(outputFolder!, 'workspace-mm01.png') });

    await page.getByRole('tab', { name: 'Inventory Items' }).click();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: join(outputFolder!, 'workspace-mm01-inventory.png') });

    await page.getByRole('button', { name: 'Custom Data' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: join(outputFolder!, 'workspace-schedule-call.png') });
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('button', { name: 'Schedule' })
      .click();
    await page.screenshot({ path: join(outputFolder!, 'workspace-not-built.png') });
  });

  test('enterprise shell', async ({ page }) => {
    await openEnterpriseShell(page);
    await page.screenshot({ path: join(outputFolder!, 'shell-welcome.png') });

    const box = page.getByRole('textbox', { name: 'Transaction code' });
    await box.fill('MM01');
    await box.press('Enter');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: join(outputFolder!, 'shell-mm01.png') });

    await box.fill('ZZ99');
    await box.press('Enter');
    await page.getByRole('button', { name: /User/ }).click();
    await page.screenshot({ path: join(outputFolder!, 'shell-not-found.png') });
  });
});
