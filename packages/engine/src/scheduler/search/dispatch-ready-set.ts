import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { PlacementState } from '../decode/placement.ts';
import { dispatchKey, type RuleContext } from './priority-rules.ts';

/**
 * The ready operations of a dispatch with what selecting among them needs, cached: each one's earliest
 * start and completion (estimated without calendars) and its priority key. They depend only on the
 * operation's ready time and on the work centers it may run on, so appending an operation to work
 * center `m` makes stale only the ready operations with a mode on `m` (`workCenterChanged`). Selection
 * then reads cached numbers instead of re-evaluating every ready operation on every step, which made
 * dispatch quadratic on a plant with thousands of operations ready at once; it picks exactly what a
 * fresh evaluation would (same values, same scan order, same ties).
 */
export class DispatchReadySet {
  /** Ready operations; the scan order breaks exact ties, so removal swaps the last one in as before. */
  readonly ready: number[] = [];
  private readonly positionOf: Int32Array;
  /** Estimated start and completion by position in `ready`, so selection scans them in memory order. */
  private readonly start: Float64Array;
  private readonly completion: Float64Array;
  private readonly key: Float64Array;
  private readonly isKeyFresh: Uint8Array;
  private readonly isReady: Uint8Array;
  /** Per work center, the operations made ready with a mode on it (left ones are dropped lazily). */
  private readonly byWorkCenter: number[][];

  constructor(
    private readonly compiled: CompiledProblem,
    private readonly state: PlacementState,
    private readonly readyAt: Float64Array,
    private readonly context: RuleContext,
  ) {
    const n = compiled.operationIds.length;
    this.positionOf = new Int32Array(n);
    this.start = new Float64Array(n);
    this.completion = new Float64Array(n);
    this.key = new Float64Array(n);
    this.isKeyFresh = new Uint8Array(n);
    this.isReady = new Uint8Array(n);
    this.byWorkCenter = compiled.workCenterIds.map(() => []);
  }

  /** Operation `i` became ready; its ready time is final. */
  add(i: number): void {
    const { modeStart, modeWorkCenter } = this.compiled;
    this.positionOf[i] = this.ready.length;
    this.ready.push(i);
    this.isReady[i] = 1;
    for (let k = modeStart[i]!; k < modeStart[i + 1]!; k++) {
      const m = modeWorkCenter[k]!;
      let isRepeated = false;
      for (let j = modeStart[i]!; j < k; j++) isRepeated ||= modeWorkCenter[j] === m;
      if (!isRepeated) this.byWorkCenter[m]!.push(i);
    }
    this.estimate(i, false);
  }

  /** Removes and returns the ready operation at `position`. */
  take(position: number): number {
    const { ready, start, completion } = this;
    const i = ready[position]!;
    const last = ready.length - 1;
    ready[position] = ready[last]!;
    start[position] = start[last]!;
    completion[position] = completion[last]!;
    this.positionOf[ready[position]!] = position;
    ready.pop();
    this.isReady[i] = 0;
    return i;
  }

  /**
   * Work center `m` got an operation: re-estimates the ready operations that may run on it. A key is
   * recomputed only when its inputs moved: the operation's start, or the setup state of `m`.
   */
  workCenterChanged(m: number, isFamilyChanged: boolean): void {
    const list = this.byWorkCenter[m]!;
    let kept = 0;
    for (let j = 0; j < list.length; j++) {
      const i = list[j]!;
      if (!this.isReady[i]) continue;
      list[kept++] = i;
      this.estimate(i, !isFamilyChanged);
    }
    list.length = kept;
  }

  /**
   * Position in `ready` of the next operation: among those that could start before any ready operation
   * could finish (Giffler–Thompson's conflict set), the smallest priority key, then the longest tail,
   * then the lowest index; -1 when none is ready.
   */
  selectNext(): number {
    const { ready, start, completion, key, isKeyFresh } = this;
    const { compiled, context, state } = this;
    const count = ready.length;
    let earliestCompletion = Number.POSITIVE_INFINITY;
    for (let position = 0; position < count; position++)
      earliestCompletion = Math.min(earliestCompletion, completion[position]!);
    let best = -1;
    let bestKey = Number.POSITIVE_INFINITY;
    for (let position = 0; position < count; position++) {
      if (start[position]! > earliestCompletion) continue;
      const i = ready[position]!;
      if (!isKeyFresh[i]) {
        key[i] = dispatchKey(compiled, context, state, i, start[position]!);
        isKeyFresh[i] = 1;
      }
      if (key[i]! < bestKey || (key[i] === bestKey && (best < 0 || this.tie(i) < this.tie(ready[best]!)))) {
        best = position;
        bestKey = key[i]!;
      }
    }
    return best;
  }

  /** Equal keys go to the longest tail of work, then the lowest index. */
  private tie(i: number): number {
    return -this.compiled.tailMinutes[i]! * 1e6 + i;
  }

  private estimate(i: number, mayKeepKey: boolean): void {
    const { modeStart, modeWorkCenter, modeRun, family, familyCount, setupTables } = this.compiled;
    const { machineEnd, machineFamily } = this.state;
    const to = family[i]!;
    let start = Number.POSITIVE_INFINITY;
    let completion = Number.POSITIVE_INFINITY;
    for (let k = modeStart[i]!; k < modeStart[i + 1]!; k++) {
      const m = modeWorkCenter[k]!;
      const t = Math.max(this.readyAt[i]!, machineEnd[m]!);
      start = Math.min(start, t);
      // `setupOn` inlined: this runs for every ready operation a placement touches.
      const from = machineFamily[m]!;
      const setup = to < 0 ? 0 : setupTables[m]![(from < 0 ? familyCount : from) * familyCount + to]!;
      completion = Math.min(completion, t + setup + modeRun[k]!);
    }
    const position = this.positionOf[i]!;
    // A key reads only the start and the setup states of the operation's work centers.
    if (!mayKeepKey || this.start[position] !== start) this.isKeyFresh[i] = 0;
    this.start[position] = start;
    this.completion[position] = completion;
  }
}
