import type { CompiledProblem } from './compile.ts';
import type { Timing } from './decoder.ts';
import type { ObjectiveWeights } from './options.ts';
import type { Prng } from './prng.ts';

/**
 * The operation whose critical path the search works on: the last operation of a random late order when
 * tardiness counts and some order is late, otherwise the operation that ends last (the makespan).
 * `completion` is a scratch buffer of one entry per order.
 */
export function chooseTarget(
  compiled: CompiledProblem,
  weights: ObjectiveWeights,
  timing: Timing,
  completion: Float64Array,
  prng: Prng,
): number {
  let last = 0;
  for (let i = 1; i < timing.endAt.length; i++) if (timing.endAt[i]! > timing.endAt[last]!) last = i;
  if (weights.lateOrders <= 0 && weights.weightedTardiness <= 0) return last;
  completion.fill(Number.NEGATIVE_INFINITY);
  for (let i = 0; i < timing.endAt.length; i++) {
    const o = compiled.orderOf[i]!;
    if (timing.endAt[i]! > completion[o]!) completion[o] = timing.endAt[i]!;
  }
  const lateEnds: number[] = [];
  for (let i = 0; i < timing.endAt.length; i++) {
    const o = compiled.orderOf[i]!;
    if (
      timing.endAt[i] === completion[o] &&
      completion[o]! > compiled.orderDue[o]! + 1e-6 &&
      !compiled.isFrozen[i]
    )
      lateEnds.push(i);
  }
  return lateEnds.length > 0 ? lateEnds[prng.nextInt(lateEnds.length)]! : last;
}
