import type { ScheduleResult, ScheduleRunStatus } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import type { RunEvents } from './run-events.ts';
import type { FailedRun, RunOutcome, RunProgress } from './run-input.ts';
import { infeasible } from './schedule-service.ts';

/**
 * How long a wait sleeps when no event wakes it: only for a run of another process whose
 * notification was lost (or a database without notifications); events wake it at once otherwise.
 */
export const FALLBACK_POLL_MS = 2_000;

export interface RunState {
  run_id: string;
  status: ScheduleRunStatus;
  progress: RunProgress | null;
  result: ScheduleResult | null;
  error: FailedRun | null;
}

/** A run as its owner sees it; someone else's run does not exist for the caller. */
export async function getRun(db: Kysely<Database>, caller: Caller, runId: string): Promise<RunState> {
  const row = await db
    .selectFrom('schedule_runs')
    .select(['run_id', 'status', 'progress', 'result', 'error'])
    .where('run_id', '=', runId)
    .where('owner_key', '=', caller.key)
    // An MRP run is not a plan: its id names no solve.
    .where('kind', '=', 'schedule')
    .executeTakeFirst();
  if (!row) throw new AppError('RUN_NOT_FOUND', { runId });
  const run = row as RunState;
  // Results stored before they carried their plan's version read as made on version 0: a push of one
  // is then refused as stale, never taken for current.
  if (run.result && run.result.plan_version === undefined)
    return { ...run, result: { ...run.result, plan_version: 0 } };
  return run;
}

/** What a wait needs of this process's runner: the outcome of the runs it runs, and its events. */
export interface RunWaiting {
  whenFinished(runId: string): Promise<RunOutcome<unknown>> | undefined;
  readonly events: RunEvents;
}

/** A job's row as a wait reads it. */
export interface JobRow<R> {
  status: ScheduleRunStatus;
  result: R | null;
  error: unknown;
}

/**
 * Waits for a job (a solve, an MRP run) to end. When this process runs it, the answer is the
 * runner's outcome in memory (the row is written all the same, for everyone else); otherwise the
 * row is read each time the run's events (this process's, or on PostgreSQL any process's
 * notifications) say it changed, with a slow poll only as a fallback, so it works whichever process
 * runs the job. `read` reads the caller's row (404 when not theirs); `failure` words a failed one.
 */
export async function waitForJob<R>(
  caller: Caller,
  runId: string,
  timeoutMs: number,
  runner: RunWaiting,
  read: () => Promise<JobRow<R>>,
  failure: (error: unknown) => AppError,
  /** The answer from this process's outcome in memory (default: its result). */
  answer: (outcome: Extract<RunOutcome<unknown>, { status: 'done' }>) => R = (outcome) => outcome.result as R,
): Promise<R> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Listening before looking: an event between the look and the wait still wakes it.
    const wake = runner.events.wake(runId, Math.max(0, Math.min(FALLBACK_POLL_MS, deadline - Date.now())));
    try {
      const local = runner.whenFinished(runId);
      const outcome = local ? await beforeDeadline(local, deadline) : undefined;
      // No outcome: another process took the job over (or time is up): its row tells.
      if (outcome && outcome.ownerKey === caller.key) {
        if (outcome.status === 'done') return answer(outcome);
        if (outcome.status === 'failed') throw failure(outcome.error);
        throw new AppError('RUN_CANCELLED', { runId });
      }
      const run = await read();
      if (run.status === 'done' && run.result) return run.result;
      if (run.status === 'failed') throw failure(run.error);
      if (run.status === 'cancelled') throw new AppError('RUN_CANCELLED', { runId });
      if (Date.now() > deadline) throw new AppError('SOLVE_TIMEOUT', { runId });
      await wake.settled;
    } finally {
      wake.dispose();
    }
  }
}

/** Waits for a solve to end: its result, or its failure as the API's error. */
export function waitForRun(
  db: Kysely<Database>,
  caller: Caller,
  runId: string,
  timeoutMs: number,
  runner: RunWaiting,
): Promise<ScheduleResult> {
  return waitForJob<ScheduleResult>(
    caller,
    runId,
    timeoutMs,
    runner,
    () => getRun(db, caller, runId),
    (error) => runFailure({ error: error as FailedRun | null }),
  );
}

async function beforeDeadline<T>(promise: Promise<T>, deadline: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function runFailure(run: { error: FailedRun | null }): AppError {
  const offenders = run.error?.offenders ?? [];
  if (offenders.length) return infeasible(offenders);
  return new AppError('SOLVE_FAILED', { reason: run.error?.message ?? 'unknown' });
}
