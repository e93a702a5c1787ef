import type { GeneratedJobShop } from './jsp-generate.ts';
import { jobShopLowerBound } from './jsp-generate.ts';
import { type FlatShop, flatten, Propagator, type WorkMeter } from './jsp-propagate.ts';

/**
 * The destructive lower bound of a job shop's makespan (as computed for Taillard's instances):
 * a trial makespan C gives every operation a window [head, C − tail]; propagation (job precedences and
 * edge finding, see jsp-propagate.ts) and shaving (Carlier & Pinson; Martin & Shmoys: "if i started at
 * the very start of its window, propagation fails, so it starts later", by binary search on the window)
 * try to prove that no schedule fits. The largest C refuted, plus one, is a lower bound. Every rule only
 * removes times no schedule can use, so a refutation is a proof; work is counted, not timed, so the
 * bound of an instance is the same on every machine, and a run that hits its cap still answers (with a
 * weaker bound).
 */
export interface DestructiveOptions {
  /** A makespan some schedule reaches: the search looks below it. Default: a greedy schedule's. */
  upper?: number;
  /** Operations visited by propagation over the whole search (default 200 million). */
  workCap?: number;
  /** Shaving passes per trial makespan (default 3; 0 = propagation only). */
  shavingPasses?: number;
  /** How trial makespans are chosen: bisection of [trivial, upper], or galloping up from the trivial bound first (default). */
  search?: 'binary' | 'gallop';
  /** Also not-first/not-last on each machine (default false). */
  notFirstNotLast?: boolean;
  /** Told of each trial makespan, whether it was refuted, and the work used so far. */
  onTrial?: (makespan: number, refuted: boolean, work: number) => void;
}

export interface DestructiveBound {
  lowerBound: number;
  trivialBound: number;
  upper: number;
  /** Operations visited by propagation. */
  work: number;
  /** True when the work cap stopped the search (the bound is valid but maybe not the search's best). */
  capped: boolean;
  method: string;
}

export const DESTRUCTIVE_METHOD =
  'destructive: trial makespans galloping up from the trivial bound, then bisection; job precedences + edge finding both ways (Vilím Θ-Λ tree, O(n log n)) to a fixpoint; one-level shaving of heads and deadlines by binary search';

function describe(search: 'binary' | 'gallop', shavingPasses: number, notFirstNotLast: boolean): string {
  let method = DESTRUCTIVE_METHOD;
  if (search === 'binary')
    method = method.replace('galloping up from the trivial bound, then bisection', 'by bisection');
  if (notFirstNotLast) method = method.replace(' to a fixpoint', ', then not-first/not-last, to a fixpoint');
  if (shavingPasses === 0) method = method.replace(/; one-level shaving.*$/, '');
  return method;
}

/** Windows of a trial makespan before any propagation. */
function initialWindows(shop: FlatShop, makespan: number): { release: Int32Array; due: Int32Array } {
  const release = Int32Array.from(shop.head);
  const due = new Int32Array(shop.count);
  for (let op = 0; op < shop.count; op++) due[op] = makespan - shop.tail[op]!;
  return { release, due };
}

class Shaver {
  private readonly trialRelease: Int32Array;
  private readonly trialDue: Int32Array;

  constructor(
    private readonly propagator: Propagator,
    private readonly meter: WorkMeter,
  ) {
    this.trialRelease = new Int32Array(propagator.shop.count);
    this.trialDue = new Int32Array(propagator.shop.count);
  }

  /** Whether propagation refutes the windows with `op` forced into [from, to] (start to end). */
  private refutes(release: Int32Array, due: Int32Array, op: number, from: number, to: number): boolean {
    this.trialRelease.set(release);
    this.trialDue.set(due);
    this.trialRelease[op] = Math.max(release[op]!, from);
    this.trialDue[op] = Math.min(due[op]!, to);
    if (this.trialRelease[op]! + this.propagator.shop.duration[op]! > this.trialDue[op]!) return true;
    this.propagator.touch(op);
    // A failure is a proof even past the cap: the meter only stops propagation early, never fakes one.
    return !this.propagator.propagate(this.trialRelease, this.trialDue, this.meter);
  }

  /**
   * One pass over the operations: raise each head / lower each deadline while "starts at its earliest"
   * / "ends at its latest" is refuted. Returns 'refuted' when the windows themselves fail, else whether
   * anything changed.
   */
  pass(release: Int32Array, due: Int32Array): 'refuted' | 'changed' | 'stable' {
    const shop = this.propagator.shop;
    let changed = false;
    for (let op = 0; op < shop.count; op++) {
      if (this.meter.used > this.meter.cap) return changed ? 'changed' : 'stable';
      const p = shop.duration[op]!;
      // Heads: the largest s with "starts by s" refuted, by binary search; the head becomes s + 1.
      if (release[op]! + p < due[op]! && this.refutes(release, due, op, release[op]!, release[op]! + p)) {
        let refuted = release[op]!;
        let open = due[op]! - p;
        while (open - refuted > 1) {
          const mid = (refuted + open) >> 1;
          if (this.refutes(release, due, op, release[op]!, mid + p)) refuted = mid;
          else open = mid;
        }
        release[op] = refuted + 1;
        changed = true;
        this.propagator.touch(op);
        if (!this.propagator.propagate(release, due, this.meter)) return 'refuted';
      }
      // Deadlines: the smallest e with "ends at e or later" refuted; the deadline becomes e − 1.
      if (release[op]! + p < due[op]! && this.refutes(release, due, op, due[op]! - p, due[op]!)) {
        let refuted = due[op]!;
        let open = release[op]! + p;
        while (refuted - open > 1) {
          const mid = (refuted + open) >> 1;
          if (this.refutes(release, due, op, mid - p, due[op]!)) refuted = mid;
          else open = mid;
        }
        due[op] = refuted - 1;
        changed = true;
        this.propagator.touch(op);
        if (!this.propagator.propagate(release, due, this.meter)) return 'refuted';
      }
    }
    return changed ? 'changed' : 'stable';
  }
}

/** Whether the propagation (and shaving) proves that no schedule ends by `makespan`. */
function refuteMakespan(
  propagator: Propagator,
  shaver: Shaver,
  makespan: number,
  shavingPasses: number,
  meter: WorkMeter,
): boolean {
  const { release, due } = initialWindows(propagator.shop, makespan);
  for (let op = 0; op < propagator.shop.count; op++) {
    if (release[op]! + propagator.shop.duration[op]! > due[op]!) return true;
  }
  propagator.touchAll();
  if (!propagator.propagate(release, due, meter)) return true;
  for (let pass = 0; pass < shavingPasses; pass++) {
    const outcome = shaver.pass(release, due);
    if (outcome === 'refuted') return true;
    if (outcome === 'stable') break;
  }
  return false;
}

export function destructiveLowerBound(
  shop: GeneratedJobShop,
  options: DestructiveOptions = {},
): DestructiveBound {
  const trivialBound = jobShopLowerBound(shop);
  const upper = options.upper ?? greedyMakespan(shop);
  const meter: WorkMeter = { used: 0, cap: options.workCap ?? 200_000_000 };
  const shavingPasses = options.shavingPasses ?? 3;
  const flat = flatten(shop);
  const propagator = new Propagator(flat, options.notFirstNotLast ?? false);
  const shaver = new Shaver(propagator, meter);
  const refutes = (makespan: number) => {
    const refuted = refuteMakespan(propagator, shaver, makespan, shavingPasses, meter);
    options.onTrial?.(makespan, refuted, meter.used);
    return refuted;
  };
  // trivialBound − 1 is refuted by the trivial bound; `upper` by a schedule. The answer is the largest
  // refuted C plus one: the binary search only decides which C to try, so it stays sound even where
  // the proof is not monotone in C.
  let refuted = trivialBound - 1;
  let open = Math.max(upper, trivialBound);
  if (options.search === 'binary') {
    if (open > trivialBound && !refutes(trivialBound)) open = trivialBound;
    else if (open > trivialBound) refuted = trivialBound;
  } else {
    // Upward in doubling steps first: a trial far above the answer is not refuted but costs a full
    // shaving; galloping from below keeps such trials within twice the distance to the answer.
    for (let step = 1; open - refuted > 1 && meter.used <= meter.cap; step *= 2) {
      const trial = Math.min(refuted + step, open - 1);
      if (!refutes(trial)) {
        open = trial;
        break;
      }
      refuted = trial;
    }
  }
  while (open - refuted > 1 && meter.used <= meter.cap) {
    const mid = (refuted + open) >> 1;
    if (refutes(mid)) refuted = mid;
    else open = mid;
  }
  return {
    lowerBound: refuted + 1,
    trivialBound,
    upper,
    work: meter.used,
    capped: meter.used > meter.cap,
    method: describe(options.search ?? 'gallop', shavingPasses, options.notFirstNotLast ?? false),
  };
}

/** A non-delay schedule (Giffler–Thompson, most work remaining first): an upper bound to search below. */
export function greedyMakespan(shop: GeneratedJobShop): number {
  const next = shop.routes.map(() => 0);
  const jobReady = shop.routes.map(() => 0);
  const machineReady = new Array<number>(shop.machines).fill(0);
  const remaining = shop.routes.map((route) => route.reduce((sum, o) => sum + o.duration, 0));
  let left = shop.routes.reduce((sum, route) => sum + route.length, 0);
  let makespan = 0;
  while (left > 0) {
    let earliest = Number.POSITIVE_INFINITY;
    for (let j = 0; j < shop.routes.length; j++) {
      const o = shop.routes[j]![next[j]!];
      if (o) earliest = Math.min(earliest, Math.max(jobReady[j]!, machineReady[o.machine]!));
    }
    let pick = -1;
    for (let j = 0; j < shop.routes.length; j++) {
      const o = shop.routes[j]![next[j]!];
      if (!o || Math.max(jobReady[j]!, machineReady[o.machine]!) !== earliest) continue;
      if (pick < 0 || remaining[j]! > remaining[pick]!) pick = j;
    }
    const o = shop.routes[pick]![next[pick]!]!;
    const end = earliest + o.duration;
    jobReady[pick] = end;
    machineReady[o.machine] = end;
    remaining[pick] = remaining[pick]! - o.duration;
    next[pick] = next[pick]! + 1;
    makespan = Math.max(makespan, end);
    left--;
  }
  return makespan;
}

/** A job shop from its OR-Library text (`n m`, then per job `machine duration` pairs, 0-based machines). */
export function shopFromOrLibrary(text: string): GeneratedJobShop {
  const values = text
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .map(Number);
  const jobs = values[0]!;
  const machines = values[1]!;
  let at = 2;
  const routes = Array.from({ length: jobs }, () =>
    Array.from({ length: machines }, () => {
      const machine = values[at++]!;
      return { machine, duration: values[at++]! };
    }),
  );
  return { jobs, machines, routes };
}
