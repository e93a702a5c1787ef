import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { type BenchmarkInstance, loadInstances, SHARED_BENCHMARKS } from './benchmark-instances.ts';
import { parseJobShop } from './instance-formats.ts';
import { solveInstance } from './solve-instance.ts';

const SMOKE_SUBSET = ['ft06', 'la01', 'mk01'];
const BUDGET_MS = 300;
/** Loose on purpose: CI machines are slow and shared; a dispatching rule alone is within this. */
const MAX_RATIO_TO_BEST_KNOWN = 1.2;

/** Fisher & Thompson's 6×6 instance (optimum 55), for a checkout without `../shared/benchmarks`. */
const FT06 = `6 6
2 1 0 3 1 6 3 7 5 3 4 6
1 8 2 5 4 10 5 10 0 10 3 4
2 5 3 4 5 8 0 9 1 1 4 7
1 5 0 5 2 5 3 3 4 8 5 9
2 9 1 3 4 5 5 4 0 3 3 1
1 3 3 3 5 9 0 10 4 4 2 1`;

function smokeInstances(benchmarksDir: string): BenchmarkInstance[] {
  if (existsSync(join(benchmarksDir, 'jsp', 'bkv.json')))
    return loadInstances({ benchmarksDir, only: SMOKE_SUBSET });
  console.warn(
    `Benchmark instances not found at ${benchmarksDir} (shared/ is not beside the clone): ` +
      'the smoke test runs on ft06 written inline instead.',
  );
  return [{ name: 'ft06 (inline)', upper: 55, lower: 55, problem: parseJobShop(FT06) }];
}

describe('scheduler benchmark smoke subset (issue 3, Benchmarks: CI runs a short subset with the validator)', () => {
  const instances = smokeInstances(SHARED_BENCHMARKS);

  it('finds the smoke instances', () => {
    expect(instances.length).toBeGreaterThan(0);
  });

  it.each(instances.map((instance) => [instance.name, instance] as const))(
    '%s: dispatch and auto give valid schedules between the lower bound and 1.2 × best known',
    (_, instance) => {
      for (const algorithm of ['dispatch', 'auto'] as const) {
        const outcome = solveInstance(instance, {
          algorithm,
          budgetMs: BUDGET_MS,
          seed: 1,
          clock: () => performance.now(),
        });
        expect(outcome.violations).toBe(0);
        expect(outcome.makespan).toBeGreaterThanOrEqual(instance.lower);
        expect(outcome.makespan).toBeLessThanOrEqual(MAX_RATIO_TO_BEST_KNOWN * instance.upper);
      }
    },
  );

  it('falls back to ft06 written inline, saying why, when the benchmark folder is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fallback = smokeInstances(join(SHARED_BENCHMARKS, 'missing'));
    expect(fallback.map((i) => [i.name, i.problem.operations.length])).toEqual([['ft06 (inline)', 36]]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not found'));
    warn.mockRestore();
  });
});
