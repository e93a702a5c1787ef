import { DashboardQuery, DashboardSummary, HealthResponse } from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { dashboardSummary } from '../services/dashboard-service.ts';

export function registerSystemRoutes(app: ZodApp, deps: RouteDeps) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Database kind, dataset versions and each dataset plant’s time zone',
        response: { 200: HealthResponse },
      },
    },
    async (request) => {
      const rows = await deps.db
        .selectFrom('datasets')
        .select(['dataset_id', 'kind', 'version', 'seed_version', 'time_zone'])
        .where((eb) => eb.or([eb('kind', '=', 'default'), eb('owner_id', '=', request.caller.userId ?? '')]))
        .orderBy('kind')
        .execute();
      return {
        status: 'ok' as const,
        database: deps.databaseKind,
        datasets: rows.map((r) => ({
          source: r.kind,
          dataset_id: r.dataset_id,
          version: r.version,
          seed_version: r.seed_version,
          time_zone: r.time_zone,
        })),
        features: { custom_data: deps.config.features.customData },
      };
    },
  );

  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['system'],
        summary: 'Live counts: open and late orders, low-stock items, overloaded work centers',
        querystring: DashboardQuery,
        response: { 200: DashboardSummary },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      return dashboardSummary(deps.db, scope, deps.now());
    },
  );
}
