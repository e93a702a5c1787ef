import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../test/fixtures.ts';

/**
 * Issue 12, point 3: a rule the plant depends on is written in one function that everyone calls.
 * These scans fail when a copy of one comes back elsewhere (they had drifted apart before).
 */
const ROOTS = ['apps/server/src', 'packages/engine/src', 'packages/assistant/src', 'apps/web/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests and their fixtures hold data, not rules.
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = ROOTS.flatMap(sourceFiles).map((path) => ({
  path: relative(REPO_ROOT, join(REPO_ROOT, path)),
  text: readFileSync(join(REPO_ROOT, path), 'utf8'),
}));

/** The files other than `home` whose text matches `pattern`. */
const copiesOf = (pattern: RegExp, home: string) =>
  files.filter((f) => f.path !== home && pattern.test(f.text)).map((f) => f.path);

describe('rules written once (issue 12)', () => {
  it('an operation’s run time (fixed minutes plus quantity at the run rate) is computed only by operationMinutes', () => {
    const formula = /run_?rate_?per_?hour\)?\s*\)?\s*\*\s*60/i;
    expect(copiesOf(formula, 'packages/engine/src/capacity/run-time.ts')).toEqual([]);
  });

  it('which stock is usable (quarantine is not) is decided only by the engine’s usable-stock rule', () => {
    const serverAndEngine = (path: string) => !path.startsWith('packages/assistant/');
    expect(
      copiesOf(/['"]QUARANTINE['"]/, 'packages/engine/src/inventory/usable-stock.ts').filter(serverAndEngine),
    ).toEqual([]);
  });

  it('the scan sees the rule where it lives (it would see a copy)', () => {
    expect(files.some((f) => f.path === 'packages/engine/src/capacity/run-time.ts')).toBe(true);
    expect(
      /runRatePerHour\)\s*\*\s*60/.test(
        files.find((f) => f.path === 'packages/engine/src/capacity/run-time.ts')!.text,
      ),
    ).toBe(true);
  });
});
