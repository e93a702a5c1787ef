import type {
  CreateOrderRequest,
  DataSource,
  OrderAction,
  OrderFilter,
  OrderSortField,
  SortDirection,
} from '@takt/contract';
import { OrderBookResponse, OrderDetailResponse, ProductionOrder } from '@takt/contract';
import { requestParsed } from './client.ts';

/** What CO01 asks of the order book: one page of the filtered, sorted orders. */
export interface OrderBookRequest {
  source: DataSource;
  filter: OrderFilter;
  sort: OrderSortField;
  direction: SortDirection;
  limit: number;
  offset: number;
}

/** GET /orders: the page of orders and CO01's KPI cards, computed together by the server. */
export function fetchOrderBook(request: OrderBookRequest, signal?: AbortSignal) {
  return requestParsed('/orders', OrderBookResponse, { query: { ...request }, signal });
}

/** GET /orders/{id}: operations, materials and stock movements of one order. */
export function fetchOrderDetail(orderId: string, source: DataSource, signal?: AbortSignal) {
  return requestParsed(`/orders/${encodeURIComponent(orderId)}`, OrderDetailResponse, {
    query: { source },
    signal,
  });
}

/** POST /orders/create (enterprise-shell §7): the Create Order form's fields. */
export function createProductionOrder(request: CreateOrderRequest) {
  return requestParsed('/orders/create', ProductionOrder, { method: 'POST', body: request });
}

/** POST /orders/{action}: one step of the order's life at the version the screen shows. */
export function takeOrderAction(
  action: OrderAction,
  order: { order_id: string; version: number },
  source: DataSource,
) {
  return requestParsed(`/orders/${action}`, ProductionOrder, {
    method: 'POST',
    body: { order_id: order.order_id, version: order.version, source },
  });
}
