import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ScheduleResult } from '@takt/contract';
import { openEnterpriseShell } from './faces.ts';

/** A repair is answered within a few seconds on the sample plant; the first solve reads the plant. */
const SOLVE_TIMEOUT_MS = 45_000;
const CAUSE_RANK: Record<string, number> = { forced: 0, knock_on: 1, improvement: 2, none: 3 };

/** Where the review screenshots go, when TAKT_SCREENSHOTS names a folder (see screenshots.spec.ts). */
const screenshotFolder = process.env.TAKT_SCREENSHOTS;

async function openPp01(page: Page): Promise<void> {
  await openEnterpriseShell(page);
  const box = page.getByRole('textbox', { name: 'Transaction code' });
  await box.fill('PP01');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Production Scheduling' })).toBeVisible();
}

async function runCommand(page: Page, command: string): Promise<ScheduleResult> {
  await page.getByRole('textbox', { name: 'Command' }).fill(command);
  await page.getByRole('button', { name: 'Execute', exact: true }).click();
  await expect(page.getByRole('region', { name: 'AI Processing Details' })).toBeVisible({
    timeout: SOLVE_TIMEOUT_MS,
  });
  const stored = await page.evaluate(() => localStorage.getItem('latest_schedule'));
  return ScheduleResult.parse(JSON.parse(stored ?? 'null'));
}

/**
 * A breakdown that must move planned work whatever the hour the suite runs at: the press whose next
 * not-started operation comes first in the released plan, down from now until past that start.
 */
async function breakdownCommand(page: Page): Promise<{ command: string; workCenter: string }> {
  const response = await page.request.get('/api/masterdata/orders?limit=1000&source=default');
  const { orders } = (await response.json()) as {
    orders: { status: string; operations: { work_center: string; start_time?: string | null }[] }[];
  };
  const now = Date.now();
  const next = orders
    .filter((o) => o.status === 'Created' || o.status === 'Released')
    .flatMap((o) => o.operations)
    .filter((op) => op.work_center.startsWith('PRS-') && op.start_time && Date.parse(op.start_time) > now)
    .sort((a, b) => Date.parse(a.start_time!) - Date.parse(b.start_time!))[0];
  if (!next) throw new Error('the released plan has no press work ahead');
  const hours = Math.ceil((Date.parse(next.start_time!) - now) / 3_600_000) + 1;
  return { command: `${next.work_center} broke down for ${hours} hours`, workCenter: next.work_center };
}

/** The vertical extent of an element on the page. */
async function verticalExtent(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { top: box.y, bottom: box.y + box.height };
}

/**
 * Scrolls the chart's rows with the wheel, as a planner does, until a row is in view (vis-timeline
 * draws the items of the rows in view only).
 */
async function scrollRowIntoView(page: Page, timeline: Locator, rowLabel: Locator): Promise<void> {
  await timeline.scrollIntoViewIfNeeded();
  const area = await verticalExtent(timeline);
  const box = await timeline.boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const row = await verticalExtent(rowLabel);
    if (row.top >= area.top + 40 && row.bottom <= area.bottom) return;
    await page.mouse.wheel(0, row.top < area.top + 40 ? -120 : 120);
    await page.waitForTimeout(150);
  }
  throw new Error('the row did not come into view');
}

test.describe('a breakdown on the Gantt chart and in the changes (issue 9)', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 1440, height: 900 } });

  test('after a breakdown, the downtime is shaded on its row and the first changes listed are the forced ones', async ({
    page,
  }) => {
    await openPp01(page);
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/schedule/runs') && request.method() === 'POST',
    );
    const { command, workCenter } = await breakdownCommand(page);
    const schedule = await runCommand(page, command);
    // The baseline is the released plan: the page sends none.
    expect((await sent).postDataJSON()).not.toHaveProperty('baseline');

    // The downtime is in the result and shaded on the press's row, in view when the chart opens.
    const breakdown = schedule.downtimes.find((d) => d.work_center === workCenter && d.is_new);
    expect(breakdown, 'the result carries the reported downtime').toBeDefined();
    const gantt = page.getByRole('region', { name: 'Gantt Chart' });
    await expect(gantt).toHaveAttribute('data-downtime-work-centers', new RegExp(`(^| )${workCenter}( |$)`));
    await expect(gantt.locator('[data-drawn="true"]')).toHaveCount(1);
    // The axis turns to plant time once the plant's zone is known, which redraws the rows: wait for it.
    await expect(gantt).toHaveAttribute('data-time-zone', /\S/);
    const rowLabel = gantt
      .locator('.vis-labelset .vis-label')
      .filter({ hasText: new RegExp(`^${workCenter}$`) });
    await scrollRowIntoView(page, gantt.locator('.gantt__timeline'), rowLabel);
    // The breakdown this command reported is a shaded band within the press's row.
    const shading = gantt.locator('.vis-item.gantt-downtime--breakdown.gantt-downtime--new');
    await expect(shading).toBeVisible();
    const row = await verticalExtent(rowLabel);
    const shaded = await verticalExtent(shading);
    expect(shaded.top).toBeGreaterThanOrEqual(row.top - 1);
    expect(shaded.bottom).toBeLessThanOrEqual(row.bottom + 1);

    // A proposal until transferred or discarded, compared with the released plan.
    await expect(page.getByRole('status').filter({ hasText: 'Proposal' })).toContainText(
      'Compared with the released plan',
    );
    const isFeasible = schedule.feasibility.status === 'feasible';
    const transfer = page.getByRole('button', { name: 'Transfer to System' });
    if (isFeasible) await expect(transfer).toBeEnabled();
    else {
      await expect(transfer).toBeDisabled();
      await expect(page.getByRole('alert')).toContainText('hard rule');
    }

    // The changes: forced first, then knock-on, then improvements, each with its cause.
    const summary = schedule.changes_summary;
    expect(summary?.summary_stats.forced_operations ?? 0).toBeGreaterThan(0);
    const changes = page.getByRole('region', { name: 'Schedule Changes' });
    await changes.getByRole('button', { name: 'Show Details' }).click();
    const listed = changes.locator('li[data-cause]');
    await expect(listed.first()).toHaveAttribute('data-cause', 'forced');
    // Each change says why it was made, after a dash.
    await expect(listed.first()).toContainText(/ — \S/);
    const causes = await listed.evaluateAll((items) => items.map((item) => item.getAttribute('data-cause')));
    expect(causes.length).toBe(summary?.changes.length);
    const ranks = causes.map((cause) => CAUSE_RANK[cause ?? 'none'] ?? 3);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(causes.filter((cause) => cause === 'forced')).toHaveLength(
      summary?.summary_stats.forced_operations ?? -1,
    );

    // One figure: the MACHINE CHANGES tile is the badge's count.
    const badge = changes
      .getByRole('list', { name: 'Change counts' })
      .locator('[data-stat="machine_changes"] strong');
    const tile = page.getByRole('region', { name: 'KPIs' }).getByText('MACHINE CHANGES', { exact: true });
    if ((await tile.count()) > 0) {
      await expect(tile.locator('xpath=following-sibling::dd')).toHaveText((await badge.textContent()) ?? '');
    }

    // The bars the repair had to move are marked, as many as the forced changes of operations on the chart.
    await expect(gantt).toHaveAttribute('data-forced-count', /^[1-9]\d*$/);

    if (screenshotFolder) {
      await gantt.screenshot({ path: join(screenshotFolder, 'disruption-gantt.png') });
      await changes.screenshot({ path: join(screenshotFolder, 'disruption-changes.png') });
      await page.screenshot({ path: join(screenshotFolder, 'disruption-pp01.png'), fullPage: true });
    }

    if (!isFeasible) return;
    // Transfer to System: the same plan is now the released plan, and says so.
    const alertText = new Promise<string>((resolve) => {
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      });
    });
    await transfer.click();
    expect(await alertText).toBe('Schedule created successfully');
    await expect(page.getByRole('status').filter({ hasText: 'Released plan' })).toBeVisible();
    await expect(transfer).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  });

  test('the week pager shows where the visible week sits in the plan', async ({ page }) => {
    await openPp01(page);
    await runCommand(page, 'PRS-03 broke down for 4 hours');
    const pager = page.getByRole('navigation', { name: 'Plan weeks' });
    const weekCount = Number(await pager.getAttribute('data-week-count'));
    test.skip(!(weekCount > 1), 'the plan fits in the 7 days the chart shows at once');
    const position = pager.locator('output');
    await expect(position).toContainText(new RegExp(`^Week \\d+ of ${weekCount}`));
    const week = Number(await pager.getAttribute('data-week'));
    const next = pager.getByRole('button', { name: /Next week/ });
    if (week < weekCount) {
      await next.click();
      await expect(pager).toHaveAttribute('data-week', String(week + 1));
    }
    await pager.getByRole('group', { name: 'Plan overview' }).getByRole('button').first().click();
    await expect(pager).toHaveAttribute('data-week', '1');
    await expect(pager.getByRole('button', { name: /Previous week/ })).toBeDisabled();
    if (screenshotFolder) {
      await page.getByRole('region', { name: 'Gantt Chart' }).screenshot({
        path: join(screenshotFolder, 'disruption-gantt-week-1.png'),
      });
    }
  });
});
