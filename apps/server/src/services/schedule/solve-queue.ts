import { type Insertable, type Kysely, sql } from 'kysely';
import type { SolveQueuePolicy } from '../../config.ts';
import type { Database, JobKind, ScheduleRunsTable } from '../../db/schema.ts';
import type { Caller } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import { notifyRun } from './run-events.ts';

/** Seconds a caller at the limit is told to wait: about the length of a short solve. */
export const SOLVE_QUEUE_RETRY_AFTER_SECONDS = 5;
/** First key of the queue's advisory locks (the second is the caller's hash): no other lock uses it. */
const QUEUE_LOCK_SPACE = 1_105;
const ACTIVE = ['queued', 'running'] as const;

/** Solves the caller may have queued or running at once (0: no limit). */
export function queueLimitOf(policy: SolveQueuePolicy, caller: Caller): number {
  return caller.userId === null ? policy.perAnonymous : policy.perUser;
}

/** The wall-clock cap a solve gets: an anonymous caller's is cut to the policy's cap. */
export function timeCapOf(policy: SolveQueuePolicy | undefined, caller: Caller, requestedMs: number): number {
  const cap = caller.userId === null ? (policy?.anonymousTimeCapMs ?? 0) : 0;
  return cap > 0 ? Math.min(requestedMs, cap) : requestedMs;
}

/**
 * Queues a job (a solve, an MRP run) unless the caller already has their limit of jobs of that kind
 * queued or running: then 429 SOLVE_QUEUE_FULL. The count and the insert hold a per-caller advisory
 * lock until commit, so parallel posts of one caller take turns and exactly `limit` of them get in.
 */
export async function enqueueRun(
  db: Kysely<Database>,
  caller: Caller,
  policy: SolveQueuePolicy | undefined,
  run: Insertable<ScheduleRunsTable>,
): Promise<void> {
  const limit = policy ? queueLimitOf(policy, caller) : 0;
  if (limit === 0) {
    // The notification wakes the other processes' runners (this one's is kicked by the route).
    await db.insertInto('schedule_runs').values(run).returning(notifyRun('queued')).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${QUEUE_LOCK_SPACE}::int, hashtext(${caller.key}))`.execute(trx);
    const { active } = await trx
      .selectFrom('schedule_runs')
      .select(sql<number>`count(*)::int`.as('active'))
      .where('owner_key', '=', caller.key)
      .where('kind', '=', run.kind ?? 'schedule')
      .where('status', 'in', ACTIVE)
      .executeTakeFirstOrThrow();
    if (active >= limit)
      throw new AppError('SOLVE_QUEUE_FULL', { limit, retryAfter: SOLVE_QUEUE_RETRY_AFTER_SECONDS });
    await trx.insertInto('schedule_runs').values(run).returning(notifyRun('queued')).execute();
  });
}

/** What a cancel did: a queued solve is cancelled at once, a running one is being stopped. */
export interface CancelOutcome {
  run_id: string;
  status: 'cancelled' | 'cancelling';
}

/**
 * The owner cancels a queued or running job of a kind (a solve unless told). A queued one ends at once; a running one is marked,
 * and whichever process runs it stops it at its next heartbeat (processes share only the database).
 * Someone else's run does not exist for the caller (404); an ended one is 409 RUN_FINISHED.
 */
export async function cancelRun(
  db: Kysely<Database>,
  caller: Caller,
  runId: string,
  kind: JobKind = 'schedule',
): Promise<CancelOutcome> {
  const marked = await db
    .updateTable('schedule_runs')
    .set({
      // The right-hand sides read the row as it was before this update.
      status: sql<ScheduleRunsTable['status']>`case when status = 'queued' then 'cancelled' else status end`,
      finished_at: sql<Date | null>`case when status = 'queued' then now() else finished_at end`,
      cancel_requested_at: sql<Date>`coalesce(cancel_requested_at, now())`,
    })
    .where('run_id', '=', runId)
    .where('owner_key', '=', caller.key)
    .where('kind', '=', kind)
    .where('status', 'in', ACTIVE)
    // Wakes the process running it (to stop it now) and the run's waiters, wherever they are.
    .returning(['status', notifyRun('cancel')])
    .executeTakeFirst();
  if (marked) return { run_id: runId, status: marked.status === 'cancelled' ? 'cancelled' : 'cancelling' };
  const ended = await db
    .selectFrom('schedule_runs')
    .select('status')
    .where('run_id', '=', runId)
    .where('owner_key', '=', caller.key)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!ended) throw new AppError('RUN_NOT_FOUND', { runId });
  throw new AppError('RUN_FINISHED', { runId, status: ended.status });
}
