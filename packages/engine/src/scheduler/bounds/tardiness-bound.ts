import { compileProblem } from '../compile/compile.ts';
import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { SchedulingProblem } from '../model.ts';
import { validateProblem } from '../validate/validate-input.ts';
import { capacityCurve } from './capacity-curve.ts';
import { aloneTimes } from './order-alone.ts';
import { type StageJob, stageLateOrders, stageTardiness } from './stage-bounds.ts';

/** What no schedule of the problem can beat, and where the bound came from. */
export interface TardinessLowerBound {
  /** Σ order weight × minutes late. */
  weightedTardinessMinutes: number;
  lateOrders: number;
  /** Orders late even when run alone on idle work centers, and their weighted tardiness so. */
  lateAlone: number;
  weightedTardinessAlone: number;
  /** The work centers whose pooled capacity gave the bound (empty when running alone did). */
  bindingWorkCenterIds: string[];
}

const LATE_TOLERANCE = 1e-6;

/** Groups of work centers linked by operations that may run on either (connected components). */
function workCenterGroups(compiled: CompiledProblem): number[][] {
  const parent = compiled.workCenterIds.map((_, m) => m);
  const root = (m: number): number => {
    while (parent[m] !== m) m = parent[m] = parent[parent[m]!]!;
    return m;
  };
  for (let i = 0; i < compiled.operationIds.length; i++) {
    const first = compiled.modeWorkCenter[compiled.modeStart[i]!]!;
    for (let k = compiled.modeStart[i]! + 1; k < compiled.modeStart[i + 1]!; k++)
      parent[root(compiled.modeWorkCenter[k]!)] = root(first);
  }
  const groups = new Map<number, number[]>();
  compiled.workCenterIds.forEach((_, m) => {
    const r = root(m);
    groups.set(r, [...(groups.get(r) ?? []), m]);
  });
  return [...groups.values()];
}

/**
 * Per order, its work in the group: all of it is done by the time the order's last operation there
 * ends, which must leave the minutes that follow it before the due date.
 */
function stageJobs(
  compiled: CompiledProblem,
  group: readonly number[],
  alone: ReturnType<typeof aloneTimes>,
): { jobs: StageJob[]; fromAt: number } {
  const inGroup = new Set(group);
  const byOrder = new Map<number, StageJob>();
  let fromAt = Number.POSITIVE_INFINITY;
  for (let i = 0; i < compiled.operationIds.length; i++) {
    if (compiled.isFrozen[i] || !inGroup.has(compiled.modeWorkCenter[compiled.modeStart[i]!]!)) continue;
    let run = Number.POSITIVE_INFINITY;
    for (let k = compiled.modeStart[i]!; k < compiled.modeStart[i + 1]!; k++)
      run = Math.min(run, compiled.modeRun[k]!);
    const o = compiled.orderOf[i]!;
    const dueAt = compiled.orderDue[o]! - alone.afterMinutes[i]!;
    const job = byOrder.get(o);
    if (job) {
      job.workMinutes += run;
      job.dueAt = Math.max(job.dueAt, dueAt);
    } else byOrder.set(o, { order: o, workMinutes: run, dueAt, weight: compiled.orderWeight[o]! });
    fromAt = Math.min(fromAt, alone.headAt[i]!);
  }
  return { jobs: [...byOrder.values()], fromAt };
}

/**
 * A lower bound on the weighted tardiness and on the number of late orders of any schedule, from two
 * relaxations: every order alone on idle work centers (calendar-aware; no setups, molds or other
 * orders), and, for each group of work centers that share operations, their pooled available time
 * (operations may split across the group's work centers; setups ignored), where the k-th order to
 * finish its work there cannot finish before the group has worked the k smallest amounts (Chu's
 * bound, per weight level) and orders on time must fit the capacity before their due dates (Moore–
 * Hodgson on that capacity). Each part holds for every schedule, so the largest does. Validates the
 * problem first (throws `SchedulingInputError`). Minutes.
 */
export function tardinessLowerBound(problem: SchedulingProblem): TardinessLowerBound {
  validateProblem(problem);
  const compiled = compileProblem(problem);
  const alone = aloneTimes(compiled);
  const isLateAlone = new Uint8Array(compiled.orderDue.length);
  let lateAlone = 0;
  let weightedTardinessAlone = 0;
  compiled.orderDue.forEach((dueAt, o) => {
    const tardiness = alone.orderEndAt[o]! - dueAt;
    if (tardiness <= LATE_TOLERANCE) return;
    isLateAlone[o] = 1;
    lateAlone++;
    weightedTardinessAlone += compiled.orderWeight[o]! * tardiness;
  });
  const bound: TardinessLowerBound = {
    weightedTardinessMinutes: weightedTardinessAlone,
    lateOrders: lateAlone,
    lateAlone,
    weightedTardinessAlone,
    bindingWorkCenterIds: [],
  };
  for (const group of workCenterGroups(compiled)) {
    const { jobs, fromAt } = stageJobs(compiled, group, alone);
    if (jobs.length === 0) continue;
    const curve = capacityCurve(
      group.map((m) => compiled.placementCalendars[m]!),
      fromAt,
    );
    const notLateAlone = jobs.filter((job) => !isLateAlone[job.order]);
    // Orders late alone are late anyway: their lateness alone plus the rest's capacity bound also holds.
    const tardiness = Math.max(
      stageTardiness(jobs, curve),
      weightedTardinessAlone + stageTardiness(notLateAlone, curve),
    );
    const late = lateAlone + stageLateOrders(notLateAlone, curve);
    const ids = group.map((m) => compiled.workCenterIds[m]!);
    if (tardiness > bound.weightedTardinessMinutes) {
      bound.weightedTardinessMinutes = tardiness;
      bound.bindingWorkCenterIds = ids;
    }
    if (late > bound.lateOrders) bound.lateOrders = late;
  }
  return bound;
}
