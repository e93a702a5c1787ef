import type { CompiledProblem } from '../compile/compiled-problem.ts';
import type { Solution } from '../decode/solution.ts';
import type { Prng } from './prng.ts';

/** A member: a tabu-search local optimum, with each operation's place on its machine and in a topological order. */
interface Member {
  sequences: number[][];
  position: Int32Array;
  rank: Int32Array;
  objective: number;
}

/**
 * A population of tabu-search local optima for the plain job shop, after Cheng, Peng & Lü's hybrid
 * evolutionary algorithm (HEA, 2016): parents are drawn uniformly (not the best), the offspring keeps
 * every order both parents agree on (see `crossover`), and a new member replaces the least good one, where
 * goodness mixes makespan and distance to the rest, so the pool does not collapse around one optimum.
 */
export class Population {
  private readonly members: Member[] = [];
  /** distances[a][b] between members a and b (symmetric). */
  private readonly distances: number[][] = [];

  /** @param beta the makespan's share of the goodness score (the distance has 1 − beta). */
  constructor(
    readonly capacity: number,
    private readonly beta: number,
  ) {}

  get size(): number {
    return this.members.length;
  }

  /**
   * Offers a local optimum (`order` a topological order of it). While the pool is not full it joins;
   * after that it replaces the member of least goodness unless it is itself the least good, or a copy of a
   * member (distance 0). The member with the best makespan is never replaced.
   */
  offer(solution: Solution, order: Int32Array, objective: number): boolean {
    const candidate = toMember(solution, order, objective);
    const toOthers = this.members.map((m) => sequenceDistance(m.sequences, m.position, candidate.position));
    if (toOthers.some((d) => d === 0)) return false;
    if (this.members.length < this.capacity) {
      this.add(candidate, toOthers, this.members.length);
      return true;
    }
    const count = this.members.length + 1;
    const objectives = [...this.members.map((m) => m.objective), objective];
    const nearest = this.members.map((_, a) =>
      Math.min(toOthers[a]!, ...this.distances[a]!.filter((_, b) => b !== a)),
    );
    nearest.push(Math.min(...toOthers));
    const goodness = goodnessScores(objectives, nearest, this.beta);
    let best = 0;
    for (let k = 1; k < count; k++) if (objectives[k]! < objectives[best]!) best = k;
    let worst = -1;
    for (let k = 0; k < count; k++)
      if (k !== best && (worst < 0 || goodness[k]! < goodness[worst]!)) worst = k;
    if (worst === this.members.length) return false;
    this.add(candidate, toOthers, worst);
    return true;
  }

  /**
   * Writes into `into` an offspring of two distinct members drawn uniformly; false with fewer than two.
   * Operations are placed one at a time in an order respecting the routings and every machine order both
   * parents share; among the ready ones the next is the earliest in the topological order of the parent
   * its machine follows (each machine picks one at random). The placement order is a topological order of
   * the offspring, so it has no cycle, and it runs every pair both parents order alike in that order.
   */
  crossover(compiled: CompiledProblem, prng: Prng, into: Solution): boolean {
    if (this.members.length < 2) return false;
    const a = this.members[prng.nextInt(this.members.length)]!;
    let b = this.members[prng.nextInt(this.members.length - 1)]!;
    if (b === a) b = this.members[this.members.length - 1]!;
    const n = a.position.length;
    const machineOf = new Int32Array(n).fill(-1);
    a.sequences.forEach((sequence, m) => {
      for (const i of sequence) machineOf[i] = m;
    });
    const key = new Int32Array(n);
    const follows = a.sequences.map(() => (prng.next() < 0.5 ? a : b));
    for (let i = 0; i < n; i++) key[i] = machineOf[i]! < 0 ? a.rank[i]! : follows[machineOf[i]!]!.rank[i]!;
    const pending = new Int32Array(n);
    for (let i = 0; i < n; i++) pending[i] = compiled.predStart[i + 1]! - compiled.predStart[i]!;
    for (const sequence of a.sequences)
      for (const i of sequence) for (const j of sequence) if (sharedBefore(a, b, j, i)) pending[i]!++;
    const ready: number[] = [];
    for (let i = 0; i < n; i++) if (pending[i] === 0) ready.push(i);
    for (const sequence of into.sequences) sequence.length = 0;
    for (let placed = 0; placed < n; placed++) {
      let pick = 0;
      for (let k = 1; k < ready.length; k++) if (key[ready[k]!]! < key[ready[pick]!]!) pick = k;
      const i = ready[pick]!;
      ready[pick] = ready[ready.length - 1]!;
      ready.pop();
      const m = machineOf[i]!;
      if (m >= 0) {
        into.sequences[m]!.push(i);
        for (const j of a.sequences[m]!) if (sharedBefore(a, b, i, j) && --pending[j]! === 0) ready.push(j);
      }
      for (let s = compiled.succStart[i]!; s < compiled.succStart[i + 1]!; s++)
        if (--pending[compiled.succList[s]!]! === 0) ready.push(compiled.succList[s]!);
    }
    return true;
  }

  private add(member: Member, toOthers: number[], at: number): void {
    this.members[at] = member;
    const row = this.members.map((_, b) => (b === at ? 0 : (toOthers[b] ?? 0)));
    this.distances[at] = row;
    for (let b = 0; b < this.members.length; b++) if (b !== at) this.distances[b]![at] = row[b]!;
  }
}

/** True when `i` runs before `j` on their machine in both parents. */
function sharedBefore(a: Member, b: Member, i: number, j: number): boolean {
  return a.position[i]! < a.position[j]! && b.position[i]! < b.position[j]!;
}

function toMember(solution: Solution, order: Int32Array, objective: number): Member {
  const n = order.length;
  const position = new Int32Array(n);
  for (const sequence of solution.sequences)
    sequence.forEach((i, k) => {
      position[i] = k;
    });
  const rank = new Int32Array(n);
  for (let k = 0; k < n; k++) rank[order[k]!] = k;
  return { sequences: solution.sequences.map((s) => s.slice()), position, rank, objective };
}

/**
 * Pairs of operations that two solutions run in a different order on their machine: for each machine of
 * `sequences` (positions `positionA`), the pairs whose order `positionB` inverts. Symmetric; 0 only for
 * the same sequences.
 */
export function sequenceDistance(
  sequences: number[][],
  positionA: Int32Array,
  positionB: Int32Array,
): number {
  let distance = 0;
  for (const sequence of sequences)
    for (let k = 0; k < sequence.length; k++)
      for (let l = k + 1; l < sequence.length; l++) {
        const i = sequence[k]!;
        const j = sequence[l]!;
        if (positionA[i]! < positionA[j]! !== positionB[i]! < positionB[j]!) distance++;
      }
  return distance;
}

/** HEA's goodness: beta·(normalized makespan, best = 1) + (1 − beta)·(normalized distance, farthest = 1). */
function goodnessScores(objectives: number[], nearest: number[], beta: number): number[] {
  const fMin = Math.min(...objectives);
  const fMax = Math.max(...objectives);
  const dMin = Math.min(...nearest);
  const dMax = Math.max(...nearest);
  return objectives.map(
    (f, k) =>
      beta * ((fMax - f) / (fMax - fMin + 1)) + (1 - beta) * ((nearest[k]! - dMin) / (dMax - dMin + 1)),
  );
}
