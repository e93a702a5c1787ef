import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { AssistantReply, Report } from '@takt/contract';
import { openModernWorkspace } from './faces.ts';

/** Set TAKT_SCREENSHOTS to a folder to capture the report reply and its printable page for review. */
const screenshotFolder = process.env.TAKT_SCREENSHOTS;

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Takt Assistant' });

async function download(page: Page, scope: ReturnType<Page['locator']>, name: string) {
  const started = page.waitForEvent('download');
  await scope.getByRole('button', { name }).click();
  const file = await started;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test.describe('a report from the assistant (issue 16)', () => {
  test.setTimeout(90_000);

  test('generates the weekly summary for the plant manager, shows its chart, exports it and opens its printable page', async ({
    page,
  }) => {
    await openModernWorkspace(page);
    await page.getByRole('button', { name: 'Open AI assistant' }).click();
    const panel = panelOf(page);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/schedule/run'));
    const input = panel.getByRole('textbox', { name: 'Message to the assistant' });
    await input.fill('weekly production summary for the plant manager');
    await input.press('Enter');
    const reply = AssistantReply.parse(await (await response).json());
    expect(reply.type).toBe('report');
    const report = Report.parse((reply as { data?: { report?: unknown } }).data?.report);
    const late = report.metrics.find((m) => m.id === 'late_orders')!;

    const dashboard = await (await page.request.get('/api/dashboard')).json();
    expect(late.value).toBe(dashboard.late_orders);

    const message = panel.getByRole('listitem', { name: 'Assistant message' }).last();
    await expect(message).toContainText('Weekly production report for the plant manager');
    const chart = message.getByRole('img', { name: 'Utilization by work center (%)' });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute(
      'data-bars',
      String(report.chart!.values.filter((v) => v !== null).length),
    );
    await expect(chart.locator('svg')).toHaveCount(1);
    if (screenshotFolder) await page.screenshot({ path: `${screenshotFolder}/report-reply.png` });

    const csv = await download(page, message, 'CSV');
    expect(csv.name).toMatch(/^report_\d+\.csv$/);
    const rows = csv.text.trimEnd().split('\n');
    expect(rows[0]).toBe('Metric,Value');
    expect(rows).toContain(`Late orders,${dashboard.late_orders}`);
    expect(rows).toContain(`Utilization,${report.metrics.find((m) => m.id === 'utilization')!.display}`);
    expect(rows.at(-1)).toMatch(/^Report Generated,/);

    const json = JSON.parse((await download(page, message, 'JSON')).text);
    expect(json.type).toBe('production_report');
    expect(json.metrics.late_orders).toBe(dashboard.late_orders);
    expect(json.content).toBe(report.markdown);

    const markdown = (await download(page, message, 'Markdown')).text;
    expect(markdown).toMatch(/^# Production Report\n\nGenerated: /);
    expect(markdown).toContain(`| Late orders | ${dashboard.late_orders} |`);

    await message.getByRole('button', { name: 'Printable page' }).click();
    const printable = page.getByRole('dialog', { name: report.title });
    await expect(printable.getByRole('rowheader', { name: 'Late orders' })).toBeVisible();
    await expect(printable.getByRole('img', { name: 'Utilization by work center (%)' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Open AI assistant' })).toBeHidden();
    if (screenshotFolder)
      await page.screenshot({ path: `${screenshotFolder}/report-printable.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await printable.getByRole('button', { name: 'Close' }).click();
    await expect(printable).toHaveCount(0);
  });

  test('"resumo do turno pro gerente": the shift report in Portuguese, its Markdown file and its printable page', async ({
    page,
  }) => {
    await openModernWorkspace(page);
    await page.getByRole('button', { name: 'Open AI assistant' }).click();
    const panel = panelOf(page);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/schedule/run'));
    const input = panel.getByRole('textbox', { name: 'Message to the assistant' });
    await input.fill('resumo do turno pro gerente');
    await input.press('Enter');
    const reply = AssistantReply.parse(await (await response).json());
    const report = Report.parse((reply as { data?: { report?: unknown } }).data?.report);
    expect(report).toMatchObject({ language: 'pt-BR', period: 'shift' });

    const message = panel.getByRole('listitem', { name: 'Assistant message' }).last();
    await expect(message).toContainText(report.title);
    const markdown = (await download(page, message, 'Markdown')).text;
    const late = report.metrics.find((m) => m.id === 'late_orders')!;
    expect(markdown).toContain(`| Ordens atrasadas | ${late.display} |`);
    expect(markdown).toContain(report.markdown);

    await message.getByRole('button', { name: 'Página para impressão' }).click();
    const printable = page.getByRole('dialog', { name: report.title });
    await expect(printable.getByRole('rowheader', { name: 'Ordens atrasadas' })).toBeVisible();
    await expect(printable.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    if (screenshotFolder)
      await page.screenshot({ path: `${screenshotFolder}/report-printable-pt.png`, fullPage: true });
  });
});
