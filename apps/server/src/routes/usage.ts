import { UsageResponse } from '@takt/contract';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { checkUsage } from '../services/usage/usage-service.ts';

export function registerUsageRoutes(app: ZodApp, deps: RouteDeps) {
  app.get(
    '/api/usage/check',
    {
      schema: {
        tags: ['masterdata'],
        summary:
          "The caller's usage against the plan's limits (custom data rows, today's solves and assistant turns)",
        response: { 200: UsageResponse },
      },
    },
    async (request) => checkUsage(deps.db, request.caller, deps.now()),
  );
}
