import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openEnterpriseShell, openModernWorkspace } from './faces.ts';

/** Screenshots for a person to look at, written only when SCREENSHOT_DIR is set (never into the repo). */
async function shoot(page: Page, name: string): Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `${name}.png`), fullPage: true });
}

test('the modern workspace reaches the ledger: Finance opens F.01 with its figures (issue 16)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openModernWorkspace(page);
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  await nav.getByRole('button', { name: 'Finance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financial' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Finance' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tablist', { name: 'Financial views' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Financial KPIs' })).toBeVisible();
  // Beside the navigation the trial balance gets the whole width: its credit column is not cut off.
  const trialBalance = page.getByRole('table', { name: 'Trial Balance' });
  await expect(trialBalance).toBeVisible();
  const hiddenWidth = await trialBalance.evaluate((table) => {
    const box = table.closest('.table-scroll') as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(hiddenWidth).toBeLessThanOrEqual(1);
  await shoot(page, 'ws-finance');
});

test('in Portuguese, the transaction-code placeholder fits its box and the workspace says Finanças', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEnterpriseShell(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
  const box = page.getByRole('textbox', { name: 'Código de transação' });
  await expect(box).toHaveAttribute('placeholder', 'Código de transação');
  // The placeholder's width in the box's own font, against the room inside its padding.
  const fit = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, room };
  });
  expect(fit.text).toBeLessThanOrEqual(fit.room);
  await page
    .locator('.shell-topbar, header')
    .first()
    .screenshot({ path: shotPath('pt-shell-topbar') });

  await box.fill('CM01');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'Utilização por período' })).toBeVisible();
  const chart = page.locator('.capacity-chart').first();
  await expect(chart.locator('svg')).toBeVisible();
  // The 100 % line's label is drawn whole, inside the chart (ECharts renders it as SVG text).
  const label = chart.locator('svg text', { hasText: /^Capacidade$/ });
  await expect(label).toHaveCount(1);
  const [chartBox, labelBox] = [await chart.boundingBox(), await label.boundingBox()];
  expect(labelBox!.x + labelBox!.width).toBeLessThanOrEqual(chartBox!.x + chartBox!.width);
  await chart.screenshot({ path: shotPath('pt-cm01-capacity-line') });

  await openModernWorkspace(page);
  const nav = page.getByRole('navigation', { name: 'Área de trabalho' });
  await nav.getByRole('button', { name: 'Finanças' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('language'));
});

/** A screenshot's path: in SCREENSHOT_DIR when set, else a throwaway one under the test's output. */
function shotPath(name: string): string {
  const directory = process.env.SCREENSHOT_DIR ?? test.info().outputDir;
  mkdirSync(directory, { recursive: true });
  return join(directory, `${name}.png`);
}

test('the assistant panel in Portuguese: a repair proposal reads in Portuguese, chrome and figures', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openModernWorkspace(page);
  await page.evaluate(() => localStorage.setItem('language', 'pt'));
  await page.reload();
  await page.getByRole('button', { name: 'Abrir assistente de IA' }).click();
  const panel = page.getByRole('complementary', { name: 'Assistente Takt' });
  await expect(panel.getByText('Olá! Eu sou o Takt')).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Mensagem para o assistente' });
  await input.fill('PRS-04 quebrou por 8 horas, reprograma');
  await input.press('Enter');
  const reply = panel.getByRole('listitem', { name: 'Mensagem do assistente' }).last();
  await expect(reply.getByRole('region', { name: 'Indicadores' })).toContainText(/Entrega no prazo\s*\d/, {
    timeout: 60_000,
  });
  await expect(reply.getByRole('button', { name: 'Transferir para o Sistema' })).toBeVisible();
  await expect(reply.getByRole('list', { name: 'Raciocínio' })).toContainText(
    'o programador com a parada inserida',
  );
  // The words the panel used to show in English, now nowhere in it.
  const shown = await panel.innerText();
  for (const word of ['Transfer to System', 'Discard', 'Metrics', 'Reasoning', 'confidence', 'Send'])
    expect(shown).not.toContain(word);
  await panel.screenshot({ path: shotPath('pt-assistant-repair') });
  const changes = reply.getByRole('region', { name: 'Mudanças na programação' });
  if (await changes.count()) await changes.screenshot({ path: shotPath('pt-assistant-changes') });
  await page.evaluate(() => localStorage.removeItem('language'));
});
