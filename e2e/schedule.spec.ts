import { expect, type Page, test } from '@playwright/test';
import { ScheduleResult } from '@takt/contract';
import { openEnterpriseShell, openModernWorkspace } from './faces.ts';

/** A solve reads the plant and runs until its work budget; the server's wall-clock cap (DEFAULT_TIME_BUDGET_MS) bounds the worst case. */
const SOLVE_TIMEOUT_MS = 30_000;

async function openPp01(page: Page): Promise<void> {
  await openEnterpriseShell(page);
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill('PP01');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Production Scheduling' })).toBeVisible();
}

/** The schedule the screen stored as latest_schedule (assistant-and-gantt §3). */
async function latestSchedule(page: Page): Promise<ScheduleResult> {
  const stored = await page.evaluate(() => localStorage.getItem('latest_schedule'));
  return ScheduleResult.parse(JSON.parse(stored ?? 'null'));
}

async function waitForResult(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'AI Processing Details' })).toBeVisible({
    timeout: SOLVE_TIMEOUT_MS,
  });
}

test.describe('PP01 Production Scheduling (enterprise-shell §2, assistant-and-gantt §2)', () => {
  test.setTimeout(90_000);

  test('Schedule Today plans the plant: progress, KPIs, Gantt, orders, changes; Transfer to System', async ({
    page,
  }) => {
    await openPp01(page);
    await expect(page.getByRole('button', { name: 'Transfer to System' })).toBeDisabled();

    await page.getByRole('button', { name: 'Schedule Today' }).click();
    await expect(page.getByRole('textbox', { name: 'Command' })).toHaveValue(
      'Create an optimal schedule for today',
    );
    const progress = page.getByRole('progressbar', { name: 'Solve progress' });
    const details = page.getByRole('region', { name: 'AI Processing Details' });
    await expect(progress.or(details)).toBeVisible();
    if (await progress.isVisible()) {
      await expect(page.getByRole('button', { name: 'Execute', exact: true })).toBeDisabled();
    }
    await waitForResult(page);
    await expect(details).toContainText('create_schedule');

    const schedule = await latestSchedule(page);
    const operations = schedule.data.orders.flatMap((order) => order.operations);
    const workCenters = new Set(operations.map((operation) => operation.work_center));
    expect(operations.length).toBeGreaterThan(0);

    const kpis = page.getByRole('region', { name: 'KPIs' });
    await expect(kpis.getByText('SCHEDULED OPERATIONS', { exact: true })).toBeVisible();
    await expect(kpis.getByText('SOLVER TIMES')).toHaveCount(0);

    const gantt = page.getByRole('region', { name: 'Gantt Chart' });
    await expect(gantt).toHaveAttribute('data-item-count', String(operations.length));
    await expect(gantt).toHaveAttribute('data-group-count', String(workCenters.size));
    await expect(gantt.locator('[data-drawn="true"]')).toHaveCount(1);
    const firstWorkCenter = [...workCenters].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))[0]!;
    await expect(gantt.getByText(firstWorkCenter, { exact: true }).first()).toBeVisible();
    await expect(gantt.locator('.gantt__timeline')).toHaveCSS('height', '400px');
    await gantt.getByRole('button', { name: 'Lateness' }).click();
    await expect(gantt).toHaveAttribute('data-color-mode', 'lateness');

    const table = page.getByRole('region', { name: 'Scheduled Orders' });
    const firstTen = schedule.data.orders.slice(0, 10);
    const rowCount = firstTen.reduce((sum, order) => sum + Math.max(1, order.operations.length), 0);
    await expect(table.getByRole('row')).toHaveCount(rowCount + 1);

    const changes = page.getByRole('region', { name: 'Schedule Changes' });
    await expect(changes).toContainText(schedule.changes_summary?.summary_text ?? '');
    await changes.getByRole('button', { name: 'Show Details' }).click();
    await expect(
      changes
        .getByRole('listitem')
        .filter({ hasText: /^Order / })
        .first(),
    ).toBeVisible();
    await changes.getByRole('button', { name: 'Hide Details' }).click();

    // The browser's own user id makes it an identified caller: the push goes to its playground copy.
    const alertText = new Promise<string>((resolve) => {
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      });
    });
    await page.getByRole('button', { name: 'Transfer to System' }).click();
    expect(await alertText).toBe('Schedule created successfully');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('textbox', { name: 'Command' })).toHaveValue('');
    await expect(details).toHaveCount(0);
  });

  test('a disruption is planned against the released plan (no baseline sent) and shows what changed', async ({
    page,
  }) => {
    await openPp01(page);
    await page.getByRole('button', { name: 'Schedule Today' }).click();
    await waitForResult(page);
    expect(await page.evaluate(() => localStorage.getItem('schedule_baseline'))).toBeNull();

    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/schedule/runs') && request.method() === 'POST',
    );
    // Said how long (until further notice): a breakdown with no length gets a question back, not a plan.
    await page
      .getByRole('textbox', { name: 'Command' })
      .fill('Press PRS-03 broke down until further notice, reschedule');
    await page.getByRole('button', { name: 'Execute', exact: true }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      prompt: 'Press PRS-03 broke down until further notice, reschedule',
      source: 'masterdata',
    });
    expect(body).not.toHaveProperty('baseline');

    await expect(page.getByRole('region', { name: 'AI Processing Details' })).toContainText('reschedule', {
      timeout: SOLVE_TIMEOUT_MS,
    });
    const changes = page.getByRole('region', { name: 'Schedule Changes' });
    await expect(changes).toBeVisible();
    await expect(changes).toContainText(/against the released plan|changed/i);
    const showDetails = changes.getByRole('button', { name: 'Show Details' });
    if ((await showDetails.count()) > 0) {
      await showDetails.click();
      await expect(changes.getByRole('button', { name: 'Hide Details' })).toBeVisible();
    }
  });

  test('the modern workspace Schedule view adds the late orders', async ({ page }) => {
    await openModernWorkspace(page);
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('button', { name: 'Schedule' })
      .click();
    await page.getByRole('button', { name: 'Schedule Today' }).click();
    await waitForResult(page);
    const schedule = await latestSchedule(page);
    const late = page.getByRole('region', { name: 'Late Orders' });
    await expect(late.getByRole('row')).toHaveCount(
      schedule.late_orders.length + (schedule.late_orders.length > 0 ? 1 : 0),
    );
    await expect(page.getByRole('region', { name: 'Gantt Chart' })).toHaveAttribute(
      'data-late-count',
      String(
        schedule.data.orders
          .filter((order) => order.is_late)
          .reduce((n, order) => n + order.operations.length, 0),
      ),
    );
  });
});
