import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { AssistantReply } from '@takt/contract';
import { openModernWorkspace } from './faces.ts';

/** Set TAKT_SCREENSHOTS to a folder to capture the conversations for review. */
const screenshotFolder = process.env.TAKT_SCREENSHOTS;

/** A repair answers within seconds on the sample plant; the first solve reads the plant. */
const SOLVE_TIMEOUT_MS = 45_000;

/** The panel's own labels a test finds it by, in each language of the screens. */
const PANEL_WORDS = {
  en: {
    panel: 'Takt Assistant',
    open: 'Open AI assistant',
    happy: 'Mascot: happy',
    reply: 'Assistant message',
    input: 'Message to the assistant',
  },
  pt: {
    panel: 'Assistente Takt',
    open: 'Abrir assistente de IA',
    happy: 'Mascote: feliz',
    reply: 'Mensagem do assistente',
    input: 'Mensagem para o assistente',
  },
};
type PanelWords = (typeof PANEL_WORDS)['en'];

const panelOf = (page: Page, words: PanelWords = PANEL_WORDS.en) =>
  page.getByRole('complementary', { name: words.panel });
const lastReply = (page: Page, words: PanelWords = PANEL_WORDS.en) =>
  panelOf(page, words).getByRole('listitem', { name: words.reply }).last();

async function openPanel(page: Page, words: PanelWords = PANEL_WORDS.en) {
  await page.getByRole('button', { name: words.open }).click();
  await expect(panelOf(page, words).getByRole('img', { name: words.happy })).toBeVisible();
}

/** Sends what the input holds, or `text` typed into it; resolves with the request body and the parsed reply. */
async function send(page: Page, text: string | null, words: PanelWords = PANEL_WORDS.en) {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/schedule/run') && r.method() === 'POST');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/schedule/run'), {
    timeout: SOLVE_TIMEOUT_MS,
  });
  const input = panelOf(page, words).getByRole('textbox', { name: words.input });
  if (text !== null) await input.fill(text);
  await input.press('Enter');
  const body = (await request).postDataJSON();
  const reply = AssistantReply.parse(await (await response).json());
  await expect(panelOf(page, words).getByRole('status')).toHaveCount(0, { timeout: SOLVE_TIMEOUT_MS });
  return { body, reply };
}

/**
 * What a planner sees of the panel: its text (scrolled-away messages included, hidden parts
 * not) and its labels, titles and placeholders. Intent codes such as change.undo in the reasoning
 * are ids, not words, and are left out.
 */
async function panelText(page: Page, words: PanelWords): Promise<string> {
  const text = await panelOf(page, words).evaluate((panel) =>
    [
      (panel as HTMLElement).innerText,
      ...[...panel.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
        ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join('\n'),
  );
  return text.replace(/\b[a-z_]+(?:\.[a-z_]+)+\b/g, ' ');
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
/** The panel's own former English chrome, beside the words of replies. */
const ENGLISH_CHROME = [
  'save',
  'confidence',
  'reasoning',
  'mode',
  'visible',
  'hidden',
  'decision',
  'thinking',
  'tool',
  'query',
  'clarification',
  'suggestions',
  'create',
  'urgent',
  'check',
  'inventory',
  'production',
  'type',
  'your',
  'question',
  'processing',
  'hello',
  'export',
  'report',
  'metrics',
  'transfer',
  'system',
  'discard',
  'assistant',
  'message',
  'send',
  'mascot',
  'operation',
  'units',
];
const englishIn = (text: string, words: readonly string[] = ENGLISH) =>
  words.filter((word) => new RegExp(`(^|[^\\p{L}-])${word}([^\\p{L}-]|$)`, 'iu').test(text));

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

  test('a Portuguese conversation gets Portuguese replies, with no English words in them or in the panel', async ({
    page,
  }) => {
    const pt = PANEL_WORDS.pt;
    await page.addInitScript(() => localStorage.setItem('language', 'pt'));
    await openModernWorkspace(page);
    await openPanel(page, pt);
    // A suggestion chip puts a Portuguese prompt in the input, which the server reads as Portuguese.
    await panelOf(page, pt)
      .getByRole('group', { name: 'Sugestões' })
      .getByRole('button', { name: 'Situação da produção' })
      .click();
    const chip = await send(page, null, pt);
    expect(chip.body.prompt).toBe('Como está a produção?');
    expect(chip.reply.language).toBe('pt');
    expect(chip.reply.intent).toBe('production.status');
    expect(englishIn(chip.reply.text), chip.reply.text).toEqual([]);
    for (const text of [
      'bom dia! quais ordens estão atrasadas?',
      'como tá a OP 1011?',
      'quanto tem de STD-101 em estoque?',
      'a PRS-03 quebrou, fica parada 4 horas',
      'desfaz isso',
    ]) {
      const { body, reply } = await send(page, text, pt);
      expect(body.prompt).toBe(text);
      expect(reply.language).toBe('pt');
      expect(englishIn(reply.text), `${text} → ${reply.text}`).toEqual([]);
      await expect(lastReply(page, pt)).toBeVisible();
    }
    const shown = await panelText(page, pt);
    expect(englishIn(shown, [...ENGLISH, ...ENGLISH_CHROME]), shown).toEqual([]);
    if (screenshotFolder)
      await panelOf(page, pt).screenshot({ path: join(screenshotFolder, 'assistant-pt-conversation.png') });
  });
});
