import type { CompiledProblem } from '../compile/compiled-problem.ts';
import { oneMachineBound } from './one-machine-bound.ts';

/**
 * A lower bound on the makespan (minutes from the origin): the longest order (release plus the shortest
 * run of its chain), the most loaded work center over operations that can only run there, and the end
 * of the last frozen operation, and each work center's one-machine bound with heads and tails (so a
 * search that meets it stops early). Setups and calendars only add time, so the bound holds with them.
 */
export function makespanLowerBound(compiled: CompiledProblem): number {
  const n = compiled.operationIds.length;
  let bound = 0;
  const load = new Float64Array(compiled.workCenterIds.length);
  const earliestRelease = new Float64Array(compiled.workCenterIds.length).fill(Number.POSITIVE_INFINITY);
  for (let i = 0; i < n; i++) {
    if (compiled.isFrozen[i]) {
      bound = Math.max(bound, compiled.frozenEnd[i]!);
      continue;
    }
    const release = compiled.orderRelease[compiled.orderOf[i]!]!;
    if (compiled.predStart[i + 1] === compiled.predStart[i])
      bound = Math.max(bound, release + compiled.tailMinutes[i]!);
    if (compiled.modeStart[i + 1]! - compiled.modeStart[i]! !== 1) continue;
    const mode = compiled.modeStart[i]!;
    const m = compiled.modeWorkCenter[mode]!;
    load[m] = load[m]! + compiled.modeRun[mode]!;
    earliestRelease[m] = Math.min(earliestRelease[m]!, release);
  }
  for (let m = 0; m < load.length; m++) {
    if (load[m]! > 0) bound = Math.max(bound, earliestRelease[m]! + load[m]!);
  }
  return Math.max(bound, oneMachineBound(compiled));
}
