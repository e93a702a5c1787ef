import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openEnterpriseShell, openModernWorkspace } from './faces.ts';

/**
 * Captures PP01 and the workspace Schedule view with a result, for review: runs only when
 * TAKT_SCREENSHOTS names an output folder (see screenshots.spec.ts).
 */
const outputFolder = process.env.TAKT_SCREENSHOTS;

test.describe('schedule screenshots', () => {
  test.skip(!outputFolder, 'set TAKT_SCREENSHOTS to an output folder to capture screenshots');
  test.use({ viewport: { width: 1440, height: 900 } });
  test.setTimeout(90_000);

  test('PP01 in the enterprise shell', async ({ page }) => {
    await openEnterpriseShell(page);
    const box = page.getByRole('textbox', { name: 'Transaction code' });
    await box.fill('PP01');
    await box.press('Enter');
    await page.getByRole('button', { name: 'Schedule Today' }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await page.waitForTimeout(1_200);
    await page.screenshot({ path: join(outputFolder!, 'shell-pp01-progress.png') });
    await expect(page.getByRole('region', { name: 'Gantt Chart' })).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(outputFolder!, 'shell-pp01-result.png') });
    await page.getByRole('region', { name: 'Gantt Chart' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(outputFolder!, 'shell-pp01-gantt.png') });
    await page.getByRole('region', { name: 'Gantt Chart' }).screenshot({
      path: join(outputFolder!, 'shell-pp01-gantt-only.png'),
    });
    await page.getByRole('button', { name: 'Show Details' }).click();
    await page.screenshot({ path: join(outputFolder!, 'shell-pp01-full.png'), fullPage: true });
  });

  test('Schedule in the modern workspace', async ({ page }) => {
    await openModernWorkspace(page);
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('button', { name: 'Schedule' })
      .click();
    await page.getByRole('button', { name: 'Schedule Today' }).click();
    await expect(page.getByRole('region', { name: 'Gantt Chart' })).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(outputFolder!, 'workspace-schedule-result.png'), fullPage: true });
    await page.getByRole('region', { name: 'Late Orders' }).screenshot({
      path: join(outputFolder!, 'workspace-schedule-late-orders.png'),
    });
    const gantt = page.getByRole('region', { name: 'Gantt Chart' });
    await gantt.getByRole('button', { name: 'Lateness' }).click();
    await gantt.locator('.vis-item').first().hover();
    await page.waitForTimeout(400);
    await gantt.screenshot({ path: join(outputFolder!, 'workspace-schedule-gantt-lateness.png') });
  });
});
