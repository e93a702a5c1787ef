import {
  ApplyOrderProposalRequest,
  ApplyOrderProposalResponse,
  ApplyProposalRequest,
  ApplyProposalResponse,
  AssistantReply,
  ChangeIdParams,
  DiscardProposalResponse,
  NoBody,
  PlanChangesResponse,
  ProposalIdParams,
  RunIdParams,
  SchedulePushRequest,
  SchedulePushResponse,
  ScheduleRunCancelled,
  ScheduleRunDiscarded,
  ScheduleRunEvents,
  ScheduleRunRequest,
  ScheduleRunStarted,
  ScheduleRunState,
  TextReply,
  UndoChangeResponse,
} from '@takt/contract';
import { z } from 'zod';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { languageOf, messageOf } from '../i18n/error-messages.ts';
import { discardScheduleProposal } from '../services/assistant/chat-proposals.ts';
import { handleCommand } from '../services/assistant/command-service.ts';
import { closeChatProposal } from '../services/proposals/close-chat-proposal.ts';
import { applyOrderProposal } from '../services/schedule/order-proposal-apply.ts';
import { applyProposal, listChanges, undoChange } from '../services/schedule/plan-changes.ts';
import { pushSchedule } from '../services/schedule/push-service.ts';
import { FALLBACK_POLL_MS, getRun, runFailure, waitForRun } from '../services/schedule/run-state.ts';
import { cancelRun } from '../services/schedule/solve-queue.ts';

const SYNC_WAIT_MS = 150_000;

/**
 * The command with the language it is answered in: the body's when it names one, else the
 * caller's Accept-Language, so a short command ("desfaz isso", "PRS-03 voltou") of a Portuguese
 * screen is answered in Portuguese. An English Accept-Language leaves the command's own words to decide.
 */
function withLanguage(request: {
  body: ScheduleRunRequest;
  headers: { 'accept-language'?: string | undefined };
}): ScheduleRunRequest {
  if (request.body.language) return request.body;
  return { ...request.body, language: languageOf(request.headers['accept-language']) };
}

export function registerScheduleRoutes(app: ZodApp, deps: RouteDeps) {
  app.post(
    '/api/schedule/run',
    {
      schema: {
        tags: ['schedule'],
        summary:
          'Plan the open orders of the caller’s dataset and answer with the schedule (waits for the solve)',
        body: ScheduleRunRequest,
        response: { 200: AssistantReply },
      },
    },
    async (request) => {
      const outcome = await handleCommand(deps.db, request.caller, withLanguage(request), deps.now(), {
        llm: deps.config.llm,
        queue: deps.config.solveQueue,
        runner: deps.runner,
      });
      if (outcome.kind === 'reply') return outcome.reply;
      const runId = outcome.runId;
      await deps.runner.kick();
      return waitForRun(deps.db, request.caller, runId, SYNC_WAIT_MS, deps.runner);
    },
  );

  app.post(
    '/api/schedule/runs',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Start a solve and answer at once; follow it at /api/schedule/runs/{id}/events',
        body: ScheduleRunRequest,
        response: { 200: z.object({ reply: TextReply }), 202: ScheduleRunStarted },
      },
    },
    async (request, reply) => {
      const outcome = await handleCommand(deps.db, request.caller, withLanguage(request), deps.now(), {
        llm: deps.config.llm,
        queue: deps.config.solveQueue,
        runner: deps.runner,
      });
      if (outcome.kind === 'reply') return reply.status(200).send({ reply: outcome.reply });
      void deps.runner.kick();
      return reply.status(202).send({ run_id: outcome.runId, status: 'queued' as const });
    },
  );

  app.post(
    '/api/schedule/runs/:id/discard',
    {
      schema: {
        tags: ['schedule'],
        summary:
          'Discard your schedule proposal: a later "yes, apply it" does not apply it (409 when it was applied, 404 for another caller’s run)',
        params: RunIdParams,
        body: NoBody,
        response: { 200: ScheduleRunDiscarded },
      },
    },
    async (request) => {
      await discardScheduleProposal(deps.db, request.caller.key, request.params.id);
      return { run_id: request.params.id, decision: 'discarded' as const };
    },
  );

  app.get(
    '/api/schedule/runs/:id',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Status, progress and result of a solve',
        params: RunIdParams,
        response: { 200: ScheduleRunState },
      },
    },
    async (request) => getRun(deps.db, request.caller, request.params.id),
  );

  app.post(
    '/api/schedule/runs/:id/cancel',
    {
      schema: {
        tags: ['schedule'],
        summary:
          'Cancel your queued solve (200 cancelled) or stop your running one (202 cancelling); 404 for another caller’s run, 409 once it has ended',
        params: RunIdParams,
        body: NoBody,
        response: { 200: ScheduleRunCancelled, 202: ScheduleRunCancelled },
      },
    },
    async (request, reply) => {
      const outcome = await cancelRun(deps.db, request.caller, request.params.id);
      // Stops it now if this process runs it, and wakes its waiters (others hear the notification).
      deps.runner.events.emit({ kind: 'cancel', runId: outcome.run_id });
      return reply.status(outcome.status === 'cancelled' ? 200 : 202).send(outcome);
    },
  );

  app.get(
    '/api/schedule/runs/:id/events',
    {
      schema: {
        tags: ['schedule'],
        summary:
          'Server-Sent Events: progress (best objective, elapsed, percent of budget), then result or error',
        params: RunIdParams,
        // The handler writes the stream itself (hijack): this declares it in the OpenAPI document only.
        response: {
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: ScheduleRunEvents } },
          },
        },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      // Listening before the first read: an event that comes meanwhile is not missed.
      let wake = deps.runner.events.wake(request.params.id, FALLBACK_POLL_MS);
      const first = await getRun(deps.db, caller, request.params.id).catch((error: unknown) => {
        wake.dispose();
        throw error;
      });
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      const send = (event: string, data: unknown) =>
        out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      let closed = false;
      request.raw.on('close', () => {
        closed = true;
        wake.dispose();
      });
      // Once hijacked, Fastify no longer ends the response: end it whatever happens.
      try {
        let lastProgress = '';
        let run = first;
        while (!closed) {
          const progress = JSON.stringify(run.progress);
          if (run.progress && progress !== lastProgress) {
            send('progress', { status: run.status, ...run.progress });
            lastProgress = progress;
          }
          if (run.status === 'done') {
            send('result', run.result);
            break;
          }
          if (run.status === 'failed') {
            const error = runFailure(run);
            send('error', { code: error.code, details: error.details, message: run.error?.message ?? '' });
            break;
          }
          // The screens end a followed solve on an error event: a cancelled one ends the same way.
          if (run.status === 'cancelled') {
            const language = languageOf(request.headers['accept-language']);
            const message = messageOf('RUN_CANCELLED', language, { runId: run.run_id });
            send('error', { code: 'RUN_CANCELLED', details: [], message });
            break;
          }
          // Woken by the run's next event (progress, end, cancel), not a sleep loop; listening
          // again before reading, so an event that comes meanwhile is not missed.
          await wake.settled;
          wake = deps.runner.events.wake(request.params.id, FALLBACK_POLL_MS);
          run = await getRun(deps.db, caller, request.params.id);
        }
      } catch (error) {
        request.log.error({ err: error }, 'schedule events stream failed');
        send('error', { code: 'INTERNAL', details: [], message: 'The progress stream failed' });
      } finally {
        wake.dispose();
        out.end();
      }
    },
  );

  app.post(
    '/api/schedule/push',
    {
      schema: {
        tags: ['schedule'],
        summary:
          'Release a schedule as the dataset’s plan (403 on the default dataset, 409 when it is stale)',
        body: SchedulePushRequest,
        response: { 200: SchedulePushResponse },
      },
    },
    async (request) => pushSchedule(deps.db, request.caller, request.body),
  );

  app.post(
    '/api/schedule/apply',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Apply an assistant proposal to the playground plan, recorded so it can be undone',
        body: ApplyProposalRequest,
        response: { 200: ApplyProposalResponse },
      },
    },
    async (request) => applyProposal(deps.db, request.caller, request.body.run_id),
  );

  app.get(
    '/api/schedule/changes',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Changes applied to the playground plan: who, when, which command, what changed',
        response: { 200: PlanChangesResponse },
      },
    },
    async (request) => ({
      changes: await listChanges(deps.db, (await readScope(deps.db, request.caller, 'playground')).datasetId),
    }),
  );

  app.post(
    '/api/schedule/changes/:id/undo',
    {
      schema: {
        tags: ['schedule'],
        summary:
          'Undo the latest applied change: the replaced plan comes back (409 when later changes are in force)',
        params: ChangeIdParams,
        body: NoBody,
        response: { 200: UndoChangeResponse },
      },
    },
    async (request) => undoChange(deps.db, request.caller, request.params.id),
  );

  app.post(
    '/api/assistant/apply-order',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Apply an order proposal of the assistant, recorded so it can be undone',
        body: ApplyOrderProposalRequest,
        response: { 200: ApplyOrderProposalResponse },
      },
    },
    async (request) =>
      applyOrderProposal(deps.db, request.caller, request.body, deps.now(), request.body.proposal_id),
  );

  app.post(
    '/api/assistant/proposals/:id/discard',
    {
      schema: {
        tags: ['assistant'],
        summary:
          'Discard an order proposal of the assistant: a later "yes, apply it" does not apply it (409 when it was applied)',
        params: ProposalIdParams,
        body: NoBody,
        response: { 200: DiscardProposalResponse },
      },
    },
    async (request) => {
      await closeChatProposal(deps.db, request.caller.key, request.params.id, 'discarded');
      return { proposal_id: request.params.id, decision: 'discarded' as const };
    },
  );
}
