import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadInstances, SHARED_BENCHMARKS } from './benchmark-instances.ts';
import { solveInstance } from './solve-instance.ts';

const SMOKE_SUBSET = ['ft06', 'la01', 'mk01'];
const BUDGET_MS = 300;
/** Loose on purpose: CI machines are slow and shared; a dispatching rule alone is within this. */
const MAX_RATIO_TO_BEST_KNOWN = 1.2;
/**
 * The subset ships with the repository (bench/smoke-instances), so the CI's smoke run never depends
 * on `shared/benchmarks` sitting beside the clone, and never falls back to something else.
 */
const SMOKE_DIR = join(import.meta.dirname, 'smoke-instances');
const HAS_SHARED = existsSync(join(SHARED_BENCHMARKS, 'jsp', 'bkv.json'));
const FILES = ['jsp/ft06.txt', 'jsp/la01.txt', 'fjsp/brandimarte/mk01.fjs'];

describe('scheduler benchmark smoke subset (issue 3, Benchmarks: CI runs a short subset with the validator)', () => {
  const instances = loadInstances({ benchmarksDir: SMOKE_DIR, only: SMOKE_SUBSET });

  it('loads every smoke instance (a shrunken subset would pass unnoticed)', () => {
    expect(instances.map((i) => i.name)).toEqual(SMOKE_SUBSET);
  });

  it.runIf(HAS_SHARED)('its copies match shared/benchmarks, instances and best-known values', () => {
    for (const file of FILES) {
      expect(readFileSync(join(SMOKE_DIR, file), 'utf8'), file).toBe(
        readFileSync(join(SHARED_BENCHMARKS, file), 'utf8'),
      );
    }
    const shared = loadInstances({ benchmarksDir: SHARED_BENCHMARKS, only: SMOKE_SUBSET });
    expect(instances.map((i) => [i.name, i.lower, i.upper])).toEqual(
      shared.map((i) => [i.name, i.lower, i.upper]),
    );
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
});
