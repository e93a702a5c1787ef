import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { Solution, Timing } from '../decode/solution.ts';
import { baselineSolution } from './baseline-solution.ts';
import { RepairEvaluator } from './evaluator.ts';
import { listForcedMoves } from './forced.ts';
import type { MoveCause, OperationMove, RepairPolicy, RepairReport } from './model.ts';

/**
 * The report of a plan made afresh against a baseline (stability `free`, or a baseline that could not be
 * followed): forced moves as a repair would name them, and every other move as the one improvement step
 * "plan afresh", with what it gained against the plain right-shift of the baseline.
 */
export function explainReplan(
  compiled: CompiledProblem,
  solution: Solution,
  timing: Timing,
  policy: RepairPolicy,
  options: {
    interrupted: ReadonlySet<string>;
    requested?: ReadonlySet<string>;
    fellBackToFree?: 'baseline_unusable';
  },
): RepairReport {
  const forced = listForcedMoves(compiled, options.interrupted, options.requested);
  const base = baselineSolution(compiled);
  for (const i of base.unplaced)
    base.solution.sequences[compiled.modeWorkCenter[base.solution.modeOf[i]!]!]!.push(i);
  const evaluator = new RepairEvaluator(compiled, base.anchors, policy, 2);
  const rightShift = evaluator.evaluate(base.solution);
  const final = evaluator.measure(solution, timing);
  const moves: { i: number; cause: MoveCause }[] = [];
  for (let i = 0; i < compiled.operationIds.length; i++) {
    if (compiled.isFrozen[i]) continue;
    const forcedMove = forced.get(i);
    const isMoved = evaluator.isMoved(solution, timing, i);
    if (forcedMove && (isMoved || forcedMove.reason === 'new_operation'))
      moves.push({ i, cause: { kind: 'forced', ...forcedMove } });
    else if (isMoved) moves.push({ i, cause: { kind: 'improvement', step: 1 } });
  }
  moves.sort((a, b) => (a.cause.kind === b.cause.kind ? a.i - b.i : a.cause.kind === 'forced' ? -1 : 1));
  const improved = moves.filter((m) => m.cause.kind === 'improvement').length;
  return {
    policy,
    moves: moves.map((m): OperationMove => ({ operationId: compiled.operationIds[m.i]!, cause: m.cause })),
    improvements:
      improved > 0
        ? [
            {
              step: 1,
              orderId: '',
              operationId: '',
              action: 'replan',
              lateOrdersGained: (rightShift?.lateOrders ?? final.lateOrders) - final.lateOrders,
              tardinessMinutesGained:
                (rightShift?.weightedTardiness ?? final.weightedTardiness) - final.weightedTardiness,
              movedOperations: improved,
              machineChanges: final.machineChanges,
            },
          ]
        : [],
    forcedOperations: forced.size,
    rightShift: {
      lateOrders: rightShift?.lateOrders ?? 0,
      weightedTardinessMinutes: rightShift?.weightedTardiness ?? 0,
    },
    ...(options.fellBackToFree ? { fellBackToFree: options.fellBackToFree } : {}),
  };
}
