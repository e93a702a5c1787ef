import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildImportGraph,
  findImportLoops,
  findTwoWayFolders,
  type ImportGraph,
  importSpecifiers,
  listSourceFiles,
} from './import-graph.ts';

/**
 * The layout stays readable (issue 12, point 7): no two source files reach each other through imports,
 * type-only ones included, so every file can be read after the files it uses.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = [
  'packages/contract/src',
  'packages/engine/src',
  'packages/engine/test-fixtures',
  'packages/assistant/src',
  'apps/server/src',
  'apps/web/src',
];

const graphOf = (edges: Record<string, string[]>): ImportGraph =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('the import scan', () => {
  it('reads type-only, multi-line, default, namespace, re-export, side-effect and dynamic imports', () => {
    const text = [
      "import type { A } from './a.ts';",
      'import {',
      '  b,',
      '  type B,',
      "} from './b.ts';",
      "import c, { d } from './c.ts';",
      "import * as e from './e.ts';",
      "export { f } from './f.ts';",
      "export type { G } from './g.ts';",
      "import './h.css';",
      "const i = await import('./i.ts');",
      "const note = 'not an import from a string';",
    ].join('\n');
    expect(importSpecifiers(text).sort()).toEqual(
      ['./a.ts', './b.ts', './c.ts', './e.ts', './f.ts', './g.ts', './h.css', './i.ts'].sort(),
    );
  });

  it('finds a loop of two files, a longer loop and a file importing itself, and nothing in a chain', () => {
    const loops = findImportLoops(
      graphOf({
        'compile.ts': ['compile-tails.ts'],
        'compile-tails.ts': ['compile.ts'],
        'a.ts': ['b.ts'],
        'b.ts': ['c.ts'],
        'c.ts': ['a.ts', 'leaf.ts'],
        'self.ts': ['self.ts'],
        'leaf.ts': [],
      }),
    );
    expect(loops.sort()).toEqual([['a.ts', 'b.ts', 'c.ts'], ['compile-tails.ts', 'compile.ts'], ['self.ts']]);
    expect(findImportLoops(graphOf({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  it('finds two folders that import each other, and not a one-way pair', () => {
    const graph = graphOf({
      'src/screens/ScreenView.tsx': ['src/features/bom/BomPage.tsx'],
      'src/features/bom/BomPage.tsx': ['src/screens/LoadState.tsx', 'src/ui/LoadState.tsx'],
      'src/App.tsx': ['src/screens/ScreenView.tsx'],
    });
    expect(findTwoWayFolders(graph, 'src')).toEqual(['features <-> screens']);
  });
});

describe("the project's imports", () => {
  const files = SOURCE_DIRS.flatMap((dir) => listSourceFiles(resolve(REPO_ROOT, dir)));
  const graph = buildImportGraph(REPO_ROOT, files);

  it('scans every workspace', () => {
    for (const dir of SOURCE_DIRS)
      expect([...graph.keys()].filter((file) => file.startsWith(`${dir}/`)).length).toBeGreaterThan(5);
  });

  it('have no loop among source files, type-only imports included', () => {
    expect(findImportLoops(graph)).toEqual([]);
  });

  it("keep the engine's folders one-way (repair sits in the scheduler, which calls it)", () => {
    expect(findTwoWayFolders(graph, 'packages/engine/src')).toEqual([]);
    expect(findTwoWayFolders(graph, 'packages/engine/src/scheduler')).toEqual([]);
  });

  it("keep the web app's folders one-way: faces -> screens (the router) -> features -> ui, api, i18n", () => {
    expect(findTwoWayFolders(graph, 'apps/web/src')).toEqual([]);
    expect(findTwoWayFolders(graph, 'apps/web/src/features')).toEqual([]);
  });

  it("keep the server's folders one-way: routes -> jobs -> services -> i18n, db -> http's floor", () => {
    // The last pairs went in issue 12: the test harness moved beside what it builds (app.test-support.ts,
    // db/test-database.test-support.ts), the run's events and data format into services/schedule (the
    // runner in jobs/ runs what services define), and the lost-connection rule into db/.
    expect(findTwoWayFolders(graph, 'apps/server/src')).toEqual([]);
    expect(findTwoWayFolders(graph, 'apps/server/src/services')).toEqual([]);
  });

  it("keep the web app's calls to the API in src/api: no other file sends a request itself", () => {
    const calling = files.filter(
      (file) =>
        file.startsWith('apps/web/src/') &&
        !file.startsWith('apps/web/src/api/') &&
        !/\.test\.tsx?$/.test(file) &&
        /\b(requestJson|requestParsed|fetch)\s*\(/.test(readFileSync(resolve(REPO_ROOT, file), 'utf8')),
    );
    expect(calling).toEqual([]);
  });

  it('never let a feature import the router or a face (screens/, shell/, workspace/)', () => {
    const upward = [...graph].flatMap(([from, targets]) =>
      from.startsWith('apps/web/src/features/')
        ? [...targets]
            .filter((to) => /^apps\/web\/src\/(screens|shell|workspace)\//.test(to))
            .map((to) => `${from} -> ${to}`)
        : [],
    );
    expect(upward).toEqual([]);
  });
});
