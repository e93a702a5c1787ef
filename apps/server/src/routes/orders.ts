import {
  CreateOrderRequest,
  OpenOrdersQuery,
  OrderListResponse,
  ProductionOrder,
  UpdateOrderRequest,
} from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { createOrder, listOpenOrders, updateOrder } from '../services/orders-service.ts';

export function registerOrderRoutes(app: ZodApp, deps: RouteDeps) {
  app.get(
    '/api/orders/open',
    {
      schema: {
        tags: ['orders'],
        summary: 'Open production orders, earliest due first',
        querystring: OpenOrdersQuery,
        response: { 200: OrderListResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      return { source: scope.source, ...(await listOpenOrders(deps.db, scope, request.query.limit)) };
    },
  );

  app.post(
    '/api/orders/create',
    {
      schema: {
        tags: ['orders'],
        summary: 'Create a production order',
        body: CreateOrderRequest,
        response: { 200: ProductionOrder },
      },
    },
    async (request) => createOrder(deps.db, request.caller, request.body, deps.now()),
  );

  app.post(
    '/api/orders/update',
    {
      schema: {
        tags: ['orders'],
        summary: 'Change an order at the version the caller read (409 when stale)',
        body: UpdateOrderRequest,
        response: { 200: ProductionOrder },
      },
    },
    async (request) => updateOrder(deps.db, request.caller, request.body),
  );
}
