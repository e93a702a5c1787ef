import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { composeScheduleResult } from '../services/schedule/compose-result.ts';
import type { RunProgress, ScheduleRunInput } from '../services/schedule/run-input.ts';
import { runSolve } from './run-solve.ts';

const POLL_MS = 500;
const PROGRESS_WRITE_MS = 250;
/** A running job whose process stopped beating this long ago is given to another process. */
const STALE_AFTER_MS = 30_000;

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

  private async claimNext() {
    return this.db
      .updateTable('schedule_runs')
      .set({
        status: 'running',
        claimed_by: this.processId,
        started_at: new Date(),
        heartbeat_at: new Date(),
      })
      .where(
        'run_id',
        '=',
        sql<string>`(select run_id from schedule_runs where status = 'queued' order by created_at limit 1 for update skip locked)`,
      )
      .returning(['run_id', 'input'])
      .executeTakeFirst();
  }

  private async requeueStale() {
    await this.db
      .updateTable('schedule_runs')
      .set({ status: 'queued', claimed_by: null })
      .where('status', '=', 'running')
      .where('heartbeat_at', '<', new Date(Date.now() - STALE_AFTER_MS))
      .execute();
  }

  private async execute(runId: string, input: ScheduleRunInput): Promise<void> {
    const budget = input.options.timeBudgetMs ?? 0;
    const work = input.options.maxIterations ?? 0;
    // Progress follows the work budget (what ends the search); wall time only without one.
    const percentOf = (p: { elapsedMs: number; iteration: number }) =>
      work > 0 ? (p.iteration / work) * 100 : budget > 0 ? (p.elapsedMs / budget) * 100 : 0;
    let latest: RunProgress | undefined;
    let written: RunProgress | undefined;
    const writeProgress = async () => {
      if (latest === written) return this.beat(runId);
      written = latest;
      await this.db
        .updateTable('schedule_runs')
        .set({ progress: JSON.stringify(written), heartbeat_at: new Date() })
        .where('run_id', '=', runId)
        .execute();
    };
    const beat = setInterval(() => void writeProgress().catch(() => undefined), PROGRESS_WRITE_MS);
    const handle = runSolve({ problem: input.problem, options: input.options }, (p) => {
      latest = {
        best_objective: p.objective,
        elapsed_ms: Math.round(p.elapsedMs),
        iteration: p.iteration,
        percent: Math.min(99, Math.round(percentOf(p))),
      };
    });
    try {
      const outcome = await handle.result;
      clearInterval(beat);
      if (outcome.ok) {
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

  private async beat(runId: string) {
    await this.db
      .updateTable('schedule_runs')
      .set({ heartbeat_at: new Date() })
      .where('run_id', '=', runId)
      .execute();
  }

  private async finish(
    runId: string,
    values: { status: 'done' | 'failed'; result?: string; error?: string; progress?: string },
  ) {
    await this.db
      .updateTable('schedule_runs')
      .set({ ...values, finished_at: new Date(), heartbeat_at: new Date() })
      .where('run_id', '=', runId)
      .where('claimed_by', '=', this.processId)
      .execute();
  }
}
