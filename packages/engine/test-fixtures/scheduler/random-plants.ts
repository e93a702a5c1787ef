import type { Operation, SchedulingProblem, WorkCenter } from '../../src/scheduler/model.ts';
import { createPrng, type Prng } from '../../src/scheduler/search/prng.ts';
import type { TimeInterval } from '../../src/scheduler/time-interval.ts';

export interface RandomPlantOptions {
  hasCalendars?: boolean;
  hasMolds?: boolean;
  hasFrozen?: boolean;
  hasMaxWaits?: boolean;
}

function shifts(prng: Prng): TimeInterval[] {
  const windows: TimeInterval[] = [];
  for (let day = 0; day < 200; day++)
    windows.push({ startAt: day * 1440 + 360, endAt: day * 1440 + 360 + 480 + prng.nextInt(480) });
  return windows;
}

function workCenter(prng: Prng, m: number, options: RandomPlantOptions): WorkCenter {
  const downtimeAt = prng.nextInt(2000);
  return {
    id: `W${m}`,
    type: `T${m % 2}`,
    ...(options.hasCalendars
      ? {
          calendar: {
            workingWindows: prng.next() < 0.5 ? shifts(prng) : undefined,
            unavailable: [{ startAt: downtimeAt, endAt: downtimeAt + 30 + prng.nextInt(300) }],
          },
        }
      : {}),
  };
}

function operation(
  prng: Prng,
  id: string,
  orderId: string,
  workCenterCount: number,
  isFirst: boolean,
  options: RandomPlantOptions,
): Operation {
  const modeCount = 1 + prng.nextInt(Math.min(3, workCenterCount));
  const first = prng.nextInt(workCenterCount);
  const modes = Array.from({ length: modeCount }, (_, k) => ({
    workCenterId: `W${(first + k) % workCenterCount}`,
    runMinutes: 1 + prng.nextInt(90),
  }));
  return {
    id,
    orderId,
    modes,
    ...(prng.next() < 0.7 ? { setupFamily: `F${prng.nextInt(3)}` } : {}),
    ...(!isFirst && prng.next() < 0.3 ? { minWaitMinutes: prng.nextInt(60) } : {}),
    ...(!isFirst && options.hasMaxWaits && prng.next() < 0.3
      ? { minWaitMinutes: 0, maxWaitMinutes: 30 + prng.nextInt(200) }
      : {}),
    ...(options.hasMolds && prng.next() < 0.4 ? { moldIds: [`D${prng.nextInt(2)}`] } : {}),
  };
}

/** A random small plant from a seed: a few orders, work centers with setups, optional calendars, molds, frozen work. */
export function randomPlant(seed: number, options: RandomPlantOptions = {}): SchedulingProblem {
  const prng = createPrng(seed);
  const workCenterCount = 1 + prng.nextInt(4);
  const orderCount = 1 + prng.nextInt(6);
  const problem: SchedulingProblem = {
    orders: [],
    operations: [],
    workCenters: Array.from({ length: workCenterCount }, (_, m) => workCenter(prng, m, options)),
    setupMatrices: ['T0', 'T1'].map((workCenterType) => ({
      workCenterType,
      rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: prng.nextInt(60) }],
    })),
    molds: options.hasMolds
      ? ['D0', 'D1'].map((id) => ({
          id,
          workCenterIds: Array.from({ length: workCenterCount }, (_, m) => `W${m}`),
        }))
      : [],
  };
  for (let o = 0; o < orderCount; o++) {
    problem.orders.push({
      id: `O${o}`,
      releaseAt: prng.nextInt(200),
      dueAt: 200 + prng.nextInt(1500),
      weight: 1 + prng.nextInt(3),
    });
    const length = 1 + prng.nextInt(4);
    for (let k = 0; k < length; k++)
      problem.operations.push(operation(prng, `O${o}-${k}`, `O${o}`, workCenterCount, k === 0, options));
  }
  if (options.hasFrozen) freezeFirstOperations(problem, prng);
  return problem;
}

function freezeFirstOperations(problem: SchedulingProblem, prng: Prng): void {
  problem.operations.forEach((operation, index) => {
    if (!operation.id.endsWith('-0') || prng.next() < 0.6) return;
    const mode = operation.modes[0]!;
    operation.frozen = {
      workCenterId: mode.workCenterId,
      startAt: 5000 * (index + 1),
      ...(operation.moldIds ? { moldId: operation.moldIds[0]! } : {}),
    };
  });
}

/**
 * A random pure job shop from a seed: every order visits every work center once in a random routing
 * order (a classic job shop), or, when `isFlexible`, each operation may run on one to three work
 * centers. Orders may have release times; no calendars, setups or molds.
 */
export function randomJobShop(seed: number, isFlexible = false): SchedulingProblem {
  const prng = createPrng(seed);
  const workCenterCount = 2 + prng.nextInt(4);
  const orderCount = 2 + prng.nextInt(5);
  const problem: SchedulingProblem = {
    orders: [],
    operations: [],
    workCenters: Array.from({ length: workCenterCount }, (_, m) => ({ id: `W${m}` })),
  };
  for (let o = 0; o < orderCount; o++) {
    problem.orders.push({ id: `O${o}`, ...(prng.next() < 0.3 ? { releaseAt: prng.nextInt(50) } : {}) });
    const routing = Array.from({ length: workCenterCount }, (_, m) => m);
    for (let k = routing.length - 1; k > 0; k--) {
      const j = prng.nextInt(k + 1);
      [routing[k], routing[j]] = [routing[j]!, routing[k]!];
    }
    routing.forEach((m, k) => {
      const modeCount = isFlexible ? 1 + prng.nextInt(Math.min(3, workCenterCount)) : 1;
      const modes = Array.from({ length: modeCount }, (_, e) => ({
        workCenterId: `W${(m + e) % workCenterCount}`,
        runMinutes: 1 + prng.nextInt(20),
      }));
      problem.operations.push({ id: `O${o}-${k}`, orderId: `O${o}`, modes });
    });
  }
  return problem;
}

/**
 * A classic job shop for the search's tests: `jobs` orders each visiting every work center once in a
 * random order, runs of 1–99 minutes; flexible, each operation may also run on the next one or two work
 * centers. The same seed gives the same shop (the same-work hashes are pinned on it).
 */
export function classicJobShop(
  seed: number,
  jobs: number,
  machines: number,
  isFlexible = false,
): SchedulingProblem {
  const prng = createPrng(seed);
  const problem: SchedulingProblem = {
    orders: [],
    operations: [],
    workCenters: Array.from({ length: machines }, (_, m) => ({ id: `W${m}` })),
  };
  for (let o = 0; o < jobs; o++) {
    problem.orders.push({ id: `O${o}` });
    const routing = Array.from({ length: machines }, (_, m) => m);
    for (let k = routing.length - 1; k > 0; k--) {
      const j = prng.nextInt(k + 1);
      [routing[k], routing[j]] = [routing[j]!, routing[k]!];
    }
    routing.forEach((m, k) => {
      const modeCount = isFlexible ? 1 + prng.nextInt(3) : 1;
      const modes = Array.from({ length: modeCount }, (_, e) => ({
        workCenterId: `W${(m + e) % machines}`,
        runMinutes: 1 + prng.nextInt(99),
      }));
      problem.operations.push({ id: `O${o}-${k}`, orderId: `O${o}`, modes });
    });
  }
  return problem;
}
