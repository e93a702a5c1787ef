import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const chat = async (message: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/financial/chat',
    payload: { message },
    headers,
  });
  return { status: res.statusCode, body: res.json() };
};
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

describe('POST /api/financial/chat: answers from the ledger in the command’s language', () => {
  it('gives the cash position by account', async () => {
    const { body } = await chat('What is our cash position?');
    const cash = await get('/api/financial/cash-position');
    expect(body).toMatchObject({
      intent: 'cash',
      language: 'en-US',
      figures: { total_cash: cash.total_cash },
    });
    expect(body.reply).toContain('$758,816.16');
    expect(body.reply).toContain('Bank - Operating Account');
  });

  it('names the overdue customers, in Portuguese when asked in Portuguese', async () => {
    const late = await get('/api/financial/invoices?overdue_only=true&limit=500');
    const { body } = await chat('quais clientes estão com faturas vencidas?');
    expect(body).toMatchObject({ intent: 'overdue', language: 'pt-BR' });
    expect(body.figures.overdue_invoices).toBe(late.total_count);
    for (const invoice of late.invoices) {
      expect(body.reply).toContain(invoice.customer_name);
      expect(body.reply).toContain(invoice.invoice_number);
    }
    expect(body.reply).toContain('dias de atraso');
  });

  it('forecasts cash in 30 days, and in the days asked for', async () => {
    const forecast = await get('/api/financial/forecast-cash-flow?days=30');
    const { body } = await chat('How much cash will we have in 30 days?');
    expect(body).toMatchObject({
      intent: 'forecast',
      figures: { days: 30, closing_cash: forecast.closing_cash },
    });
    const { body: pt } = await chat('previsão de caixa para os próximos 10 dias');
    expect(pt).toMatchObject({ intent: 'forecast', language: 'pt-BR', figures: { days: 10 } });
    expect(pt.reply).toContain('Caixa em 10 dias');
  });

  it('answers the summary, payables, trial balance and profitability from the same figures', async () => {
    const summary = await get('/api/financial/summary');
    const { body: s } = await chat('resumo financeiro');
    expect(s).toMatchObject({ intent: 'summary', language: 'pt-BR' });
    expect(s.figures).toMatchObject({ payables: summary.accounts_payable.total });
    const { body: tb } = await chat('Show the trial balance');
    expect(tb.intent).toBe('trial_balance');
    expect(tb.figures.total_debit).toBe(tb.figures.total_credit);
    const { body: p } = await chat('What was our profit margin?');
    expect(p.intent).toBe('profitability');
    expect(p.figures.revenue).toBe((await get('/api/financial/profitability')).revenue);
  });

  it('says what it can answer when it does not understand, in the caller’s language', async () => {
    const { body } = await chat('PRS-03', { 'accept-language': 'pt-BR' });
    expect(body).toMatchObject({ intent: 'help', language: 'pt-BR' });
    expect(body.reply).not.toMatch(/coming soon/i);
  });

  it('refuses an empty message naming the field', async () => {
    const { status, body } = await chat('  ');
    expect(status).toBe(400);
    expect(body.details[0].field).toBe('body.message');
  });
});

// F.01's quick-help buttons prefill these (apps/web/src/i18n/ui/financial.ts), completed as a planner would.
describe('F.01 quick help: the Portuguese prefills are read as the English ones', () => {
  it.each([
    ['Create a new invoice for customer Norvik', 'Criar uma nova fatura para o cliente Norvik'],
    ['Record a payment for invoice SI-7010', 'Registrar um pagamento da fatura SI-7010'],
    ['Show me the financial summary', 'Mostre o resumo financeiro'],
    ['What cash do we expect in the next 30 days?', 'Quanto de caixa esperamos nos próximos 30 dias?'],
  ])('"%s" / "%s"', async (english, portuguese) => {
    const { body: en } = await chat(english, { 'accept-language': 'pt-BR' });
    const { body: pt } = await chat(portuguese, { 'accept-language': 'en-US' });
    expect(en.language).toBe('en-US');
    expect(en.intent).not.toBe('help');
    expect(pt).toMatchObject({ intent: en.intent, language: 'pt-BR', figures: en.figures });
  });

  it.each([
    ['Quem está nos devendo?', 'overdue'],
    ['Quanto vamos ter de caixa daqui a 30 dias?', 'forecast'],
    ['Como fica o caixa no mês que vem?', 'forecast'],
    ['Quanto temos em caixa?', 'cash'],
    ['Quanto devemos aos fornecedores?', 'payables'],
  ])('reads the everyday Portuguese "%s" as %s, and answers in Portuguese', async (message, intent) => {
    const { body } = await chat(message, { 'accept-language': 'en-US' });
    expect(body).toMatchObject({ intent, language: 'pt-BR' });
  });

  it('answers the Summary and Forecast buttons with the summary and the 30-day forecast', async () => {
    const { body: summary } = await chat('Mostre o resumo financeiro');
    expect(summary.intent).toBe('summary');
    const { body: forecast } = await chat('Quanto de caixa esperamos nos próximos 30 dias?');
    expect(forecast).toMatchObject({ intent: 'forecast', figures: { days: 30 } });
    expect(forecast.reply).toContain('Caixa em 30 dias');
  });
});
