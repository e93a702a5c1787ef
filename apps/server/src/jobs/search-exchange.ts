import type { Cooperation, ExchangedSolution } from '@takt/engine';

/**
 * Shared memory where cooperating searches on different threads swap their bests: a barrier per
 * exchange, two slots per search (rounds alternate between them, so a search can write its next best
 * while a slower one still reads the last), and a final slot each for a search that has ended.
 */
export interface ExchangeBoard {
  searches: number;
  capacity: number;
  /** [arrived | ended << 16, generation, then per search: last round it wrote, whether it ended]. */
  control: SharedArrayBuffer;
  /** Per slot: the objective (Infinity while empty). */
  objectives: SharedArrayBuffer;
  /** Per slot: the packed solution, `capacity` integers. */
  slots: SharedArrayBuffer;
}

const COUNT = 0;
const GENERATION = 1;
const ENDED_UNIT = 1 << 16;
const ARRIVED_MASK = ENDED_UNIT - 1;
/** A waiting search looks again this often: a guard, the notify wakes it at once. */
const WAIT_MS = 1_000;

export function createExchangeBoard(searches: number, capacity: number): ExchangeBoard {
  const objectives = new SharedArrayBuffer(8 * 3 * searches);
  new Float64Array(objectives).fill(Number.POSITIVE_INFINITY);
  return {
    searches,
    capacity,
    control: new SharedArrayBuffer(4 * (2 + 2 * searches)),
    objectives,
    slots: new SharedArrayBuffer(4 * 3 * searches * capacity),
  };
}

/**
 * One search's side of the board. `exchange` waits until every search still running has written its
 * best for the same round (rounds are counted in work, so the round's bests do not depend on timing),
 * then returns the others' bests: the round's, or the final best of one that ended before the round.
 */
export class ExchangeMember {
  private readonly control: Int32Array;
  private readonly objectives: Float64Array;
  private readonly slots: Int32Array;
  private round = 0;

  constructor(
    private readonly board: ExchangeBoard,
    private readonly index: number,
  ) {
    this.control = new Int32Array(board.control);
    this.objectives = new Float64Array(board.objectives);
    this.slots = new Int32Array(board.slots);
  }

  /** The engine's hook: exchange every `everyIterations`, and write the final best when the search ends. */
  cooperation(everyIterations: number, adopt: Cooperation['adopt'] = 'best'): Cooperation {
    return {
      everyIterations,
      adopt,
      exchange: (mine) => this.exchange(mine),
      finish: (best) => this.finish(best),
    };
  }

  exchange(mine: ExchangedSolution): ExchangedSolution[] {
    const { searches } = this.board;
    this.round++;
    const parity = this.round % 2;
    this.write(parity * searches + this.index, mine);
    Atomics.store(this.control, 2 + this.index, this.round);
    const generation = Atomics.load(this.control, GENERATION);
    this.arrive(Atomics.add(this.control, COUNT, 1) + 1, generation);
    const others: ExchangedSolution[] = [];
    for (let k = 0; k < searches; k++) {
      if (k === this.index) continue;
      const wrote = Atomics.load(this.control, 2 + k) >= this.round;
      const slot = wrote ? parity * searches + k : 2 * searches + k;
      const read = this.read(slot);
      if (read) others.push(read);
    }
    return others;
  }

  /** Marks the search ended (once; again is a no-op), with its final best when it has one. */
  finish(best?: ExchangedSolution): void {
    const { searches } = this.board;
    if (Atomics.compareExchange(this.control, 2 + searches + this.index, 0, 1) !== 0) return;
    if (best) this.write(2 * searches + this.index, best);
    const word = Atomics.add(this.control, COUNT, ENDED_UNIT) + ENDED_UNIT;
    if (this.isComplete(word)) this.release(word);
  }

  private arrive(word: number, generation: number): void {
    if (this.isComplete(word)) {
      this.release(word);
      return;
    }
    while (Atomics.load(this.control, GENERATION) === generation)
      Atomics.wait(this.control, GENERATION, generation, WAIT_MS);
  }

  private isComplete(word: number): boolean {
    return (word & ARRIVED_MASK) > 0 && (word & ARRIVED_MASK) + (word >>> 16) >= this.board.searches;
  }

  private release(word: number): void {
    Atomics.sub(this.control, COUNT, word & ARRIVED_MASK);
    Atomics.add(this.control, GENERATION, 1);
    Atomics.notify(this.control, GENERATION);
  }

  private write(slot: number, solution: ExchangedSolution): void {
    if (solution.packed.length > this.board.capacity)
      throw new Error(`a packed solution of ${solution.packed.length} does not fit ${this.board.capacity}`);
    this.slots.set(solution.packed, slot * this.board.capacity);
    this.objectives[slot] = solution.objective;
  }

  private read(slot: number): ExchangedSolution | undefined {
    const objective = this.objectives[slot]!;
    if (!Number.isFinite(objective)) return undefined;
    const from = slot * this.board.capacity;
    return { objective, packed: this.slots.slice(from, from + this.board.capacity) };
  }
}
