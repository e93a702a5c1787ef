import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { Decoder } from '../decode/decoder.ts';
import type { PlainRetimer } from '../decode/plain-job-shop.ts';
import type { Solution, Timing } from '../decode/solution.ts';
import type { ObjectiveWeights } from '../options.ts';
import type { Estimator } from './makespan-estimator.ts';
import type { ShiftList } from './shift-list.ts';
import type { TabuList } from './tabu-list.ts';

/** A solution with its decoded times and objective, and the iterations it took. */
export interface SearchResult {
  solution: Solution;
  timing: Timing;
  objective: number;
  iterations: number;
}

/** Buffers and memory of one tabu search run. */
export interface SearchState {
  compiled: CompiledProblem;
  weights: ObjectiveWeights;
  decoder: Decoder;
  /** Scratch: one entry per order. */
  completion: Float64Array;
  positions: Int32Array;
  tabu: TabuList;
  current: Solution;
  currentTiming: Timing;
  trialTiming: Timing;
  chosenTiming: Timing;
  best: SearchResult;
  /** Present when moves can be estimated before decoding (makespan of a pure job shop). */
  estimator: Estimator | undefined;
  /** With the estimator on a classic (not flexible) job shop: its moves of an iteration, in flat arrays. */
  shifts: ShiftList | undefined;
  /** With the estimator: re-times shifted neighbours from the first re-sequenced operation on. */
  retimer: PlainRetimer | undefined;
  /** A topological order of the solution `decodeNeighbour` decoded last. */
  trialOrder: Int32Array;
  /** The makespan search's best of the current phase, with a topological order of it. */
  phaseBest: { solution: Solution; timing: Timing; order: Int32Array } | undefined;
}

/** A deep copy of decoded times. */
export function copyTiming(timing: Timing): Timing {
  return {
    startAt: timing.startAt.slice(),
    endAt: timing.endAt.slice(),
    setupMinutes: timing.setupMinutes.slice(),
    moldOf: timing.moldOf.slice(),
    criticalPredecessor: timing.criticalPredecessor.slice(),
  };
}
