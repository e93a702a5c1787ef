import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { Timing } from '../decode/solution.ts';
import type { ObjectiveWeights } from '../options.ts';
import type { Prng } from './prng.ts';

/** Non-frozen operations that start later after a predecessor than their maximum wait allows. */
export function listMaxWaitBreaches(compiled: CompiledProblem, timing: Timing): number[] {
  const breaches: number[] = [];
  if (!compiled.hasMaxLag) return breaches;
  for (let i = 0; i < compiled.operationIds.length; i++) {
    const maxLag = compiled.maxLag[i]!;
    if (maxLag === Number.POSITIVE_INFINITY || compiled.isFrozen[i]) continue;
    for (let p = compiled.predStart[i]!; p < compiled.predStart[i + 1]!; p++) {
      if (timing.startAt[i]! - timing.endAt[compiled.predList[p]!]! > maxLag + 1e-6) {
        breaches.push(i);
        break;
      }
    }
  }
  return breaches;
}

/**
 * The operation whose critical path the search works on: an operation past its maximum wait (a hard
 * rule, so first), else the last operation of a random late order when tardiness counts and some order
 * is late, otherwise the operation that ends last (the makespan). `completion` is a scratch buffer of
 * one entry per order.
 */
export function chooseTarget(
  compiled: CompiledProblem,
  weights: ObjectiveWeights,
  timing: Timing,
  completion: Float64Array,
  prng: Prng,
): number {
  const breaches = listMaxWaitBreaches(compiled, timing);
  if (breaches.length > 0) return breaches[prng.nextInt(breaches.length)]!;
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
