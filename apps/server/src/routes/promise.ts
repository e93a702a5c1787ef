import { PromiseAccepted, PromiseAcceptRequest, PromiseAnalyzeRequest, PromiseResult } from '@takt/contract';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { languageOf } from '../i18n/error-messages.ts';
import { acceptPromise } from '../services/promise/promise-accept.ts';
import { analyzePromise } from '../services/promise/promise-analysis.ts';

const tags = ['promise'];

/** Rush-order promise (issue 13; planning-workspaces §7 analyzePromise / acceptPromise). */
export function registerPromiseRoutes(app: ZodApp, deps: RouteDeps) {
  app.post(
    '/api/promise/analyze',
    {
      schema: {
        tags,
        summary:
          'Can we make it by the requested date, by when if not, at what margin, and whom does it push (from the live plan)',
        body: PromiseAnalyzeRequest,
        response: { 200: PromiseResult },
      },
    },
    async (request) =>
      analyzePromise(deps.db, request.caller, request.body, deps.now(), {
        runner: deps.runner,
        queue: deps.config.solveQueue,
        language: languageOf(request.headers['accept-language']),
      }),
  );

  app.post(
    '/api/promise/accept',
    {
      schema: {
        tags,
        summary:
          'Accept an analysis as it was: sales order, production order, reservations and the repaired plan in one undoable change; 409 when it no longer holds',
        body: PromiseAcceptRequest,
        response: { 200: PromiseAccepted },
      },
    },
    async (request) => acceptPromise(deps.db, request.caller, request.body),
  );
}
