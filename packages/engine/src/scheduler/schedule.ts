import { type CompiledProblem, compileProblem } from './compile.ts';
import { createTiming, Decoder } from './decoder.ts';
import { dispatch } from './dispatch.ts';
import { SchedulingInputError } from './errors.ts';
import { computeKpis, listOrderCompletions, listScheduledOperations } from './kpis.ts';
import { makespanLowerBound } from './lower-bound.ts';
import type { Schedule, SchedulingProblem } from './model.ts';
import { isMakespanOnly, measureTerms, objectiveValue } from './objective.ts';
import {
  type DispatchRule,
  type ObjectiveWeights,
  resolveObjective,
  type ScheduleOptions,
} from './options.ts';
import { createPrng } from './prng.ts';
import { type SearchResult, tabuSearch } from './tabu.ts';
import { validateProblem } from './validate-input.ts';
import { listMaxWaitWarnings, listStabilityWarnings } from './warnings.ts';

const DEFAULT_BUDGET_MS = 1000;
const DEFAULT_ITERATIONS_WITHOUT_CLOCK = 2000;
const DEFAULT_STAGNATION_ITERATIONS = 20_000;
/** Beyond this size, dispatch stops trying further rules once a quarter of the budget is spent. */
const LARGE_PROBLEM_OPERATIONS = 3000;

interface Run {
  elapsedMs: () => number;
  options: ScheduleOptions;
  weights: ObjectiveWeights;
  budgetMs: number;
}

/**
 * Schedules every operation of the problem: validates it (throws `SchedulingInputError` listing the
 * offenders), builds a schedule by dispatching rules, then (algorithm `tabu` or `auto`, the default)
 * improves it by tabu search until the time budget (measured with `options.clock`), `options.shouldStop`,
 * the iteration limit, or — for `auto` — stagnation or a proven optimal makespan. Times are minutes from
 * the origin; intervals `[startAt, endAt)`. Deterministic for a given seed and iteration count.
 */
export function schedule(problem: SchedulingProblem, options: ScheduleOptions = {}): Schedule {
  validateProblem(problem);
  const compiled = compileProblem(problem);
  const clock = options.clock;
  const startedAt = clock ? clock() : 0;
  const run: Run = {
    elapsedMs: () => (clock ? clock() - startedAt : 0),
    options,
    weights: resolveObjective(options.objective),
    budgetMs: options.timeBudgetMs ?? DEFAULT_BUDGET_MS,
  };
  const constructed = construct(compiled, run);
  const constructionMs = run.elapsedMs();
  const algorithm = options.algorithm ?? 'auto';
  const result = algorithm === 'dispatch' ? constructed : improve(compiled, run, constructed);
  const totalMs = run.elapsedMs();
  const operations = listScheduledOperations(compiled, result.solution, result.timing);
  const orders = listOrderCompletions(compiled, result.timing);
  return {
    operations,
    orders,
    kpis: computeKpis(compiled, operations, orders, {
      constructionMs,
      improvementMs: totalMs - constructionMs,
      totalMs,
      iterations: result.iterations,
    }),
    objective: result.objective,
    algorithm: algorithm === 'dispatch' ? 'dispatch' : 'tabu',
    warnings: [...listMaxWaitWarnings(problem, operations), ...listStabilityWarnings(problem, operations)],
  };
}

function candidateRules(compiled: CompiledProblem, options: ScheduleOptions): DispatchRule[] {
  if (options.rule) return [options.rule];
  const rules: DispatchRule[] = ['atcs', 'edd', 'mwkr', 'atc', 'spt'];
  return compiled.problem.baseline ? ['baseline', ...rules] : rules;
}

/** The best schedule over the dispatch rules. */
function construct(compiled: CompiledProblem, run: Run): SearchResult {
  const decoder = new Decoder(compiled);
  const completion = new Float64Array(compiled.orderDue.length);
  let best: SearchResult | undefined;
  for (const rule of candidateRules(compiled, run.options)) {
    const isLarge = compiled.operationIds.length > LARGE_PROBLEM_OPERATIONS;
    if (best && isLarge && run.elapsedMs() > run.budgetMs / 4) break;
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

function improve(compiled: CompiledProblem, run: Run, start: SearchResult): SearchResult {
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
  const result = tabuSearch(compiled, weights, start, {
    prng: createPrng(options.seed ?? 1),
    shouldContinue: (iteration, sinceBest) =>
      iteration < maxIterations &&
      sinceBest < stagnation &&
      bestObjective > optimum + 1e-9 &&
      !(options.clock && run.elapsedMs() >= run.budgetMs) &&
      !options.shouldStop?.(),
    onNewBest: (objective, iteration) => {
      bestObjective = objective;
      options.onProgress?.({ objective, elapsedMs: run.elapsedMs(), iteration });
    },
  });
  return result;
}
