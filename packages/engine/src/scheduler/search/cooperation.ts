import { copySolution, createTiming, type Solution } from '../decode/solution.ts';
import type { SchedulingProblem } from '../model.ts';
import type { Cooperation, ExchangedSolution } from '../options.ts';
import type { ElitePool } from './elite-relinking.ts';
import { measureTerms, objectiveValue } from './objective.ts';
import type { SearchState } from './tabu-state.ts';

/** Integers a packed solution of `problem` takes: the buffer a caller shares between its threads. */
export function exchangeCapacity(problem: SchedulingProblem): number {
  return 2 * problem.operations.length + problem.workCenters.length;
}

/** Packs `solution` as `ExchangedSolution.packed` says (unused tail left as is). */
export function packSolution(solution: Solution, objective: number): ExchangedSolution {
  const n = solution.modeOf.length;
  const m = solution.sequences.length;
  const packed = new Int32Array(2 * n + m);
  packed.set(solution.modeOf);
  let at = n + m;
  solution.sequences.forEach((sequence, w) => {
    packed[n + w] = sequence.length;
    for (const i of sequence) packed[at++] = i;
  });
  return { objective, packed };
}

function unpackSolution(packed: Int32Array, n: number, m: number): Solution {
  const sequences: number[][] = [];
  let at = n + m;
  for (let w = 0; w < m; w++) {
    const length = packed[n + w]!;
    sequences.push(Array.from(packed.subarray(at, at + length)));
    at += length;
  }
  return { modeOf: packed.slice(0, n), sequences };
}

/**
 * Takes what the other searches found at an exchange: each of their bests is offered to the elite pool
 * (more parents to relink between), and the best of them, when better than this search's, becomes its
 * best, so later kicks and relinks start from it; with `restart` the search also moves there now.
 * True when it took another's best.
 */
export function absorbOthers(
  state: SearchState,
  pool: ElitePool | undefined,
  others: readonly ExchangedSolution[],
  iteration: number,
  adopt: NonNullable<Cooperation['adopt']>,
): boolean {
  const { compiled, decoder } = state;
  const n = compiled.operationIds.length;
  const m = compiled.workCenterIds.length;
  let adopted = false;
  const ranked = [...others].sort((a, b) => a.objective - b.objective);
  for (const other of ranked) {
    const better = other.objective < state.best.objective - 1e-9;
    if (!better && !pool) continue;
    const solution = unpackSolution(other.packed, n, m);
    const timing = createTiming(n);
    if (!decoder.decode(solution, timing)) continue;
    const objective = objectiveValue(
      measureTerms(compiled, solution, timing, state.completion),
      state.weights,
    );
    pool?.offer(solution, timing, decoder.order, objective);
    if (!better || objective >= state.best.objective - 1e-9) continue;
    state.best = { solution, timing, objective, iterations: iteration };
    adopted = true;
    if (adopt === 'restart') moveTo(state, solution);
  }
  return adopted;
}

function moveTo(state: SearchState, solution: Solution): void {
  const copy = copySolution(solution);
  state.current.modeOf.set(copy.modeOf);
  state.current.sequences.forEach((sequence, w) => {
    sequence.splice(0, sequence.length, ...copy.sequences[w]!);
  });
  state.decoder.decode(state.current, state.currentTiming);
  state.estimator?.order.set(state.decoder.order);
  state.tabu.clear();
}
