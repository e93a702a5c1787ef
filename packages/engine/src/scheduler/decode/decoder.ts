import type { CompiledProblem } from '../compile/compiled-problem.ts';
import {
  commitPlacement,
  createPlacementState,
  type Placement,
  placeOperation,
  resetPlacementState,
} from './placement.ts';
import { isPlainJobShop, type PlainMachines, placeAllPlain } from './plain-job-shop.ts';
import type { Solution, Timing } from './solution.ts';

const MAX_WAIT_REPAIR_ROUNDS = 30;
const TOLERANCE = 1e-6;

/**
 * The calendar-aware semi-active decoder shared by every algorithm: operations are placed one by one, in
 * an order that respects precedence and the work-center sequences, each at its earliest feasible time
 * after its predecessors and the previous operation on its work center. Maximum waits are repaired by
 * delaying predecessors and decoding again. Holds its buffers; not shared between threads.
 */
export class Decoder {
  private readonly state;
  private readonly placement: Placement = { startAt: 0, endAt: 0, setupMinutes: 0, mold: -1 };
  private readonly lowerBound: Float64Array;
  private readonly pending: Int32Array;
  private readonly queue: Int32Array;
  private readonly sequenceNext: Int32Array;
  /** Set for a plain job shop, which is decoded without calendar search. */
  private readonly plainMachines: PlainMachines | undefined;
  readonly order: Int32Array;
  /** After a decode: the successor whose maximum wait delayed each operation, -1 when none did. */
  readonly raisedBy: Int32Array;

  /**
   * @param anchors per operation, the earliest start it may get (minutes; `-Infinity` for none): a
   *   repair keeps an operation at its planned start unless something pushes it later.
   * @param priority per operation, the order to place ready operations in (smallest first): molds are
   *   claimed in placement order, so a repair places by planned start to keep each mold's sequence.
   */
  constructor(
    private readonly compiled: CompiledProblem,
    private readonly anchors?: Float64Array,
    private readonly priority?: Float64Array,
  ) {
    const n = compiled.operationIds.length;
    const workCenterCount = compiled.workCenterIds.length;
    this.plainMachines =
      isPlainJobShop(compiled) && !anchors
        ? { endAt: new Float64Array(workCenterCount), last: new Int32Array(workCenterCount) }
        : undefined;
    this.state = createPlacementState(compiled);
    this.lowerBound = new Float64Array(n);
    this.pending = new Int32Array(n);
    this.queue = new Int32Array(n);
    this.sequenceNext = new Int32Array(n);
    this.order = new Int32Array(n);
    this.raisedBy = new Int32Array(n);
  }

  /** Fills `this.order` with an order respecting precedence and sequences; false on a cycle. */
  sortOperations(solution: Solution): boolean {
    const { predStart, succStart, succList } = this.compiled;
    const n = this.pending.length;
    const { pending, queue, sequenceNext, order } = this;
    for (let i = 0; i < n; i++) pending[i] = predStart[i + 1]! - predStart[i]!;
    sequenceNext.fill(-1);
    for (const sequence of solution.sequences) {
      for (let k = 1; k < sequence.length; k++) {
        sequenceNext[sequence[k - 1]!] = sequence[k]!;
        pending[sequence[k]!]!++;
      }
    }
    if (this.priority) return this.sortByPriority(this.priority);
    let tail = 0;
    for (let i = 0; i < n; i++) if (pending[i] === 0) queue[tail++] = i;
    for (let head = 0; head < tail; head++) {
      const i = queue[head]!;
      order[head] = i;
      for (let s = succStart[i]!; s < succStart[i + 1]!; s++) {
        if (--pending[succList[s]!]! === 0) queue[tail++] = succList[s]!;
      }
      const next = sequenceNext[i]!;
      if (next >= 0 && --pending[next]! === 0) queue[tail++] = next;
    }
    return tail === n;
  }

  /** The topological sort with a binary heap on `priority` (ties by index) instead of a FIFO queue. */
  private sortByPriority(priority: Float64Array): boolean {
    const { succStart, succList } = this.compiled;
    const { pending, queue: heap, sequenceNext, order } = this;
    const before = (a: number, b: number) =>
      priority[a]! < priority[b]! || (priority[a] === priority[b] && a < b);
    let size = 0;
    const push = (i: number) => {
      let k = size++;
      while (k > 0) {
        const parent = (k - 1) >> 1;
        if (!before(i, heap[parent]!)) break;
        heap[k] = heap[parent]!;
        k = parent;
      }
      heap[k] = i;
    };
    const pop = () => {
      const top = heap[0]!;
      const last = heap[--size]!;
      let k = 0;
      for (;;) {
        let child = 2 * k + 1;
        if (child >= size) break;
        if (child + 1 < size && before(heap[child + 1]!, heap[child]!)) child++;
        if (!before(heap[child]!, last)) break;
        heap[k] = heap[child]!;
        k = child;
      }
      heap[k] = last;
      return top;
    };
    for (let i = 0; i < pending.length; i++) if (pending[i] === 0) push(i);
    let placed = 0;
    while (size > 0) {
      const i = pop();
      order[placed++] = i;
      for (let s = succStart[i]!; s < succStart[i + 1]!; s++)
        if (--pending[succList[s]!]! === 0) push(succList[s]!);
      const next = sequenceNext[i]!;
      if (next >= 0 && --pending[next]! === 0) push(next);
    }
    return placed === pending.length;
  }

  /** Decodes a solution into `timing`; false when it has a cycle or cannot be placed within the calendars. */
  decode(solution: Solution, timing: Timing): boolean {
    return this.sortOperations(solution) && this.decodeInOrder(solution, this.order, timing);
  }

  /** Decodes with the given placement order (a topological order of precedence and sequences). */
  decodeInOrder(solution: Solution, order: Int32Array, timing: Timing): boolean {
    if (this.anchors) this.lowerBound.set(this.anchors);
    else this.lowerBound.fill(Number.NEGATIVE_INFINITY);
    this.raisedBy.fill(-1);
    for (let round = 0; round < MAX_WAIT_REPAIR_ROUNDS; round++) {
      if (!this.placeAll(solution, order, timing)) return false;
      if (!this.compiled.hasMaxLag) return true;
      if (!this.raiseBoundsForMaxWaits(timing)) return true;
    }
    // A wait no delay could meet (a frozen predecessor, a successor's machine booked for days) stays
    // in the schedule: the objective charges every minute of it and the schedule warns about it.
    return this.placeAll(solution, order, timing);
  }

  private placeAll(solution: Solution, order: Int32Array, timing: Timing): boolean {
    const c = this.compiled;
    if (this.plainMachines) {
      placeAllPlain(c, solution, order, timing, this.plainMachines);
      return true;
    }
    const { state, placement, lowerBound } = this;
    resetPlacementState(c, state);
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      if (c.isFrozen[i]) {
        timing.startAt[i] = c.frozenStart[i]!;
        timing.endAt[i] = c.frozenEnd[i]!;
        timing.setupMinutes[i] = c.frozenSetup[i]!;
        timing.moldOf[i] = c.frozenMold[i]!;
        timing.criticalPredecessor[i] = -1;
        continue;
      }
      let ready = Math.max(c.orderRelease[c.orderOf[i]!]!, lowerBound[i]!);
      let critical = -1;
      for (let p = c.predStart[i]!; p < c.predStart[i + 1]!; p++) {
        const pred = c.predList[p]!;
        const after = timing.endAt[pred]! + c.minLag[i]!;
        if (after > ready || (critical < 0 && after === ready)) {
          ready = after;
          critical = pred;
        }
      }
      const mode = solution.modeOf[i]!;
      const m = c.modeWorkCenter[mode]!;
      if (state.machineLast[m]! >= 0 && state.machineEnd[m]! >= ready) critical = state.machineLast[m]!;
      if (!placeOperation(c, state, i, mode, ready, placement)) return false;
      commitPlacement(c, state, i, mode, placement);
      timing.startAt[i] = placement.startAt;
      timing.endAt[i] = placement.endAt;
      timing.setupMinutes[i] = placement.setupMinutes;
      timing.moldOf[i] = placement.mold;
      timing.criticalPredecessor[i] = critical;
    }
    return true;
  }

  /** Raises the lower bound of predecessors that end too early for a maximum wait; true when it raised one. */
  private raiseBoundsForMaxWaits(timing: Timing): boolean {
    const c = this.compiled;
    let raised = false;
    for (let i = 0; i < this.lowerBound.length; i++) {
      const maxLag = c.maxLag[i]!;
      if (maxLag === Number.POSITIVE_INFINITY) continue;
      for (let p = c.predStart[i]!; p < c.predStart[i + 1]!; p++) {
        const pred = c.predList[p]!;
        const excess = timing.startAt[i]! - timing.endAt[pred]! - maxLag;
        if (excess <= TOLERANCE) continue;
        if (c.isFrozen[pred]) continue;
        this.lowerBound[pred] = timing.startAt[pred]! + excess;
        this.raisedBy[pred] = i;
        raised = true;
      }
    }
    return raised;
  }
}
