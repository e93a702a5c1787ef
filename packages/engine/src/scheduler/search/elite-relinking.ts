import type { Solution, Timing } from '../decode/solution.ts';
import type { Prng } from './prng.ts';

/** A solution kept for relinking: its sequences, start times and place in a topological order. */
interface Elite {
  solution: Solution;
  startAt: Float64Array;
  rank: Int32Array;
  objective: number;
}

/**
 * The best distinct solutions the makespan search has ended its phases with, and path relinking between
 * two of them (after Peng, Lü & Cheng's TS/PR): a restart from a solution between two good ones keeps
 * what they share and mixes what they do not, where a kick of the single best only stays near it.
 */
export class ElitePool {
  private readonly elites: Elite[] = [];

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.elites.length;
  }

  /**
   * Keeps `solution` (decoded in `timing`, `order` a topological order of it) unless the pool holds it
   * already or is full of better ones; it then takes the place of the worst.
   */
  offer(solution: Solution, timing: Timing, order: Int32Array, objective: number): void {
    if (this.elites.some((e) => e.objective === objective && sameSequences(e.solution, solution))) return;
    let worst = -1;
    if (this.elites.length >= this.capacity) {
      worst = 0;
      for (let k = 1; k < this.elites.length; k++)
        if (this.elites[k]!.objective > this.elites[worst]!.objective) worst = k;
      if (this.elites[worst]!.objective <= objective) return;
    }
    const rank = new Int32Array(order.length);
    for (let k = 0; k < order.length; k++) rank[order[k]!] = k;
    const elite: Elite = {
      solution: { modeOf: solution.modeOf.slice(), sequences: solution.sequences.map((s) => s.slice()) },
      startAt: timing.startAt.slice(),
      rank,
      objective,
    };
    if (worst < 0) this.elites.push(elite);
    else this.elites[worst] = elite;
  }

  /**
   * Writes into `into` a solution on the path from one elite towards another: every operation gets the
   * key (1 − λ)·start in the first + λ·start in the second (ties by the first's topological order), and
   * each work center runs its operations by key. Keys grow along every routing (starts do in both), so the
   * result has no cycle; λ = 0 gives back the first elite. False when the pool holds fewer than two.
   */
  relink(prng: Prng, into: Solution): boolean {
    if (this.elites.length < 2) return false;
    const from = this.elites[prng.nextInt(this.elites.length)]!;
    let towards = this.elites[prng.nextInt(this.elites.length - 1)]!;
    if (towards === from) towards = this.elites[this.elites.length - 1]!;
    const lambda = 0.25 + 0.5 * prng.next();
    const n = from.rank.length;
    const key = new Float64Array(n);
    for (let i = 0; i < n; i++) key[i] = (1 - lambda) * from.startAt[i]! + lambda * towards.startAt[i]!;
    const modes = lambda < 0.5 ? from.solution : towards.solution;
    into.modeOf.set(modes.modeOf);
    modes.sequences.forEach((sequence, m) => {
      const ordered = sequence.slice().sort((a, b) => key[a]! - key[b]! || from.rank[a]! - from.rank[b]!);
      into.sequences[m]!.splice(0, into.sequences[m]!.length, ...ordered);
    });
    return true;
  }
}

function sameSequences(a: Solution, b: Solution): boolean {
  for (let m = 0; m < a.sequences.length; m++) {
    const x = a.sequences[m]!;
    const y = b.sequences[m]!;
    if (x.length !== y.length) return false;
    for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return false;
  }
  return true;
}
