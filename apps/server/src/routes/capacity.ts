import { CapacityQuery, CapacityResponse } from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { languageOf } from '../i18n/error-messages.ts';
import type { MrpJobs } from '../services/bom/mrp-runs.ts';
import { capacityPlan } from '../services/capacity/capacity-service.ts';

export function registerCapacityRoutes(app: ZodApp, deps: RouteDeps) {
  // Planned orders come from an MRP run, which goes off the request thread as a job.
  const mrpJobs: MrpJobs = { db: deps.db, runner: deps.runner, policy: deps.config.solveQueue };

  app.get(
    '/api/capacity',
    {
      schema: {
        tags: ['capacity'],
        summary:
          'CM01: load against calendar capacity per work center and day, week or month, with bottlenecks and what would clear them',
        querystring: CapacityQuery,
        response: { 200: CapacityResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      return capacityPlan(
        mrpJobs,
        request.caller,
        scope,
        request.query,
        deps.now(),
        languageOf(request.headers['accept-language']),
      );
    },
  );
}
