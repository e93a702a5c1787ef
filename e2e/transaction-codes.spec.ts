import { expect, test } from '@playwright/test';
import { openEnterpriseShell } from './faces.ts';

test.describe('transaction codes in the enterprise shell (enterprise-shell §2)', () => {
  test.beforeEach(async ({ page }) => {
    await openEnterpriseShell(page);
  });

  test('a known code opens its screen and says it was executed; the message clears after 3 s', async ({
    page,
  }) => {
    const box = page.getByRole('textbox', { name: 'Transaction code' });
    await box.fill('mm01');
    await expect(box).toHaveValue('MM01');
    await box.press('Enter');

    const message = page.getByText('Transaction MM01 executed');
    await expect(message).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Master Data' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Production Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.waitForTimeout(2_500);
    await expect(message).toBeVisible();
    await expect(message).toBeHidden({ timeout: 1_500 });
  });

  test('an unknown code says it was not found, in the error style, and opens nothing', async ({ page }) => {
    const box = page.getByRole('textbox', { name: 'Transaction code' });
    await box.fill('zz99');
    await box.press('Enter');

    const message = page.getByText('Transaction ZZ99 not found');
    await expect(message).toBeVisible();
    const color = await message.evaluate((element) => getComputedStyle(element).color);
    expect(color).toBe('rgb(176, 0, 32)');
    await expect(
      page.getByText('Select a function from the menu tree or enter a transaction code.'),
    ).toBeVisible();

    await expect(message).toBeHidden({ timeout: 4_000 });
  });

  test('the box keeps at most 10 characters and ignores empty input', async ({ page }) => {
    const box = page.getByRole('textbox', { name: 'Transaction code' });
    await box.pressSequentially('abcdefghijklmno');
    await expect(box).toHaveValue('ABCDEFGHIJ');
    await box.fill('');
    await box.press('Enter');
    await expect(page.getByText(/^Transaction /)).toHaveCount(0);
  });
});
