import { expect, test } from '@playwright/test';
import { DashboardSummary } from '@takt/contract';
import { openModernWorkspace } from './faces.ts';

test('the dashboard shows the counts GET /api/dashboard computes', async ({ page }) => {
  await openModernWorkspace(page);
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const answer = await page.request.get('/api/dashboard?source=playground', {
    headers: userId ? { 'X-User-Id': userId } : {},
  });
  expect(answer.ok()).toBe(true);
  const summary = DashboardSummary.parse(await answer.json());

  const cards: Array<[string, number]> = [
    ['Open orders', summary.open_orders],
    ['Late orders', summary.late_orders],
    ['Low-stock items', summary.low_stock_items],
    ['Overloaded work centers', summary.overloaded_work_centers],
  ];
  for (const [label, count] of cards) {
    await expect(
      page.getByRole('region', { name: label }).getByText(String(count), { exact: true }),
    ).toBeVisible();
  }
  expect(summary.open_orders).toBeGreaterThan(0);

  const weeks = page.getByRole('region', { name: 'Weeks over capacity' });
  if (summary.overloaded.length === 0) {
    await expect(weeks).toContainText('No work center is loaded above its capacity.');
  } else {
    await expect(weeks.getByRole('row')).toHaveCount(summary.overloaded.length + 1);
  }
});
