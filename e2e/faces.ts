import { expect, type Page } from '@playwright/test';

/** Opens the app with the enterprise shell chosen, as the stored flag does after a switch. */
export async function openEnterpriseShell(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('enterprise_ui', 'true'));
  await page.reload();
  // The name is in the stored language: English, or Portuguese when a test chose it first.
  await expect(page.getByRole('navigation', { name: /^(Menu tree|Árvore de menus)$/ })).toBeVisible();
}

/** Opens the app on the modern workspace, the face shown when no flag is stored. */
export async function openModernWorkspace(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.removeItem('enterprise_ui'));
  await page.reload();
  // The name is in the stored language: English, or Portuguese when a test chose it first.
  await expect(page.getByRole('navigation', { name: /^(Workspace|Área de trabalho)$/ })).toBeVisible();
}
