import { advanceRetimer, prepareRetimer } from '../decode/plain-job-shop.ts';
import {
  computeSolutionTails,
  computeTailsAlong,
  type Estimator,
  estimateMove,
  estimateShift,
} from './makespan-estimator.ts';
import { type Move, sequencePositions } from './neighborhood.ts';
import type { Prng } from './prng.ts';
import { listCriticalShifts, type ShiftList, takeMostPromisingShift } from './shift-list.ts';
import { type Candidate, decodeNeighbour, neighbourMoves } from './tabu-moves.ts';
import type { SearchState } from './tabu-state.ts';
import { chooseTarget } from './targets.ts';

/**
 * Neighbours re-timed exactly per iteration at most: the most promising by estimate. From 300 operations
 * (20×15 and up) four: at equal work (60,000 iterations, seeds 1–2, swv06/08/10, yn2/4, generated 20×20,
 * 30×20, 50×20) 2 gave 6.24 %, 3 5.59 %, 4 5.42 %, 6 6.01 %, 8 5.88 % at about the same CPU; on the
 * 15×10–15×15 la instances four cost more than they gained (0.83 % -> 0.91 % at 300,000 iterations).
 */
function decodedPerIteration(operationCount: number): number {
  return operationCount >= 300 ? 4 : 2;
}

interface Ranked {
  move: Move;
  estimate: number;
  tieBreak: number;
  isTabu: boolean;
}

/**
 * The best neighbour for a pure job shop under the makespan: every critical-path move is estimated
 * from heads and tails, and only the few most promising admissible ones are decoded; the best decoded
 * one that is not tabu (or beats the best so far) wins. Its timing is left in `state.chosenTiming`.
 */
export function bestEstimatedMove(state: SearchState, estimator: Estimator, prng: Prng): Candidate {
  const { compiled, current } = state;
  const { retimer } = state;
  const applied = estimator.isChosenApplied ? estimator.chosenShift : undefined;
  estimator.isChosenApplied = false;
  if (retimer && applied && applied.from >= 0) {
    const through = advanceRetimer(
      current,
      estimator.order,
      state.currentTiming,
      retimer,
      state.positions,
      applied,
    );
    computeTailsAlong(compiled, state.currentTiming, retimer.machineNext, estimator, through);
  } else if (retimer) {
    prepareRetimer(current, estimator.order, state.currentTiming, retimer, state.positions);
    computeTailsAlong(compiled, state.currentTiming, retimer.machineNext, estimator);
  } else {
    sequencePositions(current, state.positions);
    computeSolutionTails(compiled, current, state.currentTiming, state.positions, estimator);
  }
  if (state.shifts) return bestEstimatedShift(state, estimator, state.shifts, prng);
  const ranked = rankMoves(state, estimator, prng);
  let chosen: Candidate = { move: undefined, objective: Number.POSITIVE_INFINITY };
  let decoded = 0;
  const limit = decodedPerIteration(compiled.operationIds.length);
  for (let k = 0; k < ranked.length; k++) {
    const { move, isTabu, estimate } = takeMostPromising(ranked, k);
    // The estimate is (nearly always) a lower bound of the makespan after the move: once it reaches
    // the best decoded neighbour, the rest cannot beat it.
    if (decoded >= limit || estimate >= chosen.objective) break;
    const objective = decodeNeighbour(state, move);
    if (objective === Number.POSITIVE_INFINITY) continue;
    decoded++;
    const isAllowed = objective < state.best.objective - 1e-9 || !isTabu;
    if (isAllowed && objective < chosen.objective) {
      chosen = { move, objective };
      [state.trialTiming, state.chosenTiming] = [state.chosenTiming, state.trialTiming];
      estimator.chosenOrder.set(state.trialOrder);
      recordShift(estimator, move, retimer && move.kind === 'shift' ? retimer.lastFrom : -1);
    }
  }
  return chosen;
}

/** `bestEstimatedMove` on a classic job shop, its moves in flat arrays: the same choice, the same draws. */
function bestEstimatedShift(
  state: SearchState,
  estimator: Estimator,
  list: ShiftList,
  prng: Prng,
): Candidate {
  const { compiled, weights, current, currentTiming, tabu, retimer } = state;
  const target = chooseTarget(compiled, weights, currentTiming, state.completion, prng);
  listCriticalShifts(compiled, current, currentTiming, state.positions, target, list);
  const bestObjective = state.best.objective;
  let rankedCount = 0;
  for (let k = 0; k < list.count; k++) {
    const machine = list.machine[k]!;
    const from = list.from[k]!;
    const to = list.to[k]!;
    const estimate =
      weights.makespan * estimateShift(compiled, current, currentTiming, estimator, machine, from, to);
    const isTabu = tabu.isShiftTabu(current.sequences[machine]!, from, to);
    if (isTabu && estimate >= bestObjective - 1e-9) continue;
    list.ranked[rankedCount++] = k;
    list.estimate[k] = estimate;
    list.tieBreak[k] = prng.next();
    list.isTabu[k] = isTabu ? 1 : 0;
  }
  list.rankedCount = rankedCount;
  let chosen: Candidate = { move: undefined, objective: Number.POSITIVE_INFINITY };
  let decoded = 0;
  const limit = decodedPerIteration(compiled.operationIds.length);
  for (let r = 0; r < rankedCount; r++) {
    const k = takeMostPromisingShift(list, r);
    if (decoded >= limit || list.estimate[k]! >= chosen.objective) break;
    const move: Move = { kind: 'shift', machine: list.machine[k]!, from: list.from[k]!, to: list.to[k]! };
    const objective = decodeNeighbour(state, move);
    if (objective === Number.POSITIVE_INFINITY) continue;
    decoded++;
    const isAllowed = objective < state.best.objective - 1e-9 || list.isTabu[k] === 0;
    if (isAllowed && objective < chosen.objective) {
      chosen = { move, objective };
      [state.trialTiming, state.chosenTiming] = [state.chosenTiming, state.trialTiming];
      estimator.chosenOrder.set(state.trialOrder);
      recordShift(estimator, move, retimer ? retimer.lastFrom : -1);
    }
  }
  return chosen;
}

/** Admissible moves (not tabu, or estimated to beat the best) with their estimates and random tie-breaks. */
function rankMoves(state: SearchState, estimator: Estimator, prng: Prng): Ranked[] {
  const { compiled, weights, current, currentTiming, tabu } = state;
  const target = chooseTarget(compiled, weights, currentTiming, state.completion, prng);
  const ranked: Ranked[] = [];
  for (const move of neighbourMoves(state, target, prng)) {
    const estimate = weights.makespan * estimateMove(compiled, current, currentTiming, estimator, move);
    const isTabu = tabu.isTabu(compiled, current, move);
    if (isTabu && estimate >= state.best.objective - 1e-9) continue;
    ranked.push({ move, estimate, tieBreak: prng.next(), isTabu });
  }
  return ranked;
}

/** Swaps the most promising of `ranked[from..]` into `ranked[from]` and returns it (a lazy sort). */
function takeMostPromising(ranked: Ranked[], from: number): Ranked {
  let best = from;
  for (let k = from + 1; k < ranked.length; k++) {
    const a = ranked[k]!;
    const b = ranked[best]!;
    if (a.estimate < b.estimate || (a.estimate === b.estimate && a.tieBreak < b.tieBreak)) best = k;
  }
  [ranked[from], ranked[best]] = [ranked[best]!, ranked[from]!];
  return ranked[from]!;
}

function recordShift(estimator: Estimator, move: Move, from: number): void {
  const shift = estimator.chosenShift;
  shift.from = from;
  if (move.kind !== 'shift') return;
  shift.machine = move.machine;
  shift.low = Math.min(move.from, move.to);
  shift.high = Math.max(move.from, move.to);
}
