import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The engine's purity rules (biome.json overrides + no-clock-or-randomness.grit) checked the way they
 * fail in practice: a file someone adds to packages/engine/src or packages/assistant/src. Each probe is
 * written into the package for one Biome run and deleted afterwards, because the rules are scoped by path.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const BIOME = join(REPO_ROOT, 'node_modules/.bin/biome');

interface Probe {
  name: string;
  /** `packages/engine/src/scheduler/search`: a folder one deeper, whose `../../` is still src/. */
  dir: 'packages/engine/src' | 'packages/assistant/src' | 'packages/engine/src/scheduler/search';
  source: string;
  /** The rules that must report an error on it; empty for a file the rules must let through. */
  rules: string[];
}

const NODE_MODULE = ['lint/correctness/noNodejsModules', 'lint/style/noRestrictedImports'];
const GLOBAL = ['lint/style/noRestrictedGlobals'];
const IMPORT = ['lint/style/noRestrictedImports'];
const PLUGIN = ['plugin'];

const PROBES: Probe[] = [
  {
    name: 'node-fs',
    dir: 'packages/engine/src',
    source: "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    rules: NODE_MODULE,
  },
  {
    name: 'node-fs',
    dir: 'packages/assistant/src',
    source: "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    rules: NODE_MODULE,
  },
  {
    name: 'performance-now',
    dir: 'packages/engine/src',
    source: 'export const t = performance.now();\n',
    rules: GLOBAL,
  },
  {
    name: 'global-this-date-now',
    dir: 'packages/engine/src',
    source: 'export const t = globalThis.Date.now();\n',
    rules: GLOBAL,
  },
  {
    name: 'crypto-uuid',
    dir: 'packages/engine/src',
    source: 'export const id = crypto.randomUUID();\n',
    rules: GLOBAL,
  },
  {
    name: 'process-env',
    dir: 'packages/assistant/src',
    source: 'export const tz = process.env.TZ;\n',
    rules: GLOBAL,
  },
  {
    name: 'date-now-reference',
    dir: 'packages/engine/src',
    source: 'export const clock = Date.now;\n',
    rules: PLUGIN,
  },
  {
    name: 'date-without-new',
    dir: 'packages/engine/src',
    source: 'export const today = Date();\n',
    rules: PLUGIN,
  },
  {
    name: 'computed-import',
    dir: 'packages/engine/src',
    source: 'export const load = (name: string) => import(name);\n',
    rules: PLUGIN,
  },
  {
    name: 'seed-data',
    dir: 'packages/engine/src',
    source:
      "import manifest from '../../../data/plant-1000/manifest.json' with { type: 'json' };\nexport const m = manifest;\n",
    rules: IMPORT,
  },
  {
    name: 'package-off-the-list',
    dir: 'packages/assistant/src',
    source: "import { TZDate } from '@date-fns/tz';\nexport const at = TZDate;\n",
    rules: IMPORT,
  },
  {
    name: 'test-library-in-code',
    dir: 'packages/engine/src',
    source: "import fc from 'fast-check';\nexport const arbitrary = fc;\n",
    rules: IMPORT,
  },
  {
    name: 'seed-data-deeper',
    dir: 'packages/engine/src/scheduler/search',
    source:
      "import manifest from '../../../../data/plant-1000/manifest.json' with { type: 'json' };\nexport const m = manifest;\n",
    rules: IMPORT,
  },
  {
    name: 'test-fixtures-deeper',
    dir: 'packages/engine/src/scheduler/search',
    source:
      "import { makePlant } from '../../../test-fixtures/scheduler/test-factories.ts';\nexport const p = makePlant;\n",
    rules: IMPORT,
  },
  // What the rules must let through: own files, the allow-listed packages, dates from given instants.
  {
    name: 'allowed',
    dir: 'packages/engine/src',
    source:
      "import { runMrp } from './mrp/index.ts';\nexport const run = runMrp;\nexport const at = [Date.parse('2026-11-23'), new Date(0), Date.UTC(2026, 10)];\n",
    rules: [],
  },
  {
    name: 'allowed',
    dir: 'packages/assistant/src',
    source:
      "import * as chrono from 'chrono-node';\nimport { z } from 'zod';\nimport { interpretCommand } from './interpret-command.ts';\nexport const used = [chrono, z, interpretCommand];\n",
    rules: [],
  },
  {
    name: 'allowed-deeper',
    dir: 'packages/engine/src/scheduler/search',
    source:
      "import { summarizeChanges } from '../../diff/summarize-changes.ts';\nexport const used = summarizeChanges;\n",
    rules: [],
  },
];

interface Diagnostic {
  severity: string;
  category: string;
  location: { path: string };
}

interface LintRun {
  status: number | null;
  /** Error categories per probe, keyed `${dir} ${name}`. */
  errors: Map<string, string[]>;
}

/** Lints the probes in one Biome run and answers its exit status and error categories per file. */
function lintProbes(probes: Probe[]): LintRun {
  const paths = probes.map((p) => `${p.dir}/purity-probe-${process.pid}-${p.name}.ts`);
  try {
    probes.forEach((p, k) => {
      writeFileSync(join(REPO_ROOT, paths[k]!), p.source);
    });
    const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', ...paths], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    // The JSON report is the last line of stdout; Biome may print a notice before it.
    const report = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { diagnostics: Diagnostic[] };
    const errors = new Map(paths.map((path) => [path, [] as string[]]));
    for (const d of report.diagnostics) {
      if (d.severity === 'error') errors.get(d.location.path)?.push(d.category);
    }
    return {
      status: run.status,
      errors: new Map(probes.map((p, k) => [`${p.dir} ${p.name}`, errors.get(paths[k]!)!])),
    };
  } finally {
    for (const path of paths) rmSync(join(REPO_ROOT, path), { force: true });
  }
}

describe('engine purity lint (issue 12, point 2)', () => {
  let run: LintRun;
  beforeAll(() => {
    run = lintProbes(PROBES);
  }, 60_000);

  it('fails the lint run when engine code imports node:fs', () => {
    expect(run.status).not.toBe(0);
    expect(run.errors.get('packages/engine/src node-fs')).toEqual(expect.arrayContaining(NODE_MODULE));
  });

  it.each(PROBES.filter((p) => p.rules.length > 0).map((p) => [`${p.dir} ${p.name}`, p.rules] as const))(
    'reports %s',
    (key, rules) => {
      expect(run.errors.get(key)).toEqual(expect.arrayContaining(rules));
    },
  );

  it.each([
    'packages/engine/src allowed',
    'packages/assistant/src allowed',
    'packages/engine/src/scheduler/search allowed-deeper',
  ])('lets through %s', (key) => {
    expect(run.errors.get(key)).toEqual([]);
  });
});
