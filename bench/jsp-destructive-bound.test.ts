import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_BENCHMARKS } from './benchmark-instances.ts';
import { destructiveLowerBound, greedyMakespan, shopFromOrLibrary } from './jsp-destructive-bound.ts';
import { EdgeFindingScratch, edgeFindHeads } from './jsp-edge-finding.ts';
import { generateTaillard, jobShopLowerBound, toOrLibrary } from './jsp-generate.ts';
import { notLastDeadlines } from './jsp-not-last.ts';
import { flatten, Propagator } from './jsp-propagate.ts';

const JSP = join(SHARED_BENCHMARKS, 'jsp');
/** The published shops sit in `../shared` beside the repository (here and in CI); without it they skip. */
const HAS_SHARED = existsSync(join(JSP, 'bkv.json'));
const bkv = (HAS_SHARED ? JSON.parse(readFileSync(join(JSP, 'bkv.json'), 'utf8')) : {}) as Record<
  string,
  { file: string; optimum?: number | null; lower: number; upper: number }
>;
const readShop = (name: string) => shopFromOrLibrary(readFileSync(join(JSP, bkv[name]!.file), 'utf8'));

/** The earliest start of each task over every feasible sequence (left-shifted), or null when none fits. */
function earliestStarts(est: number[], lct: number[], p: number[]): number[] | null {
  const n = est.length;
  const best = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
  let feasible = false;
  const order: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const walk = (time: number) => {
    if (order.length === n) {
      feasible = true;
      let t = Number.NEGATIVE_INFINITY;
      for (const k of order) {
        const start = Math.max(t, est[k]!);
        best[k] = Math.min(best[k]!, start);
        t = start + p[k]!;
      }
      return;
    }
    for (let k = 0; k < n; k++) {
      if (used[k]) continue;
      const end = Math.max(time, est[k]!) + p[k]!;
      if (end > lct[k]!) continue;
      used[k] = true;
      order.push(k);
      walk(end);
      order.pop();
      used[k] = false;
    }
  };
  walk(Number.NEGATIVE_INFINITY);
  return feasible ? best : null;
}

describe('edge finding on one machine', () => {
  it('puts a task after two that cannot both precede their common deadline with it (head 0 → 10)', () => {
    // B and C must end by 11; A (p 4) fits nowhere among them, so it follows both: it starts at 10 at the earliest.
    const est = [0, 0, 1];
    const lct = [25, 11, 11];
    const p = [4, 5, 5];
    const out = [0, 0, 0];
    expect(edgeFindHeads(3, est, lct, p, out, new EdgeFindingScratch(3))).toBe(true);
    expect(out).toEqual([10, 0, 1]);
  });

  it('reports overload when the preemptive schedule misses a deadline', () => {
    const out = [0, 0];
    expect(edgeFindHeads(2, [0, 0], [9, 9], [5, 5], out, new EdgeFindingScratch(2))).toBe(false);
  });

  it('never raises a head past the earliest start of any feasible sequence, and fails only when none exists (2,000 random machines)', () => {
    let state = 12345;
    const draw = (n: number) => {
      state = (state * 48271) % 2147483647;
      return state % n;
    };
    const scratch = new EdgeFindingScratch(6);
    let tightened = 0;
    for (let trial = 0; trial < 2000; trial++) {
      const n = 2 + draw(5);
      const p = Array.from({ length: n }, () => 1 + draw(8));
      const est = Array.from({ length: n }, () => draw(12));
      const lct = est.map((e, k) => e + p[k]! + draw(14));
      const out = new Array<number>(n).fill(0);
      const ok = edgeFindHeads(n, est, lct, p, out, scratch);
      const truth = earliestStarts(est, lct, p);
      if (!ok) {
        expect(truth).toBeNull();
        continue;
      }
      if (!truth) continue;
      for (let k = 0; k < n; k++) {
        expect(out[k]).toBeLessThanOrEqual(truth[k]!);
        if (out[k]! > est[k]!) tightened++;
      }
    }
    expect(tightened).toBeGreaterThan(50);
  });
});

describe('not-last on one machine', () => {
  it('never lowers a deadline below the latest end of any feasible sequence (2,000 random machines)', () => {
    let state = 777;
    const draw = (n: number) => {
      state = (state * 48271) % 2147483647;
      return state % n;
    };
    const scratch = new EdgeFindingScratch(6);
    let tightened = 0;
    for (let trial = 0; trial < 2000; trial++) {
      const n = 2 + draw(5);
      const p = Array.from({ length: n }, () => 1 + draw(8));
      const est = Array.from({ length: n }, () => draw(12));
      const lct = est.map((e, k) => e + p[k]! + draw(14));
      // Latest ends are the earliest starts of the mirrored machine (time negated), negated back.
      const mirrored = earliestStarts(
        lct.map((d) => -d),
        est.map((r) => -r),
        p,
      );
      if (!mirrored) continue;
      const out = new Array<number>(n).fill(0);
      notLastDeadlines(n, est, lct, p, out, scratch, [...Array(6).keys()], new Int32Array(6));
      for (let k = 0; k < n; k++) {
        expect(out[k]).toBeGreaterThanOrEqual(-mirrored[k]!);
        if (out[k]! < lct[k]!) tightened++;
      }
    }
    expect(tightened).toBeGreaterThan(20);
  });
});

describe('propagation over a job shop', () => {
  it('raises a head by edge finding on a machine, then pushes it down the job', () => {
    // Machine 0 holds A (4, then 3 on M1), B (5, then 9 on M1) and C (after 1 on M2; 5, then 8 on M2).
    // With makespan 20, B must end on M0 by 11 and C by 12: A (4) fits before neither pair, so edge
    // finding puts it after both, at 10 at the earliest, and its successor at 14.
    const shop = {
      jobs: 3,
      machines: 3,
      routes: [
        [
          { machine: 0, duration: 4 },
          { machine: 1, duration: 3 },
        ],
        [
          { machine: 0, duration: 5 },
          { machine: 1, duration: 9 },
        ],
        [
          { machine: 2, duration: 1 },
          { machine: 0, duration: 5 },
          { machine: 2, duration: 8 },
        ],
      ],
    };
    const flat = flatten(shop);
    const propagator = new Propagator(flat);
    const release = Int32Array.from(flat.head);
    const due = Int32Array.from(flat.tail, (tail) => 20 - tail);
    propagator.touchAll();
    expect(propagator.propagate(release, due, { used: 0, cap: 1e6 })).toBe(true);
    expect(release[0]).toBe(10);
    expect(release[1]).toBeGreaterThanOrEqual(14);
  });
});

describe.runIf(HAS_SHARED)('the destructive lower bound', () => {
  const closed = Object.entries(bkv)
    .filter(([name, e]) => e.optimum != null && /^(ft|la|orb|abz[56])/.test(name))
    .map(([name]) => name);

  it('covers ft06, ft10, ft20, la01–la40, orb01–orb10, abz5–6', () => {
    expect(closed).toHaveLength(55);
  });

  // A wrong rule shows as a bound above an optimum somewhere: every closed instance is run, each with
  // a small work cap (the search stops early with a weaker but valid bound) to keep this test short.
  const results = new Map<string, { lowerBound: number; trivialBound: number }>();
  it.each(closed)(
    '%s: never above the optimum, never below the trivial bound (with and without not-first/not-last)',
    (name) => {
      const shop = readShop(name);
      const result = destructiveLowerBound(shop, { upper: bkv[name]!.upper, workCap: 3_000_000 });
      results.set(name, result);
      expect(result.lowerBound).toBeLessThanOrEqual(bkv[name]!.optimum!);
      expect(result.lowerBound).toBeGreaterThanOrEqual(jobShopLowerBound(shop));
      const withNotFirstNotLast = destructiveLowerBound(shop, {
        upper: bkv[name]!.upper,
        workCap: 1_000_000,
        notFirstNotLast: true,
      });
      expect(withNotFirstNotLast.lowerBound).toBeLessThanOrEqual(bkv[name]!.optimum!);
      expect(withNotFirstNotLast.lowerBound).toBeGreaterThanOrEqual(jobShopLowerBound(shop));
    },
  );

  it('beats the trivial bound, up to the optimum, where the trivial bound is weak', () => {
    expect(results.get('ft06')).toMatchObject({ trivialBound: 52, lowerBound: 55 });
    expect(results.get('la17')).toMatchObject({ trivialBound: 739, lowerBound: 784 });
    for (const name of ['ft10', 'la16', 'la19', 'orb01', 'abz5', 'abz6'])
      expect(results.get(name)!.lowerBound).toBeGreaterThan(results.get(name)!.trivialBound);
  });

  it('gives the same bound for the same work cap (reproducible), and a weaker one for less work', () => {
    const shop = readShop('orb01');
    const a = destructiveLowerBound(shop, { upper: 1059, workCap: 2_000_000 });
    const b = destructiveLowerBound(shop, { upper: 1059, workCap: 2_000_000 });
    expect(b).toEqual(a);
    const none = destructiveLowerBound(shop, { upper: 1059, shavingPasses: 0 });
    expect(none.lowerBound).toBeLessThanOrEqual(a.lowerBound);
    expect(none.lowerBound).toBeGreaterThanOrEqual(none.trivialBound);
  });

  it('reads an OR-Library text back into the shop it was written from; the greedy schedule is an upper bound', () => {
    const shop = generateTaillard(8, 6, 4242, 777);
    expect(shopFromOrLibrary(toOrLibrary(shop))).toEqual(shop);
    const bound = destructiveLowerBound(shop);
    expect(bound.lowerBound).toBeLessThanOrEqual(greedyMakespan(shop));
    expect(greedyMakespan(readShop('ft06'))).toBeGreaterThanOrEqual(55);
  });
});
