import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandNames, loadInstances } from './benchmark-instances.ts';
import { solveInstance } from './solve-instance.ts';

/** Two jobs on two machines, classic format (0-based machines): optimum 7. */
const CLASSIC = `2 2
0 3 1 2
1 4 0 3
`;
/** Two jobs on two machines, flexible format (1-based machines): optimum 5. */
const FLEXIBLE = `2 2 1.5
2 2 1 3 2 4 1 2 2
2 1 2 3 2 1 2 2 3
`;

function writeFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'takt-bench-'));
  writeFileSync(join(folder, 'two.txt'), CLASSIC);
  writeFileSync(join(folder, 'flex.fjs'), FLEXIBLE);
  const bkv = {
    two: { file: 'two.txt', lower: 7, upper: 7 },
    flex: { file: 'flex.fjs', lower: 5, upper: 5 },
  };
  writeFileSync(join(folder, 'bkv.json'), JSON.stringify(bkv));
  return folder;
}

describe('bench:scheduler --dir PATH (issue 3, Benchmarks)', () => {
  const folder = writeFolder();
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads every instance named by the folder bkv.json, .fjs as flexible and others as classic', () => {
    const instances = loadInstances({ dir: folder });
    expect(instances.map((i) => [i.name, i.lower, i.upper])).toEqual([
      ['two', 7, 7],
      ['flex', 5, 5],
    ]);
    const [two, flex] = instances;
    expect(two!.problem.operations.map((o) => o.modes)).toEqual([
      [{ workCenterId: 'M0', runMinutes: 3 }],
      [{ workCenterId: 'M1', runMinutes: 2 }],
      [{ workCenterId: 'M1', runMinutes: 4 }],
      [{ workCenterId: 'M0', runMinutes: 3 }],
    ]);
    expect(flex!.problem.workCenters.map((w) => w.id)).toEqual(['M1', 'M2']);
    expect(flex!.problem.operations[0]!.modes).toEqual([
      { workCenterId: 'M1', runMinutes: 3 },
      { workCenterId: 'M2', runMinutes: 4 },
    ]);
  });

  it('keeps the order of --only and drops names the folder lacks', () => {
    expect(loadInstances({ dir: folder, only: ['flex', 'absent', 'two'] }).map((i) => i.name)).toEqual([
      'flex',
      'two',
    ]);
  });

  it('solves the folder instances to their optimum with valid schedules', () => {
    for (const instance of loadInstances({ dir: folder })) {
      const outcome = solveInstance(instance, {
        algorithm: 'auto',
        budgetMs: 200,
        seed: 1,
        clock: () => performance.now(),
      });
      expect([instance.name, outcome.violations, outcome.makespan]).toEqual([
        instance.name,
        0,
        instance.upper,
      ]);
    }
  });

  it('names a folder without bkv.json', () => {
    expect(() => loadInstances({ dir: join(folder, 'missing') })).toThrow(/No bkv.json in .*missing/);
  });
});

describe('instance names of --only', () => {
  it.each([
    ['la01..la03', ['la01', 'la02', 'la03']],
    ['ft10,mk09..mk10', ['ft10', 'mk09', 'mk10']],
    ['abz5', ['abz5']],
  ])('%s', (list, names) => {
    expect(expandNames(list)).toEqual(names);
  });
});
