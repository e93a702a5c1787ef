import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { englishLeftOn } from './english-left.ts';
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

test('BOM & MRP in Portuguese: CS01, CS03 with its explorer and MD04, and MD01 leave no English label', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEnterpriseShell(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
  const box = page.getByRole('textbox', { name: 'Código de transação' });
  const run = async (code: string) => {
    await box.fill(code);
    await box.press('Enter');
  };
  const main = page.locator('main');

  await run('CS01');
  await expect(page.getByTestId('bom-mode')).toHaveText('Modo criação');
  await expect(main.getByRole('heading', { name: 'Componentes' })).toBeVisible();
  expect(await englishLeftOn(page)).toEqual([]);
  await shoot(page, 'pt-cs01');

  await run('CS03');
  await expect(page.getByTestId('bom-mode')).toHaveText('Modo exibição');
  const product = main.getByRole('textbox', { name: 'Produto/Material' });
  await product.fill('STD-101');
  await product.press('Enter');
  await expect(main.getByLabel('Totais da lista técnica')).toContainText('US$');
  expect(await englishLeftOn(page)).toEqual([]);
  await shoot(page, 'pt-cs03');

  // A quick action asks the assistant in Portuguese; it answers, and says how it read it, in Portuguese.
  await main.getByRole('button', { name: 'Custo Acumulado' }).click();
  const chat = main.getByRole('list', { name: 'Mensagens do chat' });
  await expect(chat).toContainText('Quanto custa STD-101?');
  await expect(chat).toContainText('Custo de material de 1 × STD-101: US$');
  await chat.getByText('Como entendi').click();
  await expect(chat).toContainText('Pergunta lida como "custo".');
  expect(await englishLeftOn(page)).toEqual([]);
  await shoot(page, 'pt-cs03-chat');
  await main.getByRole('button', { name: 'Fechar o chat IA' }).click();

  await main.getByRole('tab', { name: /Explorador da Lista Técnica/ }).click();
  await main.getByRole('form', { name: 'Parâmetros da explosão' }).getByRole('button').click();
  await expect(main.getByTestId('critical-path')).toContainText('dias de lead time');
  expect(await englishLeftOn(page)).toEqual([]);
  await shoot(page, 'pt-cs03-explorer');

  await main.getByRole('tab', { name: /Necessidades/ }).click();
  const material = main.getByRole('form', { name: 'Consulta de necessidades' }).getByRole('textbox');
  await material.fill('RM-778');
  await material.press('Enter');
  await expect(main.getByRole('table', { name: 'Lista de estoque/necessidades' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await englishLeftOn(page)).toEqual([]);
  await shoot(page, 'pt-md04');

  await run('MD01');
  await expect(main.getByLabel('Indicadores do MRP')).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('heading', { name: 'Ações Recomendadas' })).toBeVisible();
  expect(await englishLeftOn(page)).toEqual([]);
  await shoot(page, 'pt-md01');
});
