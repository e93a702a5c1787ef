import type { Schedule } from '@takt/engine';
import type { SolveMessage, SolveRequest } from './solve-worker.ts';
import { startWorker } from './worker-thread.ts';

export interface SolveHandle {
  result: Promise<
    { ok: true; schedule: Schedule } | { ok: false; code: string; message: string; offenders: unknown[] }
  >;
  /** Ends the search early; the result is the best schedule so far. */
  stop(): void;
}

/** Runs one solve in its own worker thread. */
export function runSolve(
  request: Omit<SolveRequest, 'stopFlag'>,
  onProgress: (p: Extract<SolveMessage, { type: 'progress' }>) => void,
): SolveHandle {
  const stopFlag = new SharedArrayBuffer(4);
  const workerData = { ...request, stopFlag };
  const worker = startWorker('solve-worker', workerData);
  const result = new Promise<Awaited<SolveHandle['result']>>((resolve) => {
    worker.on('message', (message: SolveMessage) => {
      if (message.type === 'progress') onProgress(message);
      else if (message.type === 'done') resolve({ ok: true, schedule: message.schedule });
      else resolve({ ok: false, code: message.code, message: message.message, offenders: message.offenders });
    });
    worker.on('error', (error) =>
      resolve({ ok: false, code: 'SOLVE_FAILED', message: error.message, offenders: [] }),
    );
    worker.on('exit', (code) => {
      if (code !== 0)
        resolve({ ok: false, code: 'SOLVE_FAILED', message: `solver exited with ${code}`, offenders: [] });
    });
  }).finally(() => void worker.terminate());
  return { result, stop: () => Atomics.store(new Int32Array(stopFlag), 0, 1) };
}
