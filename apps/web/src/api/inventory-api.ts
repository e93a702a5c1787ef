import {
  InventoryAlertsResponse,
  InventoryItemsResponse,
  InventoryLevelsResponse,
  type InventoryLocation,
  InventoryMovementsResponse,
  InventoryValueResponse,
  type TransferRequest,
  TransferResponse,
} from '@takt/contract';
import { requestParsed } from './client.ts';

/** The key every MB51 inventory query starts with: a chat command or a transfer reloads them all. */
export const INVENTORY_QUERY_KEY = ['inventory'] as const;
/** How many recent movements the Dashboard shows. */
export const RECENT_MOVEMENTS_LIMIT = 15;

/** GET /inventory/value (enterprise-shell §7): stock at standard cost, in total and per location. */
export function fetchInventoryValue(signal?: AbortSignal) {
  return requestParsed('/inventory/value', InventoryValueResponse, {
    query: { source: 'playground' },
    signal,
  });
}

/** GET /inventory/alerts: out of stock, below reorder point, over-reserved. */
export function fetchInventoryAlerts(signal?: AbortSignal) {
  return requestParsed('/inventory/alerts', InventoryAlertsResponse, {
    query: { source: 'playground' },
    signal,
  });
}

/** GET /inventory/items?low_stock_only=true: items at or below their reorder point. */
export function fetchLowStockItems(signal?: AbortSignal) {
  return requestParsed('/inventory/items', InventoryItemsResponse, {
    query: { source: 'playground', low_stock_only: true },
    signal,
  });
}

/** GET /inventory/items: every item, for the transfer form's item list. */
export function fetchAllInventoryItems(signal?: AbortSignal) {
  return requestParsed('/inventory/items', InventoryItemsResponse, {
    query: { source: 'playground', low_stock_only: false },
    signal,
  });
}

/** GET /inventory/movements: the latest stock movements, newest first. */
export function fetchRecentMovements(signal?: AbortSignal) {
  return requestParsed('/inventory/movements', InventoryMovementsResponse, {
    query: { source: 'playground', limit: RECENT_MOVEMENTS_LIMIT },
    signal,
  });
}

/** GET /inventory/levels/{id}: an item's balance per location. */
export function fetchInventoryLevels(itemId: string, location?: InventoryLocation, signal?: AbortSignal) {
  return requestParsed(`/inventory/levels/${encodeURIComponent(itemId)}`, InventoryLevelsResponse, {
    query: { source: 'playground', location_id: location },
    signal,
  });
}

/** POST /inventory/transfer (enterprise-shell §7): moves free stock between two locations of the playground. */
export function postTransfer(request: Omit<TransferRequest, 'source'>) {
  return requestParsed('/inventory/transfer', TransferResponse, {
    method: 'POST',
    body: { ...request, source: 'playground' },
  });
}
