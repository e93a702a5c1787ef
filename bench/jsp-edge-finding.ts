/**
 * Edge finding on one machine (a unary resource), Vilím's O(n log n) version with a Θ-Λ tree
 * (P. Vilím, "O(n log n) filtering algorithms for unary resource constraint", CPAIOR 2004). Each task
 * has a head `est` (earliest start), a deadline `lct` (latest completion) and a duration. The rule of
 * Carlier & Pinson: if Ω ∪ {i} cannot all finish by max lct(Ω), then i ends after every task of Ω, so
 * est_i ≥ ect(Ω), the earliest completion of Ω (max over Ω' ⊆ Ω of min est + total duration). The
 * same sweep checks overload (some Ω cannot finish by its latest deadline), which is exactly a miss of
 * the preemptive Jackson schedule, so a `false` answer proves the windows admit no schedule.
 */

const NONE = -1_000_000_000;

/** Working arrays for machines of up to `capacity` tasks, reused between calls (no allocation per call). */
export class EdgeFindingScratch {
  readonly leaves: number;
  readonly sumP: Float64Array;
  readonly ect: Float64Array;
  readonly sumPBar: Float64Array;
  readonly ectBar: Float64Array;
  /** The gray (Λ) task behind sumPBar / ectBar of a node, or -1. */
  readonly respP: Int32Array;
  readonly respE: Int32Array;
  readonly leafOf: Int32Array;
  readonly byEst: number[];
  readonly byLct: number[];

  constructor(capacity: number) {
    let leaves = 1;
    while (leaves < capacity) leaves *= 2;
    this.leaves = leaves;
    this.sumP = new Float64Array(2 * leaves);
    this.ect = new Float64Array(2 * leaves);
    this.sumPBar = new Float64Array(2 * leaves);
    this.ectBar = new Float64Array(2 * leaves);
    this.respP = new Int32Array(2 * leaves);
    this.respE = new Int32Array(2 * leaves);
    this.leafOf = new Int32Array(capacity);
    this.byEst = Array.from({ length: capacity }, (_, k) => k);
    this.byLct = Array.from({ length: capacity }, (_, k) => k);
  }
}

/**
 * Recomputes node `from` from its children, then its ancestors up to the root unless `onlyThis`
 * (the arrays are hoisted into locals: this is the hot loop).
 */
function pullUp(s: EdgeFindingScratch, from: number, onlyThis = false): void {
  const { sumP, ect, sumPBar, ectBar, respP, respE } = s;
  for (let node = from; node >= 1; node = onlyThis ? 0 : node >> 1) {
    const l = 2 * node;
    const r = l + 1;
    const sumPL = sumP[l]!;
    const sumPR = sumP[r]!;
    const ectL = ect[l]!;
    const sumPBarR = sumPBar[r]!;
    sumP[node] = sumPL + sumPR;
    const ectR = ect[r]!;
    ect[node] = ectR > ectL + sumPR ? ectR : ectL + sumPR;
    const grayLeft = sumPBar[l]! + sumPR;
    const grayRight = sumPL + sumPBarR;
    if (grayLeft >= grayRight) {
      sumPBar[node] = grayLeft;
      respP[node] = respP[l]!;
    } else {
      sumPBar[node] = grayRight;
      respP[node] = respP[r]!;
    }
    const viaRight = ectBar[r]!;
    const viaRightSum = ectL + sumPBarR;
    const viaLeft = ectBar[l]! + sumPR;
    let best = viaRight > viaRightSum ? viaRight : viaRightSum;
    if (viaLeft > best) best = viaLeft;
    ectBar[node] = best;
    // Where ectBar exceeds ect the maximum goes through a gray leaf whichever option attains it; among
    // ties prefer one that names a gray task, so the answer is never -1 when a gray task is behind it.
    if (viaRight === best && respE[r]! >= 0) respE[node] = respE[r]!;
    else if (viaRightSum === best && respP[r]! >= 0) respE[node] = respP[r]!;
    else if (viaLeft === best && respE[l]! >= 0) respE[node] = respE[l]!;
    else respE[node] = -1;
  }
}

export function setLeaf(
  s: EdgeFindingScratch,
  task: number,
  state: 'white' | 'gray' | 'empty',
  est: number,
  p: number,
): void {
  const node = s.leaves + s.leafOf[task]!;
  if (state === 'white') {
    s.sumP[node] = p;
    s.ect[node] = est + p;
    s.sumPBar[node] = p;
    s.ectBar[node] = est + p;
    s.respP[node] = -1;
    s.respE[node] = -1;
  } else if (state === 'gray') {
    s.sumP[node] = 0;
    s.ect[node] = NONE;
    s.sumPBar[node] = p;
    s.ectBar[node] = est + p;
    s.respP[node] = task;
    s.respE[node] = task;
  } else {
    s.sumP[node] = 0;
    s.ect[node] = NONE;
    s.sumPBar[node] = 0;
    s.ectBar[node] = NONE;
    s.respP[node] = -1;
    s.respE[node] = -1;
  }
  pullUp(s, node >> 1);
}

/**
 * Raises heads by edge finding on tasks 0..count-1. `newEst` receives the new heads (≥ est). Returns
 * false when the windows are overloaded (no schedule exists). Work done is about count·log(count).
 */
export function edgeFindHeads(
  count: number,
  est: ArrayLike<number>,
  lct: ArrayLike<number>,
  p: ArrayLike<number>,
  newEst: Int32Array | number[],
  s: EdgeFindingScratch,
): boolean {
  const byLct = s.byLct;
  for (let k = 0; k < count; k++) {
    byLct[k] = k;
    newEst[k] = est[k]!;
  }
  sortPrefix(byLct, count, lct, -1);
  resetTree(s, count, est, p, true);

  for (let q = 0; q < count; q++) {
    const j = byLct[q]!;
    // Θ is the tasks with the q-th largest deadline or smaller: they must all end by lct_j.
    if (s.ect[1]! > lct[j]!) return false;
    if (q === count - 1) break;
    setLeaf(s, j, 'gray', est[j]!, p[j]!);
    const bound = lct[byLct[q + 1]!]!;
    while (s.ectBar[1]! > bound) {
      if (s.ect[1]! > bound) return false;
      const i = s.respE[1]!;
      if (i < 0) break;
      // Θ ∪ {i} cannot end by lct(Θ): i comes after all of Θ.
      if (s.ect[1]! > newEst[i]!) newEst[i] = s.ect[1]!;
      setLeaf(s, i, 'empty', est[i]!, p[i]!);
    }
  }
  return true;
}

/**
 * Lays tasks 0..count-1 out as leaves in order of `est`, all in Θ (`white`) or all out, and rebuilds
 * every internal node once, level by level (leaves beyond `count` are empty).
 */
export function resetTree(
  s: EdgeFindingScratch,
  count: number,
  est: ArrayLike<number>,
  p: ArrayLike<number>,
  white: boolean,
): void {
  const byEst = s.byEst;
  for (let k = 0; k < count; k++) byEst[k] = k;
  sortPrefix(byEst, count, est, 1);
  for (let k = 0; k < count; k++) s.leafOf[byEst[k]!] = k;
  for (let leaf = 0; leaf < s.leaves; leaf++) {
    const node = s.leaves + leaf;
    const task = leaf < count && white ? byEst[leaf]! : -1;
    if (task < 0) {
      s.sumP[node] = 0;
      s.ect[node] = NONE;
      s.sumPBar[node] = 0;
      s.ectBar[node] = NONE;
    } else {
      s.sumP[node] = p[task]!;
      s.ect[node] = est[task]! + p[task]!;
      s.sumPBar[node] = p[task]!;
      s.ectBar[node] = est[task]! + p[task]!;
    }
    s.respP[node] = -1;
    s.respE[node] = -1;
  }
  for (let node = s.leaves - 1; node >= 1; node--) pullUp(s, node, true);
}

/**
 * Insertion sort of the first `count` task indices by `key` (ascending for sign 1, descending for -1),
 * ties by index: machines hold a few dozen tasks.
 */
export function sortPrefix(xs: number[], count: number, key: ArrayLike<number>, sign: 1 | -1): void {
  for (let k = 1; k < count; k++) {
    const x = xs[k]!;
    const kx = sign * key[x]!;
    let at = k - 1;
    while (at >= 0) {
      const y = xs[at]!;
      const ky = sign * key[y]!;
      if (ky < kx || (ky === kx && y < x)) break;
      xs[at + 1] = y;
      at--;
    }
    xs[at + 1] = x;
  }
}

/**
 * Edge finding both ways on one machine: heads up, then deadlines down (the same rule on the mirrored
 * windows, time negated). Writes into `est`/`lct`; returns false when a window empties or overload.
 */
export function edgeFindBothWays(
  count: number,
  est: Int32Array,
  lct: Int32Array,
  p: Int32Array,
  s: EdgeFindingScratch,
  mirrorEst: Int32Array,
  mirrorLct: Int32Array,
  out: Int32Array,
): boolean {
  if (!edgeFindHeads(count, est, lct, p, out, s)) return false;
  for (let k = 0; k < count; k++) {
    est[k] = out[k]!;
    if (est[k]! + p[k]! > lct[k]!) return false;
    mirrorEst[k] = -lct[k]!;
    mirrorLct[k] = -est[k]!;
  }
  if (!edgeFindHeads(count, mirrorEst, mirrorLct, p, out, s)) return false;
  for (let k = 0; k < count; k++) {
    lct[k] = -out[k]!;
    if (est[k]! + p[k]! > lct[k]!) return false;
  }
  return true;
}
