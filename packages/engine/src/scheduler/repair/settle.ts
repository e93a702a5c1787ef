import type { Solution } from '../decode/solution.ts';
import { copyTiming } from '../search/tabu-state.ts';
import { indexAtTime, insertOperation, removeOperation } from './candidates.ts';
import type { RepairEvaluator, RepairMeasure } from './evaluator.ts';

const SETTLE_ROUNDS = 3;

/**
 * Puts every operation that moved although nothing forced it and no improvement chose it back in its
 * planned slot (machine, place in the sequence, start) when that slot is free again: when the work that
 * held it (a pushed operation ahead of it in its queue, say) went elsewhere or behind it. Without this
 * pass the sequences the earlier phases left can carry an operation along with the work it queued
 * behind, so it moves days with nothing in its way. A return is kept when fewer operations moved, no
 * maximum wait breaks more and no protected operation moves, and — unless `mayCostLateness` (before the
 * improvements, which may then buy lateness back with a stated gain) — the repair's value is no worse.
 * Operations are taken in planned-start order, so the same input settles the same way.
 */
export function returnToPlannedSlots(
  evaluator: RepairEvaluator,
  solution: Solution,
  isChosen: (i: number) => boolean,
  start: RepairMeasure,
  options: { mayCostLateness: boolean },
): RepairMeasure {
  const c = evaluator.compiled;
  let current = start;
  if (!evaluator.evaluate(solution)) return current;
  let timing = copyTiming(evaluator.timing);
  for (let round = 0; round < SETTLE_ROUNDS && !evaluator.isSpent(); round++) {
    const drifted: number[] = [];
    for (let i = 0; i < c.operationIds.length; i++) {
      if (c.isFrozen[i] || isChosen(i) || Number.isNaN(c.baselineStart[i]!)) continue;
      if (c.baselineWorkCenter[i]! >= 0 && evaluator.isMoved(solution, timing, i)) drifted.push(i);
    }
    drifted.sort((a, b) => c.baselineStart[a]! - c.baselineStart[b]! || a - b);
    let isSettled = false;
    for (const i of drifted) {
      if (evaluator.isSpent()) break;
      const m = c.baselineWorkCenter[i]!;
      let mode = -1;
      for (let k = c.modeStart[i]!; k < c.modeStart[i + 1]!; k++) if (c.modeWorkCenter[k] === m) mode = k;
      if (mode < 0) continue;
      const original = removeOperation(c, solution, i);
      const index = indexAtTime(solution.sequences[m]!, timing, c.baselineStart[i]!);
      insertOperation(c, solution, i, { mode, index });
      const measure = evaluator.evaluate(solution);
      const isBetter =
        measure !== undefined &&
        !measure.breaksFrozenHorizon &&
        measure.movedOperations < current.movedOperations &&
        measure.maxWaitExcess <= current.maxWaitExcess + 1e-6 &&
        (options.mayCostLateness || measure.value <= current.value + 1e-6);
      if (isBetter) {
        current = measure;
        timing = copyTiming(evaluator.timing);
        isSettled = true;
        continue;
      }
      removeOperation(c, solution, i);
      insertOperation(c, solution, i, original);
    }
    if (!isSettled) break;
  }
  return evaluator.evaluate(solution) ?? current;
}
