import { copySolution, type Solution } from '../decode/solution.ts';
import { applyMove, sequencePositions, undoMove } from './neighborhood.ts';
import type { Prng } from './prng.ts';
import { neighbourMoves } from './tabu-moves.ts';
import type { SearchState } from './tabu-state.ts';
import { chooseTarget } from './targets.ts';

/**
 * Iterations without a best of its own before a trajectory is given up, and the random moves that
 * kick the global best into the next one. Alone (session 11, before the population), on the 20×15
 * tuning shops at 1,000,000 iterations, seeds 1–2 (class gap %, swv06–10 in brackets; base 1.83
 * (2.43)): a stall of 150,000 and 100 moves 1.57 (2.16); 250,000 and 100 moves 1.70 (2.22); a random
 * active schedule after 250,000 1.78 (2.58); two independent runs of 500,000 (the plain split) 1.76
 * (2.41). With the population (session 12, 2,000,000 iterations, seeds 1–4, records of that day): the
 * population kept across trajectories 1.43 -> 1.25 % (swv 1.82 -> 1.71), every seed better; a fresh
 * population per trajectory 1.36 %; stalls of 100,000 and 250,000 (seeds 1–2) worse than 150,000.
 * Tables in bench/results/notes-i17-restart.md and notes-i17-s12.md.
 */
export const TRAJECTORY_STALL = 150_000;
export const TRAJECTORY_KICKS = 100;

/**
 * One trajectory of the makespan search on a large plain job shop. On swv06–10 the global best stalls
 * early and every later phase restarts near it (kicks of the global best, crossovers of a population
 * that holds it), so nothing improves for most of the budget. Once a trajectory has found no best of
 * its own for `TRAJECTORY_STALL` iterations, the search leaves the region: the global best kicked by
 * `TRAJECTORY_KICKS` random moves starts a new trajectory, and its phase-end kicks start from the
 * trajectory's own best. The population is kept (a fresh one per trajectory lost): its members still
 * cross with the new trajectory's local optima. The global best is kept to be returned.
 */
export class Trajectory {
  /** The trajectory's best, once it has one better than its start; else phases kick the global best. */
  best: Solution | undefined;
  private bestObjective: number;
  private lastBestAt = 0;

  /** The first trajectory starts at the search's start, whose objective it has to beat. */
  constructor(
    startObjective: number,
    private readonly stall = TRAJECTORY_STALL,
  ) {
    this.bestObjective = startObjective;
  }

  /** Records the current solution of `state` (of `objective`, at `iteration`) if it is the trajectory's best. */
  observe(state: SearchState, objective: number, iteration: number): void {
    if (objective >= this.bestObjective - 1e-9) return;
    this.bestObjective = objective;
    this.lastBestAt = iteration;
    if (!this.best) this.best = copySolution(state.current);
    else copyInto(state.current, this.best);
  }

  isStalled(iteration: number): boolean {
    return iteration - this.lastBestAt >= this.stall;
  }

  /** Moves `state.current` to the start of a new trajectory (decoded, tabu memory cleared). */
  startNew(state: SearchState, prng: Prng, iteration: number): void {
    copyInto(state.best.solution, state.current);
    state.decoder.decode(state.current, state.currentTiming);
    kickCurrent(state, prng, TRAJECTORY_KICKS);
    state.estimator?.order.set(state.decoder.order);
    state.tabu.clear();
    this.best = undefined;
    this.bestObjective = Number.POSITIVE_INFINITY;
    this.lastBestAt = iteration;
  }
}

/**
 * Applies `kicks` random feasible moves of the critical path to `state.current` (decoded in
 * `state.currentTiming`), each undone when its decoding fails.
 */
export function kickCurrent(state: SearchState, prng: Prng, kicks: number): void {
  const { compiled, weights, current, decoder } = state;
  for (let kick = 0; kick < kicks; kick++) {
    sequencePositions(current, state.positions);
    const target = chooseTarget(compiled, weights, state.currentTiming, state.completion, prng);
    const moves = neighbourMoves(state, target, prng);
    const move = moves[prng.nextInt(Math.max(1, moves.length))];
    if (!move) break;
    applyMove(compiled, current, move);
    if (!decoder.decode(current, state.currentTiming)) {
      undoMove(compiled, current, move);
      decoder.decode(current, state.currentTiming);
    }
  }
}

function copyInto(from: Solution, into: Solution): void {
  into.modeOf.set(from.modeOf);
  from.sequences.forEach((sequence, m) => {
    const target = into.sequences[m]!;
    target.length = sequence.length;
    for (let k = 0; k < sequence.length; k++) target[k] = sequence[k]!;
  });
}
