import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { openEnterpriseShell, openModernWorkspace } from './faces.ts';

/** Screenshots for a person to look at, written only when SCREENSHOT_DIR is set (never into the repo). */
async function shoot(page: Page, name: string): Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `${name}.png`), fullPage: true });
}

async function runTransaction(page: Page, code: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill(code);
  await box.press('Enter');
}

const tabPanel = (page: Page, name: RegExp) => page.getByRole('tabpanel', { name });
const openTab = (page: Page, name: RegExp) => page.getByRole('tab', { name }).click();

const PRODUCT = 'FG-E2E-MOUNT';

/**
 * One browser page for the whole walk: the client sends the browser's own user id, so the BOM saved
 * at the start lives in this user's playground copy and the later steps read it.
 */
test.describe
  .serial('BOM and MRP workspace as an identified user (planning-workspaces §2–§9)', () => {
    let page: Page;

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
      await openEnterpriseShell(page);
    });

    test.afterAll(async () => {
      await page.close();
    });

    test('CS01 creates a BOM: every save failure is listed, then the fixed BOM saves (§4, §5)', async () => {
      await runTransaction(page, 'CS01');
      const bom = tabPanel(page, /^BOM Management/);
      await expect(bom.getByTestId('bom-mode')).toHaveText('Create mode');
      await expect(page.getByText('Plant 1000')).toBeVisible();
      await expect(page.getByRole('button', { name: 'AI Chat' })).toBeVisible();
      await expect(page.getByText('Ctrl+M')).toBeVisible();

      await bom.getByRole('button', { name: 'Save' }).click();
      const errors = bom.getByRole('list', { name: 'Validation errors' });
      await expect(errors.getByRole('listitem')).toHaveText([
        'Product ID is required',
        'Product name is required',
        'At least one component is required',
      ]);

      await bom.getByLabel('Product ID', { exact: true }).fill(PRODUCT);
      await bom.getByRole('button', { name: '+ Add Component' }).click();
      await bom.getByRole('button', { name: '+ Add Component' }).click();
      await bom.getByLabel('Quantity, line 10').fill('0');
      await bom.getByLabel('Scrap %, line 10').fill('150');
      await bom.getByLabel('Item ID, line 20').fill(PRODUCT);
      await expect(bom.getByLabel('Quantity, line 10')).toHaveAttribute('step', '0.001');
      await expect(bom.getByLabel('Unit Cost, line 10')).toHaveAttribute('step', '0.01');
      await expect(bom.getByLabel('Scrap %, line 10')).toHaveAttribute('max', '100');
      await bom.getByRole('button', { name: 'Save' }).click();
      await expect(errors.getByRole('listitem')).toHaveText([
        'Product name is required',
        'Component 1: Item ID is required',
        'Component 1: Quantity must be positive',
        'Component 1: Scrap % must be between 0 and 100',
        'Circular reference detected: Component cannot be the same as parent product',
      ]);
      await shoot(page, '01-bom-validation');

      await bom.getByLabel('Product Name').fill('Engine mount for the browser test');
      await bom.getByLabel('Item ID, line 10').fill('BATCH-890');
      await bom.getByLabel('Quantity, line 10').fill('0.55');
      await bom.getByLabel('Scrap %, line 10').fill('2.5');
      await bom.getByLabel('Item ID, line 20').fill('INS-EM-BASE');
      await bom.getByRole('button', { name: 'Save' }).click();

      await expect(bom.getByTestId('bom-mode')).toHaveText('Display mode');
      await expect(errors).toBeHidden();
      await expect(page.getByRole('textbox', { name: 'Product/Material' })).toHaveValue(PRODUCT);
      await expect(bom.getByLabel('Item ID, line 10')).toHaveValue('BATCH-890');
      await expect(bom.getByRole('cell', { name: /Compound batch 890/ })).toBeVisible();
      await expect(bom.getByRole('cell', { name: '0020' })).toBeVisible();
      await expect(bom.getByLabel('BOM totals')).toContainText('Components2');
      await shoot(page, '02-bom-display');
    });

    test('the BOM Explorer explodes it, highlights the critical path and searches (§2, §4)', async () => {
      await openTab(page, /^BOM Explorer/);
      const explorer = tabPanel(page, /^BOM Explorer/);
      await expect(explorer.getByLabel('Product ID')).toHaveValue(PRODUCT);
      await expect(explorer.getByLabel('Max Levels')).toHaveValue('10');
      await explorer.getByRole('button', { name: 'Explode BOM' }).click();

      const tree = explorer.getByRole('list', { name: 'BOM structure' });
      await expect(explorer.getByTestId('critical-path')).toContainText(
        `${PRODUCT} -> BATCH-890 -> RM-NR-SMR20`,
      );
      await expect(tree.locator(`[data-item="${PRODUCT}"]`)).toHaveAttribute('data-critical', 'true');
      // Expanded down to depth 2 after the explosion: the compound's raw materials show.
      await expect(tree.getByRole('button', { name: /^RM-778/ })).toBeVisible();
      await shoot(page, '03-explorer-tree');

      await explorer.getByRole('button', { name: 'Collapse All' }).click();
      await expect(tree.getByRole('button', { name: /^RM-778/ })).toBeHidden();
      await explorer.getByRole('searchbox', { name: 'Search components' }).fill('rm-778');
      const match = tree.locator('[data-item="RM-778"]');
      await expect(match).toHaveAttribute('data-match', 'true');
      await expect(tree.getByRole('button', { name: /^RM-778/ })).toBeVisible();
      await expect(explorer.getByText('1 match')).toBeVisible();
      await shoot(page, '04-explorer-search');
      await explorer.getByRole('button', { name: 'Clear' }).click();
      await expect(match).not.toHaveAttribute('data-match', 'true');

      await tree.getByRole('button', { name: /^BATCH-890/ }).click();
      const details = explorer.getByRole('complementary', { name: 'Component Details' });
      await expect(details).toContainText('Compound batch 890');
      await details.getByRole('button', { name: 'Drill Down' }).click();
      await expect(explorer.getByLabel('Product ID')).toHaveValue('BATCH-890');
      await expect(explorer.getByTestId('critical-path')).toContainText('BATCH-890 -> RM-NR-SMR20');

      await explorer.getByRole('button', { name: 'Indented List' }).click();
      await expect(explorer.getByRole('table', { name: 'Indented BOM list' })).toContainText('.1RM-NR-SMR20');
      await shoot(page, '05-explorer-indented');
      await explorer.getByRole('button', { name: 'Summarized' }).click();
      await expect(explorer.getByRole('table', { name: 'Summarized BOM' })).toContainText('RM-CB-N330');
    });

    test('MRP Planning runs for the demand orders and shows planned orders and action messages (§2, §4, §5)', async () => {
      await openTab(page, /^MRP Planning/);
      const mrp = tabPanel(page, /^MRP Planning/);
      await expect(mrp.getByRole('tab', { name: 'Planned Orders' })).toBeDisabled();
      await expect(mrp.getByLabel('Planning Horizon (days)')).toHaveValue('90');
      await expect(mrp.getByLabel('Quantity, order 1')).toHaveValue('100');

      await mrp.getByLabel('Product ID, order 1').fill('');
      await mrp.getByRole('button', { name: 'Run MRP' }).click();
      await expect(mrp.getByRole('alert')).toHaveText('Please add at least one valid order');

      await mrp.getByLabel('Product ID, order 1').fill('PRODUCT-001');
      await mrp.getByLabel('Quantity, order 1').fill('40000');
      await mrp.getByRole('button', { name: '+ Add Order' }).click();
      await mrp.getByLabel('Product ID, order 2').fill(PRODUCT);
      await mrp.getByLabel('Quantity, order 2').fill('0');
      await shoot(page, '06-mrp-parameters');
      await mrp.getByRole('button', { name: 'Run MRP' }).click();

      await expect(mrp.getByRole('tab', { name: 'Planned Orders' })).toHaveAttribute('aria-selected', 'true');
      await expect(mrp.getByLabel('MRP summary')).toContainText('Planned Orders');
      const orders = mrp.getByRole('table', { name: 'Planned orders' });
      await expect(orders).toContainText('PRODUCT-001');
      await shoot(page, '07-mrp-planned-orders');

      await mrp.getByRole('tab', { name: 'Action Messages' }).click();
      const messages = mrp.getByRole('list', { name: 'Action messages' });
      await expect(messages.getByRole('listitem').first()).toContainText('HIGH');
      await expect(messages).toContainText(/Expedite|Release/);
      await shoot(page, '08-mrp-action-messages');

      await mrp.getByRole('tab', { name: 'Capacity Check' }).click();
      await expect(mrp.getByRole('table', { name: 'Weekly load' })).toContainText(/Normal|High|Overload/);
      await expect(mrp.getByRole('img', { name: 'Weekly load chart' })).toBeVisible();
      await shoot(page, '09-mrp-capacity');
    });

    test('Stock Requirements (MD04) shows a short item with its running available quantity', async () => {
      await openTab(page, /^Stock Requirements/);
      const md04 = tabPanel(page, /^Stock Requirements/);
      await md04.getByLabel('Material').fill('RM-778');
      await md04.getByRole('button', { name: 'Show Stock/Requirements' }).click();
      const list = md04.getByRole('table', { name: 'Stock/requirements list' });
      await expect(list.getByRole('row').nth(1)).toContainText('Stock');
      await expect(list.locator('[data-status="shortage"]').first()).toContainText('Shortage');
      await expect(list).toContainText('Safety stock');
      await expect(md04.getByRole('list', { name: 'Action messages' })).toContainText('RM-778');
      await shoot(page, '10-md04');
    });

    test('Where-Used (CS15) walks an item up to its finished goods', async () => {
      await openTab(page, /^Where-Used/);
      const cs15 = tabPanel(page, /^Where-Used/);
      await cs15.getByLabel('Material').fill('RM-778');
      await cs15.getByRole('button', { name: 'Show Where-Used' }).click();
      await expect(cs15.getByRole('list', { name: 'Finished goods' })).toContainText('PRODUCT-001');
      await expect(cs15.getByRole('list', { name: 'Where-used tree' })).toContainText('BATCH-890');
      await shoot(page, '11-where-used');
    });

    test('the AI chat answers a quick action in its 384 px side panel', async () => {
      await page.getByRole('button', { name: 'Cost Roll-up' }).click();
      const chat = page.getByRole('complementary', { name: 'AI Assistant' });
      await expect(chat).toBeVisible();
      expect(Math.round((await chat.boundingBox())?.width ?? 0)).toBe(384);
      await expect(chat.getByRole('list', { name: 'Chat messages' })).toContainText('Material cost of');
      await shoot(page, '12-ai-chat');
    });

    test('CS03 opens the BOM in display mode and CS02 in change mode', async () => {
      await runTransaction(page, 'CS03');
      const bom: Locator = tabPanel(page, /^BOM Management/);
      await expect(bom.getByTestId('bom-mode')).toHaveText('Display mode');
      await expect(bom.getByRole('button', { name: 'Change' })).toBeDisabled();
      await runTransaction(page, 'CS02');
      await expect(tabPanel(page, /^BOM Management/).getByTestId('bom-mode')).toHaveText('Change mode');
    });
  });

test('the modern workspace opens the same page from BOM & MRP', async ({ page }) => {
  await openModernWorkspace(page);
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'BOM & MRP' })
    .click();
  await expect(page.getByRole('tab', { name: /^BOM Management/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('bom-mode')).toHaveText('Display mode');
  await page.getByRole('textbox', { name: 'Product/Material' }).fill('PRODUCT-001');
  await page.getByRole('textbox', { name: 'Product/Material' }).press('Enter');
  await expect(page.getByLabel('Item ID, line 10')).toHaveValue('BATCH-890');
  await shoot(page, '14-workspace-bom');
});

test.describe('MD01 MRP Planning in the enterprise shell (enterprise-shell §2, §4, §8)', () => {
  test('Run MRP shows progress, then the plant plan computed by the API', async ({ page }) => {
    await openEnterpriseShell(page);
    await runTransaction(page, 'MD01');
    await expect(page.getByRole('heading', { level: 1, name: 'MRP Planning' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Stock/Requirements' })).toBeVisible({ timeout: 15_000 });

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    // The plant run ends in a fraction of a second: its first read is answered as a run a third of the
    // way through, and the next one is held two seconds, so the progress can be seen; the later reads
    // reach the real run.
    let reads = 0;
    await page.route('**/api/bom/mrp/runs/*', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      reads += 1;
      if (reads === 1)
        return route.fulfill({
          json: {
            run_id: route.request().url().split('/').pop(),
            status: 'running',
            progress: { items_planned: 120, items_total: 360, percent: 33, elapsed_ms: 410 },
            result: null,
            error: null,
          },
        });
      if (reads === 2) await new Promise((resolve) => setTimeout(resolve, 2_000));
      return route.continue();
    });
    await page.getByRole('button', { name: 'Run MRP' }).click();
    const bar = page.getByRole('progressbar', { name: 'MRP run progress' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
    await expect(page.getByText('Planned 120 of 360 items (33%).')).toBeVisible();
    await shoot(page, '13-md01-progress');
    await expect.poll(() => alerts).toEqual(['MRP calculation completed successfully!']);
    await expect(page.getByLabel('MRP KPIs')).toContainText('Materials Analyzed');

    await page.getByLabel('Show').selectOption('shortages');
    await expect(page.getByRole('table', { name: 'Stock/Requirements' })).toBeVisible();
    await shoot(page, '13-md01');
  });
});
