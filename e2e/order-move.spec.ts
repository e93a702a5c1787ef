import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openModernWorkspace } from './faces.ts';

/** A repair of the sample plan is answered within a few seconds; the first solve reads the plant. */
const SOLVE_TIMEOUT_MS = 45_000;

/** Set TAKT_SCREENSHOTS to a folder to capture the panel with the move proposal, in both languages. */
const screenshotFolder = process.env.TAKT_SCREENSHOTS;

/** The panel's words in each language (apps/web/src/i18n/ui/assistant.ts). */
const WORDS = {
  en: {
    open: 'Open AI assistant',
    panel: 'Takt Assistant',
    input: 'Message to the assistant',
    message: 'Assistant message',
    apply: 'Transfer to System',
    discard: 'Discard',
    command: 'move order 1023 to PRS-04',
    said: 'Moved at your request: order 1023, operation 0010',
  },
  pt: {
    open: 'Abrir assistente de IA',
    panel: 'Assistente Takt',
    input: 'Mensagem para o assistente',
    message: 'Mensagem do assistente',
    apply: 'Transferir para o Sistema',
    discard: 'Descartar',
    command: 'coloca a ordem 1023 na PRS-04',
    said: 'Movida a seu pedido: ordem 1023, operação 0010',
  },
} as const;

async function proposeMove(page: Page, language: keyof typeof WORDS) {
  const w = WORDS[language];
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('language', stored), language);
  await openModernWorkspace(page);
  await page.getByRole('button', { name: w.open }).click();
  const panel = page.getByRole('complementary', { name: w.panel });
  const input = panel.getByRole('textbox', { name: w.input });
  await input.fill(w.command);
  await input.press('Enter');
  const message = panel.getByRole('listitem', { name: w.message }).last();
  await expect(message).toContainText(w.said, { timeout: SOLVE_TIMEOUT_MS });
  return { panel, message };
}

test.describe("moving an order's operation from the chat", () => {
  test.setTimeout(90_000);
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const language of ['en', 'pt'] as const) {
    test(`the move proposal shows like every schedule proposal, Apply and Discard (${language})`, async ({
      page,
    }) => {
      const { panel, message } = await proposeMove(page, language);
      const w = WORDS[language];
      await expect(message.getByRole('button', { name: w.apply })).toBeEnabled();
      await expect(message.getByRole('button', { name: w.discard })).toBeEnabled();
      await expect(message).toContainText('PRS-04');
      if (screenshotFolder) {
        await panel.screenshot({ path: join(screenshotFolder, `move-panel-${language}.png`) });
        // The whole reply, from its first line: what moved and why, then the changes and Apply.
        await page.setViewportSize({ width: 1440, height: 2600 });
        await message.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await message.screenshot({ path: join(screenshotFolder, `move-reply-${language}.png`) });
      }
    });
  }
});
