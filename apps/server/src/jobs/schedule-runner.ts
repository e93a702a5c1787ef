import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ScheduleResult } from '@takt/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, ScheduleRunsTable } from '../db/schema.ts';
import { composeScheduleResult } from '../services/schedule/compose-result.ts';
import { notifyRun, RunEvents } from '../services/schedule/run-events.ts';
import type { FailedRun, RunOutcome, RunProgress, ScheduleRunInput } from '../services/schedule/run-input.ts';
import { runSolve } from './run-solve.ts';

/**
 * The fallback look for queued jobs: this process's requests kick the runner when they queue one,
 * and on PostgreSQL the other processes' queued jobs wake it by notification (see RunEvents).
 */
const POLL_MS = 2_000;
/** Progress is written at most this often, and only when it changed. */
const PROGRESS_WRITE_MS = 250;
/** A running job's heartbeat when its progress does not change: well inside STALE_AFTER_MS. */
const HEARTBEAT_MS = 5_000;
/** A running job whose process stopped beating this long ago is given to another process. */
const STALE_AFTER_MS = 30_000;
/** How often a process looks for stale jobs: a stale one waits STALE_AFTER_MS anyway. */
const STALE_CHECK_MS = 10_000;

/**
 * How a run this process ran ended, as its row now says: what a waiting request of this process
 * answers with, from memory. Undefined: another process took the job over, so only its row tells.
 */
/** Where the runner reports claims, requeues and finishes: the app's pino logger, or nothing. */
export interface RunnerLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}
const SILENT: RunnerLog = { info: () => undefined, warn: () => undefined };

/**
 * The next queued job, shared fairly between callers: first the callers with the fewest jobs
 * running, then the one served longest ago (never served first), then the oldest job. So one
 * caller's burst takes turns with everyone else's instead of going first as a block. With
 * `signedInOnly`, only a signed-in caller's job (the lane kept free for them, see claimNext).
 */
const nextFairJob = (signedInOnly: boolean) => sql<string>`(
  select q.run_id from schedule_runs q
  where q.status = 'queued' ${signedInOnly ? sql`and q.owner_key like 'user:%'` : sql``}
  order by
    (select count(*) from schedule_runs r where r.owner_key = q.owner_key and r.status = 'running'),
    (select max(r.started_at) from schedule_runs r where r.owner_key = q.owner_key) nulls first,
    q.created_at
  limit 1
  for update of q skip locked
)`;

/**
 * Runs queued solves from the database in worker threads, at most `concurrency` at a time. Every
 * process runs one; a job is claimed with SKIP LOCKED, so each runs once, and progress and results
 * are written back for any process to serve.
 */
export class ScheduleRunner {
  readonly processId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private running = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly inFlight = new Set<Promise<RunOutcome>>();
  private readonly byRun = new Map<string, Promise<RunOutcome>>();
  /** Stops a running job of this process at once when its owner cancels it. */
  private readonly stopByRun = new Map<string, () => void>();
  private looking: Promise<void> = Promise.resolve();
  private staleCheckedAt = 0;
  private stopListening: () => void = () => undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly concurrency = 1,
    private readonly log: RunnerLog = SILENT,
    /** Where the runner tells what it does, and hears queued jobs and cancels (of any process, on PostgreSQL). */
    readonly events: RunEvents = new RunEvents(),
  ) {}

  start(): void {
    this.stopListening = this.events.on((event) => {
      if (event.kind === 'queued') void this.kick();
      if (event.kind === 'cancel') this.stopByRun.get(event.runId)?.();
    });
    this.timer = setInterval(() => void this.kick(), POLL_MS);
    this.timer.unref();
    void this.kick();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.stopListening();
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * How the run ends, when this process runs it (undefined otherwise): the outcome in memory, once
   * its row is written for everyone else.
   */
  whenFinished(runId: string): Promise<RunOutcome> | undefined {
    return this.byRun.get(runId);
  }

  /** Looks for work now instead of at the next poll. */
  kick(): Promise<void> {
    // One look at a time, so a process never claims more jobs than it has threads for.
    this.looking = this.looking.then(() => this.tick());
    return this.looking;
  }

  private async tick(): Promise<void> {
    if (this.stopping) return;
    try {
      if (Date.now() - this.staleCheckedAt >= STALE_CHECK_MS) {
        await this.requeueStale();
        this.staleCheckedAt = Date.now();
      }
      while (!this.stopping && this.running < this.concurrency) {
        const run = await this.claimNext();
        if (!run) break;
        this.log.info(
          { runId: run.run_id, owner: run.owner_key, processId: this.processId },
          'solve claimed',
        );
        this.running++;
        const job = this.execute(run.run_id, run.owner_key, run.input as ScheduleRunInput).finally(() => {
          this.running--;
          this.inFlight.delete(job);
          this.byRun.delete(run.run_id);
          void this.kick();
        });
        // A job that could not store its end (the database went away) is requeued once stale; said
        // here, since no request may be waiting for it to hear the error.
        job.catch((error: unknown) =>
          this.log.warn({ runId: run.run_id, err: error, processId: this.processId }, 'solve not stored'),
        );
        this.inFlight.add(job);
        this.byRun.set(run.run_id, job);
        this.events.emit({ kind: 'claimed', runId: run.run_id });
      }
    } catch {
      // The database may be closing or briefly unreachable: the next poll tries again.
    }
  }

  /**
   * Claims the next job. A process with more than one solver thread keeps its last free thread for
   * signed-in callers: a flood of anonymous solves (each capped at a few seconds, at most two per
   * address) then delays a planner's solve by none of them, not by their whole length.
   */
  private async claimNext() {
    const lastFreeThread = this.concurrency > 1 && this.running === this.concurrency - 1;
    return this.db
      .updateTable('schedule_runs')
      .set({
        status: 'running',
        claimed_by: this.processId,
        started_at: new Date(),
        heartbeat_at: new Date(),
      })
      .where('run_id', '=', nextFairJob(lastFreeThread))
      .where('status', '=', 'queued')
      .returning(['run_id', 'input', 'owner_key'])
      .executeTakeFirst();
  }

  /** Jobs of a process that stopped beating go back to the queue; those their owner cancelled end. */
  private async requeueStale() {
    const requeued = await this.db
      .updateTable('schedule_runs')
      .set({
        status: sql<
          'queued' | 'cancelled'
        >`case when cancel_requested_at is null then 'queued' else 'cancelled' end`,
        finished_at: sql<Date | null>`case when cancel_requested_at is null then null else now() end`,
        claimed_by: null,
      })
      .where('status', '=', 'running')
      .where('heartbeat_at', '<', new Date(Date.now() - STALE_AFTER_MS))
      .returning(['run_id', 'owner_key', 'status', notifyRun('queued')])
      .execute();
    // 'queued' wakes the runners and the run's waiters alike; a cancelled one's waiters read it ended.
    for (const run of requeued) {
      this.events.emit({ kind: 'queued', runId: run.run_id });
      this.log.warn(
        { runId: run.run_id, owner: run.owner_key, status: run.status, processId: this.processId },
        'solve requeued: its process stopped beating',
      );
    }
  }

  private async execute(runId: string, ownerKey: string, input: ScheduleRunInput): Promise<RunOutcome> {
    const budget = input.options.timeBudgetMs ?? 0;
    const work = input.options.maxIterations ?? 0;
    // Progress follows the work budget (what ends the search); wall time only without one.
    const percentOf = (p: { elapsedMs: number; iteration: number }) =>
      work > 0 ? (p.iteration / work) * 100 : budget > 0 ? (p.elapsedMs / budget) * 100 : 0;
    let latest: RunProgress | undefined;
    let written = JSON.stringify(latest);
    let beatAt = Date.now();
    let isCancelled = false;
    const cancel = () => {
      if (isCancelled) return;
      isCancelled = true;
      handle.stop();
      this.log.info({ runId, processId: this.processId }, 'solve cancelled by its owner: stopping it');
    };
    // A write when the progress changed, else a bare heartbeat now and then; each reads back whether
    // the owner cancelled, for a cancel whose notification did not reach this process.
    const writeProgress = async () => {
      const progress = JSON.stringify(latest);
      if (progress === written && Date.now() - beatAt < HEARTBEAT_MS) return;
      const changed = progress !== written;
      written = progress;
      beatAt = Date.now();
      const update = this.db
        .updateTable('schedule_runs')
        .set({ ...(changed ? { progress } : {}), heartbeat_at: new Date() })
        .where('run_id', '=', runId);
      // Only a change is news to the run's followers; a bare heartbeat notifies no one.
      const row = changed
        ? await update.returning(['cancel_requested_at', notifyRun('progress')]).executeTakeFirst()
        : await update.returning('cancel_requested_at').executeTakeFirst();
      if (changed) this.events.emit({ kind: 'progress', runId });
      if (row?.cancel_requested_at) cancel();
    };
    const handle = runSolve({ problem: input.problem, options: input.options }, (p) => {
      latest = {
        best_objective: p.objective,
        elapsed_ms: Math.round(p.elapsedMs),
        iteration: p.iteration,
        percent: Math.min(99, Math.round(percentOf(p))),
      };
    });
    this.stopByRun.set(runId, cancel);
    const beat = setInterval(() => void writeProgress().catch(() => undefined), PROGRESS_WRITE_MS);
    try {
      const outcome = await handle.result;
      clearInterval(beat);
      if (isCancelled) {
        const status = await this.finish(runId, {
          status: 'cancelled',
          ...(latest ? { progress: JSON.stringify(latest) } : {}),
        });
        return status ? { status: 'cancelled', ownerKey } : undefined;
      }
      if (outcome.ok) {
        const result = composeScheduleResult(runId, input, outcome.schedule);
        const progress = {
          ...(latest ?? { iteration: 0 }),
          best_objective: outcome.schedule.objective,
          percent: 100,
        };
        const status = await this.finish(runId, {
          status: 'done',
          result: JSON.stringify(result),
          progress: JSON.stringify(progress),
        });
        // A cancel after the last beat wins (see finish): the row says cancelled, so does the answer.
        if (status === 'done') return { status, ownerKey, result };
        return status ? { status: 'cancelled', ownerKey } : undefined;
      }
      const { code, message } = outcome;
      const error = { code, message, offenders: outcome.offenders as FailedRun['offenders'] };
      const status = await this.finish(runId, { status: 'failed', error: JSON.stringify(error) });
      if (status === 'failed') return { status, ownerKey, error };
      return status ? { status: 'cancelled', ownerKey } : undefined;
    } finally {
      clearInterval(beat);
      this.stopByRun.delete(runId);
    }
  }

  /**
   * Stores how the run ended, once, and answers the status stored; undefined when another process
   * took the job over meanwhile. A cancel that came after the last beat still wins: the owner asked
   * for it, so the run reads as cancelled (with whatever result it reached).
   */
  private async finish(
    runId: string,
    values: { status: 'done' | 'failed' | 'cancelled'; result?: string; error?: string; progress?: string },
  ): Promise<ScheduleRunsTable['status'] | undefined> {
    const ended = await this.db
      .updateTable('schedule_runs')
      .set({
        ...values,
        status: sql<
          ScheduleRunsTable['status']
        >`case when cancel_requested_at is null then ${values.status} else 'cancelled' end`,
        finished_at: new Date(),
        heartbeat_at: new Date(),
      })
      .where('run_id', '=', runId)
      .where('claimed_by', '=', this.processId)
      .returning(['status', notifyRun('finished')])
      .executeTakeFirst();
    this.events.emit({ kind: 'finished', runId });
    this.log.info(
      { runId, status: ended?.status ?? 'taken over', processId: this.processId },
      'solve finished',
    );
    return ended?.status;
  }
}
