import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBestKnown, recordBestKnown } from './generated-best-known.ts';
import { generatedInstances, SIZE_CLASSES } from './size-classes.ts';

describe('best known makespans of generated job shops', () => {
  it('keeps only a better makespan than the one recorded', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bkv-')), 'best.json');
    expect(recordBestKnown('g1', { makespan: 120, foundBy: 'a' }, file)).toBe(true);
    expect(recordBestKnown('g1', { makespan: 125, foundBy: 'b' }, file)).toBe(false);
    expect(recordBestKnown('g1', { makespan: 120, foundBy: 'c' }, file)).toBe(false);
    expect(recordBestKnown('g1', { makespan: 118, foundBy: 'd' }, file)).toBe(true);
    expect(readBestKnown(file)).toEqual({ g1: { makespan: 118, foundBy: 'd' } });
  });

  it('every recorded best known is the shop’s upper bound and never below its proven lower bound', () => {
    const known = readBestKnown();
    for (const sizeClass of SIZE_CLASSES) {
      for (const set of ['tune', 'holdout'] as const) {
        for (const instance of generatedInstances(sizeClass, set, 2)) {
          const record = known[instance.name];
          if (!record) continue;
          // Two independent computations: the search's best and the destructive bound must not cross.
          expect(instance.upper).toBe(record.makespan);
          expect(record.makespan).toBeGreaterThanOrEqual(instance.lower);
        }
      }
    }
  });
});
