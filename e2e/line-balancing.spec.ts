import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { LineBalancingResult } from '@takt/contract';
import { openEnterpriseShell, openModernWorkspace } from './faces.ts';

const SECTIONS = [
  'Bottleneck findings',
  'Metrics',
  'Recommendations',
  'Potential improvements',
  'Balance chart',
  'Utilization heatmap',
];

/** With TAKT_SCREENSHOTS set (an output folder), the screen as the planner sees it, for a person to look at. */
async function capture(page: Page, name: string): Promise<void> {
  const folder = process.env.TAKT_SCREENSHOTS;
  if (folder) await page.screenshot({ path: join(folder, name), fullPage: true });
}

/** The full analysis the API gives the browser's user, to compare the screen with. */
async function fullAnalysis(page: Page): Promise<LineBalancingResult> {
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const answer = await page.request.post('/api/line-balancing/analyze', {
    data: { source: 'playground', focus: 'full' },
    headers: userId ? { 'X-User-Id': userId } : {},
  });
  expect(answer.ok()).toBe(true);
  return LineBalancingResult.parse(await answer.json());
}

/** The tab's results, apart from the chat panel (whose replies have a Metrics region of their own). */
const resultsOf = (page: Page) => page.getByRole('region', { name: 'Line balancing results' });

async function expectSixSections(page: Page, expected: LineBalancingResult): Promise<void> {
  const results = resultsOf(page);
  for (const name of SECTIONS) await expect(results.getByRole('region', { name })).toBeVisible();
  await expect(results.getByText(expected.line.name, { exact: true })).toBeVisible();
  const top = expected.bottlenecks[0];
  if (top)
    await expect(results.getByRole('region', { name: 'Bottleneck findings' })).toContainText(
      top.station_name,
    );
  const chart = results.getByRole('region', { name: 'Balance chart' }).locator('[data-stations]');
  await expect(chart.locator('svg')).toBeVisible();
  await expect(chart).toHaveAttribute(
    'data-stations',
    String(expected.visualization_data.balance_chart.stations.length),
  );
  const heatmap = results.getByRole('region', { name: 'Utilization heatmap' }).locator('[data-cells]');
  await expect(heatmap.locator('svg')).toBeVisible();
  const { stations, time_periods } = expected.visualization_data.heatmap;
  await expect(heatmap).toHaveAttribute('data-cells', String(stations.length * time_periods.length));
}

test('PP02 in the enterprise shell: Generate Full Analysis shows all six sections', async ({ page }) => {
  await openEnterpriseShell(page);
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill('PP02');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Generate Full Analysis' }).click();
  await expectSixSections(page, await fullAnalysis(page));
  await capture(page, 'pp02-shell-full.png');
});

test('Line Balancing in the modern workspace: Generate Full Analysis shows all six sections', async ({
  page,
}) => {
  await openModernWorkspace(page);
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Line Balancing' })
    .click();
  await page.getByRole('button', { name: 'Generate Full Analysis' }).click();
  await expectSixSections(page, await fullAnalysis(page));
  await capture(page, 'balance-workspace-full.png');
});

test("a quick action asks the assistant, and the assistant's analysis lands in the tab", async ({ page }) => {
  await openModernWorkspace(page);
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Line Balancing' })
    .click();
  await page.getByRole('button', { name: 'Minimize Setups' }).click();
  await expect(page.getByText('Minimize setups on the production line').first()).toBeVisible();
  const results = resultsOf(page);
  await expect(results).toHaveAttribute('data-focus', 'setups', { timeout: 20_000 });
  for (const name of SECTIONS) await expect(results.getByRole('region', { name })).toBeVisible();
  await capture(page, 'balance-quick-action.png');
});
