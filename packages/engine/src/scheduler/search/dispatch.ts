import type { CompiledProblem } from '../compile/compiled-problem.ts';
import {
  commitPlacement,
  createPlacementState,
  type Placement,
  placeOperation,
  resetPlacementState,
} from '../decode/placement.ts';
import type { Solution } from '../decode/solution.ts';
import { SchedulingInputError } from '../errors.ts';
import type { DispatchRule } from '../options.ts';
import { DispatchReadySet } from './dispatch-ready-set.ts';
import { ruleContext } from './priority-rules.ts';

/** A dispatched solution with the order its operations were placed in (a valid decoding order). */
export interface DispatchResult {
  solution: Solution;
  order: Int32Array;
}

/** Minutes a move away from the baseline work center must gain before dispatch makes it. */
const BASELINE_CHANGE_PENALTY_MINUTES = 120;

interface DispatchState {
  ready: DispatchReadySet;
  pending: Int32Array;
  readyAt: Float64Array;
  order: Int32Array;
  placed: number;
  machineChanges: number;
}

/**
 * Serial schedule generation: repeatedly takes, among the ready operations that could start before any
 * ready operation could finish (Giffler–Thompson's conflict set, estimated without calendars), the best
 * by the priority rule, and appends it on the work center where it ends first (calendar-aware).
 */
export function dispatch(compiled: CompiledProblem, rule: DispatchRule): DispatchResult {
  const n = compiled.operationIds.length;
  const solution: Solution = { modeOf: new Int32Array(n), sequences: compiled.workCenterIds.map(() => []) };
  const state = createPlacementState(compiled);
  resetPlacementState(compiled, state);
  const readyAt = Float64Array.from(compiled.orderOf, (o) => compiled.orderRelease[o]!);
  const d: DispatchState = {
    ready: new DispatchReadySet(compiled, state, readyAt, ruleContext(compiled, rule)),
    pending: Int32Array.from({ length: n }, (_, i) => compiled.predStart[i + 1]! - compiled.predStart[i]!),
    readyAt,
    order: new Int32Array(n),
    placed: 0,
    machineChanges: 0,
  };
  for (let i = 0; i < n; i++) {
    if (!compiled.isFrozen[i]) continue;
    solution.modeOf[i] = compiled.frozenMode[i]!;
    release(compiled, d, i, compiled.frozenEnd[i]!);
  }
  const { ready } = d;
  for (let i = 0; i < n; i++)
    if (!compiled.isFrozen[i] && compiled.predStart[i + 1] === compiled.predStart[i]) ready.add(i);
  const placement: Placement = { startAt: 0, endAt: 0, setupMinutes: 0, mold: -1 };
  while (ready.ready.length > 0) {
    const i = ready.take(ready.selectNext());
    const mode = chooseMode(compiled, state, d, i, placement);
    const m = compiled.modeWorkCenter[mode]!;
    const familyBefore = state.machineFamily[m];
    commitPlacement(compiled, state, i, mode, placement);
    solution.modeOf[i] = mode;
    solution.sequences[m]!.push(i);
    ready.workCenterChanged(m, state.machineFamily[m] !== familyBefore);
    release(compiled, d, i, placement.endAt);
  }
  return { solution, order: d.order.subarray(0, d.placed) };
}

/** Records operation `i` as placed, ending at `endAt`, and readies its successors. */
function release(compiled: CompiledProblem, d: DispatchState, i: number, endAt: number): void {
  d.order[d.placed++] = i;
  for (let s = compiled.succStart[i]!; s < compiled.succStart[i + 1]!; s++) {
    const next = compiled.succList[s]!;
    d.readyAt[next] = Math.max(d.readyAt[next]!, endAt + compiled.minLag[next]!);
    if (--d.pending[next]! === 0 && !compiled.isFrozen[next]) d.ready.add(next);
  }
}

/** Mode of operation `i` whose placement ends first (baseline work center favoured); fills `placement`. */
function chooseMode(
  compiled: CompiledProblem,
  state: ReturnType<typeof createPlacementState>,
  d: DispatchState,
  i: number,
  placement: Placement,
): number {
  const baselineWorkCenter = compiled.baselineWorkCenter[i]!;
  const limit = compiled.problem.baseline?.maxMachineChanges ?? Number.POSITIVE_INFINITY;
  const isChangeAllowed = d.machineChanges < limit || !hasMode(compiled, i, baselineWorkCenter);
  let bestMode = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  const candidate: Placement = { startAt: 0, endAt: 0, setupMinutes: 0, mold: -1 };
  for (let k = compiled.modeStart[i]!; k < compiled.modeStart[i + 1]!; k++) {
    const isChange = baselineWorkCenter >= 0 && compiled.modeWorkCenter[k] !== baselineWorkCenter;
    if (isChange && !isChangeAllowed) continue;
    if (!placeOperation(compiled, state, i, k, d.readyAt[i]!, candidate)) continue;
    const score = candidate.endAt + (isChange ? BASELINE_CHANGE_PENALTY_MINUTES : 0);
    if (score < bestScore) {
      bestScore = score;
      bestMode = k;
      Object.assign(placement, candidate);
    }
  }
  if (bestMode < 0) {
    const id = compiled.operationIds[i]!;
    throw new SchedulingInputError([
      {
        code: 'NO_FEASIBLE_PLACEMENT',
        entity: 'operation',
        id,
        message: `Operation ${id} cannot be placed within the work-center calendars`,
      },
    ]);
  }
  if (baselineWorkCenter >= 0 && compiled.modeWorkCenter[bestMode] !== baselineWorkCenter) d.machineChanges++;
  return bestMode;
}

function hasMode(compiled: CompiledProblem, i: number, workCenter: number): boolean {
  for (let k = compiled.modeStart[i]!; k < compiled.modeStart[i + 1]!; k++)
    if (compiled.modeWorkCenter[k] === workCenter) return true;
  return false;
}
