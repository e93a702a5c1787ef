import type { Graph } from './graph.ts';

/** Which tasks are placed, and how many unplaced predecessors each task still waits for. */
export class PartialLine {
  readonly assigned: Uint8Array;
  readonly missing: Int32Array;
  private readonly inLoad: Uint8Array;
  private readonly dominance: Int8Array;
  private readonly reach: Float64Array;
  private readonly possible: Uint8Array;

  constructor(readonly g: Graph) {
    this.assigned = new Uint8Array(g.n);
    this.missing = Int32Array.from(g.preds, (p) => p.length);
    this.inLoad = new Uint8Array(g.n);
    this.reach = new Float64Array(g.n);
    this.possible = new Uint8Array(g.n);
    // -1 unknown, 0 no, 1 yes: filled lazily, as the full n×n table would cost O(n³) up front.
    this.dominance = new Int8Array(g.n * g.n).fill(-1);
  }

  available(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.g.n; i++) if (!this.assigned[i] && this.missing[i] === 0) out.push(i);
    return out;
  }

  /**
   * Work units a pass over the whole graph is charged (a unit is about one enumeration step), so
   * that the budget bounds the time on large dense graphs as well.
   */
  get passCost(): number {
    return Math.ceil((this.g.n + this.g.arcs) / 32);
  }

  /** Sets the state to exactly the given tasks placed. */
  reset(placed: Uint8Array): void {
    this.assigned.set(placed);
    for (let i = 0; i < this.g.n; i++) {
      let m = 0;
      for (const p of this.g.preds[i] ?? []) if (!placed[p]) m++;
      this.missing[i] = m;
    }
  }

  place(tasks: readonly number[]): void {
    for (const t of tasks) {
      this.assigned[t] = 1;
      for (const s of this.g.succs[t] ?? []) this.missing[s] = (this.missing[s] as number) - 1;
    }
  }

  unplace(tasks: readonly number[]): void {
    for (const t of tasks) {
      this.assigned[t] = 0;
      for (const s of this.g.succs[t] ?? []) this.missing[s] = (this.missing[s] as number) + 1;
    }
  }

  /**
   * Jackson dominance: k dominates j when it is at least as long and has every follower j has
   * (ties broken by index), so a load holding j while k could take its place is never needed.
   */
  dominates(k: number, j: number): boolean {
    const at = k * this.g.n + j;
    const known = this.dominance[at] as number;
    if (known >= 0) return known === 1;
    const { times, followers, followerCount } = this.g;
    const tk = times[k] as number;
    const tj = times[j] as number;
    let yes = k !== j && tk >= tj && (followerCount[k] as number) >= (followerCount[j] as number);
    if (yes) {
      const fk = followers[k] as Uint32Array;
      const fj = followers[j] as Uint32Array;
      for (let w = 0; w < fj.length && yes; w++)
        if (((fj[w] as number) & ~(fk[w] as number)) !== 0) yes = false;
      if (yes && tk === tj && followerCount[k] === followerCount[j]) yes = k < j;
    }
    this.dominance[at] = yes ? 1 : 0;
    return yes;
  }

  /**
   * Maximal station loads from the current state (no available task still fits), idle at most
   * maxIdle, in the order the candidates are given. Each load is generated once: a task becomes a
   * candidate at the unique moment its last predecessor enters the load. Counts one unit of work per
   * step in `work`; stops when the work runs out or `cap` loads were found.
   */
  loads(
    c: number,
    maxIdle: number,
    order: (tasks: number[]) => number[],
    work: { left: number },
    cap: number,
    pruneDominated: boolean,
  ): { tasks: number[]; load: number }[] {
    const { times, succs } = this.g;
    work.left -= this.passCost;
    const cand = order(this.available());
    const chosen: number[] = [];
    const out: { tasks: number[]; load: number }[] = [];
    const inLoad = this.inLoad;
    const missing = this.missing;
    let load = 0;
    // Tasks that could still join this load: unplaced, and their longest chain of unplaced
    // predecessors fits in one station. `potential` = load + undecided possible time, the most the
    // load can still reach; excluding a task also rules out its possible followers.
    const possible = this.possible;
    const reach = this.reach;
    let potential = 0;
    for (const x of this.g.topo) {
      possible[x] = 0;
      if (this.assigned[x]) continue;
      let r = 0;
      for (const p of this.g.preds[x] ?? []) if (!this.assigned[p]) r = Math.max(r, reach[p] as number);
      r += times[x] as number;
      reach[x] = r;
      if (r <= c) {
        possible[x] = 1;
        potential += times[x] as number;
      }
    }
    let need = c - maxIdle;
    const ruledOut: number[] = [];
    const ruleOut = (t: number) => {
      for (const s of succs[t] ?? []) {
        if (possible[s]) {
          possible[s] = 0;
          potential -= times[s] as number;
          ruledOut.push(s);
          ruleOut(s);
        }
      }
    };
    const leaf = () => {
      const idle = c - load;
      if (idle > maxIdle) return;
      for (const k of cand) if (!inLoad[k] && (times[k] as number) <= idle) return;
      if (pruneDominated) {
        for (const j of chosen) {
          let hasSuccInLoad = false;
          for (const s of succs[j] ?? []) if (inLoad[s]) hasSuccInLoad = true;
          if (hasSuccInLoad) continue;
          for (const k of cand) {
            if (!inLoad[k] && (times[k] as number) - (times[j] as number) <= idle && this.dominates(k, j))
              return;
          }
        }
      }
      out.push({ tasks: [...chosen], load });
    };
    const rec = (i: number): void => {
      if (work.left <= 0 || out.length >= cap || potential < need) return;
      work.left--;
      if (i === cand.length) {
        leaf();
        return;
      }
      const t = cand[i] as number;
      const time = times[t] as number;
      if (load + time <= c) {
        const before = cand.length;
        chosen.push(t);
        inLoad[t] = 1;
        load += time;
        for (const s of succs[t] ?? []) {
          missing[s] = (missing[s] as number) - 1;
          if (missing[s] === 0 && !this.assigned[s]) cand.push(s);
        }
        rec(i + 1);
        for (const s of succs[t] ?? []) missing[s] = (missing[s] as number) + 1;
        cand.length = before;
        load -= time;
        inLoad[t] = 0;
        chosen.pop();
      }
      // Excluded: the final load must leave less idle than t (maximal), and t's followers are out.
      const needBefore = need;
      const ruledBefore = ruledOut.length;
      need = Math.max(need, c - time + 1);
      const wasPossible = possible[t] === 1;
      if (wasPossible) {
        possible[t] = 0;
        potential -= time;
        ruleOut(t);
      }
      rec(i + 1);
      for (let k = ruledOut.length - 1; k >= ruledBefore; k--) {
        const s = ruledOut[k] as number;
        possible[s] = 1;
        potential += times[s] as number;
      }
      ruledOut.length = ruledBefore;
      if (wasPossible) {
        potential += time;
        possible[t] = 1;
      }
      need = needBefore;
    };
    rec(0);
    return out;
  }
}
