import { EdgeFindingScratch, edgeFindBothWays } from './jsp-edge-finding.ts';
import type { GeneratedJobShop } from './jsp-generate.ts';
import { notFirstNotLast } from './jsp-not-last.ts';

/**
 * A job shop laid out for propagation: operations numbered job by job in routing order, each with its
 * duration, machine, job and neighbours in the job. Heads are the work before an operation in its
 * job, tails the work after it.
 */
export interface FlatShop {
  count: number;
  duration: Int32Array;
  machine: Int32Array;
  job: Int32Array;
  /** The previous / next operation of the same job, or -1. */
  before: Int32Array;
  after: Int32Array;
  head: Int32Array;
  tail: Int32Array;
  machineOps: Int32Array[];
  jobOps: Int32Array[];
}

export function flatten(shop: GeneratedJobShop): FlatShop {
  const count = shop.routes.reduce((sum, route) => sum + route.length, 0);
  const flat: FlatShop = {
    count,
    duration: new Int32Array(count),
    machine: new Int32Array(count),
    job: new Int32Array(count),
    before: new Int32Array(count),
    after: new Int32Array(count),
    head: new Int32Array(count),
    tail: new Int32Array(count),
    machineOps: [],
    jobOps: [],
  };
  const perMachine: number[][] = Array.from({ length: shop.machines }, () => []);
  let at = 0;
  shop.routes.forEach((route, job) => {
    const total = route.reduce((sum, o) => sum + o.duration, 0);
    let head = 0;
    const ops: number[] = [];
    route.forEach((o, k) => {
      flat.duration[at] = o.duration;
      flat.machine[at] = o.machine;
      flat.job[at] = job;
      flat.before[at] = k > 0 ? at - 1 : -1;
      flat.after[at] = k < route.length - 1 ? at + 1 : -1;
      flat.head[at] = head;
      flat.tail[at] = total - head - o.duration;
      head += o.duration;
      perMachine[o.machine]!.push(at);
      ops.push(at);
      at++;
    });
    flat.jobOps.push(Int32Array.from(ops));
  });
  flat.machineOps = perMachine.map((ops) => Int32Array.from(ops));
  return flat;
}

/** Counts propagation work (operations visited) against a cap, so a run is reproducible and ends. */
export interface WorkMeter {
  used: number;
  cap: number;
}

/**
 * Time windows of every operation under a trial makespan: `release` is the earliest start, `due` the
 * latest end. The propagator tightens them to a fixpoint of job precedences and edge finding on each
 * machine; an empty window or an overloaded machine refutes the trial makespan.
 */
export class Propagator {
  readonly shop: FlatShop;
  private readonly scratch: EdgeFindingScratch;
  private readonly est: Int32Array;
  private readonly lct: Int32Array;
  private readonly p: Int32Array;
  private readonly mirrorEst: Int32Array;
  private readonly mirrorLct: Int32Array;
  private readonly out: Int32Array;
  private readonly byLst: number[];
  private readonly lst: Int32Array;
  private readonly machineQueued: Uint8Array;
  private readonly jobQueued: Uint8Array;
  private readonly machineQueue: number[] = [];
  private readonly jobQueue: number[] = [];

  /** `notFirstNotLast`: also the not-first/not-last rules on each machine after edge finding. */
  constructor(
    shop: FlatShop,
    private readonly notFirstNotLast = false,
  ) {
    this.shop = shop;
    const largest = Math.max(1, ...shop.machineOps.map((ops) => ops.length));
    this.scratch = new EdgeFindingScratch(largest);
    this.est = new Int32Array(largest);
    this.lct = new Int32Array(largest);
    this.p = new Int32Array(largest);
    this.mirrorEst = new Int32Array(largest);
    this.mirrorLct = new Int32Array(largest);
    this.out = new Int32Array(largest);
    this.byLst = Array.from({ length: largest }, (_, k) => k);
    this.lst = new Int32Array(largest);
    this.machineQueued = new Uint8Array(shop.machineOps.length);
    this.jobQueued = new Uint8Array(shop.jobOps.length);
  }

  /** Marks the machine and job of `op` for propagation (after its window changed). */
  touch(op: number): void {
    const m = this.shop.machine[op]!;
    if (!this.machineQueued[m]) {
      this.machineQueued[m] = 1;
      this.machineQueue.push(m);
    }
    const j = this.shop.job[op]!;
    if (!this.jobQueued[j]) {
      this.jobQueued[j] = 1;
      this.jobQueue.push(j);
    }
  }

  touchAll(): void {
    for (let op = 0; op < this.shop.count; op++) this.touch(op);
  }

  private clearQueues(): void {
    for (const m of this.machineQueue) this.machineQueued[m] = 0;
    for (const j of this.jobQueue) this.jobQueued[j] = 0;
    this.machineQueue.length = 0;
    this.jobQueue.length = 0;
  }

  /**
   * Propagates the touched machines and jobs to a fixpoint. Returns false when the windows admit no
   * schedule. When the meter runs out it stops and returns true: the windows are then still valid
   * (each rule only removes impossible times), just not at a fixpoint, so no refutation is claimed.
   */
  propagate(release: Int32Array, due: Int32Array, meter: WorkMeter): boolean {
    const shop = this.shop;
    while (this.machineQueue.length > 0 || this.jobQueue.length > 0) {
      if (meter.used > meter.cap) {
        this.clearQueues();
        return true;
      }
      while (this.jobQueue.length > 0) {
        const job = this.jobQueue.pop()!;
        this.jobQueued[job] = 0;
        const ops = shop.jobOps[job]!;
        meter.used += ops.length;
        for (let k = 1; k < ops.length; k++) {
          const op = ops[k]!;
          const prev = ops[k - 1]!;
          const earliest = release[prev]! + shop.duration[prev]!;
          if (earliest > release[op]!) {
            release[op] = earliest;
            this.touchMachine(op);
          }
        }
        for (let k = ops.length - 2; k >= 0; k--) {
          const op = ops[k]!;
          const next = ops[k + 1]!;
          const latest = due[next]! - shop.duration[next]!;
          if (latest < due[op]!) {
            due[op] = latest;
            this.touchMachine(op);
          }
        }
        for (let k = 0; k < ops.length; k++) {
          const op = ops[k]!;
          if (release[op]! + shop.duration[op]! > due[op]!) return this.fail();
        }
      }
      if (this.machineQueue.length === 0) continue;
      const m = this.machineQueue.pop()!;
      this.machineQueued[m] = 0;
      const ops = shop.machineOps[m]!;
      const n = ops.length;
      meter.used += 2 * n;
      for (let k = 0; k < n; k++) {
        const op = ops[k]!;
        this.est[k] = release[op]!;
        this.lct[k] = due[op]!;
        this.p[k] = shop.duration[op]!;
      }
      const ok = edgeFindBothWays(
        n,
        this.est,
        this.lct,
        this.p,
        this.scratch,
        this.mirrorEst,
        this.mirrorLct,
        this.out,
      );
      if (!ok) return this.fail();
      if (this.notFirstNotLast) {
        meter.used += 2 * n;
        const kept = notFirstNotLast(
          n,
          this.est,
          this.lct,
          this.p,
          this.scratch,
          this.mirrorEst,
          this.mirrorLct,
          this.out,
          this.byLst,
          this.lst,
        );
        if (!kept) return this.fail();
      }
      for (let k = 0; k < n; k++) {
        const op = ops[k]!;
        if (this.est[k]! !== release[op]! || this.lct[k]! !== due[op]!) {
          release[op] = this.est[k]!;
          due[op] = this.lct[k]!;
          // Edge finding is not idempotent: the machine goes back in the queue with the job.
          this.touch(op);
        }
      }
    }
    return true;
  }

  private fail(): boolean {
    this.clearQueues();
    return false;
  }

  private touchMachine(op: number): void {
    const m = this.shop.machine[op]!;
    if (!this.machineQueued[m]) {
      this.machineQueued[m] = 1;
      this.machineQueue.push(m);
    }
  }
}
