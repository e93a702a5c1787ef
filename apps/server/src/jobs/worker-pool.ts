import type { Worker } from 'node:worker_threads';
import { startWorker, type WorkerName } from './worker-thread.ts';

/** A run handed to a pooled thread: its outcome, and `stop` to end it early. */
export interface PooledRun<Outcome> {
  result: Promise<Outcome>;
  stop(): void;
}

export interface WorkerPoolOptions<Outcome> {
  /** What a run ends with when its thread breaks (throws, exits) or is stopped. */
  broken: Outcome;
  /** Runs at once at most; the next ones wait for a thread (default: no limit). */
  maxRunning?: number;
  /** Runs waiting at most; past it `run` answers undefined (the caller refuses the request). */
  maxWaiting?: number;
}

/**
 * Long-lived worker threads of one kind, started on first use and kept idle between runs: starting a
 * thread (and loading the engine in it) costs more than many runs. A stopped or broken run's thread is
 * ended, not reused; an idle thread does not keep the process alive.
 */
export class WorkerPool<Request, Message, Outcome> {
  private readonly idle: Worker[] = [];
  private readonly waiting: (() => void)[] = [];
  private running = 0;

  constructor(
    private readonly name: WorkerName,
    private readonly options: WorkerPoolOptions<Outcome>,
  ) {}

  /**
   * Posts `request` to a thread. `onMessage` sees every message and returns the outcome on the one that
   * ends the run. Undefined when every thread is busy and `maxWaiting` runs already wait.
   */
  run(
    request: Request,
    onMessage: (message: Message) => Outcome | undefined,
  ): PooledRun<Outcome> | undefined {
    const { maxRunning = Number.POSITIVE_INFINITY, maxWaiting = Number.POSITIVE_INFINITY } = this.options;
    if (this.running >= maxRunning && this.waiting.length >= maxWaiting) return undefined;
    let stop: () => void = () => undefined;
    const result = new Promise<Outcome>((resolve) => {
      const start = () => {
        this.running++;
        const finish = this.post(request, onMessage, (outcome) => {
          this.running--;
          this.waiting.shift()?.();
          resolve(outcome);
        });
        stop = () => finish(this.options.broken, true);
      };
      if (this.running < maxRunning) return start();
      this.waiting.push(start);
      // A run stopped while it waits leaves the queue at once, so it holds no place there.
      stop = () => {
        const place = this.waiting.indexOf(start);
        if (place < 0) return;
        this.waiting.splice(place, 1);
        resolve(this.options.broken);
      };
    });
    return { result, stop: () => stop() };
  }

  /** Ends the idle threads (the process stops). */
  async stop(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private post(
    request: Request,
    onMessage: (message: Message) => Outcome | undefined,
    done: (outcome: Outcome) => void,
  ): (outcome: Outcome, broken?: boolean) => void {
    const worker = this.idle.pop() ?? startWorker(this.name, null);
    worker.ref();
    let ended = false;
    const listen = (message: Message) => {
      const outcome = onMessage(message);
      if (outcome !== undefined) finish(outcome);
    };
    const fail = () => finish(this.options.broken, true);
    const finish = (outcome: Outcome, broken = false) => {
      if (ended) return;
      ended = true;
      worker.off('message', listen).off('error', fail).off('exit', fail);
      // A stopped run's thread may be mid-run: it is ended rather than handed to the next run.
      if (broken) void worker.terminate();
      else {
        worker.unref();
        this.idle.push(worker);
      }
      done(outcome);
    };
    worker.on('message', listen).on('error', fail).on('exit', fail);
    worker.postMessage(request);
    return finish;
  }
}
