import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { Solution, Timing } from '../decode/solution.ts';
import type { ObjectiveWeights } from '../options.ts';

/** The terms of the objective of one decoded solution (minutes, counts). */
export interface ObjectiveTerms {
  lateOrders: number;
  weightedTardiness: number;
  setupMinutes: number;
  makespan: number;
  machineChanges: number;
  startShiftMinutes: number;
  /** Operations beyond the baseline's hard limits (machine changes over the maximum, starts moved too far). */
  limitExcess: number;
  /** Minutes by which operations start later after a predecessor than their maximum wait allows. */
  maxWaitExcessMinutes: number;
}

/** Weight of a hard-limit excess: above any sum of the other terms in practice. */
const LIMIT_WEIGHT = 1e13;
/** Weight of a minute beyond a maximum wait (rubber left uncured): worse than any lateness. */
const MAX_WAIT_WEIGHT = 1e8;

/** Computes the objective terms; `completion` is a scratch buffer of one entry per order. */
export function measureTerms(
  compiled: CompiledProblem,
  solution: Solution,
  timing: Timing,
  completion: Float64Array,
): ObjectiveTerms {
  completion.fill(Number.NEGATIVE_INFINITY);
  const n = compiled.operationIds.length;
  const baseline = compiled.problem.baseline;
  const maxShift = baseline?.maxStartShiftMinutes ?? Number.POSITIVE_INFINITY;
  let makespan = 0;
  let setupMinutes = 0;
  let machineChanges = 0;
  let startShiftMinutes = 0;
  let shiftExcess = 0;
  for (let i = 0; i < n; i++) {
    const end = timing.endAt[i]!;
    const order = compiled.orderOf[i]!;
    if (end > completion[order]!) completion[order] = end;
    if (end > makespan) makespan = end;
    setupMinutes += timing.setupMinutes[i]!;
    const baselineWorkCenter = compiled.baselineWorkCenter[i]!;
    if (baselineWorkCenter >= 0 && compiled.modeWorkCenter[solution.modeOf[i]!] !== baselineWorkCenter)
      machineChanges++;
    const baselineStart = compiled.baselineStart[i]!;
    if (!Number.isNaN(baselineStart)) {
      const shift = Math.abs(timing.startAt[i]! - baselineStart);
      startShiftMinutes += shift;
      if (shift > maxShift + 1e-6) shiftExcess++;
    }
  }
  let lateOrders = 0;
  let weightedTardiness = 0;
  for (let o = 0; o < completion.length; o++) {
    const tardiness = completion[o]! - compiled.orderDue[o]!;
    if (tardiness > 1e-6) {
      lateOrders++;
      weightedTardiness += compiled.orderWeight[o]! * tardiness;
    }
  }
  const changeExcess = Math.max(
    0,
    machineChanges - (baseline?.maxMachineChanges ?? Number.POSITIVE_INFINITY),
  );
  return {
    maxWaitExcessMinutes: compiled.hasMaxLag ? maxWaitExcess(compiled, timing) : 0,
    lateOrders,
    weightedTardiness,
    setupMinutes,
    makespan,
    machineChanges,
    startShiftMinutes,
    limitExcess: changeExcess + shiftExcess,
  };
}

/** The weighted sum minimised by every algorithm. */
export function objectiveValue(terms: ObjectiveTerms, weights: ObjectiveWeights): number {
  return (
    terms.lateOrders * weights.lateOrders +
    terms.weightedTardiness * weights.weightedTardiness +
    terms.setupMinutes * weights.setupMinutes +
    terms.makespan * weights.makespan +
    terms.machineChanges * weights.machineChanges +
    terms.startShiftMinutes * weights.startShiftMinutes +
    terms.limitExcess * LIMIT_WEIGHT +
    terms.maxWaitExcessMinutes * MAX_WAIT_WEIGHT
  );
}

/** True when no term but the makespan counts (the job-shop benchmarks' objective). */
export function isMakespanOnly(weights: ObjectiveWeights): boolean {
  const others =
    weights.lateOrders +
    weights.weightedTardiness +
    weights.setupMinutes +
    weights.machineChanges +
    weights.startShiftMinutes;
  return others === 0;
}

function maxWaitExcess(compiled: CompiledProblem, timing: Timing): number {
  let excess = 0;
  for (let i = 0; i < compiled.operationIds.length; i++) {
    const maxLag = compiled.maxLag[i]!;
    if (maxLag === Number.POSITIVE_INFINITY) continue;
    for (let p = compiled.predStart[i]!; p < compiled.predStart[i + 1]!; p++) {
      excess += Math.max(0, timing.startAt[i]! - timing.endAt[compiled.predList[p]!]! - maxLag);
    }
  }
  return excess;
}
