import {
  CheckAvailabilityRequest,
  CheckAvailabilityResponse,
  InventoryAlertsResponse,
  InventoryChatRequest,
  InventoryChatResponse,
  InventoryItemsQuery,
  InventoryItemsResponse,
  InventoryLevelsParams,
  InventoryLevelsQuery,
  InventoryLevelsResponse,
  InventoryMovementsQuery,
  InventoryMovementsResponse,
  InventoryValueQuery,
  InventoryValueResponse,
  SourceQuery,
  TransferRequest,
  TransferResponse,
} from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { languageOf } from '../i18n/error-messages.ts';
import { inventoryChat } from '../services/assistant/inventory-chat.ts';
import { listInventoryAlerts } from '../services/inventory/alerts.ts';
import { checkAvailability, getInventoryLevels } from '../services/inventory/levels.ts';
import { listRecentMovements } from '../services/inventory/movements.ts';
import { transferStock } from '../services/inventory/transfer.ts';
import { inventoryValue } from '../services/inventory/value.ts';
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

  app.get(
    '/api/inventory/levels/:id',
    {
      schema: {
        tags: ['inventory'],
        summary: "An item's balance per location: on hand, reserved, available (on hand − reserved)",
        params: InventoryLevelsParams,
        querystring: InventoryLevelsQuery,
        response: { 200: InventoryLevelsResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      return getInventoryLevels(deps.db, scope, request.params.id, request.query.location_id);
    },
  );

  app.post(
    '/api/inventory/check-availability',
    {
      schema: {
        tags: ['inventory'],
        summary: 'Whether a quantity of an item is free at a location, or over the usable locations',
        body: CheckAvailabilityRequest,
        response: { 200: CheckAvailabilityResponse },
      },
    },
    async (request) => checkAvailability(deps.db, request.caller, request.body),
  );

  app.post(
    '/api/inventory/transfer',
    {
      schema: {
        tags: ['inventory'],
        summary: 'Move free stock between locations (out of QUARANTINE: a quality release); 409 when short',
        body: TransferRequest,
        response: { 200: TransferResponse },
      },
    },
    async (request) =>
      transferStock(
        deps.db,
        request.caller,
        request.body,
        deps.now(),
        languageOf(request.headers['accept-language']),
      ),
  );

  app.get(
    '/api/inventory/alerts',
    {
      schema: {
        tags: ['inventory'],
        summary: 'Alerts computed from the balances: out of stock, below reorder point, over-reserved',
        querystring: SourceQuery,
        response: { 200: InventoryAlertsResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      const language = languageOf(request.headers['accept-language']);
      return {
        source: scope.source,
        alerts: await listInventoryAlerts(deps.db, scope, language, deps.now()),
      };
    },
  );

  app.get(
    '/api/inventory/value',
    {
      schema: {
        tags: ['inventory'],
        summary: 'Stock value at standard cost (on hand × standard cost), in total and per location',
        querystring: InventoryValueQuery,
        response: { 200: InventoryValueResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      return inventoryValue(deps.db, scope, request.query.location_id);
    },
  );

  app.get(
    '/api/inventory/movements',
    {
      schema: {
        tags: ['inventory'],
        summary: 'Recent stock movements, newest first (who, when, from, to, quantity, reason, reference)',
        querystring: InventoryMovementsQuery,
        response: { 200: InventoryMovementsResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      const { item_id, limit } = request.query;
      return { source: scope.source, movements: await listRecentMovements(deps.db, scope, item_id, limit) };
    },
  );
}
