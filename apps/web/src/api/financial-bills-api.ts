import { BillPaymentResponse, BillsResponse } from '@takt/contract';
import { requestParsed } from './client.ts';

/** The supplier-bill calls of F.01 (issue 16): the bills the plant owes, and paying one. */

export type { Bill, BillPaymentResponse, BillsResponse } from '@takt/contract';

/** GET /financial/bills: the supplier bills, earliest due first, at most `limit` (§9: 20). */
export function fetchBills(request: { overdueOnly: boolean; limit?: number }, signal?: AbortSignal) {
  return requestParsed('/financial/bills', BillsResponse, {
    query: { overdue_only: request.overdueOnly || undefined, limit: request.limit ?? 20 },
    signal,
  });
}

/** POST /financial/bill-payments: pays `amount` of a bill from a cash or bank account. */
export function payBill(request: { billId: string; amount: number; cashAccountId: string }) {
  return requestParsed('/financial/bill-payments', BillPaymentResponse, {
    method: 'POST',
    body: { bill_id: request.billId, amount: request.amount, cash_account_id: request.cashAccountId },
  });
}
