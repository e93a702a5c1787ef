import type { CompiledProblem } from './compile.ts';
import { copySolution, createTiming, Decoder, type Solution, type Timing } from './decoder.ts';
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
import type { ObjectiveWeights } from './options.ts';
import type { Prng } from './prng.ts';
import { TabuList } from './tabu-list.ts';
import { chooseTarget } from './targets.ts';

/** How the caller bounds and observes a search. */
export interface SearchControl {
  prng: Prng;
  /** Polled before every iteration. */
  shouldContinue: (iteration: number, iterationsSinceBest: number) => boolean;
  onNewBest: (objective: number, iteration: number) => void;
}

export interface SearchResult {
  solution: Solution;
  timing: Timing;
  objective: number;
  iterations: number;
}

/** Neighbours evaluated per iteration at most (sampled beyond). */
const MAX_NEIGHBOURS = 48;

interface Candidate {
  move: Move | undefined;
  objective: number;
}

/** Buffers and memory of one tabu search run. */
interface SearchState {
  compiled: CompiledProblem;
  weights: ObjectiveWeights;
  decoder: Decoder;
  completion: Float64Array;
  positions: Int32Array;
  tabu: TabuList;
  current: Solution;
  currentTiming: Timing;
  trialTiming: Timing;
  chosenTiming: Timing;
  best: SearchResult;
}

/**
 * Tabu search over work-center sequences and assignments. Each iteration looks at the critical path of
 * the operation that matters most to the objective (the last one, or a late order's), tries block moves
 * (N5/N7) and reassignments of its flexible operations, decodes every neighbour with the shared
 * semi-active decoder (so every visited solution is feasible) and takes the best non-tabu one. After
 * long stagnation it restarts from the best solution with a random kick.
 */
export function tabuSearch(
  compiled: CompiledProblem,
  weights: ObjectiveWeights,
  start: SearchResult,
  control: SearchControl,
): SearchResult {
  const n = compiled.operationIds.length;
  const state: SearchState = {
    compiled,
    weights,
    decoder: new Decoder(compiled),
    completion: new Float64Array(compiled.orderDue.length),
    positions: new Int32Array(n),
    tabu: new TabuList(n, compiled.workCenterIds.length, control.prng),
    current: copySolution(start.solution),
    currentTiming: copyTiming(start.timing),
    trialTiming: createTiming(n),
    chosenTiming: createTiming(n),
    best: { ...start, solution: copySolution(start.solution), timing: copyTiming(start.timing) },
  };
  const restartAfter = Math.max(500, 4 * n);
  let sinceBest = 0;
  let sinceRestart = 0;
  let iteration = 0;
  while (control.shouldContinue(iteration, sinceBest)) {
    iteration++;
    sinceBest++;
    sinceRestart++;
    const chosen = bestAdmissibleMove(state, control.prng);
    if (chosen.move === undefined || sinceRestart > restartAfter) {
      restart(state, control.prng);
      sinceRestart = 0;
      continue;
    }
    state.tabu.forbidUndo(compiled, state.current, chosen.move);
    applyMove(compiled, state.current, chosen.move);
    [state.currentTiming, state.chosenTiming] = [state.chosenTiming, state.currentTiming];
    state.tabu.advance(iteration);
    if (chosen.objective < state.best.objective - 1e-9) {
      state.best = {
        solution: copySolution(state.current),
        timing: copyTiming(state.currentTiming),
        objective: chosen.objective,
        iterations: iteration,
      };
      sinceBest = 0;
      sinceRestart = 0;
      control.onNewBest(chosen.objective, iteration);
    }
  }
  return { ...state.best, iterations: iteration };
}

/** The best neighbour that is not tabu (or beats the best so far); its timing is left in `chosenTiming`. */
function bestAdmissibleMove(state: SearchState, prng: Prng): Candidate {
  const { compiled, weights, current, completion, decoder, tabu } = state;
  sequencePositions(current, state.positions);
  const moves = neighbourMoves(
    compiled,
    weights,
    current,
    state.currentTiming,
    state.positions,
    completion,
    prng,
  );
  let chosen: Candidate = { move: undefined, objective: Number.POSITIVE_INFINITY };
  for (const move of moves) {
    const isTabu = tabu.isTabu(compiled, current, move);
    applyMove(compiled, current, move);
    if (decoder.decode(current, state.trialTiming)) {
      const objective = objectiveValue(
        measureTerms(compiled, current, state.trialTiming, completion),
        weights,
      );
      const isAllowed = objective < state.best.objective - 1e-9 || !isTabu;
      if (isAllowed && objective < chosen.objective) {
        chosen = { move, objective };
        [state.trialTiming, state.chosenTiming] = [state.chosenTiming, state.trialTiming];
      }
    }
    undoMove(compiled, current, move);
  }
  return chosen;
}

function neighbourMoves(
  compiled: CompiledProblem,
  weights: ObjectiveWeights,
  solution: Solution,
  timing: Timing,
  positions: Int32Array,
  completion: Float64Array,
  prng: Prng,
): Move[] {
  const target = chooseTarget(compiled, weights, timing, completion, prng);
  const path = criticalPath(timing, target);
  const moves: Move[] = [];
  for (const block of criticalBlocks(compiled, solution, positions, path))
    blockMoves(compiled, solution, positions, block, moves);
  for (const op of path) reassignMoves(compiled, solution, positions, timing, op, moves);
  if (weights.setupMinutes > 0 && compiled.familyCount > 1) familyMoves(compiled, solution, prng, 4, moves);
  return sample(moves, MAX_NEIGHBOURS, prng);
}

function sample<T>(items: T[], count: number, prng: Prng): T[] {
  if (items.length <= count) return items;
  for (let k = 0; k < count; k++) {
    const j = k + prng.nextInt(items.length - k);
    [items[k], items[j]] = [items[j]!, items[k]!];
  }
  return items.slice(0, count);
}

/** Resets `current` to the best solution kicked by a few random feasible moves, and clears the memory. */
function restart(state: SearchState, prng: Prng): void {
  const { compiled, weights, current, decoder, best } = state;
  current.modeOf.set(best.solution.modeOf);
  current.sequences.forEach((sequence, m) => {
    sequence.splice(0, sequence.length, ...best.solution.sequences[m]!);
  });
  const kicks = 2 + prng.nextInt(4);
  decoder.decode(current, state.currentTiming);
  for (let kick = 0; kick < kicks; kick++) {
    sequencePositions(current, state.positions);
    const moves = neighbourMoves(
      compiled,
      weights,
      current,
      state.currentTiming,
      state.positions,
      state.completion,
      prng,
    );
    const move = moves[prng.nextInt(Math.max(1, moves.length))];
    if (!move) break;
    applyMove(compiled, current, move);
    if (!decoder.decode(current, state.currentTiming)) {
      undoMove(compiled, current, move);
      decoder.decode(current, state.currentTiming);
    }
  }
  state.tabu.clear();
}

export function copyTiming(timing: Timing): Timing {
  return {
    startAt: timing.startAt.slice(),
    endAt: timing.endAt.slice(),
    setupMinutes: timing.setupMinutes.slice(),
    moldOf: timing.moldOf.slice(),
    criticalPredecessor: timing.criticalPredecessor.slice(),
  };
}
