import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, ScheduleRunsTable } from '../db/schema.ts';
import { composeScheduleResult } from '../services/schedule/compose-result.ts';
import type { RunProgress, ScheduleRunInput } from '../services/schedule/run-input.ts';
import { runSolve } from './run-solve.ts';

const POLL_MS = 500;
const PROGRESS_WRITE_MS = 250;
/** A running job whose process stopped beating this long ago is given to another process. */
const STALE_AFTER_MS = 30_000;

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
  private readonly inFlight = new Set<Promise<void>>();
  private readonly byRun = new Map<string, Promise<void>>();
  private looking: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly concurrency = 1,
    private readonly log: RunnerLog = SILENT,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.kick(), POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Settles when this process finishes the run; undefined when it is not running it. */
  whenFinished(runId: string): Promise<void> | undefined {
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
      await this.requeueStale();
      while (!this.stopping && this.running < this.concurrency) {
        const run = await this.claimNext();
        if (!run) break;
        this.log.info(
          { runId: run.run_id, owner: run.owner_key, processId: this.processId },
          'solve claimed',
        );
        this.running++;
        const job = this.execute(run.run_id, run.input as ScheduleRunInput).finally(() => {
          this.running--;
          this.inFlight.delete(job);
          this.byRun.delete(run.run_id);
          void this.kick();
        });
        this.inFlight.add(job);
        this.byRun.set(run.run_id, job);
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
      .returning(['run_id', 'owner_key', 'status'])
      .execute();
    for (const run of requeued)
      this.log.warn(
        { runId: run.run_id, owner: run.owner_key, status: run.status, processId: this.processId },
        'solve requeued: its process stopped beating',
      );
  }

  private async execute(runId: string, input: ScheduleRunInput): Promise<void> {
    const budget = input.options.timeBudgetMs ?? 0;
    const work = input.options.maxIterations ?? 0;
    // Progress follows the work budget (what ends the search); wall time only without one.
    const percentOf = (p: { elapsedMs: number; iteration: number }) =>
      work > 0 ? (p.iteration / work) * 100 : budget > 0 ? (p.elapsedMs / budget) * 100 : 0;
    let latest: RunProgress | undefined;
    let written: RunProgress | undefined;
    let isCancelled = false;
    // Each beat reads back whether the owner cancelled: any process may have taken the request.
    const writeProgress = async () => {
      const progress = latest === written ? {} : { progress: JSON.stringify(latest) };
      written = latest;
      const row = await this.db
        .updateTable('schedule_runs')
        .set({ ...progress, heartbeat_at: new Date() })
        .where('run_id', '=', runId)
        .returning('cancel_requested_at')
        .executeTakeFirst();
      if (row?.cancel_requested_at && !isCancelled) {
        isCancelled = true;
        handle.stop();
        this.log.info({ runId, processId: this.processId }, 'solve cancelled by its owner: stopping it');
      }
    };
    const handle = runSolve({ problem: input.problem, options: input.options }, (p) => {
      latest = {
        best_objective: p.objective,
        elapsed_ms: Math.round(p.elapsedMs),
        iteration: p.iteration,
        percent: Math.min(99, Math.round(percentOf(p))),
      };
    });
    const beat = setInterval(() => void writeProgress().catch(() => undefined), PROGRESS_WRITE_MS);
    try {
      const outcome = await handle.result;
      clearInterval(beat);
      if (isCancelled) {
        await this.finish(runId, {
          status: 'cancelled',
          ...(latest ? { progress: JSON.stringify(latest) } : {}),
        });
      } else if (outcome.ok) {
        const result = composeScheduleResult(runId, input, outcome.schedule);
        const progress = {
          ...(latest ?? { iteration: 0 }),
          best_objective: outcome.schedule.objective,
          percent: 100,
        };
        await this.finish(runId, {
          status: 'done',
          result: JSON.stringify(result),
          progress: JSON.stringify(progress),
        });
      } else {
        const { code, message, offenders } = outcome;
        await this.finish(runId, { status: 'failed', error: JSON.stringify({ code, message, offenders }) });
      }
    } finally {
      clearInterval(beat);
    }
  }

  /**
   * Stores how the run ended. A cancel that came after the last beat still wins: the owner asked
   * for it, so the run reads as cancelled (with whatever result it reached).
   */
  private async finish(
    runId: string,
    values: { status: 'done' | 'failed' | 'cancelled'; result?: string; error?: string; progress?: string },
  ) {
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
      .returning('status')
      .executeTakeFirst();
    this.log.info(
      { runId, status: ended?.status ?? 'taken over', processId: this.processId },
      'solve finished',
    );
  }
}
