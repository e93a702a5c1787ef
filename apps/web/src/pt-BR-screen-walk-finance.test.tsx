import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishLeftIn } from './english-left.test-support.ts';
import { ExamplesScreen } from './features/examples/ExamplesScreen.tsx';
import { FinancialScreen } from './features/financial/FinancialScreen.tsx';
import {
  makeForecast,
  makeInvoice,
  makeProductCost,
  makeSummary,
  makeTrialBalance,
} from './features/financial/financial-test-factories.ts';
import { HEALTH, jsonResponse, renderWithQueries, stubApi } from './test-utils.tsx';
import { ScreenLinkContext } from './ui/screen-links.ts';

/**
 * Issue 16, the pt-BR screen walk of F.01 / CK11N and ZEX01: every label on screen is Portuguese.
 * Account, customer, product and work-center names are master data, stored in the plant's language:
 * the fixtures give them in Portuguese, as a Brazilian plant would have them.
 */
const PORTUGUESE_ACCOUNTS = makeTrialBalance();
PORTUGUESE_ACCOUNTS.rows = PORTUGUESE_ACCOUNTS.rows.map((row, index) => ({
  ...row,
  account_name: ['Banco', 'Clientes', 'Fornecedores', 'Capital social'][index] ?? row.account_name,
}));

const PRODUCT = makeProductCost({
  product_name: 'Coxim do motor',
  operations: makeProductCost().operations.map((operation, index) => ({
    ...operation,
    description: index === 0 ? 'Mistura' : 'Moldagem',
    work_center_name: index === 0 ? 'Misturador 1' : 'Prensa 1',
  })),
  materials: makeProductCost().materials.map((material) => ({
    ...material,
    description: 'Composto de EPDM',
  })),
});

function stubLedger() {
  return stubApi({
    'GET /api/health': () => jsonResponse(HEALTH),
    'GET /api/financial/summary': () =>
      jsonResponse(
        makeSummary({
          cash_position: {
            total_cash: 250_000,
            by_account: [
              { account_id: 'A-1010', account_number: '1010', account_name: 'Banco', balance: 250_000 },
            ],
          },
        }),
      ),
    'GET /api/financial/invoices': () =>
      jsonResponse({
        invoices: [
          makeInvoice(),
          makeInvoice({ invoice_id: 'INV-2', invoice_number: 'SI-7011', status: 'Paid', is_overdue: false }),
        ],
        total_count: 45,
      }),
    'GET /api/financial/trial-balance': () => jsonResponse(PORTUGUESE_ACCOUNTS),
    'GET /api/financial/forecast-cash-flow': () => jsonResponse(makeForecast()),
    'GET /api/financial/product-costing': () => jsonResponse({ quantity: 1, products: [PRODUCT] }),
    // The chat answers in the command's language (apps/server/src/services/finance/chat.ts).
    'POST /api/financial/chat': () =>
      jsonResponse({
        reply: 'Caixa total de **US$ 250.000,00** em 1 conta.',
        intent: 'cash',
        language: 'pt-BR',
        figures: { total_cash: 250_000 },
      }),
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'pt');
});
afterEach(() => vi.unstubAllGlobals());

describe('the pt-BR screen walk of F.01, CK11N and ZEX01: no English label left', () => {
  it('finds the English labels of F.01 and ZEX01 when they are shown (the scan can fail)', async () => {
    localStorage.setItem('language', 'en');
    stubLedger();
    const { container } = renderWithQueries(
      <ScreenLinkContext value={() => {}}>
        <FinancialScreen initialView="reports" />
        <ExamplesScreen />
      </ScreenLinkContext>,
    );
    await screen.findByRole('table', { name: 'Trial Balance' });
    expect(englishLeftIn(container)).toEqual(
      expect.arrayContaining(['invoices', 'overdue', 'forecast', 'scenarios', 'quick']),
    );
  });

  it('F.01: assistant box with its quick help, KPI cards, invoices, trial balance, cash forecast', async () => {
    stubLedger();
    const { container } = renderWithQueries(<FinancialScreen initialView="reports" />);
    expect(await screen.findByRole('table', { name: 'Faturas' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Balancete' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Saldo de caixa projetado por dia' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Faturas/ })).toHaveTextContent('Faturas (2 de 45)');
    expect(screen.getByText('Paga')).toBeInTheDocument();
    expect(screen.getByText('Débitos iguais aos créditos')).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Resumo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const history = screen.getByRole('list', { name: 'Conversa financeira' });
    expect(await within(history).findByText(/em 1 conta/)).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('F.01: the loading and error notes', async () => {
    stubApi({
      'GET /api/health': () => jsonResponse(HEALTH),
      'GET /api/financial/summary': () => jsonResponse({ error: 'x', code: 'X', details: [] }, 503),
    });
    const { container } = renderWithQueries(<FinancialScreen initialView="reports" />);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Carregando os dados financeiros');
    expect(englishLeftIn(container)).toEqual([]);
    expect(
      (await screen.findAllByText('Dados financeiros temporariamente indisponíveis')).length,
    ).toBeGreaterThan(0);
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('CK11N: product costing with its roll-up, routing, materials and overview', async () => {
    stubLedger();
    const { container } = renderWithQueries(<FinancialScreen initialView="costing" />);
    expect(await screen.findByRole('table', { name: 'Composição do custo' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Operações do roteiro' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Para a quantidade (1)' })).toBeInTheDocument();
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('ZEX01: category cards, every category with its scenario cards, and the quick-start guide', () => {
    const { container } = renderWithQueries(
      <ScreenLinkContext value={() => {}}>
        <ExamplesScreen />
      </ScreenLinkContext>,
    );
    const categories = within(screen.getByRole('region', { name: 'Categorias' })).getAllByRole('button');
    expect(categories).toHaveLength(7);
    for (const category of categories) {
      fireEvent.click(category);
      expect(screen.getAllByRole('button', { name: 'Experimente' }).length).toBeGreaterThan(0);
      expect(englishLeftIn(container)).toEqual([]);
    }
  });
});
