import { bestOfPortfolio, PORTFOLIO_SEARCHES, portfolioSeeds, type Schedule } from '@takt/engine';
import type { SolveMessage, SolveRequest } from './solve-worker.ts';
import { startWorker } from './worker-thread.ts';

type SolveOutcome =
  | { ok: true; schedule: Schedule }
  | { ok: false; code: string; message: string; offenders: unknown[] };

export interface SolveHandle {
  result: Promise<SolveOutcome>;
  /** Ends the search early (every thread of it); the result is the best schedule so far. */
  stop(): void;
  /** Searches run side by side for this solve (1, or a portfolio's). */
  searches: number;
}

/**
 * Below this much search work (iterations × operations) a solve stays on one thread: a second one would
 * cost a thread's start-up for a search of a few milliseconds. A planner's default is 150,000.
 */
export const PORTFOLIO_MIN_PLACEMENTS = 50_000;

/**
 * How many searches a solve runs: a fresh plan with a planner's work budget gets the portfolio (each
 * search the full budget on its own thread, the best kept), so the second core buys a better plan in the
 * same time. Dispatch only, repairs (their own deterministic algorithm) and tiny budgets keep one thread.
 */
export function searchesFor(
  request: Omit<SolveRequest, 'stopFlag'>,
  portfolio: number = PORTFOLIO_SEARCHES,
): number {
  const { algorithm, repair, maxIterations } = request.options;
  if (algorithm === 'dispatch' || repair || maxIterations === undefined) return 1;
  return maxIterations * request.problem.operations.length >= PORTFOLIO_MIN_PLACEMENTS ? portfolio : 1;
}

/**
 * Runs one solve in worker threads: `searches` searches with the seeds `portfolioSeeds` derives from the
 * request's, one shared stop flag. The plan is the best by objective, a tie going to the lowest search, so
 * the same request and work budget give the same plan however the threads were scheduled. Progress
 * reports each new best over all searches (see `progressMerger`).
 */
export function runSolve(
  request: Omit<SolveRequest, 'stopFlag'>,
  onProgress: (p: Progress) => void,
  searches: number = searchesFor(request),
): SolveHandle {
  const stopFlag = new SharedArrayBuffer(4);
  const seeds = portfolioSeeds(request.options.seed ?? 1, searches);
  const merge = progressMerger(onProgress);
  const outcomes = seeds.map((seed) =>
    runSearch({ ...request, options: { ...request.options, seed }, stopFlag }, merge),
  );
  const result = Promise.all(outcomes).then((all) => {
    const failed = all.find((o) => !o.ok);
    if (failed) return failed;
    const schedules = all.map((o) => (o as Extract<SolveOutcome, { ok: true }>).schedule);
    return { ok: true as const, schedule: bestOfPortfolio(schedules).result };
  });
  return { result, stop: () => Atomics.store(new Int32Array(stopFlag), 0, 1), searches };
}

type Progress = Extract<SolveMessage, { type: 'progress' }>;

/**
 * One progress line from several searches: reported on each new best over all of them, with the work
 * and time of the search furthest along. A search's own iteration count would go backwards when a
 * slower search finds the new best, and the planner's progress bar with it.
 */
export function progressMerger(onProgress: (p: Progress) => void): (p: Progress) => void {
  let bestSoFar = Number.POSITIVE_INFINITY;
  let iteration = 0;
  let elapsedMs = 0;
  return (p) => {
    iteration = Math.max(iteration, p.iteration);
    elapsedMs = Math.max(elapsedMs, p.elapsedMs);
    if (p.objective >= bestSoFar) return;
    bestSoFar = p.objective;
    onProgress({ ...p, iteration, elapsedMs });
  };
}

function runSearch(
  workerData: SolveRequest,
  onProgress: (p: Extract<SolveMessage, { type: 'progress' }>) => void,
): Promise<SolveOutcome> {
  const worker = startWorker('solve-worker', workerData);
  return new Promise<SolveOutcome>((resolve) => {
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
}
