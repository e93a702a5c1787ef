import {
  AccountsQuery,
  AccountsResponse,
  CashForecastResponse,
  CashPositionResponse,
  FinanceDaysQuery,
  FinancialChatRequest,
  FinancialChatResponse,
  FinancialSummaryResponse,
  GoodsReceiptRequest,
  GoodsReceiptResponse,
  InvoicesQuery,
  InvoicesResponse,
  JournalEntriesQuery,
  JournalEntriesResponse,
  ProductCostingQuery,
  ProductCostingResponse,
  ProfitabilityResponse,
  RecordPaymentRequest,
  RecordPaymentResponse,
  ShipmentRequest,
  ShipmentResponse,
  SourceQuery,
  TrialBalanceQuery,
  TrialBalanceResponse,
} from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { cashPositionOf, financialSummary, trialBalanceOf } from '../services/finance/cash-and-balances.ts';
import { answerFinancialChat } from '../services/finance/chat.ts';
import { listInvoices, listJournalEntries } from '../services/finance/documents.ts';
import { cashForecast } from '../services/finance/forecast.ts';
import { receivePurchaseOrder } from '../services/finance/goods-receipt.ts';
import { ledgerSnapshot } from '../services/finance/ledger-read.ts';
import { recordPayment } from '../services/finance/payments.ts';
import { productCosting } from '../services/finance/product-costing.ts';
import { profitability } from '../services/finance/profitability.ts';
import { shipSalesOrder } from '../services/finance/shipment.ts';
import { listAccounts } from '../services/finance-service.ts';

const tags = ['financial'];

export function registerFinancialRoutes(app: ZodApp, deps: RouteDeps) {
  app.get(
    '/api/financial/accounts',
    {
      schema: {
        tags,
        summary: 'Chart of accounts',
        querystring: AccountsQuery,
        response: { 200: AccountsResponse },
      },
    },
    async (request) => {
      const { source, active, type } = request.query;
      const scope = await readScope(deps.db, request.caller, source);
      return {
        accounts: await listAccounts(deps.db, scope, {
          ...(active !== undefined ? { active } : {}),
          ...(type ? { type } : {}),
        }),
      };
    },
  );

  app.get(
    '/api/financial/summary',
    {
      schema: {
        tags,
        summary: 'Cash by account, receivables (overdue), payables and pending payments, from the ledger',
        querystring: SourceQuery,
        response: { 200: FinancialSummaryResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      return financialSummary(deps.db, scope.datasetId, deps.now());
    },
  );

  app.get(
    '/api/financial/invoices',
    {
      schema: {
        tags,
        summary: 'Customer invoices, latest due first',
        querystring: InvoicesQuery,
        response: { 200: InvoicesResponse },
      },
    },
    async (request) => {
      const { source, ...filter } = request.query;
      const scope = await readScope(deps.db, request.caller, source);
      return listInvoices(deps.db, scope.datasetId, deps.now(), filter);
    },
  );

  app.get(
    '/api/financial/journal-entries',
    {
      schema: {
        tags,
        summary: 'Journal entries with their lines, latest first',
        querystring: JournalEntriesQuery,
        response: { 200: JournalEntriesResponse },
      },
    },
    async (request) => {
      const { source, ...filter } = request.query;
      const scope = await readScope(deps.db, request.caller, source);
      return listJournalEntries(deps.db, scope.datasetId, deps.now(), filter);
    },
  );

  app.get(
    '/api/financial/cash-position',
    {
      schema: {
        tags,
        summary: 'Posted balance of each cash and bank account',
        querystring: SourceQuery,
        response: { 200: CashPositionResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      const snapshot = await ledgerSnapshot(deps.db, scope.datasetId, deps.now());
      return { as_of_date: snapshot.asOfDate, ...cashPositionOf(snapshot) };
    },
  );

  app.get(
    '/api/financial/trial-balance',
    {
      schema: {
        tags,
        summary: 'Trial balance of posted entries up to a plant day (debits = credits)',
        querystring: TrialBalanceQuery,
        response: { 200: TrialBalanceResponse },
      },
    },
    async (request) => {
      const { source, as_of_date } = request.query;
      const scope = await readScope(deps.db, request.caller, source);
      return trialBalanceOf(await ledgerSnapshot(deps.db, scope.datasetId, deps.now(), as_of_date));
    },
  );

  app.get(
    '/api/financial/forecast-cash-flow',
    {
      schema: {
        tags,
        summary: 'Cash day by day from invoice due dates and planned purchases',
        querystring: FinanceDaysQuery,
        response: { 200: CashForecastResponse },
      },
    },
    async (request) => {
      const { source, days } = request.query;
      const scope = await readScope(deps.db, request.caller, source);
      return cashForecast(deps.db, scope.datasetId, deps.now(), days, request.caller.key);
    },
  );

  app.get(
    '/api/financial/profitability',
    {
      schema: {
        tags,
        summary: 'Revenue against material, labor and overtime cost of the orders produced',
        querystring: FinanceDaysQuery,
        response: { 200: ProfitabilityResponse },
      },
    },
    async (request) => {
      const { source, days } = request.query;
      const scope = await readScope(deps.db, request.caller, source);
      return profitability(deps.db, scope.datasetId, deps.now(), days);
    },
  );

  app.get(
    '/api/financial/product-costing',
    {
      schema: {
        tags,
        summary: 'CK11N: BOM material roll-up plus routing labor, per unit and for a quantity',
        querystring: ProductCostingQuery,
        response: { 200: ProductCostingResponse },
      },
    },
    async (request) => {
      const { source, product_id, quantity } = request.query;
      const scope = await readScope(deps.db, request.caller, source);
      return productCosting(deps.db, scope.datasetId, product_id, quantity);
    },
  );

  app.post(
    '/api/financial/chat',
    {
      schema: {
        tags,
        summary: 'Answers a question on balances, overdue customers or cash ahead, in its language',
        body: FinancialChatRequest,
        response: { 200: FinancialChatResponse },
      },
    },
    async (request) => {
      const { source, message } = request.body;
      const scope = await readScope(deps.db, request.caller, source);
      return answerFinancialChat(
        deps.db,
        scope.datasetId,
        deps.now(),
        message,
        request.headers['accept-language'],
      );
    },
  );

  app.post(
    '/api/financial/payments',
    {
      schema: {
        tags,
        summary: "Records a customer's payment of an invoice and posts it (cash against receivables)",
        body: RecordPaymentRequest,
        response: { 200: RecordPaymentResponse },
      },
    },
    async (request) => recordPayment(deps.db, request.caller, request.body, deps.now()),
  );

  // Goods receipt and shipment are inventory calls that exist for their postings: registered with the ledger's.
  app.post(
    '/api/inventory/goods-receipt',
    {
      schema: {
        tags: ['inventory'],
        summary:
          'Receives a purchase order: stock in, raw materials against payables in the same transaction',
        body: GoodsReceiptRequest,
        response: { 200: GoodsReceiptResponse },
      },
    },
    async (request) => receivePurchaseOrder(deps.db, request.caller, request.body, deps.now()),
  );

  app.post(
    '/api/inventory/shipment',
    {
      schema: {
        tags: ['inventory'],
        summary:
          'Ships a sales order: stock out, customer invoice, revenue and cost of sales in one transaction',
        body: ShipmentRequest,
        response: { 200: ShipmentResponse },
      },
    },
    async (request) => shipSalesOrder(deps.db, request.caller, request.body, deps.now()),
  );
}
