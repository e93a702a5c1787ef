import {
  MrpRequest,
  MrpRunStarted,
  MrpRunState,
  NoBody,
  RunIdParams,
  ScheduleRunCancelled,
} from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { languageOf } from '../i18n/error-messages.ts';
import { getMrpRun, type MrpJobs, queueMrpRun } from '../services/bom/mrp-runs.ts';
import { mrpRequestInput } from '../services/bom/mrp-service.ts';
import { cancelRun } from '../services/schedule/solve-queue.ts';

const tags = ['mrp'];

/**
 * MRP runs off the request thread (issue 12, point 6): queue one, follow its progress, cancel it.
 * POST /api/bom/mrp answers the same kind of run's result when it ends.
 */
export function registerMrpRunRoutes(app: ZodApp, deps: RouteDeps) {
  const jobs: MrpJobs = { db: deps.db, runner: deps.runner, policy: deps.config.solveQueue };

  app.post(
    '/api/bom/mrp/runs',
    {
      schema: {
        tags,
        summary: 'Queue an MRP run and answer at once; follow it at /api/bom/mrp/runs/{id}',
        body: MrpRequest,
        response: { 202: MrpRunStarted },
      },
    },
    async (request, reply) => {
      const scope = await readScope(deps.db, request.caller, request.body.source);
      const { input, timeZone } = await mrpRequestInput(deps.db, scope, request.body, deps.now());
      const language = languageOf(request.headers['accept-language']);
      const runId = await queueMrpRun(jobs, request.caller, scope, timeZone, input, language);
      return reply.status(202).send({ run_id: runId, status: 'queued' as const });
    },
  );

  app.get(
    '/api/bom/mrp/runs/:id',
    {
      schema: {
        tags,
        summary: 'Status, progress (items planned of the total) and result of an MRP run',
        params: RunIdParams,
        response: { 200: MrpRunState },
      },
    },
    async (request) =>
      getMrpRun(deps.db, request.caller, request.params.id, languageOf(request.headers['accept-language'])),
  );

  app.post(
    '/api/bom/mrp/runs/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel your queued MRP run (200 cancelled) or stop your running one (202 cancelling)',
        params: RunIdParams,
        body: NoBody,
        response: { 200: ScheduleRunCancelled, 202: ScheduleRunCancelled },
      },
    },
    async (request, reply) => {
      const outcome = await cancelRun(deps.db, request.caller, request.params.id, 'mrp');
      deps.runner.events.emit({ kind: 'cancel', runId: outcome.run_id });
      return reply.status(outcome.status === 'cancelled' ? 200 : 202).send(outcome);
    },
  );
}
