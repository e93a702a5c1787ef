import { EventEmitter } from 'node:events';
import { sql } from 'kysely';

/**
 * What happened to a solve job: queued (a runner may claim it), claimed, progress written, finished
 * (its row holds the outcome), cancel asked. An event only wakes someone: what happened is read from
 * the job's row, so a missed event costs a fallback poll, never a wrong answer.
 */
export type RunEventKind = 'queued' | 'claimed' | 'progress' | 'finished' | 'cancel';
export interface RunEvent {
  kind: RunEventKind;
  runId: string;
}

/** The PostgreSQL channel the job statements notify on, payload `<kind>:<run id>`. */
export const RUN_CHANNEL = 'schedule_runs';
const KINDS = new Set<string>(['queued', 'claimed', 'progress', 'finished', 'cancel']);

/**
 * A `returning` column that notifies the other processes of the row's event, inside the statement
 * that makes it (no statement of its own; in a transaction PostgreSQL sends it at commit).
 */
export const notifyRun = (kind: RunEventKind) =>
  sql<string>`pg_notify(${sql.lit(RUN_CHANNEL)}, concat(${sql.lit(kind)}, ':', run_id))`.as('notified');

/** The event a notification carries, or undefined for a payload this version does not know. */
export function parseRunEvent(payload: string): RunEvent | undefined {
  const at = payload.indexOf(':');
  const kind = payload.slice(0, at);
  return at > 0 && KINDS.has(kind) ? { kind: kind as RunEventKind, runId: payload.slice(at + 1) } : undefined;
}

/** A wait for one run's next event that can be given up (its timer and listener are removed). */
export interface RunWake {
  settled: Promise<void>;
  dispose(): void;
}

/**
 * Solve events inside one process: the runner emits what it does, and waiting requests and event
 * streams wake on them instead of sleeping in a loop. On PostgreSQL the app also feeds it the
 * notifications of the other processes (see notifyRun), so it hears every process's jobs.
 */
export class RunEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  emit(event: RunEvent): void {
    this.emitter.emit('run', event);
  }

  on(listener: (event: RunEvent) => void): () => void {
    this.emitter.on('run', listener);
    return () => void this.emitter.off('run', listener);
  }

  /**
   * Settles at the run's next event or after `timeoutMs` (the fallback poll, for an event another
   * process could not deliver), whichever comes first. Made before reading the row, so an event that
   * comes between the read and the wait is not missed.
   */
  wake(runId: string, timeoutMs: number): RunWake {
    let dispose: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => {
      const timer = setTimeout(() => done(), timeoutMs);
      const off = this.on((event) => {
        if (event.runId === runId) done();
      });
      const done = () => {
        clearTimeout(timer);
        off();
        resolve();
      };
      dispose = done;
    });
    return { settled, dispose: () => dispose() };
  }
}
