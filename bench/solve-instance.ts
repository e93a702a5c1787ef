import {
  type Cooperation,
  MAKESPAN_OBJECTIVE,
  schedule,
  validateSchedule,
} from '../packages/engine/src/index.ts';
import type { BenchmarkInstance } from './benchmark-instances.ts';

export interface SolveSettings {
  algorithm: 'dispatch' | 'auto';
  budgetMs: number;
  seed: number;
  /** Milliseconds from any origin; the harness injects it (e.g. `performance.now`). */
  clock: () => number;
  /** The work budget in iterations (equal work across variants); the time budget is then only a cap. */
  maxIterations?: number;
  /** Exchanges with the other searches of a cooperative portfolio (bench/search-threads.ts). */
  cooperation?: Cooperation;
}

/** One solve of a benchmark instance for minimum makespan, validated. */
export interface SolveOutcome {
  makespan: number;
  timeToBestMs: number;
  /** Violations the validator found in the result (0 for a valid schedule). */
  violations: number;
  iterations: number;
}

/** Solves `instance` for minimum makespan within the budget and validates the result. */
export function solveInstance(instance: BenchmarkInstance, settings: SolveSettings): SolveOutcome {
  let timeToBestMs = 0;
  const result = schedule(instance.problem, {
    algorithm: settings.algorithm,
    objective: MAKESPAN_OBJECTIVE,
    seed: settings.seed,
    clock: settings.clock,
    timeBudgetMs: settings.budgetMs,
    ...(settings.maxIterations === undefined ? {} : { maxIterations: settings.maxIterations }),
    maxIterationsWithoutImprovement: Number.POSITIVE_INFINITY,
    ...(settings.cooperation ? { cooperation: settings.cooperation } : {}),
    onProgress: (report) => {
      timeToBestMs = report.elapsedMs;
    },
  });
  return {
    makespan: result.kpis.makespanMinutes,
    timeToBestMs,
    violations: validateSchedule(instance.problem, result).length,
    iterations: result.kpis.solverTimes.iterations,
  };
}

/** Gap of `found` above `upper`, in percent. */
export const gapPercent = (found: number, upper: number): number => (100 * (found - upper)) / upper;
