import type { Solution } from '../scheduler/decoder.ts';
import { insertOperation, type Placement, placementsAround, removeOperation } from './candidates.ts';
import type { RepairEvaluator, RepairMeasure } from './evaluator.ts';
import type { ForcedMove } from './model.ts';

/** Indexes tried around a forced operation's planned time, on each eligible work center. */
const WINDOW = { before: 2, after: 8 };

/**
 * Gives each forced operation its cheapest place: staying in its sequence (where the decoder pushes it
 * past the downtime or the material's arrival) or any nearby place on an eligible work center, priced by
 * the policy with everything it pushes. Operations are taken in planned-start order (new ones by their
 * order's due date), each choice final, so the same input gives the same repair.
 */
export function placeForcedOperations(
  evaluator: RepairEvaluator,
  solution: Solution,
  forced: ReadonlyMap<number, ForcedMove>,
): RepairMeasure | undefined {
  const c = evaluator.compiled;
  const order = [...forced.keys()].sort((a, b) => {
    const key = (i: number) =>
      Number.isNaN(c.baselineStart[i]!) ? c.orderDue[c.orderOf[i]!]! : c.baselineStart[i]!;
    return key(a) - key(b) || a - b;
  });
  let current = evaluator.evaluate(solution);
  for (const i of order) {
    if (evaluator.isSpent()) break;
    const timing = evaluator.timing;
    const target = Number.isFinite(evaluator.anchors[i]!)
      ? evaluator.anchors[i]!
      : c.orderRelease[c.orderOf[i]!]!;
    const original = removeOperation(c, solution, i);
    const candidates: Placement[] = [
      original,
      ...placementsAround(c, solution, timing, i, target, WINDOW).filter(
        (p) => p.mode !== original.mode || p.index !== original.index,
      ),
    ];
    let best: { placement: Placement; measure: RepairMeasure } | undefined;
    for (const placement of candidates) {
      if (best && evaluator.isSpent()) break;
      insertOperation(c, solution, i, placement);
      const measure = evaluator.evaluate(solution);
      removeOperation(c, solution, i);
      if (!measure || measure.breaksFrozenHorizon) continue;
      if (!best || measure.value < best.measure.value - 1e-9) best = { placement, measure };
    }
    insertOperation(c, solution, i, best?.placement ?? original);
    current = evaluator.evaluate(solution) ?? current;
  }
  return current;
}
