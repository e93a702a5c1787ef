import { describe, expect, it } from 'vitest';
import { portfolioSeeds } from '../packages/engine/src/index.ts';
import { createSearchThreads } from './search-threads.ts';
import { generatedInstances, SIZE_CLASSES } from './size-classes.ts';
import { solveInstance } from './solve-instance.ts';

describe('bench --threads: a portfolio of searches whose result does not depend on their timing', () => {
  // g20x15-tune-1 with seed 4 and 1,000 iterations: the second search's plan is the better one.
  const [instance] = generatedInstances(SIZE_CLASSES[0]!, 'tune', 1);
  // A wall cap far above what the work takes: the work budget alone ends each search.
  const settings = {
    algorithm: 'auto' as const,
    budgetMs: 600_000,
    seed: 4,
    clock: () => performance.now(),
    maxIterations: 1000,
  };

  it('gives the same plan twice, and the better of the two seeds run one after the other', () => {
    const threads = createSearchThreads(2, false);
    try {
      const first = threads.solve(instance!, settings);
      const second = threads.solve(instance!, settings);
      const oneByOne = portfolioSeeds(settings.seed, 2).map((seed) =>
        solveInstance(instance!, { ...settings, seed }),
      );
      // Everything but the time to best, which is wall time.
      const { timeToBestMs: _a, ...plan } = first;
      const { timeToBestMs: _b, ...again } = second;
      expect(again).toEqual(plan);
      expect(first.searchMakespans).toEqual(oneByOne.map((o) => o.makespan));
      expect(first.makespan).toBe(Math.min(...oneByOne.map((o) => o.makespan)));
      expect(first.winner).toBe(1);
      expect(first.violations).toBe(0);
    } finally {
      threads.close();
    }
  });
});

describe('bench --threads --cooperate: searches that swap their bests at exchanges counted in work', () => {
  const [instance] = generatedInstances(SIZE_CLASSES[0]!, 'tune', 1);
  const settings = {
    algorithm: 'auto' as const,
    budgetMs: 600_000,
    seed: 2,
    clock: () => performance.now(),
    maxIterations: 1000,
  };

  it.each(['best', 'restart'] as const)('gives the same plan twice (adopt %s)', (adopt) => {
    const threads = createSearchThreads(2, false, { every: 100, adopt });
    try {
      const first = threads.solve(instance!, settings);
      const second = threads.solve(instance!, settings);
      expect(second.searchMakespans).toEqual(first.searchMakespans);
      expect(second.iterations).toBe(first.iterations);
      expect(first.violations).toBe(0);
    } finally {
      threads.close();
    }
  });
});
