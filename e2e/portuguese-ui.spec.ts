import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { EXAMPLE_SCENARIO_TEXTS_PT_BR } from '@takt/contract';
import { examplesEnUS, examplesPtBR } from '../apps/web/src/i18n/ui/examples.ts';
import { financialEnUS, financialPtBR } from '../apps/web/src/i18n/ui/financial.ts';
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

/** One panel, for those below the fold of the shell's scrolling content. */
async function shootRegion(page: Page, name: RegExp, file: string): Promise<void> {
  const directory = process.env.SCREENSHOT_DIR;
  if (directory)
    await page.getByRole('region', { name }).screenshot({ path: join(directory, `${file}.png`) });
}

/**
 * The English-only words of the F.01 / CK11N and ZEX01 catalogs: a word the Portuguese texts never
 * use (catalogs, scenarios, pt-BR dates) that shows on a Portuguese screen is a label left in English.
 */
const ENGLISH_ONLY_WORDS = (() => {
  const wordsOf = (text: string) =>
    (
      text
        .replace(/\{[^{}]*\}/g, ' ')
        .toLowerCase()
        .match(/\p{L}[\p{L}'-]*\p{L}/gu) ?? []
    ).filter((word) => word.length >= 3);
  const months = Array.from({ length: 12 }, (_, month) =>
    new Date(Date.UTC(2026, month, 15)).toLocaleDateString('pt-BR', { month: 'short', timeZone: 'UTC' }),
  );
  const portuguese = new Set(
    [
      ...Object.values(financialPtBR),
      ...Object.values(examplesPtBR),
      ...Object.values(EXAMPLE_SCENARIO_TEXTS_PT_BR).flatMap((texts) => Object.values(texts)),
      ...months,
    ].flatMap(wordsOf),
  );
  return new Set(
    [...Object.values(financialEnUS), ...Object.values(examplesEnUS)]
      .flatMap(wordsOf)
      .filter((word) => !portuguese.has(word)),
  );
})();

/**
 * The English words among the screen's labels: headings, column and row headers, buttons, tabs,
 * field labels, card terms, notes, and the names and hints of controls. Table cells are the plant's
 * master data (account, customer and product names, stored in English in the sample plant): not labels.
 */
async function englishLabelsOn(page: Page): Promise<string[]> {
  const texts = await page
    .locator('main, .shell, body')
    .first()
    .evaluate((root) => {
      const labels = root.querySelectorAll(
        'h1, h2, h3, th, button, label, dt, [role="tab"], [role="status"], .scenario-card p, .scenario-card dd, .scenario-card blockquote, .examples li, .examples__intro, .financial-ok, .empty-state, .financial-badge',
      );
      const attributes = [...root.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((el) =>
        ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
      );
      // A product picker's options and a name marked translate="no" are master data inside a label.
      const ownText = (el: Element) => {
        const copy = el.cloneNode(true) as HTMLElement;
        for (const data of copy.querySelectorAll('select, [translate="no"]')) data.remove();
        return copy.textContent ?? '';
      };
      return [...[...labels].map(ownText), ...attributes];
    });
  const words = texts
    .join(' ')
    // Ids and codes (PRS-03, CK11N, FG-EM-210) are written in capitals and digits: not labels.
    .replace(/\b[\p{Lu}\d_-]{2,}\b/gu, ' ')
    .toLowerCase()
    .match(/\p{L}[\p{L}'-]*\p{L}/gu);
  return [...new Set((words ?? []).filter((word) => ENGLISH_ONLY_WORDS.has(word)))];
}

test('F.01, CK11N and ZEX01 in Portuguese: no English label left, Try This sends the Portuguese prompt', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEnterpriseShell(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
  const box = page.getByRole('textbox', { name: 'Código de transação' });

  await box.fill('F.01');
  await box.press('Enter');
  await expect(page.getByRole('table', { name: 'Balancete' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Faturas' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Saldo de caixa projetado por dia' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Indicadores financeiros' })).toContainText('US$');
  await page.getByRole('button', { name: 'Previsão' }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  const chat = page.getByRole('list', { name: 'Conversa financeira' });
  await expect(chat.locator('.financial-chat__message--assistant')).toContainText('Caixa em 30 dias');
  expect(await englishLabelsOn(page)).toEqual([]);
  await shoot(page, 'pt-f01');
  await shootRegion(page, /^Balancete/, 'pt-f01-trial-balance');
  await shootRegion(page, /^Previsão de Caixa/, 'pt-f01-forecast');

  await box.fill('CK11N');
  await box.press('Enter');
  await expect(page.getByRole('table', { name: 'Composição do custo' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Custo por unidade de cada produto' })).toBeVisible();
  expect(await englishLabelsOn(page)).toEqual([]);
  await shoot(page, 'pt-ck11n');

  await box.fill('ZEX01');
  await box.press('Enter');
  const categories = page.getByRole('region', { name: 'Categorias' }).getByRole('button');
  await expect(categories).toHaveCount(7);
  for (let index = 0; index < 7; index++) {
    await categories.nth(index).click();
    expect(await englishLabelsOn(page)).toEqual([]);
  }
  await categories.first().click();
  await shoot(page, 'pt-zex01');

  // A Portuguese promise question fills MB51's Promise Check: '20.000 unidades … a US$ 6,50'.
  await page.getByRole('button', { name: /^Análise de Prazo de Entrega/ }).click();
  await page
    .getByRole('article', { name: 'Pedido grande de retentores' })
    .getByRole('button', { name: 'Experimente' })
    .click();
  const promise = page.getByRole('region', { name: 'Análise de Prazo para Pedido Urgente' });
  await expect(promise.getByLabel('SKU')).toHaveValue('FG-OS-5072');
  await expect(promise.getByLabel('Quantidade')).toHaveValue('20000');
  await expect(promise.getByLabel('Preço/Unidade')).toHaveValue('6.50');
  await shoot(page, 'pt-mb51-promise-from-zex01');
  await box.fill('ZEX01');
  await box.press('Enter');

  // Try This loads the Portuguese prompt into PP01, which says so and runs it.
  await page
    .getByRole('article', { name: 'Quebra de prensa' })
    .getByRole('button', { name: 'Experimente' })
    .click();
  await expect(
    page.getByText('Exemplo carregado de Exemplos e Demonstrações. Clique em Executar para rodá-lo.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Comando' })).toHaveValue(
    'A PRS-03 quebrou, vai ficar parada por 8 horas',
  );
  // Submitted on its own after 100 ms: the interpreter reads the Portuguese breakdown.
  const details = page.getByRole('region', { name: 'Detalhes do Processamento da IA' });
  await expect(details).toContainText('reschedule_breakdown', { timeout: 90_000 });
  await shoot(page, 'pt-pp01-from-zex01');
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
