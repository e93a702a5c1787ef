import type { Solution } from '../decode/solution.ts';
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

/** Places later in its sequence a pushed operation may move to, to let the work behind it keep its slot. */
const YIELD_REACH = 8;
const YIELD_ROUNDS = 3;

/**
 * A pushed (knock-on) operation keeps its place in its machine's sequence in a plain right-shift, so
 * everything queued behind it waits too, although it could run before it as planned. Here each pushed
 * operation may step back in its sequence, behind work that can then keep its planned slot, when that
 * lowers the repair's value (fewer moved operations, less lateness). Its start never comes earlier.
 */
export function letPushedWorkYield(
  evaluator: RepairEvaluator,
  solution: Solution,
  forced: ReadonlyMap<number, ForcedMove>,
  start: RepairMeasure,
): RepairMeasure {
  const c = evaluator.compiled;
  let current = start;
  for (let round = 0; round < YIELD_ROUNDS && !evaluator.isSpent(); round++) {
    if (!evaluator.evaluate(solution)) return current;
    const timing = evaluator.timing;
    const pushed: number[] = [];
    for (let i = 0; i < c.operationIds.length; i++) {
      if (c.isFrozen[i] || forced.has(i) || !Number.isFinite(evaluator.anchors[i]!)) continue;
      if (timing.startAt[i]! > evaluator.anchors[i]! + 1e-6) pushed.push(i);
    }
    pushed.sort((a, b) => timing.startAt[a]! - timing.startAt[b]! || a - b);
    let isImproved = false;
    for (const j of pushed) {
      if (evaluator.isSpent()) break;
      const original = removeOperation(c, solution, j);
      const length = solution.sequences[c.modeWorkCenter[original.mode]!]!.length;
      let best: { placement: Placement; measure: RepairMeasure } | undefined;
      for (let index = original.index + 1; index <= Math.min(length, original.index + YIELD_REACH); index++) {
        if (evaluator.isSpent()) break;
        const placement = { mode: original.mode, index };
        insertOperation(c, solution, j, placement);
        const measure = evaluator.evaluate(solution);
        removeOperation(c, solution, j);
        if (!measure || measure.breaksFrozenHorizon) continue;
        if (measure.value < (best?.measure.value ?? current.value) - 1e-6) best = { placement, measure };
      }
      insertOperation(c, solution, j, best?.placement ?? original);
      if (best) {
        current = best.measure;
        isImproved = true;
      }
    }
    if (!isImproved) break;
  }
  return evaluator.evaluate(solution) ?? current;
}
