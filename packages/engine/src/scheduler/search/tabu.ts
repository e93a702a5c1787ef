import type { CompiledProblem } from '../compile/compiled-problem.ts';
import { Decoder } from '../decode/decoder.ts';
import { createPlainRetimer, isPlainJobShop } from '../decode/plain-job-shop.ts';
import { copySolution, createTiming, type Solution } from '../decode/solution.ts';
import type { Cooperation, ObjectiveWeights } from '../options.ts';
import { bestEstimatedMove } from './best-estimated-move.ts';
import { absorbOthers, packSolution } from './cooperation.ts';
import { ElitePool } from './elite-relinking.ts';
import { createEstimator, type Estimator } from './makespan-estimator.ts';
import { applyMove } from './neighborhood.ts';
import { isMakespanOnly } from './objective.ts';
import { Population } from './population.ts';
import type { Prng } from './prng.ts';
import { createShiftList } from './shift-list.ts';
import { TabuList } from './tabu-list.ts';
import { bestDecodedMove, type Candidate } from './tabu-moves.ts';
import { copyTiming, type SearchResult, type SearchState } from './tabu-state.ts';
import { kickCurrent, Trajectory } from './trajectory-restart.ts';

export { copyTiming, type SearchResult } from './tabu-state.ts';

/** How the caller bounds and observes a search. */
export interface SearchControl {
  prng: Prng;
  /** Polled before every iteration. */
  shouldContinue: (iteration: number, iterationsSinceBest: number) => boolean;
  onNewBest: (objective: number, iteration: number) => void;
  /** Exchanges of bests with other searches, at iteration multiples (see `ScheduleOptions.cooperation`). */
  cooperation?: Cooperation;
  /** Iterations a trajectory may go without a best of its own (`TRAJECTORY_STALL`); tests shorten it. */
  trajectoryStall?: number;
}

/**
 * Tabu search over work-center sequences and assignments. Each iteration looks at the critical path of
 * the operation that matters most to the objective (the last one, or a late order's), tries block moves
 * (N5/N7) and reassignments of its flexible operations and takes the best non-tabu one. Neighbours are
 * decoded with the shared semi-active decoder, so every visited solution is feasible; for the makespan
 * of a pure job shop they are first estimated from heads and tails and only the most promising decoded.
 * After long stagnation it restarts: for the makespan of a plain job shop from a solution relinked
 * between two elite solutions (see `ElitePool`), or from 300 operations from an offspring of a population
 * of local optima (see `Population`), otherwise from the best solution with a random kick. There, a
 * trajectory that stalls for long is given up for a new one from the best kicked far (see `Trajectory`).
 */
export function tabuSearch(
  compiled: CompiledProblem,
  weights: ObjectiveWeights,
  start: SearchResult,
  control: SearchControl,
): SearchResult {
  const state = createSearchState(compiled, weights, start, control.prng);
  const restartAfter = restartPeriod(state);
  // Phases of the makespan search end when their own best stalls; each phase's best joins the elite
  // pool and the next phase starts between two elites (with long phases: see `POPULATION_SIZE`).
  const pool = state.estimator && !isFlexible(compiled) ? new ElitePool(ELITE_CAPACITY) : undefined;
  const population =
    pool && compiled.operationIds.length >= LONG_PHASE_FROM
      ? new Population(POPULATION_SIZE, POPULATION_BETA)
      : undefined;
  // Not with cooperation: the searches' exchanged bests already move each away from its region.
  const trajectory =
    population && !control.cooperation ? new Trajectory(start.objective, control.trajectoryStall) : undefined;
  const origin = copySolution(start.solution);
  let starts = 1;
  let phaseBest = Number.POSITIVE_INFINITY;
  let sinceBest = 0;
  let sinceRestart = 0;
  let iteration = 0;
  while (control.shouldContinue(iteration, sinceBest)) {
    iteration++;
    sinceBest++;
    sinceRestart++;
    const cooperation = control.cooperation;
    if (cooperation && iteration % cooperation.everyIterations === 0) {
      const others = cooperation.exchange(packSolution(state.best.solution, state.best.objective));
      // Adopting may move the current solution: the next iteration prepares its estimate in full.
      if (state.estimator) state.estimator.isChosenApplied = false;
      const adopt = cooperation.adopt ?? 'best';
      if (absorbOthers(state, pool, others, iteration, adopt)) {
        sinceBest = 0;
        sinceRestart = 0;
        if (adopt === 'restart') {
          state.phaseBest = undefined;
          phaseBest = Number.POSITIVE_INFINITY;
        }
        control.onNewBest(state.best.objective, iteration);
      }
    }
    const chosen = chooseMove(state, control.prng);
    if (chosen.move === undefined || sinceRestart > restartAfter) {
      // A dead end (every move tabu) does not end a phase: its best is kicked and the phase goes on.
      if (chosen.move === undefined && state.phaseBest) {
        restart(state, control.prng, undefined, state.phaseBest.solution);
        continue;
      }
      if (population && trajectory?.isStalled(iteration)) {
        // The population is kept: its members still cross with the new trajectory's phases.
        if (state.phaseBest) population.offer(state.phaseBest.solution, state.phaseBest.order, phaseBest);
        trajectory.startNew(state, control.prng, iteration);
      } else if (population && state.phaseBest) {
        population.offer(state.phaseBest.solution, state.phaseBest.order, phaseBest);
        startFromPopulation(
          state,
          control.prng,
          population,
          starts < population.capacity ? origin : undefined,
          trajectory?.best,
        );
        starts++;
      } else {
        if (pool && state.phaseBest)
          pool.offer(state.phaseBest.solution, state.phaseBest.timing, state.phaseBest.order, phaseBest);
        restart(state, control.prng, pool, state.best.solution);
      }
      state.phaseBest = undefined;
      phaseBest = Number.POSITIVE_INFINITY;
      sinceRestart = 0;
      continue;
    }
    state.tabu.forbidUndo(compiled, state.current, chosen.move);
    applyMove(compiled, state.current, chosen.move);
    [state.currentTiming, state.chosenTiming] = [state.chosenTiming, state.currentTiming];
    if (state.estimator) {
      swapOrders(state.estimator);
      state.estimator.isChosenApplied = true;
    }
    state.tabu.advance(iteration);
    if (pool && chosen.objective < phaseBest - 1e-9) {
      phaseBest = chosen.objective;
      keepPhaseBest(state);
      sinceRestart = 0;
    }
    trajectory?.observe(state, chosen.objective, iteration);
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
  control.cooperation?.finish?.(packSolution(state.best.solution, state.best.objective));
  return { ...state.best, iterations: iteration };
}

function createSearchState(
  compiled: CompiledProblem,
  weights: ObjectiveWeights,
  start: SearchResult,
  prng: Prng,
): SearchState {
  const n = compiled.operationIds.length;
  const decoder = new Decoder(compiled);
  const current = copySolution(start.solution);
  const canEstimate =
    isMakespanOnly(weights) && weights.makespan > 0 && !compiled.problem.baseline && isPlainJobShop(compiled);
  const estimator = canEstimate ? createEstimator(n) : undefined;
  if (estimator && decoder.sortOperations(current)) estimator.order.set(decoder.order);
  return {
    compiled,
    weights,
    decoder,
    completion: new Float64Array(compiled.orderDue.length),
    positions: new Int32Array(n),
    tabu: new TabuList(
      n,
      compiled.workCenterIds.length,
      prng,
      estimator && n >= LONG_PHASE_FROM ? LONG_PHASE_TENURE : undefined,
    ),
    current,
    currentTiming: copyTiming(start.timing),
    trialTiming: createTiming(n),
    chosenTiming: createTiming(n),
    best: { ...start, solution: copySolution(start.solution), timing: copyTiming(start.timing) },
    estimator,
    retimer: estimator ? createPlainRetimer(n) : undefined,
    shifts: estimator && !isFlexible(compiled) ? createShiftList(n) : undefined,
    trialOrder: decoder.order,
    phaseBest: undefined,
  };
}

/**
 * Iterations without a new best before a restart. Estimated iterations are cheap and each restart
 * throws away the tabu memory, so the pure job shop gets a longer period (tuned on ft10 and la16–la40),
 * and from 300 operations (20×15 and up) a longer one still, as TS/PR's 12,500: on swv06–10, yn1–4 and
 * two generated 30×20 at 200,000 iterations, seeds 1–4, it took swv from 4.74 % to 3.95 % above the best
 * known and yn from 2.25 % to 1.87 % (30×20 about even): 30 runs better, 12 worse than 3,000. Each
 * restart throws away a phase that still improves slowly on these sizes.
 */
function restartPeriod(state: SearchState): number {
  const n = state.compiled.operationIds.length;
  if (!state.estimator) return Math.max(500, 4 * n);
  return n >= LONG_PHASE_FROM ? LONG_PHASE : 3000;
}

/** Operations from which the job-shop search runs long phases (as many as the 4-neighbour re-timing). */
const LONG_PHASE_FROM = 300;
const LONG_PHASE = 12_500;
/**
 * With the long phases, a tabu tenure of 10 + 0..4 (instead of the job count capped at 16, + half): on
 * swv06–10, yn1–4 and the generated 20×15/20×20/30×20 tuning shops at 200,000 iterations, seeds 1–4, the
 * mean gap fell from 2.10 % to 1.88 % (swv 3.95 -> 3.55 %, yn 1.87 -> 1.58 %), 36 runs better, 23 worse.
 */
const LONG_PHASE_TENURE = { min: 10, spread: 5 };

function chooseMove(state: SearchState, prng: Prng): Candidate {
  return state.estimator ? bestEstimatedMove(state, state.estimator, prng) : bestDecodedMove(state, prng);
}

/**
 * Relinking is for classic job shops: on Brandimarte's flexible ones (mk05-07, mk10, seeds 1-3, equal
 * work) it lost to kicking the best, as the relinked solution takes all its assignments from one parent.
 */
function isFlexible(compiled: CompiledProblem): boolean {
  for (let i = 0; i < compiled.operationIds.length; i++)
    if (compiled.modeStart[i + 1]! - compiled.modeStart[i]! > 1) return true;
  return false;
}

/**
 * From 300 operations (long phases) the phases feed a population of 8 local optima (see `Population`)
 * instead of the elite pool: 8 first phases from kicks of the dispatch start, then each phase from an
 * offspring of two members drawn at random or, half the time, a kick of the best. At equal work on the
 * 20x15 tuning shops (swv06-10, g20x15-tune-1/2), see bench/results/notes-i17-hea.md.
 */
const POPULATION_SIZE = 8;
/** The makespan's share of a member's goodness (HEA's and TS/PR's 0.6; the distance has the rest). */
const POPULATION_BETA = 0.6;
/**
 * Share of the population's phases that kick the best instead of crossing two members: all-crossover
 * lost at equal work (1M iterations, seeds 1-2: class 1.92 % against 1.83 %), half and half won (1.43 %).
 */
const POPULATION_KICK_SHARE = 0.5;

/** Elite solutions kept for relinking: enough to mix, few enough that each stays good. */
const ELITE_CAPACITY = 8;
/**
 * Share of stalled phases that restart between two elites; the others kick the best as before. Half and
 * half beat both all-relink and all-kick on la16-la40 and kept most of relinking's gain on 20x15-50x20.
 */
const RELINK_SHARE = 0.5;

/** Copies `current` (with its times and topological order) as the best of the phase, into kept buffers. */
function keepPhaseBest(state: SearchState): void {
  const { current, currentTiming, estimator } = state;
  if (!estimator) return;
  const kept = state.phaseBest;
  if (!kept) {
    state.phaseBest = {
      solution: copySolution(current),
      timing: copyTiming(currentTiming),
      order: estimator.order.slice(),
    };
    return;
  }
  kept.solution.modeOf.set(current.modeOf);
  current.sequences.forEach((sequence, m) => {
    // Reassignments change sequence lengths (flexible job shops).
    const into = kept.solution.sequences[m]!;
    into.length = sequence.length;
    for (let k = 0; k < sequence.length; k++) into[k] = sequence[k]!;
  });
  kept.timing.startAt.set(currentTiming.startAt);
  kept.order.set(estimator.order);
}

/**
 * Resets `current` and clears the memory: now and then to a solution relinked between two elites when
 * the pool has them, else to `from` kicked by a few random feasible moves.
 */
function restart(state: SearchState, prng: Prng, pool: ElitePool | undefined, from: Solution): void {
  const { current, decoder } = state;
  if (
    pool &&
    prng.next() < RELINK_SHARE &&
    pool.relink(prng, current) &&
    decoder.decode(current, state.currentTiming)
  ) {
    state.estimator?.order.set(decoder.order);
    state.tabu.clear();
    return;
  }
  current.modeOf.set(from.modeOf);
  current.sequences.forEach((sequence, m) => {
    sequence.splice(0, sequence.length, ...from.sequences[m]!);
  });
  const kicks = 2 + prng.nextInt(4);
  decoder.decode(current, state.currentTiming);
  kickCurrent(state, prng, kicks);
  state.estimator?.order.set(decoder.order);
  state.tabu.clear();
}

/**
 * Starts a long phase: while the population fills, from a kick of the dispatch start (`origin`); then
 * from an offspring of two members, or now and then from a kick of the best (the trajectory's own, once
 * it has one).
 */
function startFromPopulation(
  state: SearchState,
  prng: Prng,
  population: Population,
  origin?: Solution,
  trajectoryBest?: Solution,
): void {
  if (origin) {
    restart(state, prng, undefined, origin);
    return;
  }
  const isCrossed =
    prng.next() >= POPULATION_KICK_SHARE &&
    population.crossover(state.compiled, prng, state.current) &&
    adopt(state);
  if (!isCrossed) restart(state, prng, undefined, trajectoryBest ?? state.best.solution);
}

/** Decodes the `current` just written and clears the memory; false on a cycle. */
function adopt(state: SearchState): boolean {
  if (!state.decoder.decode(state.current, state.currentTiming)) return false;
  state.estimator?.order.set(state.decoder.order);
  state.tabu.clear();
  return true;
}

function swapOrders(estimator: Estimator): void {
  [estimator.order, estimator.chosenOrder] = [estimator.chosenOrder, estimator.order];
}
