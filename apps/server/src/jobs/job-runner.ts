import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, JobKind, ScheduleRunsTable } from '../db/schema.ts';
import { notifyRun, RunEvents } from '../services/schedule/run-events.ts';
import type { RunOutcome } from '../services/schedule/run-input.ts';
import type { JobContext, JobEnd, JobHandler } from './job-handler.ts';
import { mrpJob } from './mrp-job.ts';
import { stopMrpWorkers } from './run-mrp.ts';
import { solveJobWith } from './solve-job.ts';

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
/** What the log calls a job of each kind. */
const NOUN: Record<JobKind, string> = { schedule: 'solve', mrp: 'mrp run' };
const KINDS: JobKind[] = ['schedule', 'mrp'];

/** Where the runner reports claims, requeues and finishes: the app's pino logger, or nothing. */
export interface RunnerLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}
const SILENT: RunnerLog = { info: () => undefined, warn: () => undefined };

/** A kind of job this process has a free thread for; `signedInOnly` when it is the kind's last one. */
interface FreeLane {
  kind: JobKind;
  signedInOnly: boolean;
}

/**
 * The next queued job of a kind with a free thread, shared fairly between callers: first the
 * callers with the fewest jobs running, then the one served longest ago (never served first), then
 * the oldest job. So one caller's burst takes turns with everyone else's instead of going first as a
 * block. A lane with `signedInOnly` takes only a signed-in caller's job (see claimNext). One
 * statement whatever the number of kinds: a look that finds nothing costs one.
 */
const inLanes = (lanes: readonly FreeLane[], alias: string) =>
  sql.join(
    lanes.map((lane) =>
      lane.signedInOnly
        ? sql`(${sql.ref(`${alias}.kind`)} = ${lane.kind} and ${sql.ref(`${alias}.owner_key`)} like 'user:%')`
        : sql`${sql.ref(`${alias}.kind`)} = ${lane.kind}`,
    ),
    sql` or `,
  );

const nextFairJob = (lanes: readonly FreeLane[]) => sql<string>`(
  select q.run_id from schedule_runs q
  where q.status = 'queued' and (${inLanes(lanes, 'q')})
  order by
    (select count(*) from schedule_runs r where r.owner_key = q.owner_key and r.status = 'running'),
    (select max(r.started_at) from schedule_runs r where r.owner_key = q.owner_key) nulls first,
    q.created_at
  limit 1
  for update of q skip locked
)`;

/**
 * Whether another job waits for these lanes, read in the claim's own statement (which sees the
 * table as it was, the claimed row still queued): the runner looks again only then, so a claim that
 * empties the queue costs no second look.
 */
const anotherQueued = (lanes: readonly FreeLane[]) => sql<boolean>`exists (
  select 1 from schedule_runs m
  where m.status = 'queued' and m.run_id <> schedule_runs.run_id and (${inLanes(lanes, 'm')})
)`;

/** Threads a process gives each kind of job: solves can take a minute, so MRP runs never queue behind them. */
export interface RunnerThreads {
  schedule: number;
  mrp: number;
  /**
   * Searches of a planner's solve, each on its own thread (default 1). Two (`PORTFOLIO_SEARCHES`) buy a
   * slightly better plan (0.06-0.32 % on generated plants at equal work) only where a core is free: on a
   * busy machine they doubled the wall time of a solve (bench/results/scheduler-threads.md).
   */
  searches?: number;
}

/**
 * Runs queued jobs (solves, MRP runs) from the database in worker threads, each kind on its own
 * threads. Every process runs one; a job is claimed with SKIP LOCKED, so each runs once, and
 * progress and results are written back for any process to serve.
 */
export class JobRunner {
  readonly processId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly threads: RunnerThreads;
  private readonly running: RunnerThreads = { schedule: 0, mrp: 0 };
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly inFlight = new Set<Promise<RunOutcome<unknown>>>();
  private readonly byRun = new Map<string, Promise<RunOutcome<unknown>>>();
  /** Stops a running job of this process at once when its owner cancels it. */
  private readonly stopByRun = new Map<string, () => void>();
  private looking: Promise<void> = Promise.resolve();
  private staleCheckedAt = 0;
  private stopListening: () => void = () => undefined;
  private readonly handlers: Record<JobKind, JobHandler>;

  constructor(
    private readonly db: Kysely<Database>,
    /** Solver threads, or the threads of each kind (an MRP run gets one unless told). */
    threads: number | RunnerThreads = 1,
    private readonly log: RunnerLog = SILENT,
    /** Where the runner tells what it does, and hears queued jobs and cancels (of any process, on PostgreSQL). */
    readonly events: RunEvents = new RunEvents(),
  ) {
    this.threads = typeof threads === 'number' ? { schedule: threads, mrp: 1 } : threads;
    this.handlers = { schedule: solveJobWith(this.threads.searches ?? 1), mrp: mrpJob };
  }

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
    await stopMrpWorkers();
  }

  /**
   * How the run ends, when this process runs it (undefined otherwise): the outcome in memory, once
   * its row is written for everyone else.
   */
  whenFinished(runId: string): Promise<RunOutcome<unknown>> | undefined {
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
      while (!this.stopping) {
        const run = await this.claimNext();
        if (!run) break;
        this.startJob(run.kind, run.run_id, run.owner_key, run.input);
        if (!run.more) break;
      }
    } catch {
      // The database may be closing or briefly unreachable: the next poll tries again.
    }
  }

  private startJob(kind: JobKind, runId: string, ownerKey: string, input: unknown) {
    this.log.info({ runId, owner: ownerKey, processId: this.processId }, `${NOUN[kind]} claimed`);
    this.running[kind]++;
    const job = this.execute(kind, runId, ownerKey, input).finally(() => {
      this.running[kind]--;
      this.inFlight.delete(job);
      this.byRun.delete(runId);
      void this.kick();
    });
    // A job that could not store its end (the database went away) is requeued once stale; said
    // here, since no request may be waiting for it to hear the error.
    job.catch((error: unknown) =>
      this.log.warn({ runId, err: error, processId: this.processId }, `${NOUN[kind]} not stored`),
    );
    this.inFlight.add(job);
    this.byRun.set(runId, job);
    this.events.emit({ kind: 'claimed', runId });
  }

  /**
   * Claims the next job of a kind this process has a free thread for; undefined when none is free
   * or queued. With more than one thread for a kind, the last free one is kept for signed-in
   * callers: a flood of anonymous solves (each capped at a few seconds, at most two per address)
   * then delays a planner's solve by none of them, not by their whole length.
   */
  private async claimNext() {
    const lanes = KINDS.filter((kind) => this.running[kind] < this.threads[kind]).map((kind) => ({
      kind,
      signedInOnly: this.threads[kind] > 1 && this.running[kind] === this.threads[kind] - 1,
    }));
    if (lanes.length === 0) return undefined;
    return this.db
      .updateTable('schedule_runs')
      .set({
        status: 'running',
        claimed_by: this.processId,
        started_at: new Date(),
        heartbeat_at: new Date(),
      })
      .where('run_id', '=', nextFairJob(lanes))
      .where('status', '=', 'queued')
      .returning(['run_id', 'input', 'owner_key', 'kind', anotherQueued(lanes).as('more')])
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
      .returning(['run_id', 'owner_key', 'status', 'kind', notifyRun('queued')])
      .execute();
    // 'queued' wakes the runners and the run's waiters alike; a cancelled one's waiters read it ended.
    for (const run of requeued) {
      this.events.emit({ kind: 'queued', runId: run.run_id });
      this.log.warn(
        { runId: run.run_id, owner: run.owner_key, status: run.status, processId: this.processId },
        `${NOUN[run.kind]} requeued: its process stopped beating`,
      );
    }
  }

  private async execute(
    kind: JobKind,
    runId: string,
    ownerKey: string,
    input: unknown,
  ): Promise<RunOutcome<unknown>> {
    let latest: object | undefined;
    let written = JSON.stringify(latest);
    let beatAt = Date.now();
    let isCancelled = false;
    let stopWork: () => void = () => undefined;
    const cancel = () => {
      if (isCancelled) return;
      isCancelled = true;
      stopWork();
      this.log.info(
        { runId, processId: this.processId },
        `${NOUN[kind]} cancelled by its owner: stopping it`,
      );
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
    this.stopByRun.set(runId, cancel);
    const beat = setInterval(() => void writeProgress().catch(() => undefined), PROGRESS_WRITE_MS);
    try {
      const end = await this.run(kind, runId, input, {
        runId,
        report: (progress) => {
          latest = progress;
        },
        onStop: (stop) => {
          stopWork = stop;
        },
        isCancelled: () => isCancelled,
      });
      clearInterval(beat);
      const progress = end.progress ?? latest;
      const stored = progress ? { progress: JSON.stringify(progress) } : {};
      if (isCancelled || end.status === 'cancelled') {
        const status = await this.finish(kind, runId, { status: 'cancelled', ...stored });
        return status ? { status: 'cancelled', ownerKey } : undefined;
      }
      if (end.status === 'done') {
        const status = await this.finish(kind, runId, { status: 'done', result: end.stored, ...stored });
        // A cancel after the last beat wins (see finish): the row says cancelled, so does the answer.
        if (status === 'done')
          return 'json' in end
            ? { status, ownerKey, result: undefined, json: end.json }
            : { status, ownerKey, result: end.result };
        return status ? { status: 'cancelled', ownerKey } : undefined;
      }
      const { error } = end;
      const status = await this.finish(kind, runId, { status: 'failed', error: JSON.stringify(error) });
      if (status === 'failed') return { status, ownerKey, error };
      return status ? { status: 'cancelled', ownerKey } : undefined;
    } finally {
      clearInterval(beat);
      this.stopByRun.delete(runId);
    }
  }

  /**
   * Runs the job's handler and serialises its result. A job that throws, or whose result cannot be
   * stored (past the largest string JSON can make), ends as failed: left running, it would be taken
   * over by another process when its beat stops, and fail there again, for ever.
   */
  private async run(
    kind: JobKind,
    runId: string,
    input: unknown,
    context: JobContext,
  ): Promise<
    (JobEnd & { status: 'failed' | 'cancelled' }) | (Extract<JobEnd, { status: 'done' }> & { stored: string })
  > {
    try {
      const end = await this.handlers[kind](context, input);
      if (end.status !== 'done') return end;
      return { ...end, stored: 'json' in end ? end.json : JSON.stringify(end.result) };
    } catch (error) {
      const tooLarge = error instanceof RangeError;
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ runId, err: error, processId: this.processId }, `${NOUN[kind]} failed`);
      // Read by a solve's waiters (code, message, offenders) and an MRP run's (code, params, details).
      const code = tooLarge ? 'RESULT_TOO_LARGE' : 'INTERNAL';
      return {
        status: 'failed',
        error: { code, message, offenders: [], params: {}, details: [] },
      };
    }
  }

  /**
   * Stores how the run ended, once, and answers the status stored; undefined when another process
   * took the job over meanwhile. A cancel that came after the last beat still wins: the owner asked
   * for it, so the run reads as cancelled (with whatever result it reached).
   */
  private async finish(
    kind: JobKind,
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
      `${NOUN[kind]} finished`,
    );
    return ended?.status;
  }
}
