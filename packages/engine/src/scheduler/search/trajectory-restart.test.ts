import { describe, expect, it } from 'vitest';
import { classicJobShop } from '../../../test-fixtures/scheduler/random-plants.ts';
import { compileProblem } from '../compile/compile.ts';
import { Decoder } from '../decode/decoder.ts';
import { createTiming, type Solution } from '../decode/solution.ts';
import { MAKESPAN_OBJECTIVE } from '../options.ts';
import { dispatch } from './dispatch.ts';
import { createPrng } from './prng.ts';
import { type SearchResult, tabuSearch } from './tabu.ts';
import type { SearchState } from './tabu-state.ts';
import { Trajectory } from './trajectory-restart.ts';

/** A classic 20×15 job shop (300 operations, where trajectories start to be given up). */
const jobShop = (seed: number) => classicJobShop(seed, 20, 15);

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
