import type { MrpWorkerMessage, MrpWorkerRequest } from './mrp-worker.ts';
import { type PooledRun, WorkerPool } from './worker-pool.ts';

export type MrpWorkerOutcome = Exclude<MrpWorkerMessage, { type: 'progress' }>;

const INTERNAL: MrpWorkerOutcome = { type: 'failed', code: 'INTERNAL', params: {}, details: [] };

/**
 * The process's MRP threads, kept idle between runs: starting a thread (and loading the engine in it)
 * costs more than a sample plant's whole MRP. The job runner bounds how many run at once.
 */
const pool = new WorkerPool<MrpWorkerRequest, MrpWorkerMessage, MrpWorkerOutcome>('mrp-worker', {
  broken: INTERNAL,
});

/** Runs one MRP in a worker thread; `stop` ends the thread (an MRP run has no best-so-far). */
export function runMrpInWorker(
  request: MrpWorkerRequest,
  onProgress: (p: Extract<MrpWorkerMessage, { type: 'progress' }>) => void,
): PooledRun<MrpWorkerOutcome> {
  // No limit on the pool, so a run always starts.
  return pool.run(request, (message) => {
    if (message.type !== 'progress') return message;
    onProgress(message);
    return undefined;
  })!;
}

/** Ends the idle MRP threads (the runner stops). */
export function stopMrpWorkers(): Promise<void> {
  return pool.stop();
}
