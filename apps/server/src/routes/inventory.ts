import {
  InventoryChatRequest,
  InventoryChatResponse,
  InventoryItemsQuery,
  InventoryItemsResponse,
} from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { inventoryChat } from '../services/assistant/inventory-chat.ts';
import { listInventoryItems } from '../services/inventory-service.ts';

export function registerInventoryRoutes(app: ZodApp, deps: RouteDeps) {
  app.get(
    '/api/inventory/items',
    {
      schema: {
        tags: ['inventory'],
        summary: 'Items with stock over all locations, vendors and stock status',
        querystring: InventoryItemsQuery,
        response: { 200: InventoryItemsResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      return {
        source: scope.source,
        items: await listInventoryItems(deps.db, scope, request.query.low_stock_only),
      };
    },
  );

  app.post(
    '/api/inventory/chat',
    {
      schema: {
        tags: ['inventory'],
        summary: 'MB51 AI Assistant: stock questions in plain words, answered from the inventory',
        body: InventoryChatRequest,
        response: { 200: InventoryChatResponse },
      },
    },
    async (request) => inventoryChat(deps.db, request.caller, request.body, deps.now()),
  );
}
