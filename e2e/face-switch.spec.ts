import { expect, test } from '@playwright/test';
import { openModernWorkspace } from './faces.ts';

test('switches from the modern workspace to the enterprise shell and back (enterprise-shell §1)', async ({
  page,
}) => {
  await openModernWorkspace(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to enterprise shell' }).click();
  await expect(
    page.getByText('Select a function from the menu tree or enter a transaction code.'),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('PRD / Takt');
  expect(await page.evaluate(() => localStorage.getItem('enterprise_ui'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menu tree' })).toBeVisible();

  await page.getByRole('button', { name: 'Back to modern interface' }).click();
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('enterprise_ui'))).toBe('false');
});
