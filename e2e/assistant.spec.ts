import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { AssistantReply, ScheduleResult } from '@takt/contract';
import { openEnterpriseShell, openModernWorkspace } from './faces.ts';

/** A reschedule reads the plant and runs the solver until its work budget; the server's wall-clock cap (DEFAULT_TIME_BUDGET_MS) bounds the worst case. */
const SOLVE_TIMEOUT_MS = 30_000;

/** Set TAKT_SCREENSHOTS to a folder to capture the panel in both faces for review. */
const screenshotFolder = process.env.TAKT_SCREENSHOTS;

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Takt Assistant' });

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Open AI assistant' }).click();
  await expect(panelOf(page).getByRole('img', { name: 'Mascot: happy' })).toBeVisible();
}

/** Types a message, sends it with Enter and resolves with the request body and the reply. */
async function send(page: Page, text: string) {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/schedule/run') && r.method() === 'POST');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/schedule/run'), {
    timeout: SOLVE_TIMEOUT_MS,
  });
  const input = panelOf(page).getByRole('textbox', { name: 'Message to the assistant' });
  await input.fill(text);
  await input.press('Enter');
  return {
    body: (await request).postDataJSON(),
    reply: async () => AssistantReply.parse(await (await response).json()),
  };
}

test.describe('the assistant panel (assistant-and-gantt §2-§9)', () => {
  test.setTimeout(90_000);

  test('a breakdown command: Processing, the reply with changes and metrics, CSV export, Save Schedule, Schedule view', async ({
    page,
  }) => {
    await openModernWorkspace(page);
    await openPanel(page);
    const panel = panelOf(page);
    await expect(panel.getByText("Hello! I'm Takt, your production planning partner.")).toBeVisible();

    const sent = await send(page, 'PRS-03 broke down for 4 hours');
    expect(sent.body).toMatchObject({
      source: 'playground',
      data_source: 'default',
      backend: 'openrouter',
      conversation_history: [{ role: 'assistant' }],
    });
    // No baseline: the server compares with the released plan (issue 9).
    expect(sent.body).not.toHaveProperty('baseline');
    expect(sent.body.prompt).toMatch(/^PRS-03 broke down for 4 hours/);
    await expect(panel.getByRole('status')).toHaveText('Processing...');
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(panel.getByRole('img', { name: 'Mascot: thinking' })).toBeVisible();

    const reply = await sent.reply();
    expect(reply.type).toBe('schedule');
    const message = panel.getByRole('listitem', { name: 'Assistant message' }).last();
    await expect(message).toContainText('PRS-03 is down', { timeout: SOLVE_TIMEOUT_MS });
    await expect(panel.getByRole('status')).toHaveCount(0);
    await expect(message).toContainText('confidence 90%');
    await expect(panel.getByRole('img', { name: 'Mascot: alert' })).toBeVisible();
    await expect(message.getByRole('region', { name: 'Metrics' })).toContainText(
      /On time delivery\s*\d+(\.\d)?%/,
    );
    const changes = message.getByRole('region', { name: 'Schedule changes' });
    await expect(changes).toBeVisible();
    const changeCount = reply.type === 'schedule' ? (reply.changes_summary?.changes.length ?? 0) : 0;
    await expect(changes.getByRole('listitem')).toHaveCount(
      Math.min(changeCount, 5) + (changeCount > 5 ? 1 : 0),
    );
    if (changeCount > 5)
      await expect(changes).toContainText(`and ${(changeCount - 5).toLocaleString('en-US')} more`);
    await expect(message.getByRole('list', { name: 'Reasoning' })).toContainText('schedule.breakdown');
    // A proposal until transferred or discarded, with the wording PP01 uses (issue 9).
    await expect(message).toContainText('Proposal Compared with the released plan.');
    await expect(message.getByRole('button', { name: 'Transfer to System' })).toBeEnabled();
    await expect(message.getByRole('button', { name: 'Discard' })).toBeEnabled();
    await expect(message.getByRole('button', { name: 'Apply' })).toHaveCount(0);

    const downloadStarted = page.waitForEvent('download');
    await message.getByRole('button', { name: 'CSV' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^report_\d+\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe('Metric,Value');
    // The plant is rolled forward to the real now on load: how many orders are open depends on the day.
    const openOrders = reply.type === 'schedule' ? reply.data.orders.length : 0;
    expect(openOrders).toBeGreaterThan(50);
    expect(lines).toContain(`Scheduled orders,${openOrders}`);
    expect(lines.at(-1)).toMatch(/^Report Generated,/);

    if (screenshotFolder) await page.screenshot({ path: join(screenshotFolder, 'assistant-workspace.png') });

    await message.getByRole('button', { name: 'Save Schedule' }).click();
    await expect(panel.getByRole('listitem', { name: 'Assistant message' }).last()).toContainText(
      'Schedule saved. Go to the Schedule tab',
    );
    const stored = await page.evaluate(() => ({
      latest: JSON.parse(localStorage.getItem('latest_schedule') ?? 'null'),
      baseline: JSON.parse(localStorage.getItem('schedule_baseline') ?? 'null'),
    }));
    const saved = ScheduleResult.parse(stored.latest);
    expect(saved.run_id).toBe(reply.type === 'schedule' ? reply.run_id : '');
    // Saving shows it in the Schedule view; it does not make an un-applied proposal the baseline.
    expect(stored.baseline).toBeNull();

    await page.getByTestId('assistant-backdrop').click({ position: { x: 20, y: 20 } });
    await expect(panel).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('button', { name: 'Schedule' })
      .click();
    await expect(page.getByRole('region', { name: 'AI Processing Details' })).toContainText(
      'reschedule_breakdown',
    );
    // The Schedule view shows it as the proposal it still is, as the assistant does.
    await expect(page.getByRole('status').filter({ hasText: 'Proposal' })).toContainText(
      'Compared with the released plan',
    );
    await expect(page.getByRole('region', { name: 'Gantt Chart' })).toHaveAttribute(
      'data-item-count',
      String(saved.data.orders.reduce((n, order) => n + order.operations.length, 0)),
    );
  });

  test('in the enterprise shell: a question back with actions, suggestions, minimise and close', async ({
    page,
  }) => {
    await openEnterpriseShell(page);
    await openPanel(page);
    const panel = panelOf(page);

    await panel
      .getByRole('group', { name: 'Suggestions' })
      .getByRole('button', { name: 'Production status' })
      .click();
    await expect(panel.getByRole('textbox', { name: 'Message to the assistant' })).toHaveValue(
      'Production status',
    );
    await expect(panel.getByRole('listitem', { name: 'Your message' })).toHaveCount(0);

    const sent = await send(page, 'a press broke');
    expect((await sent.reply()).needs_clarification).toBe(true);
    const question = panel.getByRole('listitem', { name: 'Assistant message' }).last();
    await expect(question).toContainText('Which press is down');
    await expect(question).toContainText('confidence 70%');

    if (screenshotFolder) await page.screenshot({ path: join(screenshotFolder, 'assistant-shell.png') });

    const followUp = page.waitForRequest(
      (r) => r.url().endsWith('/api/schedule/run') && r.method() === 'POST',
    );
    await question.getByRole('button', { name: 'Press 3' }).click();
    expect((await followUp).postDataJSON().prompt).toMatch(/PRS-03/);
    const followUpMessage = panel.getByRole('listitem', { name: 'Your message' }).last();
    await expect(followUpMessage).toContainText('PRS-03');
    await expect(followUpMessage).not.toContainText('Adjust');

    await panel.getByRole('button', { name: 'Minimise assistant' }).click();
    await expect(panel.getByRole('textbox', { name: 'Message to the assistant' })).toHaveCount(0);
    await expect(page.getByTestId('assistant-backdrop')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Close assistant' }).click();
    await expect(page.getByRole('button', { name: 'Open AI assistant' })).toBeVisible();
  });

  test('MB51 AI Assistant answers a stock question with a table', async ({ page }) => {
    await openEnterpriseShell(page);
    const box = page.getByRole('textbox', { name: 'Transaction code' });
    await box.fill('MB51');
    await box.press('Enter');
    await expect(page.getByRole('tab', { name: 'AI Assistant' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: 'Inventory question' }).fill('How much RM-778 do we have?');
    await page.getByRole('button', { name: 'Send' }).click();
    const chat = page.getByRole('list', { name: 'Inventory chat' });
    await expect(chat.getByRole('table')).toBeVisible();
    await expect(chat.getByRole('row').filter({ hasText: 'MAIN' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
