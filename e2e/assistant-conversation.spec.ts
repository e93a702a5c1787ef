import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { AssistantReply } from '@takt/contract';
import { openModernWorkspace } from './faces.ts';

/** Set TAKT_SCREENSHOTS to a folder to capture the conversations for review. */
const screenshotFolder = process.env.TAKT_SCREENSHOTS;

/** A repair answers within seconds on the sample plant; the first solve reads the plant. */
const SOLVE_TIMEOUT_MS = 45_000;

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Takt Assistant' });
const lastReply = (page: Page) => panelOf(page).getByRole('listitem', { name: 'Assistant message' }).last();

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Open AI assistant' }).click();
  await expect(panelOf(page).getByRole('img', { name: 'Mascot: happy' })).toBeVisible();
}

/** Types a message and sends it; resolves with the request body and the parsed reply. */
async function send(page: Page, text: string) {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/schedule/run') && r.method() === 'POST');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/schedule/run'), {
    timeout: SOLVE_TIMEOUT_MS,
  });
  const input = panelOf(page).getByRole('textbox', { name: /Message to the assistant|Mensagem/ });
  await input.fill(text);
  await input.press('Enter');
  const body = (await request).postDataJSON();
  const reply = AssistantReply.parse(await (await response).json());
  await expect(panelOf(page).getByRole('status')).toHaveCount(0, { timeout: SOLVE_TIMEOUT_MS });
  return { body, reply };
}

/** English words no Portuguese reply should carry (ids such as PRS-03 are not words here). */
const ENGLISH = [
  'the',
  'and',
  'of',
  'orders',
  'order',
  'late',
  'stock',
  'available',
  'machine',
  'down',
  'schedule',
  'until',
  'from',
  'with',
  'operations',
  'moved',
  'open',
  'days',
  'finishes',
  'next',
  'running',
  'proposal',
  'compared',
  'released',
  'plan',
  'changes',
  'undo',
  'due',
];
const englishIn = (text: string) =>
  ENGLISH.filter((word) => new RegExp(`(^|[^\\p{L}-])${word}([^\\p{L}-]|$)`, 'iu').test(text));

test.describe('talking to the assistant (issue 10)', () => {
  test.setTimeout(120_000);

  test('two requests in one line: a question with a button per request, no Transfer; a button sends one request', async ({
    page,
  }) => {
    await openModernWorkspace(page);
    await openPanel(page);
    const { reply } = await send(page, 'PRS-04 down for 6h and Meridian needs 500 PRODUCT-001 by Friday');
    expect(reply.type).not.toBe('schedule');
    expect(reply.needs_clarification).toBe(true);
    const message = lastReply(page);
    const buttons = (reply.suggested_actions ?? []).map((a) => a.label);
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    for (const label of buttons) await expect(message.getByRole('button', { name: label })).toBeVisible();
    await expect(message.getByRole('button', { name: 'Transfer to System' })).toHaveCount(0);
    if (screenshotFolder)
      await panelOf(page).screenshot({ path: join(screenshotFolder, 'assistant-two-requests.png') });
    const first = reply.suggested_actions![0]!;
    const request = page.waitForRequest(
      (r) => r.url().endsWith('/api/schedule/run') && r.method() === 'POST',
    );
    await message.getByRole('button', { name: first.label }).click();
    expect((await request).postDataJSON().prompt).toBe(first.prompt);
  });

  test('undo by chat: a transferred breakdown is undone from the button "undo that" offers', async ({
    page,
  }) => {
    await openModernWorkspace(page);
    await openPanel(page);
    const { reply } = await send(page, 'PRS-03 broke down for 4 hours');
    expect(reply.type).toBe('schedule');
    await lastReply(page).getByRole('button', { name: 'Transfer to System' }).click();
    await expect(lastReply(page)).toContainText('Transferred to the system', { timeout: SOLVE_TIMEOUT_MS });
    const headers = { 'x-user-id': await page.evaluate(() => localStorage.getItem('userId') ?? '') };
    const changes = async () =>
      (await (await page.request.get('/api/schedule/changes', { headers })).json()).changes as {
        change_id: string;
        undone_at: string | null;
      }[];
    const [applied] = await changes();
    expect(applied?.undone_at).toBeNull();

    const undo = await send(page, 'undo that');
    expect(undo.reply.type).toBe('text');
    const message = lastReply(page);
    await message.getByRole('button', { name: 'Undo' }).click();
    await expect(lastReply(page)).toContainText('Undone', { timeout: SOLVE_TIMEOUT_MS });
    const after = await changes();
    expect(after.find((c) => c.change_id === applied!.change_id)?.undone_at).not.toBeNull();
  });

  test('a Portuguese conversation gets Portuguese replies, with no English words', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'pt'));
    await openModernWorkspace(page);
    await openPanel(page);
    for (const text of [
      'bom dia! quais ordens estão atrasadas?',
      'como tá a OP 1011?',
      'quanto tem de STD-101 em estoque?',
      'a PRS-03 quebrou, fica parada 4 horas',
      'desfaz isso',
    ]) {
      const { body, reply } = await send(page, text);
      expect(body.prompt).toBe(text);
      expect(reply.language).toBe('pt');
      expect(englishIn(reply.text), `${text} → ${reply.text}`).toEqual([]);
      await expect(lastReply(page)).toBeVisible();
    }
    if (screenshotFolder)
      await panelOf(page).screenshot({ path: join(screenshotFolder, 'assistant-pt-conversation.png') });
  });
});
