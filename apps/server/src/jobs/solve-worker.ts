import { parentPort, workerData } from 'node:worker_threads';
import { type ScheduleOptions, type SchedulingProblem, schedule } from '@takt/engine';

/** A solve off the request thread: progress and the result go back as messages. */
export interface SolveRequest {
  problem: SchedulingProblem;
  options: Pick<
    ScheduleOptions,
    'algorithm' | 'timeBudgetMs' | 'seed' | 'objective' | 'maxIterations' | 'repair'
  >;
  /** Int32Array over a SharedArrayBuffer: index 0 becomes 1 to stop with the best so far. */
  stopFlag: SharedArrayBuffer;
}

export type SolveMessage =
  | { type: 'progress'; objective: number; elapsedMs: number; iteration: number }
  | { type: 'done'; schedule: ReturnType<typeof schedule> }
  | { type: 'failed'; code: string; message: string; offenders: unknown[] };

const request = workerData as SolveRequest;
const stop = new Int32Array(request.stopFlag);
const post = (message: SolveMessage) => parentPort?.postMessage(message);

try {
  const result = schedule(request.problem, {
    ...request.options,
    clock: () => performance.now(),
    shouldStop: () => Atomics.load(stop, 0) === 1,
    onProgress: (p) =>
      post({ type: 'progress', objective: p.objective, elapsedMs: p.elapsedMs, iteration: p.iteration }),
  });
  post({ type: 'done', schedule: result });
} catch (error) {
  const e = error as { code?: string; message?: string; offenders?: unknown[] };
  post({
    type: 'failed',
    code: e.code ?? 'SOLVE_FAILED',
    message: e.message ?? String(error),
    offenders: e.offenders ?? [],
  });
}
