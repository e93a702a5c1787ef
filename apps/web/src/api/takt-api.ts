import type { ContactRequest, DataSource, ScheduleInput, ScheduleRunRequest } from '@takt/contract';
import {
  AccountsResponse,
  ApplyProposalResponse,
  AssistantReply,
  ContactResponse,
  DashboardSummary,
  HealthResponse,
  InventoryItemsResponse,
  MasterdataOrdersResponse,
  SchedulePushResponse,
  ScheduleResult,
  ScheduleRunAnswer,
} from '@takt/contract';
import { ApiError, requestJson, requestParsed } from './client.ts';
import { readEventStream } from './event-stream.ts';

/** The calls the screens make, one function per endpoint, typed by the contract. */

export const MASTERDATA_LIST_LIMIT = 20;

export function fetchHealth(signal?: AbortSignal) {
  return requestParsed('/health', HealthResponse, { signal });
}

export function fetchDashboard(source: DataSource, signal?: AbortSignal) {
  return requestParsed('/dashboard', DashboardSummary, { query: { source }, signal });
}

export function fetchMasterdataOrders(source: DataSource, signal?: AbortSignal) {
  return requestParsed('/masterdata/orders', MasterdataOrdersResponse, {
    query: { source, limit: MASTERDATA_LIST_LIMIT },
    signal,
  });
}

export function fetchInventoryItems(source: DataSource, signal?: AbortSignal) {
  return requestParsed('/inventory/items', InventoryItemsResponse, {
    query: { source, low_stock_only: false },
    signal,
  });
}

export function fetchAccounts(source: DataSource, signal?: AbortSignal) {
  return requestParsed('/financial/accounts', AccountsResponse, { query: { source }, signal });
}

/** The export document is offered to the user as a file, so it stays untyped here. */
export function fetchMasterdataExport(source: DataSource): Promise<unknown> {
  return requestJson('/masterdata/export', { query: { source } });
}

export function sendContactRequest(request: ContactRequest) {
  return requestParsed('/contact', ContactResponse, { method: 'POST', body: request });
}

/** POST /schedule/run: runs the command and answers when it is done (enterprise-shell §7). */
export function runSchedule(request: ScheduleRunRequest, signal?: AbortSignal) {
  return requestParsed('/schedule/run', AssistantReply, { method: 'POST', body: request, signal });
}

/**
 * POST /schedule/runs: starts the solve the command asks for and answers at once with its run id,
 * or, when the command needs no solve (a question, an answer from the data), with the reply itself.
 */
export function startScheduleRun(request: ScheduleRunRequest, signal?: AbortSignal) {
  return requestParsed('/schedule/runs', ScheduleRunAnswer, { method: 'POST', body: request, signal });
}

/** A progress event of a running solve: the best objective so far and the share of the time budget used. */
export interface SolveProgress {
  status: string;
  best_objective: number | null;
  elapsed_ms: number;
  iteration: number;
  percent: number;
}

function solveProgressFrom(data: unknown): SolveProgress {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    status: typeof fields.status === 'string' ? fields.status : 'running',
    best_objective: typeof fields.best_objective === 'number' ? fields.best_objective : null,
    elapsed_ms: numberOr(fields.elapsed_ms, 0),
    iteration: numberOr(fields.iteration, 0),
    percent: numberOr(fields.percent, 0),
  };
}

function solveFailure(data: unknown): ApiError {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const code = typeof fields.code === 'string' ? fields.code : 'SOLVE_FAILED';
  const message =
    typeof fields.message === 'string' && fields.message ? fields.message : `Solve failed (${code})`;
  const details = Array.isArray(fields.details)
    ? fields.details.filter(
        (d): d is { field: string; message: string } =>
          typeof d === 'object' && d !== null && typeof d.field === 'string' && typeof d.message === 'string',
      )
    : [];
  return new ApiError('http', message, { serverMessage: message, code, details });
}

/**
 * GET /schedule/runs/{id}/events: reports each progress event, then resolves with the schedule or
 * rejects with the solve's error. Read with fetch, not EventSource, so X-User-Id is sent.
 */
export async function followScheduleRun(
  runId: string,
  onProgress: (progress: SolveProgress) => void,
  signal?: AbortSignal,
): Promise<ScheduleResult> {
  const outcome: { result?: ScheduleResult; error?: Error } = {};
  await readEventStream(`/schedule/runs/${encodeURIComponent(runId)}/events`, {
    signal,
    onEvent: ({ event, data }) => {
      if (event === 'progress') {
        onProgress(solveProgressFrom(JSON.parse(data)));
        return false;
      }
      if (event === 'result') {
        const parsed = ScheduleResult.safeParse(JSON.parse(data));
        if (parsed.success) outcome.result = parsed.data;
        else outcome.error = new ApiError('contract', "The server's schedule does not match the contract.");
        return true;
      }
      if (event === 'error') {
        outcome.error = solveFailure(JSON.parse(data));
        return true;
      }
      return false;
    },
  });
  if (outcome.error) throw outcome.error;
  if (!outcome.result) throw new ApiError('contract', 'The solve ended without a result.');
  return outcome.result;
}

/**
 * POST /schedule/push: releases the schedule as the dataset's plan (403 default dataset, 409 when
 * the plan changed since `planVersion`, the version the schedule was made on, or orders are gone).
 */
export function pushSchedule(
  schedule: ScheduleInput,
  planVersion: number,
  source: 'playground' | 'custom' = 'playground',
) {
  return requestParsed('/schedule/push', SchedulePushResponse, {
    method: 'POST',
    body: { schedule, source, plan_version: planVersion },
  });
}

/**
 * POST /schedule/apply: a finished run's plan becomes the released plan, with the downtime or
 * rush order it assumed; the change is recorded (409 when the plan changed since the run read it).
 */
export function applyScheduleRun(runId: string) {
  return requestParsed('/schedule/apply', ApplyProposalResponse, {
    method: 'POST',
    body: { run_id: runId },
  });
}

/** POST /schedule/changes/{id}/undo: puts back the plan the change replaced. */
export async function undoScheduleChange(changeId: string): Promise<void> {
  await requestJson(`/schedule/changes/${encodeURIComponent(changeId)}/undo`, { method: 'POST', body: {} });
}
