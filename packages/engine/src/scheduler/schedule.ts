import { compileProblem } from './compile/compile.ts';
import type { CompiledProblem } from './compile/compiled-problem.ts';
import { Decoder } from './decode/decoder.ts';
import { createTiming, type Solution, type Timing } from './decode/solution.ts';
import { SchedulingInputError } from './errors.ts';
import { computeKpis, listOrderCompletions, listScheduledOperations } from './kpis.ts';
import type { Schedule, SchedulingProblem, SolverTimes, StopReason } from './model.ts';
import {
  type DispatchRule,
  type ObjectiveWeights,
  resolveObjective,
  type ScheduleOptions,
} from './options.ts';
import { DEFAULT_REPAIR_POLICY, type RepairPolicy, type RepairReport } from './repair/model.ts';
import { defaultRepairWork, repairFromBaseline } from './repair/repair.ts';
import { explainReplan } from './repair/replan.ts';
import { dispatch } from './search/dispatch.ts';
import { makespanLowerBound } from './search/lower-bound.ts';
import { isMakespanOnly, measureTerms, objectiveValue } from './search/objective.ts';
import { createPrng } from './search/prng.ts';
import { type SearchResult, tabuSearch } from './search/tabu.ts';
import { validateSchedule } from './validate/validate.ts';
import { validateProblem } from './validate/validate-input.ts';
import { listStabilityWarnings } from './warnings.ts';

const DEFAULT_BUDGET_MS = 1000;
const DEFAULT_ITERATIONS_WITHOUT_CLOCK = 2000;
const DEFAULT_STAGNATION_ITERATIONS = 20_000;
/** Beyond this size, dispatch tries its first two rules only (each costs a full construction). */
const LARGE_PROBLEM_OPERATIONS = 3000;

interface Run {
  elapsedMs: () => number;
  isPastCap: () => boolean;
  options: ScheduleOptions;
  weights: ObjectiveWeights;
}

interface Finished {
  solution: Solution;
  timing: Timing;
  objective: number;
  algorithm: Schedule['algorithm'];
  times: SolverTimes;
  repair?: RepairReport;
}

/**
 * Schedules every operation of the problem: validates it (throws `SchedulingInputError` listing the
 * offenders), then either repairs `problem.baseline` with the least change (`options.repair`, stability
 * `frozen` or `balanced`) or builds a plan by dispatching rules and improves it by tabu search
 * (algorithm `tabu` or `auto`, the default) until its work budget (`maxIterations`), stagnation (`auto`),
 * a proven optimal makespan, `shouldStop`, or the wall-clock cap. The result is checked by the validator:
 * `violations` lists every hard rule it breaks. Times are minutes from the origin; intervals
 * `[startAt, endAt)`. The same problem, options and work budget give the same schedule.
 */
export function schedule(problem: SchedulingProblem, options: ScheduleOptions = {}): Schedule {
  validateProblem(problem);
  const compiled = compileProblem(problem);
  const clock = options.clock;
  const startedAt = clock ? clock() : 0;
  const capMs = options.timeBudgetMs ?? DEFAULT_BUDGET_MS;
  const elapsedMs = () => (clock ? clock() - startedAt : 0);
  const run: Run = {
    elapsedMs,
    isPastCap: () => Boolean(clock) && elapsedMs() >= capMs,
    options,
    weights: resolveObjective(options.objective),
  };
  const policy: RepairPolicy | undefined =
    options.repair && problem.baseline ? { ...DEFAULT_REPAIR_POLICY, ...options.repair.policy } : undefined;
  const repaired = policy && policy.stability !== 'free' ? repair(compiled, run, policy) : undefined;
  const finished = repaired ?? plan(compiled, run);
  if (policy && !repaired) {
    finished.repair = explainReplan(compiled, finished.solution, finished.timing, policy, {
      interrupted: new Set(options.repair?.interruptedOperationIds ?? []),
      requested: new Set(options.repair?.requestedOperationIds ?? []),
      ...(policy.stability === 'free' ? {} : { fellBackToFree: 'baseline_unusable' as const }),
    });
  }
  return finish(compiled, finished);
}

function repair(compiled: CompiledProblem, run: Run, policy: RepairPolicy): Finished | undefined {
  const workBudget = run.options.repair?.workBudget ?? defaultRepairWork(compiled.operationIds.length);
  const result = repairFromBaseline(compiled, policy, {
    interrupted: new Set(run.options.repair?.interruptedOperationIds ?? []),
    requested: new Set(run.options.repair?.requestedOperationIds ?? []),
    workBudget,
    improveAnyLateOrder: run.options.repair?.improveAnyLateOrder ?? false,
    shouldStop: () => run.isPastCap() || Boolean(run.options.shouldStop?.()),
  });
  if (!result) return undefined;
  const objective = objectiveValue(
    measureTerms(compiled, result.solution, result.timing, new Float64Array(compiled.orderDue.length)),
    run.weights,
  );
  const totalMs = run.elapsedMs();
  return {
    solution: result.solution,
    timing: result.timing,
    objective,
    algorithm: 'repair',
    repair: result.report,
    times: {
      constructionMs: totalMs,
      improvementMs: 0,
      totalMs,
      iterations: result.work,
      workBudget,
      stoppedBy: result.stoppedBy,
    },
  };
}

function plan(compiled: CompiledProblem, run: Run): Finished {
  const constructed = construct(compiled, run);
  const constructionMs = run.elapsedMs();
  const algorithm = run.options.algorithm ?? 'auto';
  const improved =
    algorithm === 'dispatch'
      ? { result: constructed, stoppedBy: 'complete' as StopReason, workBudget: 0 }
      : improve(compiled, run, constructed);
  const totalMs = run.elapsedMs();
  return {
    solution: improved.result.solution,
    timing: improved.result.timing,
    objective: improved.result.objective,
    algorithm: algorithm === 'dispatch' ? 'dispatch' : 'tabu',
    times: {
      constructionMs,
      improvementMs: totalMs - constructionMs,
      totalMs,
      iterations: improved.result.iterations,
      workBudget: improved.workBudget,
      stoppedBy: improved.stoppedBy,
    },
  };
}

function finish(compiled: CompiledProblem, finished: Finished): Schedule {
  const { problem } = compiled;
  const operations = listScheduledOperations(compiled, finished.solution, finished.timing);
  const orders = listOrderCompletions(compiled, finished.timing);
  return {
    violations: validateSchedule(problem, { operations }),
    ...(finished.repair ? { repair: finished.repair } : {}),
    operations,
    orders,
    kpis: computeKpis(compiled, operations, orders, finished.times),
    objective: finished.objective,
    algorithm: finished.algorithm,
    warnings: listStabilityWarnings(problem, operations),
  };
}

function candidateRules(compiled: CompiledProblem, options: ScheduleOptions): DispatchRule[] {
  if (options.rule) return [options.rule];
  const all: DispatchRule[] = ['atcs', 'edd', 'mwkr', 'atc', 'spt'];
  const rules = compiled.operationIds.length > LARGE_PROBLEM_OPERATIONS ? all.slice(0, 2) : all;
  return compiled.problem.baseline ? ['baseline', ...rules] : rules;
}

/** The best schedule over the dispatch rules. */
function construct(compiled: CompiledProblem, run: Run): SearchResult {
  const decoder = new Decoder(compiled);
  const completion = new Float64Array(compiled.orderDue.length);
  let best: SearchResult | undefined;
  for (const rule of candidateRules(compiled, run.options)) {
    const { solution, order } = dispatch(compiled, rule);
    const timing = createTiming(compiled.operationIds.length);
    if (!decoder.decodeInOrder(solution, order, timing)) continue;
    const objective = objectiveValue(measureTerms(compiled, solution, timing, completion), run.weights);
    if (best && objective >= best.objective) continue;
    best = { solution, timing, objective, iterations: 0 };
    run.options.onProgress?.({ objective, elapsedMs: run.elapsedMs(), iteration: 0 });
  }
  if (!best) throw infeasibleMaxWaits(compiled);
  return best;
}

function infeasibleMaxWaits(compiled: CompiledProblem): SchedulingInputError {
  const offenders = compiled.problem.operations
    .filter((o) => o.maxWaitMinutes !== undefined)
    .map((o) => ({
      code: 'NO_FEASIBLE_PLACEMENT' as const,
      entity: 'operation' as const,
      id: o.id,
      message: `Operation ${o.id} cannot start within its maximum wait on the calendars given`,
    }));
  return new SchedulingInputError(offenders);
}

function improve(
  compiled: CompiledProblem,
  run: Run,
  start: SearchResult,
): { result: SearchResult; stoppedBy: StopReason; workBudget: number } {
  const { options, weights } = run;
  const maxIterations =
    options.maxIterations ?? (options.clock ? Number.POSITIVE_INFINITY : DEFAULT_ITERATIONS_WITHOUT_CLOCK);
  const stagnation =
    options.algorithm === 'tabu'
      ? Number.POSITIVE_INFINITY
      : (options.maxIterationsWithoutImprovement ?? DEFAULT_STAGNATION_ITERATIONS);
  const optimum = isMakespanOnly(weights)
    ? makespanLowerBound(compiled) * weights.makespan
    : Number.NEGATIVE_INFINITY;
  let bestObjective = start.objective;
  let stoppedBy: StopReason = 'complete';
  const result = tabuSearch(compiled, weights, start, {
    prng: createPrng(options.seed ?? 1),
    ...(options.cooperation ? { cooperation: options.cooperation } : {}),
    shouldContinue: (iteration, sinceBest) => {
      if (iteration >= maxIterations) stoppedBy = 'work_budget';
      else if (sinceBest >= stagnation) stoppedBy = 'stagnation';
      else if (bestObjective <= optimum + 1e-9) stoppedBy = 'optimal';
      else if (run.isPastCap()) stoppedBy = 'time_cap';
      else if (options.shouldStop?.()) stoppedBy = 'stop_request';
      else return true;
      return false;
    },
    onNewBest: (objective, iteration) => {
      bestObjective = objective;
      options.onProgress?.({ objective, elapsedMs: run.elapsedMs(), iteration });
    },
  });
  return { result, stoppedBy, workBudget: maxIterations };
}
