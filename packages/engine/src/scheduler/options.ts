import type { RepairPolicy } from './repair/model.ts';

/** Weights of the minimised objective; every term is summed with its weight. */
export interface ObjectiveWeights {
  /** Per late order. */
  lateOrders: number;
  /** Per minute of weighted tardiness (order weight × minutes late). */
  weightedTardiness: number;
  /** Per minute of setup. */
  setupMinutes: number;
  /** Per minute of makespan. */
  makespan: number;
  /** Per operation on another work center than in the baseline. */
  machineChanges: number;
  /** Per minute of start shift against the baseline. */
  startShiftMinutes: number;
}

/**
 * A planner's default, lexicographic in effect: late orders, then tardiness, then setups, then makespan,
 * then churn against the baseline.
 */
export const DEFAULT_OBJECTIVE: ObjectiveWeights = {
  lateOrders: 1_000_000,
  weightedTardiness: 1_000,
  setupMinutes: 1,
  makespan: 0.1,
  machineChanges: 30,
  startShiftMinutes: 0.05,
};

/** Pure makespan, as in the job-shop benchmarks. */
export const MAKESPAN_OBJECTIVE: ObjectiveWeights = {
  lateOrders: 0,
  weightedTardiness: 0,
  setupMinutes: 0,
  makespan: 1,
  machineChanges: 0,
  startShiftMinutes: 0,
};

export type DispatchRule = 'edd' | 'atc' | 'atcs' | 'spt' | 'mwkr' | 'baseline';

export interface ProgressReport {
  objective: number;
  elapsedMs: number;
  iteration: number;
}

/** A repair of `problem.baseline` instead of a fresh plan. */
export interface RepairOptions {
  policy?: Partial<RepairPolicy>;
  /** Started operations a disruption interrupted (they must be planned again). */
  interruptedOperationIds?: readonly string[];
  /** Operations the planner moved to another work center: forced to move, `requested` as their reason. */
  requestedOperationIds?: readonly string[];
  /** Evaluated placements the repair may spend; default `defaultRepairWork(operations)`. */
  workBudget?: number;
  /**
   * Improvements may pull forward any late order, not only those the disruption made later: after a
   * machine comes back early, capacity was freed and nothing got later, yet late work may use it.
   * Each improvement still pays its price.
   */
  improveAnyLateOrder?: boolean;
}

/** A search's best as cooperating searches exchange it (see `ScheduleOptions.cooperation`). */
export interface ExchangedSolution {
  objective: number;
  /**
   * The solution packed in `exchangeCapacity(problem)` integers: each operation's mode, each work
   * center's sequence length, then the sequences, by the problem's indexes (the same in every search).
   */
  packed: Int32Array;
}

/**
 * Searches of one problem that help each other: every `everyIterations` iterations (counted in work,
 * so the exchanges fall at the same points on any machine) the search hands its best to `exchange` and
 * takes the others' bests it returns. The caller makes that a barrier across its threads; with the same
 * inputs and work budgets every search then sees the same bests at the same points, whatever the timing.
 */
export interface Cooperation {
  everyIterations: number;
  exchange(mine: ExchangedSolution): readonly ExchangedSolution[];
  /** Called once when the search ends, with its best: a caller's barrier must not wait for it any more. */
  finish?(best: ExchangedSolution): void;
  /** `best`: a better solution of another search becomes this one's best (kicks and relinking use it); `restart`: the search also continues from it. */
  adopt?: 'best' | 'restart';
}

export interface ScheduleOptions {
  /** With `problem.baseline`: repair it with the least change (see `RepairPolicy`). */
  repair?: RepairOptions;
  /** `dispatch`: rules only; `tabu`: dispatch then tabu search for the budget; `auto`: also stops when stuck. */
  algorithm?: 'dispatch' | 'tabu' | 'auto';
  /** One dispatch rule; default: try every rule and keep the best. */
  rule?: DispatchRule;
  objective?: Partial<ObjectiveWeights>;
  /** Seed of the PRNG; the same seed and iteration count give the same schedule. Default 1. */
  seed?: number;
  /**
   * Wall-clock cap, measured with `clock` (default 1000 ms when a clock is given). With `maxIterations`
   * set it is only a safety cap, reported as `stoppedBy: 'time_cap'` when it cut the search.
   */
  timeBudgetMs?: number;
  /** Milliseconds from any origin (pass `performance.now`); the engine never reads a clock itself. */
  clock?: () => number;
  /** Polled between iterations; true stops the search and returns the best so far. */
  shouldStop?: () => boolean;
  /** Called on every new best. */
  onProgress?: (report: ProgressReport) => void;
  /** The work budget of the search, in iterations: the same budget gives the same plan on any machine. Default: unbounded with a clock, 2000 without one. */
  maxIterations?: number;
  /** `auto` stops after this many iterations without a new best; default 20000. */
  maxIterationsWithoutImprovement?: number;
  /** Exchange bests with other searches of the same problem (a caller's threads). */
  cooperation?: Cooperation;
}

/** Fills the objective weights: the default objective, overridden term by term. */
export function resolveObjective(objective: Partial<ObjectiveWeights> | undefined): ObjectiveWeights {
  return { ...DEFAULT_OBJECTIVE, ...objective };
}
