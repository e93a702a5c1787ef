import { BillPaymentRequest, BillPaymentResponse, BillsQuery, BillsResponse } from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { payBill } from '../services/finance/bill-payments.ts';
import { listBills } from '../services/finance/bills.ts';

const tags = ['financial'];

/** Supplier bills (F.01): the payables the plant owes, and paying them. */
export function registerFinancialBillRoutes(app: ZodApp, deps: RouteDeps) {
  app.get(
    '/api/financial/bills',
    {
      schema: {
        tags,
        summary: 'Supplier bills, earliest due first, with what is still due',
        querystring: BillsQuery,
        response: { 200: BillsResponse },
      },
    },
    async (request) => {
      const { source, ...filter } = request.query;
      const scope = await readScope(deps.db, request.caller, source);
      return listBills(deps.db, scope.datasetId, deps.now(), filter);
    },
  );

  app.post(
    '/api/financial/bill-payments',
    {
      schema: {
        tags,
        summary: 'Pays a supplier bill from a cash or bank account and posts it (payables against cash)',
        body: BillPaymentRequest,
        response: { 200: BillPaymentResponse },
      },
    },
    async (request) => payBill(deps.db, request.caller, request.body, deps.now()),
  );
}
