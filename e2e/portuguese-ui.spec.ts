import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openEnterpriseShell } from './faces.ts';

/** Screenshots for a person to look at, written only when SCREENSHOT_DIR is set (never into the repo). */
async function shoot(page: Page, name: string): Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  await page.screenshot({ path: join(directory, `${name}.png`), fullPage: true });
}

test('the language switch turns both faces to Portuguese, is stored, and is sent as Accept-Language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEnterpriseShell(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao Takt' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pt');

  // The choice survives a reload, and every API call says it.
  const languages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) languages.push(request.headers()['accept-language'] ?? '');
  });
  await page.reload();
  const box = page.getByRole('textbox', { name: 'Código de transação' });
  await box.fill('MB51');
  await box.press('Enter');
  await expect(page.getByText('Transação MB51 executada')).toBeVisible();
  await page.getByRole('tab', { name: 'Painel' }).click();
  await expect(page.getByRole('heading', { name: 'Movimentações recentes' })).toBeVisible();
  await shoot(page, 'pt-mb51-dashboard');
  expect(languages.length).toBeGreaterThan(0);
  expect(new Set(languages)).toEqual(new Set(['pt-BR']));

  // The Portuguese example prompt is understood by the inventory chat.
  await page.getByRole('tab', { name: 'Assistente de IA' }).click();
  await page.getByRole('button', { name: 'Quanto temos de RM-778?' }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  const chat = page.getByRole('list', { name: 'Conversa sobre estoque' });
  await expect(chat.locator('.inventory-chat__message--assistant')).toContainText('RM-778');
  await shoot(page, 'pt-mb51-chat');

  await box.fill('MM01');
  await box.press('Enter');
  await expect(page.getByRole('tab', { name: 'Itens de Estoque' })).toBeVisible();
  await shoot(page, 'pt-mm01');

  await box.fill('CO01');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'Legenda das situações' })).toBeVisible();
  await shoot(page, 'pt-co01');

  await box.fill('CM01');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'Utilização por período' })).toBeVisible();
  await shoot(page, 'pt-cm01');

  // Schedule Today sends its prompt in Portuguese; the interpreter schedules from it.
  await box.fill('PP01');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Programar Hoje' }).click();
  await expect(page.getByRole('heading', { name: 'Gráfico de Gantt' })).toBeVisible({ timeout: 25_000 });
  await shoot(page, 'pt-pp01');

  await box.fill('PP02');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Gerar Análise Completa' }).click();
  await expect(page.getByRole('heading', { name: 'Gargalos encontrados' })).toBeVisible({ timeout: 20_000 });
  await shoot(page, 'pt-pp02');

  await page.getByRole('button', { name: 'Voltar à interface moderna' }).click();
  await expect(page.getByRole('heading', { name: 'Semanas acima da capacidade' })).toBeVisible();
  await shoot(page, 'pt-workspace-dashboard');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en-US');
  await expect(page.getByRole('heading', { name: 'Weeks over capacity' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});
