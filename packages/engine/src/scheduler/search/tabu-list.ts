import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { Solution } from '../decode/solution.ts';
import type { Move } from './neighborhood.ts';
import type { Prng } from './prng.ts';

/**
 * Short-term memory of the tabu search: orderings of operation pairs on a work center ("a before b") and
 * assignments ("op on work center m") that may not be restored for a random tenure of iterations.
 */
export class TabuList {
  private readonly pairs = new Map<number, number>();
  /**
   * Expiry of each pair by key, flat, while `operationCount²` stays small: the test of a shift reads it
   * once per jumped operation, cheaper than a Map lookup. Larger problems keep the Map.
   */
  private readonly pairExpiry: Int32Array | undefined;
  private readonly assignments = new Map<number, number>();
  private iteration = 0;
  private readonly minTenure: number;
  private readonly tenureSpread: number;

  constructor(
    private readonly operationCount: number,
    private readonly workCenterCount: number,
    private readonly prng: Prng,
    /** A tenure of `min` + 0..`spread`-1 iterations; default from the shape of the problem. */
    tenure?: { min: number; spread: number },
  ) {
    this.minTenure =
      tenure?.min ?? Math.max(6, Math.min(16, Math.round(operationCount / Math.max(1, workCenterCount))));
    this.tenureSpread = tenure?.spread ?? Math.max(2, Math.round(this.minTenure / 2));
    this.pairExpiry =
      operationCount * operationCount <= MAX_FLAT_PAIRS
        ? new Int32Array(operationCount * operationCount)
        : undefined;
  }

  /** True when the move (on the solution before it) would restore a forbidden ordering or assignment. */
  isTabu(compiled: CompiledProblem, solution: Solution, move: Move): boolean {
    if (move.kind === 'reassign') {
      const key = move.op * this.workCenterCount + compiled.modeWorkCenter[move.toMode]!;
      return (this.assignments.get(key) ?? 0) > this.iteration;
    }
    return this.someJumpedPair(solution.sequences[move.machine]!, move.from, move.to);
  }

  /** `isTabu` of the shift of `sequence[from]` to `to`, without a move object. */
  isShiftTabu(sequence: number[], from: number, to: number): boolean {
    return this.someJumpedPair(sequence, from, to);
  }

  /** Forbids undoing the move (described on the solution before it) for a while. */
  forbidUndo(compiled: CompiledProblem, solution: Solution, move: Move): void {
    const expiry = this.iteration + this.minTenure + this.prng.nextInt(this.tenureSpread);
    if (move.kind === 'reassign') {
      this.assignments.set(move.op * this.workCenterCount + compiled.modeWorkCenter[move.fromMode]!, expiry);
      return;
    }
    const sequence = solution.sequences[move.machine]!;
    const op = sequence[move.from]!;
    const low = Math.min(move.from, move.to);
    const high = Math.max(move.from, move.to);
    for (let k = low; k <= high; k++) {
      const other = sequence[k]!;
      if (other === op) continue;
      // Before the move: op before other when moving later, other before op when moving earlier.
      const key = move.to > move.from ? op * this.operationCount + other : other * this.operationCount + op;
      if (this.pairExpiry) this.pairExpiry[key] = expiry;
      else this.pairs.set(key, expiry);
    }
  }

  /** Moves the clock of the memory to `iteration`, dropping expired entries now and then. */
  advance(iteration: number): void {
    this.iteration = iteration;
    if (this.pairs.size > 50_000) {
      for (const [key, expiry] of this.pairs) if (expiry <= iteration) this.pairs.delete(key);
    }
  }

  clear(): void {
    this.pairs.clear();
    this.pairExpiry?.fill(0);
    this.assignments.clear();
  }

  /** Tests the orderings the shift would create: the moved operation against each one it jumps over. */
  private someJumpedPair(sequence: number[], from: number, to: number): boolean {
    const op = sequence[from]!;
    const low = Math.min(from, to);
    const high = Math.max(from, to);
    const n = this.operationCount;
    const flat = this.pairExpiry;
    for (let k = low; k <= high; k++) {
      const other = sequence[k]!;
      if (other === op) continue;
      const key = to > from ? other * n + op : op * n + other;
      const expiry = flat ? flat[key]! : (this.pairs.get(key) ?? 0);
      if (expiry > this.iteration) return true;
    }
    return false;
  }
}

/** Pairs kept flat at most (16 MB of expiries: up to 2,000 operations). */
const MAX_FLAT_PAIRS = 4_000_000;
