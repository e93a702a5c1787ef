import type { ContactRequest, DataSource } from '@takt/contract';
import {
  AccountsResponse,
  ContactResponse,
  DashboardSummary,
  HealthResponse,
  InventoryItemsResponse,
  MasterdataOrdersResponse,
} from '@takt/contract';
import { requestJson, requestParsed } from './client.ts';

/** The calls the screens make, one function per endpoint, typed by the contract. */

export const MASTERDATA_LIST_LIMIT = 20;

export function fetchHealth(signal?: AbortSignal) {
  return requestParsed('/health', HealthResponse, { signal });
}

export function fetchDashboard(source: DataSource, signal?: AbortSignal) {
  return requestParsed('/dashboard', DashboardSummary, { query: { source }, signal });
}

export function fetchMasterdataOrders(source: DataSource, signal?: AbortSignal) {
  return requestParsed('/masterdata/orders', MasterdataOrdersResponse, {
    query: { source, limit: MASTERDATA_LIST_LIMIT },
    signal,
  });
}

export function fetchInventoryItems(source: DataSource, signal?: AbortSignal) {
  return requestParsed('/inventory/items', InventoryItemsResponse, {
    query: { source, low_stock_only: false },
    signal,
  });
}

export function fetchAccounts(source: DataSource, signal?: AbortSignal) {
  return requestParsed('/financial/accounts', AccountsResponse, { query: { source }, signal });
}

/** The export document is offered to the user as a file, so it stays untyped here. */
export function fetchMasterdataExport(source: DataSource): Promise<unknown> {
  return requestJson('/masterdata/export', { query: { source } });
}

export function sendContactRequest(request: ContactRequest) {
  return requestParsed('/contact', ContactResponse, { method: 'POST', body: request });
}
