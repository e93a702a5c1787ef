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
    command: (order: string, to: string) => `move order ${order} to ${to}`,
    said: (order: string) => `Moved at your request: order ${order}, operation 0010`,
  },
  pt: {
    open: 'Abrir assistente de IA',
    panel: 'Assistente Takt',
    input: 'Mensagem para o assistente',
    message: 'Mensagem do assistente',
    apply: 'Transferir para o Sistema',
    discard: 'Descartar',
    command: (order: string, to: string) => `coloca a ordem ${order} na ${to}`,
    said: (order: string) => `Movida a seu pedido: ordem ${order}, operação 0010`,
  },
} as const;

/**
 * A move the plan allows whatever the hour the suite runs at (the sample plant is rolled forward to the
 * real now): the first STD-101 order whose molding (0010, on PRS-03, PRS-04 or PRS-05) has not started,
 * to the other one of PRS-03 and PRS-04.
 */
async function movableOrder(page: Page): Promise<{ order: string; to: string }> {
  const response = await page.request.get('/api/masterdata/orders?limit=1000&source=default');
  const { orders } = (await response.json()) as {
    orders: {
      order_id: string;
      material: string;
      status: string;
      operations: { operation_id: string; work_center: string; start_time?: string | null }[];
    }[];
  };
  const now = Date.now();
  for (const o of orders) {
    const molding = o.operations.find((op) => op.operation_id === '0010');
    if (o.material !== 'STD-101' || !['Created', 'Released'].includes(o.status) || !molding?.start_time)
      continue;
    if (Date.parse(molding.start_time) <= now) continue;
    return { order: o.order_id, to: molding.work_center === 'PRS-04' ? 'PRS-03' : 'PRS-04' };
  }
  throw new Error('the released plan has no STD-101 molding ahead');
}

async function proposeMove(page: Page, language: keyof typeof WORDS) {
  const w = WORDS[language];
  const { order, to } = await movableOrder(page);
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('language', stored), language);
  await openModernWorkspace(page);
  await page.getByRole('button', { name: w.open }).click();
  const panel = page.getByRole('complementary', { name: w.panel });
  const input = panel.getByRole('textbox', { name: w.input });
  await input.fill(w.command(order, to));
  await input.press('Enter');
  const message = panel.getByRole('listitem', { name: w.message }).last();
  await expect(message).toContainText(w.said(order), { timeout: SOLVE_TIMEOUT_MS });
  return { panel, message, to };
}

test.describe("moving an order's operation from the chat", () => {
  test.setTimeout(90_000);
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const language of ['en', 'pt'] as const) {
    test(`the move proposal shows like every schedule proposal, Apply and Discard (${language})`, async ({
      page,
    }) => {
      const { panel, message, to } = await proposeMove(page, language);
      const w = WORDS[language];
      await expect(message.getByRole('button', { name: w.apply })).toBeEnabled();
      await expect(message.getByRole('button', { name: w.discard })).toBeEnabled();
      await expect(message).toContainText(to);
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
