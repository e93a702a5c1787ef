import type { Worker } from 'node:worker_threads';
import type { MrpWorkerMessage, MrpWorkerRequest } from './mrp-worker.ts';
import { startWorker } from './worker-thread.ts';

export type MrpWorkerOutcome = Exclude<MrpWorkerMessage, { type: 'progress' }>;

const INTERNAL: MrpWorkerOutcome = { type: 'failed', code: 'INTERNAL', params: {}, details: [] };

/**
 * The process's MRP threads, started on first use and kept idle between runs: starting a thread
 * (and loading the engine in it) costs more than a sample plant's whole MRP. A stopped run's thread
 * is ended, not reused; an idle thread does not keep the process alive.
 */
const idle: Worker[] = [];

/** Runs one MRP in a worker thread; `stop` ends the thread (an MRP run has no best-so-far). */
export function runMrpInWorker(
  request: MrpWorkerRequest,
  onProgress: (p: Extract<MrpWorkerMessage, { type: 'progress' }>) => void,
): { result: Promise<MrpWorkerOutcome>; stop(): void } {
  const worker = idle.pop() ?? startWorker('mrp-worker', null);
  worker.ref();
  let finish: (outcome: MrpWorkerOutcome, broken?: boolean) => void = () => undefined;
  const result = new Promise<MrpWorkerOutcome>((resolve) => {
    let ended = false;
    const onMessage = (message: MrpWorkerMessage) => {
      if (message.type === 'progress') onProgress(message);
      else finish(message);
    };
    const onError = () => finish(INTERNAL, true);
    const onExit = () => finish(INTERNAL, true);
    finish = (outcome, broken = false) => {
      if (ended) return;
      ended = true;
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (broken) void worker.terminate();
      else {
        worker.unref();
        idle.push(worker);
      }
      resolve(outcome);
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(request);
  });
  // A stopped run's thread may be mid-plan: it is ended rather than handed to the next run.
  return { result, stop: () => finish(INTERNAL, true) };
}

/** Ends the idle MRP threads (the runner stops). */
export async function stopMrpWorkers(): Promise<void> {
  await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
}
