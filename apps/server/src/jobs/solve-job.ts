import { composeScheduleResult } from '../services/schedule/compose-result.ts';
import type { FailedRun, RunProgress, ScheduleRunInput } from '../services/schedule/run-input.ts';
import type { JobHandler } from './job-handler.ts';
import { runSolve, searchesFor } from './run-solve.ts';

/**
 * A solve: the scheduler in worker threads (up to `searches` searches, see `searchesFor`), its progress,
 * and the reply composed from its plan.
 */
export const solveJobWith =
  (searches: number): JobHandler =>
  async (context, raw) => {
    const input = raw as ScheduleRunInput;
    const budget = input.options.timeBudgetMs ?? 0;
    const work = input.options.maxIterations ?? 0;
    // Progress follows the work budget (what ends the search); wall time only without one.
    const percentOf = (p: { elapsedMs: number; iteration: number }) =>
      work > 0 ? (p.iteration / work) * 100 : budget > 0 ? (p.elapsedMs / budget) * 100 : 0;
    let latest: RunProgress | undefined;
    const request = { problem: input.problem, options: input.options };
    const handle = runSolve(
      request,
      (p) => {
        latest = {
          best_objective: p.objective,
          elapsed_ms: Math.round(p.elapsedMs),
          iteration: p.iteration,
          percent: Math.min(99, Math.round(percentOf(p))),
        };
        context.report(latest);
      },
      searchesFor(request, searches),
    );
    context.onStop(() => handle.stop());
    const outcome = await handle.result;
    if (context.isCancelled()) return { status: 'cancelled', ...(latest ? { progress: latest } : {}) };
    if (outcome.ok) {
      const result = composeScheduleResult(context.runId, input, outcome.schedule);
      const progress = {
        ...(latest ?? { iteration: 0 }),
        best_objective: outcome.schedule.objective,
        percent: 100,
      };
      return { status: 'done', result, progress };
    }
    const { code, message } = outcome;
    return {
      status: 'failed',
      error: { code, message, offenders: outcome.offenders as FailedRun['offenders'] },
    };
  };
