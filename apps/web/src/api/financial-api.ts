import {
  CashForecastResponse,
  FinancialChatResponse,
  FinancialSummaryResponse,
  InvoicesResponse,
  ProductCostingResponse,
  TrialBalanceResponse,
} from '@takt/contract';
import { requestParsed } from './client.ts';

/**
 * The calls of F.01 and CK11N (enterprise-shell §7 /financial/*). They read the caller's playground
 * copy of the plant (the API's default source); every answer is checked against the contract.
 */

export type {
  CashFlowDay,
  CashForecastResponse,
  FinancialChatResponse,
  FinancialSummaryResponse,
  Invoice,
  InvoicesResponse,
  ProductCost,
  ProductCostingResponse,
  TrialBalanceResponse,
  TrialBalanceRow,
} from '@takt/contract';

/** GET /financial/summary: cash by account, receivables (and overdue), payables, pending payments. */
export function fetchFinancialSummary(signal?: AbortSignal) {
  return requestParsed('/financial/summary', FinancialSummaryResponse, { signal });
}

/** GET /financial/invoices: the customer invoices, at most `limit` (§9: 20), optionally overdue only. */
export function fetchInvoices(request: { overdueOnly: boolean; limit?: number }, signal?: AbortSignal) {
  return requestParsed('/financial/invoices', InvoicesResponse, {
    query: { overdue_only: request.overdueOnly || undefined, limit: request.limit ?? 20 },
    signal,
  });
}

/** GET /financial/trial-balance: every account's posted balance at a plant-local date (default today). */
export function fetchTrialBalance(asOfDate: string | undefined, signal?: AbortSignal) {
  return requestParsed('/financial/trial-balance', TrialBalanceResponse, {
    query: { as_of_date: asOfDate || undefined },
    signal,
  });
}

/** GET /financial/forecast-cash-flow: the day-by-day cash balance over the next `days` (§9: 30). */
export function fetchCashForecast(days = 30, signal?: AbortSignal) {
  return requestParsed('/financial/forecast-cash-flow', CashForecastResponse, { query: { days }, signal });
}

/** GET /financial/product-costing (CK11N): BOM and routing cost roll-up, one product or every one with a BOM. */
export function fetchProductCosting(request: { productId?: string; quantity: number }, signal?: AbortSignal) {
  return requestParsed('/financial/product-costing', ProductCostingResponse, {
    query: { product_id: request.productId || undefined, quantity: request.quantity },
    signal,
  });
}

/** POST /financial/chat: a finance question answered from the ledger, in the question's language. */
export function askFinancialAssistant(message: string, signal?: AbortSignal) {
  return requestParsed('/financial/chat', FinancialChatResponse, {
    method: 'POST',
    body: { message },
    signal,
  });
}
