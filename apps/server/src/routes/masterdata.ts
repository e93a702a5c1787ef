import {
  ClearResponse,
  ExportDocument,
  ExportQuery,
  ImportRequest,
  ImportResponse,
  MasterdataOrdersQuery,
  MasterdataOrdersResponse,
  NoBody,
} from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { languageOf } from '../i18n/error-messages.ts';
import {
  clearCustom,
  datasetVersion,
  exportDataset,
  importOrders,
  listMasterdataOrders,
} from '../services/masterdata-service.ts';

export function registerMasterdataRoutes(app: ZodApp, deps: RouteDeps) {
  app.get(
    '/api/masterdata/orders',
    {
      schema: {
        tags: ['masterdata'],
        summary: 'Production orders with their operations',
        querystring: MasterdataOrdersQuery,
        response: { 200: MasterdataOrdersResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      const [list, version] = await Promise.all([
        listMasterdataOrders(deps.db, scope, request.query.limit, request.query.offset),
        datasetVersion(deps.db, scope),
      ]);
      return { source: scope.source, dataset_version: version, ...list };
    },
  );

  app.get(
    '/api/masterdata/export',
    {
      schema: {
        tags: ['masterdata'],
        summary: 'The whole dataset as one JSON document',
        querystring: ExportQuery,
        response: { 200: ExportDocument },
      },
    },
    async (request) => exportDataset(deps.db, request.caller, request.query.source, deps.now()),
  );

  app.post(
    '/api/masterdata/import',
    {
      schema: {
        tags: ['masterdata'],
        summary:
          "Fill the caller's custom dataset with orders and operations from JSON, CSV or XLSX: every row checked, all written or none",
        body: ImportRequest,
        response: { 200: ImportResponse },
      },
    },
    async (request) =>
      importOrders(deps.db, request.caller, request.body, languageOf(request.headers['accept-language'])),
  );

  app.post(
    '/api/masterdata/clear',
    {
      schema: {
        tags: ['masterdata'],
        summary: "Empty the caller's custom dataset",
        body: NoBody,
        response: { 200: ClearResponse },
      },
    },
    async (request) => clearCustom(deps.db, request.caller),
  );
}
