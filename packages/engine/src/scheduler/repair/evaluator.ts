import type { CompiledProblem } from '../compile/compiled-problem.ts';
import { Decoder } from '../decode/decoder.ts';
import { createTiming, type Solution, type Timing } from '../decode/solution.ts';
import type { RepairPolicy } from './model.ts';

/** A start move smaller than this is no move (the changes summary's threshold too). */
export const MOVE_THRESHOLD_MINUTES = 1;
/** A minute beyond a maximum wait outweighs any lateness and churn. */
const MAX_WAIT_WEIGHT = 1e12;
/** In `frozen` stability, churn comes first and lateness only breaks ties. */
const FROZEN_MOVE_WEIGHT = 1e9;
const FROZEN_MACHINE_CHANGE_WEIGHT = 1e8;

/** What a candidate repair costs: lateness and churn against the previous plan. */
export interface RepairMeasure {
  value: number;
  /** Late orders at their price plus weighted tardiness, in minutes: what an improvement must lower. */
  lateness: number;
  lateOrders: number;
  weightedTardiness: number;
  maxWaitExcess: number;
  movedOperations: number;
  machineChanges: number;
  /** A protected operation (inside the frozen horizon and not pushed by a forced move) would move. */
  breaksFrozenHorizon: boolean;
}

/**
 * Decodes candidate repairs and prices them with the policy. Counts every decode as one unit of work,
 * the budget that bounds a repair (never wall time, so the same input gives the same plan).
 */
export class RepairEvaluator {
  readonly decoder: Decoder;
  readonly timing: Timing;
  work = 0;
  /** Operations that must keep machine and start (frozen horizon); filled once the right-shift is known. */
  readonly isProtected: Uint8Array;
  private readonly completion: Float64Array;
  /**
   * When each order completed in the previous plan (`-Infinity` for an order that was not in it): a
   * repair mitigates lateness the disruption caused, and leaves the rest of the plan as it was.
   */
  readonly baselineCompletion: Float64Array;

  /** Set when the wall-clock safety cap, not the work budget, ended the repair. */
  wasCut = false;

  constructor(
    readonly compiled: CompiledProblem,
    readonly anchors: Float64Array,
    readonly policy: RepairPolicy,
    private readonly budget: number,
    private readonly shouldStop: () => boolean = () => false,
  ) {
    // Ready operations are placed in planned-start order (new ones last), so molds keep their sequence.
    const priority = Float64Array.from(compiled.baselineStart, (start) =>
      Number.isNaN(start) ? Number.POSITIVE_INFINITY : start,
    );
    this.decoder = new Decoder(compiled, anchors, priority);
    this.timing = createTiming(compiled.operationIds.length);
    this.isProtected = new Uint8Array(compiled.operationIds.length);
    this.completion = new Float64Array(compiled.orderDue.length);
    this.baselineCompletion = baselineCompletions(compiled);
  }

  /** The share of the budget the current phase may spend up to (a phase ends there). */
  private phaseLimit = 1;

  /** Lets the next phase spend up to `share` of the budget (more than 1 for the hard-rule reserve). */
  startPhase(share: number): void {
    this.phaseLimit = share;
  }

  /** True once the phase's share of the work budget is spent or the safety cap says stop (checked every 64 evaluations). */
  isSpent(): boolean {
    if (this.work >= this.budget * this.phaseLimit) return true;
    if (!this.wasCut && (this.work & 63) === 0 && this.shouldStop()) this.wasCut = true;
    return this.wasCut;
  }

  /** Decodes into `this.timing` and prices it; undefined when the solution cannot be placed. */
  evaluate(solution: Solution): RepairMeasure | undefined {
    this.work++;
    if (!this.decoder.decode(solution, this.timing)) return undefined;
    return this.measure(solution, this.timing);
  }

  /** True when operation `i` is on another machine or starts at another time than planned. */
  isMoved(solution: Solution, timing: Timing, i: number): boolean {
    const c = this.compiled;
    const planned = c.baselineWorkCenter[i]!;
    if (planned < 0 || Number.isNaN(c.baselineStart[i]!)) return false;
    return (
      c.modeWorkCenter[solution.modeOf[i]!] !== planned ||
      Math.abs(timing.startAt[i]! - c.baselineStart[i]!) >= MOVE_THRESHOLD_MINUTES
    );
  }

  measure(solution: Solution, timing: Timing): RepairMeasure {
    const c = this.compiled;
    const n = c.operationIds.length;
    const completion = this.completion.fill(Number.NEGATIVE_INFINITY);
    let movedOperations = 0;
    let machineChanges = 0;
    let breaksFrozenHorizon = false;
    let maxWaitExcess = 0;
    for (let i = 0; i < n; i++) {
      const o = c.orderOf[i]!;
      if (timing.endAt[i]! > completion[o]!) completion[o] = timing.endAt[i]!;
      if (c.isFrozen[i] || !this.isMoved(solution, timing, i)) continue;
      movedOperations++;
      if (c.modeWorkCenter[solution.modeOf[i]!] !== c.baselineWorkCenter[i]) machineChanges++;
      if (this.isProtected[i]) breaksFrozenHorizon = true;
    }
    if (c.hasMaxLag) {
      for (let i = 0; i < n; i++) {
        const maxLag = c.maxLag[i]!;
        if (maxLag === Number.POSITIVE_INFINITY) continue;
        for (let p = c.predStart[i]!; p < c.predStart[i + 1]!; p++)
          maxWaitExcess += Math.max(0, timing.startAt[i]! - timing.endAt[c.predList[p]!]! - maxLag);
      }
    }
    let lateOrders = 0;
    let weightedTardiness = 0;
    for (let o = 0; o < completion.length; o++) {
      const tardiness = completion[o]! - c.orderDue[o]!;
      if (tardiness <= 1e-6) continue;
      lateOrders++;
      weightedTardiness += c.orderWeight[o]! * tardiness;
    }
    const p = this.policy;
    const lateness = lateOrders * p.lateOrderPriceMinutes + weightedTardiness;
    const churn =
      p.stability === 'frozen'
        ? movedOperations * FROZEN_MOVE_WEIGHT + machineChanges * FROZEN_MACHINE_CHANGE_WEIGHT
        : movedOperations * p.movePriceMinutes + machineChanges * p.machineChangePriceMinutes;
    return {
      value: maxWaitExcess * MAX_WAIT_WEIGHT + lateness + churn,
      lateness,
      lateOrders,
      weightedTardiness,
      maxWaitExcess,
      movedOperations,
      machineChanges,
      breaksFrozenHorizon,
    };
  }
}

function baselineCompletions(compiled: CompiledProblem): Float64Array {
  const completion = new Float64Array(compiled.orderDue.length).fill(Number.NEGATIVE_INFINITY);
  const isNew = new Uint8Array(compiled.orderDue.length);
  const endOf = new Map(
    (compiled.problem.baseline?.operations ?? []).map((b) => [b.operationId, b.endAt] as const),
  );
  for (let i = 0; i < compiled.operationIds.length; i++) {
    const o = compiled.orderOf[i]!;
    const start = compiled.baselineStart[i]!;
    let end: number;
    if (compiled.isFrozen[i]) end = compiled.frozenEnd[i]!;
    else if (Number.isNaN(start)) {
      isNew[o] = 1;
      continue;
    } else end = endOf.get(compiled.operationIds[i]!) ?? start + compiled.modeRun[compiled.modeStart[i]!]!;
    completion[o] = Math.max(completion[o]!, end);
  }
  for (let o = 0; o < completion.length; o++) if (isNew[o]) completion[o] = Number.NEGATIVE_INFINITY;
  return completion;
}
