import type { CompiledProblem } from '../compile/compiled-problem.ts';
import { copySolution, type Solution, type Timing } from '../decode/solution.ts';
import { copyTiming } from '../search/tabu-state.ts';
import { baselineSolution } from './baseline-solution.ts';
import { explainMoves } from './causes.ts';
import { RepairEvaluator } from './evaluator.ts';
import { listForcedMoves } from './forced.ts';
import { improveRepair } from './improve.ts';
import type { ImprovementStep, RepairPolicy, RepairReport } from './model.ts';
import { letPushedWorkYield, placeForcedOperations } from './place-forced.ts';
import { returnToPlannedSlots } from './settle.ts';

/** Evaluated placements a repair may spend by default on a 300-operation plant (about a second here). */
export const DEFAULT_REPAIR_WORK = 4000;

/**
 * The default work budget for a plant of `operationCount` operations: an evaluation costs about one
 * decode, which grows with the plant, so the budget shrinks with its square root — a 10× plant gets
 * about a third of the placements for about three times the time, well inside the wall-clock cap even
 * on a loaded machine, so the cap (not the work) never decides the plan.
 */
export function defaultRepairWork(operationCount: number): number {
  return Math.max(1000, Math.round(DEFAULT_REPAIR_WORK * Math.sqrt(300 / Math.max(1, operationCount))));
}

export interface RepairRun {
  solution: Solution;
  timing: Timing;
  report: RepairReport;
  /** Evaluated placements spent. */
  work: number;
  stoppedBy: 'work_budget' | 'time_cap' | 'complete';
}

/**
 * Minimal-change repair of the baseline (the previous plan) in a problem that changed: every operation
 * keeps its machine, sequence and start (its start is a lower bound, its anchor) unless its slot is gone
 * (forced) or an operation before it is pushed (knock-on); forced operations take their cheapest place;
 * then, in `balanced` stability, improvements that pay their price. Work is counted in evaluated
 * placements, never wall time. Undefined when the baseline cannot be followed (its sequences contradict
 * the routings or it cannot be placed in the calendars): the caller plans afresh.
 */
export function repairFromBaseline(
  compiled: CompiledProblem,
  policy: RepairPolicy,
  options: {
    interrupted?: ReadonlySet<string>;
    requested?: ReadonlySet<string>;
    workBudget?: number;
    shouldStop?: () => boolean;
    improveAnyLateOrder?: boolean;
  } = {},
): RepairRun | undefined {
  const budget = options.workBudget ?? defaultRepairWork(compiled.operationIds.length);
  const { solution, anchors, unplaced } = baselineSolution(compiled);
  const forced = listForcedMoves(compiled, options.interrupted, options.requested);
  // A forced operation must move anyway: it may take any place, earlier than planned included.
  for (const i of forced.keys()) anchors[i] = Number.NEGATIVE_INFINITY;
  for (const i of unplaced) solution.sequences[compiled.modeWorkCenter[solution.modeOf[i]!]!]!.push(i);
  const evaluator = new RepairEvaluator(compiled, anchors, policy, budget, options.shouldStop);
  const rightShift = evaluator.evaluate(solution);
  if (!rightShift) return undefined;
  protectFrozenHorizon(evaluator, solution, forced);
  // Each phase has its share of the budget, so a large disruption cannot starve the later ones.
  evaluator.startPhase(0.5);
  const forcedPlaced = placeForcedOperations(evaluator, solution, forced) ?? rightShift;
  evaluator.startPhase(0.65);
  const yielded = letPushedWorkYield(evaluator, solution, forced, forcedPlaced);
  const touchedBy = new Int32Array(compiled.operationIds.length);
  const isChosen = (i: number) => forced.has(i) || touchedBy[i]! > 0;
  evaluator.startPhase(0.75);
  const placed = returnToPlannedSlots(evaluator, solution, isChosen, yielded, { mayCostLateness: true });
  evaluator.startPhase(1);
  const improvements: ImprovementStep[] =
    policy.stability === 'balanced'
      ? improveRepair(evaluator, solution, placed, touchedBy, {
          anyLateOrder: options.improveAnyLateOrder ?? false,
        })
      : [];
  // A last reserve mends broken maximum waits (a hard rule), whatever the stability.
  evaluator.startPhase(1.25);
  const current = evaluator.evaluate(solution);
  if (current && current.maxWaitExcess > 0)
    improvements.push(
      ...improveRepair(evaluator, solution, current, touchedBy, {
        breachesOnly: true,
        firstStep: improvements.length + 1,
      }),
    );
  // Work the later phases' moves left stranded goes back too, where that costs nothing.
  evaluator.startPhase(1.4);
  const settled = evaluator.evaluate(solution);
  if (settled) returnToPlannedSlots(evaluator, solution, isChosen, settled, { mayCostLateness: false });
  if (!evaluator.evaluate(solution)) return undefined;
  const timing = copyTiming(evaluator.timing);
  return {
    solution: copySolution(solution),
    timing,
    work: evaluator.work,
    stoppedBy: evaluator.wasCut ? 'time_cap' : evaluator.work >= budget ? 'work_budget' : 'complete',
    report: {
      policy,
      moves: explainMoves(evaluator, solution, timing, evaluator.decoder, forced, touchedBy),
      improvements,
      forcedOperations: forced.size,
      rightShift: {
        lateOrders: rightShift.lateOrders,
        weightedTardinessMinutes: rightShift.weightedTardiness,
      },
    },
  };
}

/**
 * Operations planned to start inside the frozen horizon that the plain right-shift leaves in place are
 * protected: no choice of the repair may move them.
 */
function protectFrozenHorizon(
  evaluator: RepairEvaluator,
  solution: Solution,
  forced: ReadonlyMap<number, unknown>,
): void {
  const c = evaluator.compiled;
  const horizon = evaluator.policy.frozenHorizonMinutes;
  for (let i = 0; i < c.operationIds.length; i++) {
    const start = c.baselineStart[i]!;
    if (c.isFrozen[i] || forced.has(i) || !(start >= 0 && start < horizon)) continue;
    if (!evaluator.isMoved(solution, evaluator.timing, i)) evaluator.isProtected[i] = 1;
  }
}
