import type {
  ContactRequest,
  DataSource,
  ImportRequestBody,
  ScheduleInput,
  ScheduleRunRequest,
} from '@takt/contract';
import {
  AccountsResponse,
  ApplyProposalResponse,
  ClearResponse,
  ContactResponse,
  DashboardSummary,
  ExportDocument,
  HealthResponse,
  ImportResponse,
  InventoryItemsResponse,
  MasterdataOrdersResponse,
  SchedulePushResponse,
  ScheduleResult,
  ScheduleRunAnswer,
  ScheduleRunDiscarded,
  ScheduleRunProgressEvent,
  UndoChangeResponse,
  UsageResponse,
} from '@takt/contract';
import { ApiError, requestParsed } from './client.ts';
import { readEventStream } from './event-stream.ts';

/** The calls the screens make, one function per endpoint, typed by the contract. */

export const MASTERDATA_LIST_LIMIT = 20;

export function fetchHealth(signal?: AbortSignal) {
  return requestParsed('/health', HealthResponse, { signal });
}

export function fetchDashboard(source: DataSource, signal?: AbortSignal) {
  return requestParsed('/dashboard', DashboardSummary, { query: { source }, signal });
}

export function fetchMasterdataOrders(source: DataSource, signal?: AbortSignal, offset = 0) {
  return requestParsed('/masterdata/orders', MasterdataOrdersResponse, {
    // The first page asks as the spec's call does (source, limit); later ones say where they start.
    query: { source, limit: MASTERDATA_LIST_LIMIT, offset: offset || undefined },
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

/** The whole dataset as one document, which the screen offers to the user as a file. */
export function fetchMasterdataExport(source: DataSource) {
  return requestParsed('/masterdata/export', ExportDocument, { query: { source } });
}

/**
 * Fills the caller's custom dataset from a file's rows, all or none. A refused import is an ApiError
 * whose `details` are the row-level report (row, field, rule).
 */
export function importMasterdata(request: ImportRequestBody) {
  return requestParsed('/masterdata/import', ImportResponse, { method: 'POST', body: request });
}

/** Empties the caller's custom dataset (never the default plant or the playground). */
export function clearCustomData() {
  return requestParsed('/masterdata/clear', ClearResponse, { method: 'POST', body: {} });
}

/** The caller's usage against the plan's limits (custom data rows, today's solves and assistant turns). */
export function fetchUsage(signal?: AbortSignal) {
  return requestParsed('/usage/check', UsageResponse, { signal });
}

export function sendContactRequest(request: ContactRequest) {
  return requestParsed('/contact', ContactResponse, { method: 'POST', body: request });
}

/**
 * POST /schedule/runs: starts the solve the command asks for and answers at once with its run id,
 * or, when the command needs no solve (a question, an answer from the data), with the reply itself.
 */
export function startScheduleRun(request: ScheduleRunRequest, signal?: AbortSignal) {
  return requestParsed('/schedule/runs', ScheduleRunAnswer, { method: 'POST', body: request, signal });
}

/**
 * A progress event of a running solve: the best objective so far and the share of the work budget
 * used. A run that ended before its first report has no elapsed time: the bar shows 0 s.
 */
export type SolveProgress = ScheduleRunProgressEvent & { elapsed_ms: number };

/** Progress is advisory (the result is what counts): an event off the contract is skipped, not fatal. */
function solveProgressFrom(data: unknown): SolveProgress | undefined {
  const parsed = ScheduleRunProgressEvent.safeParse(data);
  return parsed.success ? { ...parsed.data, elapsed_ms: parsed.data.elapsed_ms ?? 0 } : undefined;
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
        const progress = solveProgressFrom(JSON.parse(data));
        if (progress) onProgress(progress);
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
  await requestParsed(`/schedule/changes/${encodeURIComponent(changeId)}/undo`, UndoChangeResponse, {
    method: 'POST',
    body: {},
  });
}

/** POST /schedule/runs/{id}/discard: the server marks the proposal set aside, so a typed "yes" will not apply it. */
export async function discardScheduleRun(runId: string): Promise<void> {
  await requestParsed(`/schedule/runs/${encodeURIComponent(runId)}/discard`, ScheduleRunDiscarded, {
    method: 'POST',
    body: {},
  });
}
