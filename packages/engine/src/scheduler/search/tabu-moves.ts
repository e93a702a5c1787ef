import type { CompiledProblem } from '../compile/compiled-problem.ts';
import { retimePlainShift } from '../decode/plain-job-shop.ts';
import type { Timing } from '../decode/solution.ts';
import type { ObjectiveWeights } from '../options.ts';
import {
  applyMove,
  blockMoves,
  criticalBlocks,
  criticalPath,
  familyMoves,
  type Move,
  reassignMoves,
  sequencePositions,
  undoMove,
} from './neighborhood.ts';
import { measureTerms, objectiveValue } from './objective.ts';
import type { Prng } from './prng.ts';
import type { SearchState } from './tabu-state.ts';
import { chooseTarget } from './targets.ts';

/** Neighbours decoded per iteration at most (sampled beyond). */
const MAX_NEIGHBOURS = 48;

/** A move and the objective of the solution it leads to (or its estimate). */
export interface Candidate {
  move: Move | undefined;
  objective: number;
}

/**
 * The best neighbour that is not tabu (or beats the best so far), every neighbour decoded in full (any
 * objective, any calendar); its timing is left in `state.chosenTiming`.
 */
export function bestDecodedMove(state: SearchState, prng: Prng): Candidate {
  const { compiled, weights, current, tabu } = state;
  sequencePositions(current, state.positions);
  const target = chooseTarget(compiled, weights, state.currentTiming, state.completion, prng);
  const moves = sample(neighbourMoves(state, target, prng), MAX_NEIGHBOURS, prng);
  let chosen: Candidate = { move: undefined, objective: Number.POSITIVE_INFINITY };
  for (const move of moves) {
    const isTabu = tabu.isTabu(compiled, current, move);
    const objective = decodeNeighbour(state, move);
    const isAllowed = objective < state.best.objective - 1e-9 || !isTabu;
    if (isAllowed && objective < chosen.objective) {
      chosen = { move, objective };
      [state.trialTiming, state.chosenTiming] = [state.chosenTiming, state.trialTiming];
    }
  }
  return chosen;
}

/**
 * Objective of the solution after `move`, decoded into `state.trialTiming`; infinite on a cycle. With an
 * estimator (makespan only, no baseline, plain job shop) every other term is zero, so the makespan is it.
 */
export function decodeNeighbour(state: SearchState, move: Move): number {
  const { compiled, current, retimer, estimator } = state;
  applyMove(compiled, current, move);
  let objective = Number.POSITIVE_INFINITY;
  if (retimer && estimator && move.kind === 'shift') {
    const low = Math.min(move.from, move.to);
    const high = Math.max(move.from, move.to);
    const base = state.currentTiming;
    objective =
      state.weights.makespan *
      retimePlainShift(
        compiled,
        current,
        base,
        estimator.order,
        move.machine,
        low,
        high,
        retimer,
        state.trialTiming,
      );
    state.trialOrder = retimer.order;
  } else if (state.decoder.decode(current, state.trialTiming)) {
    objective = state.estimator
      ? state.weights.makespan * latestEnd(state.trialTiming)
      : objectiveValue(measureTerms(compiled, current, state.trialTiming, state.completion), state.weights);
    state.trialOrder = state.decoder.order;
  }
  undoMove(compiled, current, move);
  return objective;
}

function latestEnd(timing: Timing): number {
  let latest = 0;
  for (let i = 0; i < timing.endAt.length; i++) latest = Math.max(latest, timing.endAt[i]!);
  return latest;
}

/**
 * Moves on the critical path of `target`: N5/N7 block moves, reassignments of its flexible operations,
 * and (when setups count) moves grouping a setup family. `state.positions` must be current.
 */
export function neighbourMoves(state: SearchState, target: number, prng: Prng): Move[] {
  const { compiled, weights, current, positions } = state;
  const timing: Timing = state.currentTiming;
  const path = criticalPath(timing, target);
  const moves: Move[] = [];
  for (const block of criticalBlocks(compiled, current, positions, path))
    blockMoves(compiled, current, positions, block, moves);
  for (const op of path) reassignMoves(compiled, current, positions, timing, op, moves);
  if (hasFamilyMoves(compiled, weights)) familyMoves(compiled, current, prng, 4, moves);
  return moves;
}

function hasFamilyMoves(compiled: CompiledProblem, weights: ObjectiveWeights): boolean {
  return weights.setupMinutes > 0 && compiled.familyCount > 1;
}

function sample<T>(items: T[], count: number, prng: Prng): T[] {
  if (items.length <= count) return items;
  for (let k = 0; k < count; k++) {
    const j = k + prng.nextInt(items.length - k);
    [items[k], items[j]] = [items[j]!, items[k]!];
  }
  return items.slice(0, count);
}
