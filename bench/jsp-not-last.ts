import { type EdgeFindingScratch, resetTree, setLeaf, sortPrefix } from './jsp-edge-finding.ts';

/**
 * Not-last on one machine, Vilím's O(n log n) version (CPAIOR 2004) over the Θ tree of
 * jsp-edge-finding.ts. If the tasks Ω that must start before i ends cannot all complete before i's
 * latest start (ect(Ω) > lct_i − p_i), then i is not last among Ω ∪ {i}: some task of Ω follows it,
 * so i ends by the latest start of Ω's last task. Ω is grown in order of latest start, so the bound
 * used is the latest start of the last task added, never below the true maximum over Ω: sound.
 */
export function notLastDeadlines(
  count: number,
  est: ArrayLike<number>,
  lct: ArrayLike<number>,
  p: ArrayLike<number>,
  newLct: Int32Array | number[],
  s: EdgeFindingScratch,
  byLst: number[],
  lst: Int32Array,
): void {
  const byLct = s.byLct;
  for (let k = 0; k < count; k++) {
    byLct[k] = k;
    byLst[k] = k;
    lst[k] = lct[k]! - p[k]!;
    newLct[k] = lct[k]!;
  }
  sortPrefix(byLct, count, lct, 1);
  sortPrefix(byLst, count, lst, 1);
  resetTree(s, count, est, p, false);
  let queued = 0;
  let last = -1;
  for (let q = 0; q < count; q++) {
    const i = byLct[q]!;
    while (queued < count && lct[i]! > lst[byLst[queued]!]!) {
      last = byLst[queued++]!;
      setLeaf(s, last, 'white', est[last]!, p[last]!);
    }
    // Θ holds i itself (lst_i < lct_i): ect(Θ \ {i}) is read with i out for a moment.
    setLeaf(s, i, 'empty', est[i]!, p[i]!);
    const ectOthers = s.ect[1]!;
    setLeaf(s, i, 'white', est[i]!, p[i]!);
    if (last >= 0 && ectOthers > lst[i]! && lst[last]! < newLct[i]!) newLct[i] = lst[last]!;
  }
}

/**
 * Not-last then not-first (not-last on the mirrored windows, time negated) on one machine: writes into
 * `est`/`lct`, returns false when a window empties.
 */
export function notFirstNotLast(
  count: number,
  est: Int32Array,
  lct: Int32Array,
  p: Int32Array,
  s: EdgeFindingScratch,
  mirrorEst: Int32Array,
  mirrorLct: Int32Array,
  out: Int32Array,
  byLst: number[],
  lst: Int32Array,
): boolean {
  notLastDeadlines(count, est, lct, p, out, s, byLst, lst);
  for (let k = 0; k < count; k++) {
    lct[k] = out[k]!;
    if (est[k]! + p[k]! > lct[k]!) return false;
    mirrorEst[k] = -lct[k]!;
    mirrorLct[k] = -est[k]!;
  }
  notLastDeadlines(count, mirrorEst, mirrorLct, p, out, s, byLst, lst);
  for (let k = 0; k < count; k++) {
    est[k] = -out[k]!;
    if (est[k]! + p[k]! > lct[k]!) return false;
  }
  return true;
}
