/**
 * Taillard's (1993) job-shop generator: his Lehmer generator (16807 mod 2^31 - 1), durations U[1,99]
 * drawn job by job from `timeSeed`, and each job's machine order a random permutation built by swaps
 * from `machineSeed`. With his published seeds it gives the `ta` instances (see the test); here it
 * makes job shops of the sizes the shared instances do not cover.
 */
export interface GeneratedJobShop {
  jobs: number;
  machines: number;
  /** Per job, the machine (0-based) and the duration of each operation, in routing order. */
  routes: { machine: number; duration: number }[][];
}

const MODULUS = 2 ** 31 - 1;

function lehmer(seed: number): (low: number, high: number) => number {
  let state = seed;
  return (low, high) => {
    const k = Math.floor(state / 127773);
    state = 16807 * (state % 127773) - k * 2836;
    if (state < 0) state += MODULUS;
    return low + Math.floor((state / MODULUS) * (high - low + 1));
  };
}

export function generateTaillard(
  jobs: number,
  machines: number,
  timeSeed: number,
  machineSeed: number,
): GeneratedJobShop {
  const time = lehmer(timeSeed);
  const machine = lehmer(machineSeed);
  const durations = Array.from({ length: jobs }, () => Array.from({ length: machines }, () => time(1, 99)));
  const routes = durations.map((row) => {
    const order = Array.from({ length: machines }, (_, m) => m);
    for (let j = 0; j < machines; j++) {
      const k = machine(j, machines - 1);
      [order[j], order[k]] = [order[k]!, order[j]!];
    }
    // Taillard draws the duration of operation k of a job in the order the job visits the machines.
    return order.map((m, k) => ({ machine: m, duration: row[k]! }));
  });
  return { jobs, machines, routes };
}

/** The OR-Library text of a job shop (`n m`, then per job `machine duration` pairs). */
export function toOrLibrary(shop: GeneratedJobShop): string {
  const lines = shop.routes.map((route) => route.map((o) => `${o.machine} ${o.duration}`).join(' '));
  return `${shop.jobs} ${shop.machines}\n${lines.join('\n')}\n`;
}

/**
 * A lower bound on the makespan: the longest job, the most loaded machine, and per machine the one-machine
 * preemptive bound of Jackson's rule with heads (work before an operation in its job) and tails (after it).
 */
export function jobShopLowerBound(shop: GeneratedJobShop): number {
  let bound = 0;
  const perMachine: { head: number; run: number; tail: number }[][] = Array.from(
    { length: shop.machines },
    () => [],
  );
  for (const route of shop.routes) {
    const total = route.reduce((sum, o) => sum + o.duration, 0);
    bound = Math.max(bound, total);
    let head = 0;
    for (const o of route) {
      perMachine[o.machine]!.push({ head, run: o.duration, tail: total - head - o.duration });
      head += o.duration;
    }
  }
  for (const operations of perMachine) bound = Math.max(bound, preemptiveJackson(operations));
  return bound;
}

/** Max over operations of completion + tail when the available operation with the longest tail runs, preempting. */
function preemptiveJackson(operations: { head: number; run: number; tail: number }[]): number {
  const left = operations.map((o) => o.run);
  const byHead = operations.map((_, k) => k).sort((a, b) => operations[a]!.head - operations[b]!.head);
  let time = 0;
  let released = 0;
  let done = 0;
  let bound = 0;
  const ready: number[] = [];
  while (done < operations.length) {
    while (released < byHead.length && operations[byHead[released]!]!.head <= time)
      ready.push(byHead[released++]!);
    if (ready.length === 0) {
      time = operations[byHead[released]!]!.head;
      continue;
    }
    let pick = 0;
    for (let k = 1; k < ready.length; k++)
      if (operations[ready[k]!]!.tail > operations[ready[pick]!]!.tail) pick = k;
    const op = ready[pick]!;
    const nextRelease =
      released < byHead.length ? operations[byHead[released]!]!.head : Number.POSITIVE_INFINITY;
    const runFor = Math.min(left[op]!, nextRelease - time);
    time += runFor;
    left[op] = left[op]! - runFor;
    if (left[op] === 0) {
      ready.splice(pick, 1);
      done++;
      bound = Math.max(bound, time + operations[op]!.tail);
    }
  }
  return bound;
}
