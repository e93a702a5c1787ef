import {
  AvailableMetricsQuery,
  AvailableMetricsResponse,
  ReportGenerateRequest,
  ReportGenerateResponse,
} from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import type { MrpJobs } from '../services/bom/mrp-runs.ts';
import { availableMetrics, generateReport } from '../services/reports/report-service.ts';

export function registerReportRoutes(app: ZodApp, deps: RouteDeps) {
  const jobs: MrpJobs = { db: deps.db, runner: deps.runner, policy: deps.config.solveQueue };

  app.get(
    '/api/reports/available-metrics',
    {
      schema: {
        tags: ['reports'],
        summary:
          'The metrics a report can hold, whether the data allows each, and the call whose figure it is',
        querystring: AvailableMetricsQuery,
        response: { 200: AvailableMetricsResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.query.source);
      return availableMetrics(scope, request.headers['accept-language'] ?? 'en-US');
    },
  );

  app.post(
    '/api/reports/generate',
    {
      schema: {
        tags: ['reports'],
        summary:
          'A report from a prompt: period, reader and metrics read from its words, in its language, with a chart',
        body: ReportGenerateRequest,
        response: { 200: ReportGenerateResponse },
      },
    },
    async (request) => {
      const scope = await readScope(deps.db, request.caller, request.body.source);
      const report = await generateReport(jobs, request.caller, scope, request.body.prompt, deps.now());
      return { source: scope.source, report };
    },
  );
}
