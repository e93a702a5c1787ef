import { LineBalancingRequest, LineBalancingResult, LineListResponse, SourceQuery } from '@takt/contract';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { languageOf } from '../i18n/error-messages.ts';
import { analyzeLine, listLines } from '../services/line-balancing/analyze-line.ts';

export function registerLineBalancingRoutes(app: ZodApp, deps: RouteDeps) {
  app.get(
    '/api/line-balancing/lines',
    {
      schema: {
        tags: ['line-balancing'],
        summary: 'The production lines the routings define: products sharing a sequence of work-center types',
        querystring: SourceQuery,
        response: { 200: LineListResponse },
      },
    },
    async (request) =>
      listLines(
        deps.db,
        request.caller,
        request.query.source,
        languageOf(request.headers['accept-language']),
      ),
  );

  app.post(
    '/api/line-balancing/analyze',
    {
      schema: {
        tags: ['line-balancing'],
        summary:
          "Line-balancing analysis of a line: bottlenecks, metrics, recommendations, balance chart and the stations' daily load from the released plan",
        body: LineBalancingRequest,
        response: { 200: LineBalancingResult },
      },
    },
    async (request) =>
      analyzeLine(
        deps.db,
        request.caller,
        request.body,
        deps.now(),
        languageOf(request.body.language ?? request.headers['accept-language']),
      ),
  );
}
