import { aloneTimes } from '../bounds/order-alone.ts';
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

/** Per compiled problem, each order's earliest completion were it alone in the plant. */
const aloneEnds = new WeakMap<CompiledProblem, Float64Array>();

function aloneEndOf(compiled: CompiledProblem): Float64Array {
  let ends = aloneEnds.get(compiled);
  if (!ends) {
    ends = aloneTimes(compiled).orderEndAt;
    aloneEnds.set(compiled, ends);
  }
  return ends;
}

/** Share of targets drawn by recoverable objective; the rest uniformly among late orders (measured on the plant). */
const BY_GAIN_SHARE = 0.5;

/**
 * What order `o`, completing at `completion`, could at most give back to the objective: its minutes late
 * beyond those it would have alone in the plant, and its late-order charge when alone it is on time.
 */
function recoverable(
  compiled: CompiledProblem,
  weights: ObjectiveWeights,
  alone: Float64Array,
  o: number,
  completion: number,
): number {
  const due = compiled.orderDue[o]!;
  const minutes = Math.max(0, completion - Math.max(due, alone[o]!));
  const onTimeAlone = alone[o]! <= due + 1e-6;
  return (
    weights.weightedTardiness * compiled.orderWeight[o]! * minutes + (onTimeAlone ? weights.lateOrders : 0)
  );
}

/**
 * The operation whose critical path the search works on: an operation past its maximum wait (a hard
 * rule, so first), else the last operation of a random late order when tardiness counts and some order
 * is late, otherwise the operation that ends last (the makespan). Half the time the late order is drawn
 * in proportion to what it could give back (`recoverable`): on a loaded plant most late orders are late
 * even alone and some already end as early as alone, so a uniform draw mostly works where nothing can
 * be won; the other half stays uniform, which kept longer searches as good. `completion` is a scratch
 * buffer of one entry per order.
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
  const alone = aloneEndOf(compiled);
  const lateEnds: number[] = [];
  const gains: number[] = [];
  let totalGain = 0;
  for (let i = 0; i < timing.endAt.length; i++) {
    const o = compiled.orderOf[i]!;
    if (
      timing.endAt[i] === completion[o] &&
      completion[o]! > compiled.orderDue[o]! + 1e-6 &&
      !compiled.isFrozen[i]
    ) {
      lateEnds.push(i);
      const gain = recoverable(compiled, weights, alone, o, completion[o]!);
      gains.push(gain);
      totalGain += gain;
    }
  }
  const byGain = prng.next() < BY_GAIN_SHARE;
  if (byGain && totalGain > 0) {
    let x = prng.next() * totalGain;
    for (let k = 0; k < lateEnds.length; k++) {
      x -= gains[k]!;
      if (x < 0) return lateEnds[k]!;
    }
    return lateEnds[lateEnds.length - 1]!;
  }
  return lateEnds.length > 0 ? lateEnds[prng.nextInt(lateEnds.length)]! : last;
}
