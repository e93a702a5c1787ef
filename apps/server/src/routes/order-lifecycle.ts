import {
  OrderAction,
  OrderActionRequest,
  OrderBookQuery,
  OrderBookResponse,
  OrderDetailParams,
  OrderDetailQuery,
  OrderDetailResponse,
  ProductionOrder,
} from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { listOrderBook } from '../services/orders/order-book.ts';
import { orderDetail } from '../services/orders/order-detail.ts';
import { takeOrderAction } from '../services/orders/order-transitions.ts';

const ACTION_SUMMARIES: Record<OrderAction, string> = {
  release: 'Release a Created order',
  confirm: 'Confirm progress (+20 %, capped at 100); a Released order goes In Process',
  complete: 'Complete an In Process order: book its output to MAIN and backflush its components',
  close: 'Close a Completed order',
};

/** CO01: the order book with its KPI cards, one order's detail, and the steps of an order's life. */
export function registerOrderLifecycleRoutes(app: ZodApp, deps: RouteDeps) {
  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Production orders filtered, sorted and paged, with the KPI cards',
        querystring: OrderBookQuery,
        response: { 200: OrderBookResponse },
      },
    },
    async (request) => {
      const { query } = request;
      const scope = await readScope(deps.db, request.caller, query.source);
      const book = await listOrderBook(deps.db, scope, query);
      return {
        source: scope.source,
        filter: query.filter,
        limit: query.limit,
        offset: query.offset,
        ...book,
      };
    },
  );

  app.get(
    '/api/orders/:order_id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One production order: operations, materials and its stock movements',
        params: OrderDetailParams,
        querystring: OrderDetailQuery,
        response: { 200: OrderDetailResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      return { source: scope.source, ...(await orderDetail(deps.db, scope, request.params.order_id)) };
    },
  );

  for (const action of OrderAction.options) {
    app.post(
      `/api/orders/${action}`,
      {
        schema: {
          tags: ['orders'],
          summary: `${ACTION_SUMMARIES[action]} (409 when stale or not allowed from its status)`,
          body: OrderActionRequest,
          response: { 200: ProductionOrder },
        },
      },
      async (request) => takeOrderAction(deps.db, request.caller, action, request.body, deps.now()),
    );
  }
}
