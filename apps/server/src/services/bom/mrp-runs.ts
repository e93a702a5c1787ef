import { randomUUID } from 'node:crypto';
import type { MrpRunProgress, MrpRunState, MrpResult as WireMrpResult } from '@takt/contract';
import type { MrpInput, MrpResult } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { SolveQueuePolicy } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Caller, ReadScope } from '../../db/scope.ts';
import { AppError, type ErrorCode } from '../../errors.ts';
import { type Language, messageOf } from '../../i18n/error-messages.ts';
import { type RunWaiting, waitForJob } from '../schedule/run-state.ts';
import { enqueueRun } from '../schedule/solve-queue.ts';
import { mrpResultToWire } from './mrp-wire.ts';

/**
 * What a stored MRP job holds: the engine's whole input, read from the dataset when it was queued,
 * so any process can run it and the run plans what the caller saw when asking. The plant's clock
 * is a function, which JSON cannot hold: the job keeps the time zone, and the worker makes the clock.
 */
export interface MrpJobInput {
  mrp: MrpInput;
  timeZone: string;
  /** The language the run's action messages and warnings are worded in: the caller's. */
  language?: Language;
}

/** The job's input as stored: the clock left out (see MrpJobInput). */
export function mrpJobInput(input: MrpInput, timeZone: string, language: Language = 'en-US'): MrpJobInput {
  if (!input.capacity) return { mrp: input, timeZone, language };
  const { utcOffsetAt: _clock, ...capacity } = input.capacity;
  return { mrp: { ...input, capacity }, timeZone, language };
}

/** An MRP run that failed, as the API's error: code, message parameters and the fields at fault. */
export interface MrpFailure {
  code: ErrorCode;
  params: Record<string, string | number>;
  details: { field: string; message: string }[];
}

/** What a request thread waits for an MRP run at most: a plant's takes seconds, a queue a little more. */
export const MRP_WAIT_MS = 120_000;

/** What the runner and the routes need to queue an MRP run and wait for it. */
export interface MrpJobs {
  db: Kysely<Database>;
  runner: RunWaiting & { kick(): Promise<void> };
  policy?: SolveQueuePolicy;
}

/** The engine's result as the API sends it: stored on the job's row, served to every process. */
export function composeMrpResult(result: MrpResult, language: Language = 'en-US'): WireMrpResult {
  return mrpResultToWire(result, language);
}

/** The run's progress as GET /bom/mrp/runs/{id} reports it. */
export function mrpProgress(itemsPlanned: number, itemsTotal: number, elapsedMs: number): MrpRunProgress {
  return {
    items_planned: itemsPlanned,
    items_total: itemsTotal,
    percent: itemsTotal > 0 ? Math.round((itemsPlanned / itemsTotal) * 100) : 100,
    elapsed_ms: Math.round(elapsedMs),
  };
}

/**
 * Queues an MRP run of `input` for the caller; any process's runner takes it (this one's is kicked).
 * The caller's queued and running MRP runs are limited like their solves (429 SOLVE_QUEUE_FULL).
 */
export async function queueMrpRun(
  jobs: MrpJobs,
  caller: Caller,
  scope: ReadScope,
  timeZone: string,
  input: MrpInput,
  language: Language = 'en-US',
): Promise<string> {
  const runId = randomUUID();
  const job = mrpJobInput(input, timeZone, language);
  await enqueueRun(jobs.db, caller, jobs.policy, {
    run_id: runId,
    kind: 'mrp',
    dataset_id: scope.datasetId,
    owner_key: caller.key,
    status: 'queued',
    input: JSON.stringify(job),
  });
  await jobs.runner.kick();
  return runId;
}

/**
 * Queues an MRP run and answers its result, as JSON text, when it ends (its failure as the API's
 * error). Text, because a plant's result is large: the worker thread serialised it, the row stores
 * it and the route sends it as it is, so this thread never builds or walks the object.
 */
export async function runMrpJobText(
  jobs: MrpJobs,
  caller: Caller,
  scope: ReadScope,
  timeZone: string,
  input: MrpInput,
  language: Language = 'en-US',
): Promise<string> {
  const runId = await queueMrpRun(jobs, caller, scope, timeZone, input, language);
  return waitForJob<string>(
    caller,
    runId,
    MRP_WAIT_MS,
    jobs.runner,
    async () => {
      const run = await readMrpRun(jobs.db, caller, runId);
      return {
        status: run.status,
        result: run.result === null ? null : JSON.stringify(run.result),
        error: run.error,
      };
    },
    (error) => mrpFailure(error),
    (outcome) => outcome.json ?? JSON.stringify(outcome.result),
  );
}

/** `runMrpJobText` parsed: for the callers that read the result (MD04, the assistant), kept small. */
export async function runMrpJob(
  jobs: MrpJobs,
  caller: Caller,
  scope: ReadScope,
  timeZone: string,
  input: MrpInput,
  language: Language = 'en-US',
): Promise<WireMrpResult> {
  return JSON.parse(await runMrpJobText(jobs, caller, scope, timeZone, input, language)) as WireMrpResult;
}

/** The caller's MRP run: where it stands, its progress, and its result or error (in `language`). */
export async function getMrpRun(
  db: Kysely<Database>,
  caller: Caller,
  runId: string,
  language: Language,
): Promise<MrpRunState> {
  const run = await readMrpRun(db, caller, runId);
  const failure = run.error ? mrpFailure(run.error) : null;
  return {
    run_id: run.run_id,
    status: run.status,
    progress: (run.progress as MrpRunProgress | null) ?? null,
    result: (run.result as WireMrpResult | null) ?? null,
    error: failure
      ? {
          error: messageOf(failure.code, language, failure.params),
          code: failure.code,
          details: failure.details,
        }
      : null,
  };
}

async function readMrpRun(db: Kysely<Database>, caller: Caller, runId: string) {
  const run = await db
    .selectFrom('schedule_runs')
    .select(['run_id', 'status', 'progress', 'result', 'error'])
    .where('run_id', '=', runId)
    .where('owner_key', '=', caller.key)
    .where('kind', '=', 'mrp')
    .executeTakeFirst();
  // Someone else's run, or a solve's id, names no MRP run of the caller's.
  if (!run) throw new AppError('RUN_NOT_FOUND', { runId });
  return run;
}

/** A failed run's stored error as the API's error. */
function mrpFailure(error: unknown): AppError {
  const failure = error as Partial<MrpFailure> | null;
  if (!failure?.code) return new AppError('INTERNAL');
  return new AppError(failure.code, failure.params ?? {}, failure.details ?? []);
}
