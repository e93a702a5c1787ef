import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTH, jsonResponse, renderWithQueries, stubApi } from '../../test-utils.tsx';
import { FinancialScreen, financialViewForTransaction } from './FinancialScreen.tsx';
import {
  makeForecast,
  makeInvoice,
  makeProductCost,
  makeSummary,
  makeTrialBalance,
} from './financial-test-factories.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const INVOICES = {
  invoices: [
    makeInvoice(),
    makeInvoice({
      invoice_id: 'INV-00011',
      invoice_number: 'SI-7011',
      customer_name: 'Rodoflex',
      due_date: '2026-12-20T12:00:00.000Z',
      total_amount: 90_500.5,
      amount_due: 90_500.5,
      is_overdue: false,
      days_overdue: 0,
    }),
  ],
  total_count: 2,
};

function stubLedger(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/health': () => jsonResponse(HEALTH),
    'GET /api/financial/summary': () => jsonResponse(makeSummary()),
    'GET /api/financial/invoices': (url) =>
      jsonResponse(
        url.searchParams.get('overdue_only') === 'true'
          ? { invoices: [INVOICES.invoices[0]], total_count: 1 }
          : INVOICES,
      ),
    'GET /api/financial/trial-balance': () => jsonResponse(makeTrialBalance()),
    'GET /api/financial/forecast-cash-flow': () => jsonResponse(makeForecast()),
    'GET /api/financial/product-costing': () => jsonResponse({ quantity: 1, products: [makeProductCost()] }),
    ...extra,
  });
}

/** The screen as ScreenView opens it for a transaction code (F.01 reports, CK11N product costing). */
function renderFinancial(transactionCode = 'F.01') {
  return renderWithQueries(<FinancialScreen initialView={financialViewForTransaction(transactionCode)} />);
}

function card(label: string) {
  const kpis = screen.getByRole('region', { name: 'Financial KPIs' });
  return within(kpis).getByText(label).closest('div')!;
}

describe('F.01 Financial Reports (enterprise-shell §2)', () => {
  it('shows the KPI cards from GET /financial/summary', async () => {
    stubLedger();
    renderFinancial();
    await screen.findByRole('region', { name: 'Financial KPIs' });
    expect(card('Total Cash')).toHaveTextContent('$250,000.00');
    expect(card('Accounts Receivable')).toHaveTextContent('$120,500.50 (6 open invoices)');
    expect(card('Overdue Receivables')).toHaveTextContent('$40,000.00');
    expect(card('Overdue Receivables')).toHaveTextContent('(2 invoices)');
    expect(card('Accounts Payable')).toHaveTextContent('$75,250.00 (3 open bills)');
    expect(card('Pending Payments')).toHaveTextContent('(6 payments)');
    expect(screen.getByText(/Cash by account/)).toHaveTextContent('1010 Bank $250,000.00');
  });

  it('lists the invoices, the overdue ones marked, and filters to overdue only', async () => {
    const fetchMock = stubLedger();
    renderFinancial();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('heading', { name: /Invoices/ })).toHaveTextContent('Invoices (2)');
    expect(rows[0]).toHaveTextContent('SI-7010');
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[1]).toHaveTextContent('Rodoflex');
    expect(rows[1]).not.toHaveTextContent('Overdue');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Invoices' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(screen.getByRole('heading', { name: /Invoices/ })).toHaveTextContent('Invoices (1)');
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://takt.test'));
    expect(
      asked.some(
        (url) =>
          url.pathname === '/api/financial/invoices' && url.searchParams.get('overdue_only') === 'true',
      ),
    ).toBe(true);
    expect(asked.find((url) => url.pathname === '/api/financial/invoices')?.searchParams.get('limit')).toBe(
      '20',
    );
  });

  it('shows the trial balance with its totals and says debits equal credits', async () => {
    stubLedger();
    renderFinancial();
    const table = await screen.findByRole('table', { name: 'Trial Balance' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4 + 1);
    expect(within(table).getByRole('row', { name: /1200 Accounts Receivable Asset/ })).toBeInTheDocument();
    expect(screen.getByTestId('trial-total-debit')).toHaveTextContent('$370,500.50');
    expect(screen.getByTestId('trial-total-credit')).toHaveTextContent('$370,500.50');
    expect(screen.getByText('Debits equal credits')).toBeInTheDocument();
  });

  it('asks the trial balance at the date chosen', async () => {
    const fetchMock = stubLedger();
    renderFinancial();
    await screen.findByRole('table', { name: 'Trial Balance' });
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-10-31' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('trial-balance?as_of_date=2026-10-31')),
      ).toBe(true),
    );
  });

  it('shows the 30-day cash forecast: its figures and a chart of one point a day', async () => {
    const fetchMock = stubLedger();
    renderFinancial();
    const chart = await screen.findByRole('img', { name: 'Projected cash balance by day' });
    expect(chart).toHaveAttribute('data-days', '30');
    const panel = screen.getByRole('region', { name: 'Cash Forecast (30 days)' });
    expect(within(panel).getByText('Opening cash').nextSibling).toHaveTextContent('$250,000.00');
    expect(within(panel).getByText('Closing cash').nextSibling).toHaveTextContent('$230,000.00');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('forecast-cash-flow?days=30'))).toBe(
      true,
    );
  });

  it('says "Financial data temporarily unavailable" when the ledger cannot be read (§8)', async () => {
    stubLedger({
      'GET /api/financial/summary': () =>
        jsonResponse({ error: 'down', code: 'X', details: [] }, 503, 'Service Unavailable'),
    });
    renderFinancial();
    expect(await screen.findByText('Financial data temporarily unavailable')).toBeInTheDocument();
  });
});

it('says how many invoices of how many when the list is cut at its limit of 20 (§9)', async () => {
  stubLedger({
    'GET /api/financial/invoices': () =>
      jsonResponse({
        invoices: Array.from({ length: 20 }, (_, index) =>
          makeInvoice({ invoice_id: `INV-${index}`, invoice_number: `SI-${7100 + index}` }),
        ),
        total_count: 57,
      }),
  });
  renderFinancial();
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: /Invoices/ })).toHaveTextContent('Invoices (20 of 57)'),
  );
});

describe('F.01 AI assistant box', () => {
  it.each([
    ['New Invoice', 'Create a new invoice for customer '],
    ['Record Payment', 'Record a payment for invoice '],
    ['Summary', 'Show me the financial summary'],
    ['Forecast', 'What cash do we expect in the next 30 days?'],
  ])('the quick-help button %s only prefills the input (§2)', async (label, prompt) => {
    const fetchMock = stubLedger();
    renderFinancial();
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(screen.getByRole('textbox', { name: 'Financial question' })).toHaveValue(prompt);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends a question and shows the answer computed by the server', async () => {
    const fetchMock = stubLedger({
      'POST /api/financial/chat': () =>
        jsonResponse({
          reply: 'Total cash is **$250,000.00** across 1 account.',
          intent: 'cash',
          language: 'en-US',
          figures: { total_cash: 250_000 },
        }),
    });
    renderFinancial();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Financial question' }), {
      target: { value: 'How much cash do we have?' },
    });
    fireEvent.click(send);
    const history = screen.getByRole('list', { name: 'Financial chat' });
    expect(await within(history).findByText(/across 1 account/)).toBeInTheDocument();
    expect(within(history).getByText('How much cash do we have?')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ message: 'How much cash do we have?' });
  });

  it("a failed question says 'Financial features are temporarily unavailable.' (§8)", async () => {
    stubLedger({
      'POST /api/financial/chat': () => jsonResponse({ error: 'x', code: 'X', details: [] }, 500, 'Error'),
    });
    renderFinancial();
    fireEvent.change(screen.getByRole('textbox', { name: 'Financial question' }), {
      target: { value: 'Summary' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Financial features are temporarily unavailable.')).toBeInTheDocument();
  });
});

describe('F.01 in Portuguese (issue 16)', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['Nova Fatura', 'Criar uma nova fatura para o cliente '],
    ['Registrar Pagamento', 'Registrar um pagamento da fatura '],
    ['Resumo', 'Mostre o resumo financeiro'],
    ['Previsão', 'Quanto de caixa esperamos nos próximos 30 dias?'],
  ])('the quick-help button %s prefills a command the finance chat reads in Portuguese', (label, prompt) => {
    localStorage.setItem('language', 'pt');
    stubLedger();
    renderFinancial();
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(screen.getByRole('textbox', { name: 'Pergunta financeira' })).toHaveValue(prompt);
  });

  it('writes money, counts, account types and the forecast title the Brazilian way', async () => {
    localStorage.setItem('language', 'pt');
    stubLedger();
    renderFinancial();
    const kpis = await screen.findByRole('region', { name: 'Indicadores financeiros' });
    expect(within(kpis).getByText('Recebíveis Vencidos').closest('div')).toHaveTextContent(
      /US\$\s40\.000,00 \(2 faturas\)/,
    );
    const table = await screen.findByRole('table', { name: 'Balancete' });
    expect(within(table).getByRole('row', { name: /1200 Accounts Receivable Ativo/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Previsão de Caixa (30 dias)' })).toBeInTheDocument();
  });
});

describe('one screen for F.01 and CK11N (enterprise-shell §2 menu)', () => {
  it('F.01 opens on the reports, CK11N on product costing', async () => {
    stubLedger();
    const { unmount } = renderFinancial('F.01');
    expect(screen.getByRole('tab', { name: 'Financial Reports' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderFinancial('CK11N');
    expect(screen.getByRole('tab', { name: 'Product Costing' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Cost roll-up' })).toBeInTheDocument();
  });
});
