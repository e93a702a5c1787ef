import { describe, expect, it } from 'vitest';
import { compileProblem } from '../compile/compile.ts';
import { Decoder } from '../decode/decoder.ts';
import { createTiming, type Solution } from '../decode/solution.ts';
import type { SchedulingProblem } from '../model.ts';
import { MAKESPAN_OBJECTIVE } from '../options.ts';
import { dispatch } from './dispatch.ts';
import { createPrng } from './prng.ts';
import { type SearchResult, tabuSearch } from './tabu.ts';
import type { SearchState } from './tabu-state.ts';
import { Trajectory } from './trajectory-restart.ts';

/** A classic 20×15 job shop (300 operations, where trajectories start to be given up). */
function jobShop(seed: number): SchedulingProblem {
  const prng = createPrng(seed);
  const problem: SchedulingProblem = {
    orders: [],
    operations: [],
    workCenters: Array.from({ length: 15 }, (_, m) => ({ id: `W${m}` })),
  };
  for (let o = 0; o < 20; o++) {
    problem.orders.push({ id: `O${o}` });
    const routing = Array.from({ length: 15 }, (_, m) => m);
    for (let k = routing.length - 1; k > 0; k--) {
      const j = prng.nextInt(k + 1);
      [routing[k], routing[j]] = [routing[j]!, routing[k]!];
    }
    routing.forEach((m, k) => {
      const modes = [{ workCenterId: `W${m}`, runMinutes: 1 + prng.nextInt(99) }];
      problem.operations.push({ id: `O${o}-${k}`, orderId: `O${o}`, modes });
    });
  }
  return problem;
}

/** Tabu search from the MWKR dispatch, `iterations` long; its makespan and every start, flattened. */
function search(seed: number, iterations: number, trajectoryStall: number): string {
  const compiled = compileProblem(jobShop(13));
  const { solution } = dispatch(compiled, 'mwkr');
  const timing = createTiming(compiled.operationIds.length);
  new Decoder(compiled).decode(solution, timing);
  const start: SearchResult = { solution, timing, objective: Math.max(...timing.endAt), iterations: 0 };
  const result = tabuSearch(compiled, MAKESPAN_OBJECTIVE, start, {
    prng: createPrng(seed),
    shouldContinue: (iteration) => iteration < iterations,
    onNewBest: () => {},
    trajectoryStall,
  });
  return `${result.objective}:${result.timing.startAt.join(',')}`;
}

describe('trajectories of the makespan search', () => {
  it('gives up a trajectory only after the stall without a best of its own', () => {
    const current: Solution = { modeOf: new Int32Array(1), sequences: [[0]] };
    const state = { current } as SearchState;
    const trajectory = new Trajectory(100, 1000);
    trajectory.observe(state, 100, 10);
    expect(trajectory.best).toBeUndefined();
    trajectory.observe(state, 90, 500);
    expect(trajectory.best?.sequences).toEqual([[0]]);
    expect(trajectory.isStalled(1499)).toBe(false);
    expect(trajectory.isStalled(1500)).toBe(true);
  });

  it('restarts a stalled 20x15 search deterministically: the same seed and work give the same schedule', () => {
    const restarted = search(3, 30_000, 5000);
    expect(search(3, 30_000, 5000)).toBe(restarted);
    // Without giving up a trajectory the same work ends elsewhere: the restarts did happen.
    expect(search(3, 30_000, Number.POSITIVE_INFINITY)).not.toBe(restarted);
  }, 60_000);
});
