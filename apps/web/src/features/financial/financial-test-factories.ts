import type {
  CashForecastResponse,
  FinancialSummaryResponse,
  Invoice,
  ProductCost,
  TrialBalanceResponse,
} from '../../api/financial-api.ts';

export function makeSummary(overrides: Partial<FinancialSummaryResponse> = {}): FinancialSummaryResponse {
  return {
    as_of_date: '2026-11-25',
    cash_position: {
      total_cash: 250_000,
      by_account: [{ account_id: 'A-1010', account_number: '1010', account_name: 'Bank', balance: 250_000 }],
    },
    accounts_receivable: { total: 120_500.5, overdue: 40_000, open_count: 6, overdue_count: 2 },
    accounts_payable: { total: 75_250, overdue: 0, open_count: 3, overdue_count: 0 },
    pending_payments: { count: 6, amount: 120_500.5 },
    draft_entries: 1,
    ...overrides,
  };
}

export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    invoice_id: 'INV-00010',
    invoice_number: 'SI-7010',
    customer_id: 'C-1001',
    customer_name: 'Autopeças Sul',
    invoice_date: '2026-10-01T12:00:00.000Z',
    due_date: '2026-10-31T12:00:00.000Z',
    total_amount: 30_000,
    amount_due: 30_000,
    is_overdue: true,
    days_overdue: 25,
    status: 'Pending',
    ...overrides,
  };
}

export function makeTrialBalance(): TrialBalanceResponse {
  return {
    as_of_date: '2026-11-25',
    rows: [
      row('1010', 'Bank', 'ASSET', 'DEBIT', 250_000, 0),
      row('1200', 'Accounts Receivable', 'ASSET', 'DEBIT', 120_500.5, 0),
      row('2000', 'Accounts Payable', 'LIABILITY', 'CREDIT', 0, 75_250),
      row('3000', 'Equity', 'EQUITY', 'CREDIT', 0, 295_250.5),
    ],
    total_debit: 370_500.5,
    total_credit: 370_500.5,
    balanced: true,
  };
}

function row(
  number: string,
  name: string,
  type: string,
  normal: 'DEBIT' | 'CREDIT',
  debit: number,
  credit: number,
) {
  return {
    account_id: `A-${number}`,
    account_number: number,
    account_name: name,
    account_type: type,
    normal_balance: normal,
    debit,
    credit,
  };
}

/** A 30-day forecast: the invoice due on day 5 comes in, a purchase order goes out on day 10. */
export function makeForecast(): CashForecastResponse {
  const daily = Array.from({ length: 30 }, (_, index) => {
    const date = `2026-${index < 5 ? '11' : '12'}-${String(index < 5 ? 26 + index : index - 4).padStart(2, '0')}`;
    const inflow = index === 4 ? 30_000 : 0;
    const outflow = index === 9 ? 50_000 : 0;
    const balance = 250_000 + (index >= 4 ? 30_000 : 0) - (index >= 9 ? 50_000 : 0);
    return { date, inflow, outflow, balance };
  });
  return {
    days: 30,
    start_date: daily[0]!.date,
    end_date: daily[29]!.date,
    opening_cash: 250_000,
    total_inflow: 30_000,
    total_outflow: 50_000,
    closing_cash: 230_000,
    lowest_balance: 230_000,
    lowest_balance_date: daily[9]!.date,
    daily,
    items: [],
  };
}

export function makeProductCost(overrides: Partial<ProductCost> = {}): ProductCost {
  return {
    product_id: 'FG-1001',
    product_name: 'Engine mount',
    quantity: 1,
    standard_cost: 20,
    material_cost_per_unit: 12.5,
    labor_cost_per_unit: 6.25,
    total_cost_per_unit: 18.75,
    material_cost: 12.5,
    labor_cost: 6.25,
    total_cost: 18.75,
    operations: [
      {
        operation_no: 10,
        description: 'Mixing',
        work_center_id: 'BAN-01',
        work_center_name: 'Banbury 1',
        hours_per_unit: 0.05,
        cost_rate_per_hour: 85,
        cost_per_unit: 4.25,
      },
      {
        operation_no: 20,
        description: 'Molding',
        work_center_id: 'PRS-01',
        work_center_name: 'Press 1',
        hours_per_unit: 0.025,
        cost_rate_per_hour: 80,
        cost_per_unit: 2,
      },
    ],
    materials: [
      {
        item_id: 'RM-778',
        description: 'EPDM compound',
        quantity: 0.5,
        unit: 'KG',
        unit_cost: 25,
        total_cost: 12.5,
      },
    ],
    ...overrides,
  };
}
