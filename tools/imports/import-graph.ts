import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * A plain-text scan of the project's relative imports. TypeScript 7 (native) has no compiler API, so
 * this reads the import and export-from clauses itself; type-only imports count, because a loop of
 * types is still a loop a reader has to untangle. Package imports (`@takt/engine`) are left out: the
 * workspaces' dependency direction is fixed by their package.json files.
 */

/** `import … from '…'` and `export … from '…'`, type-only included, one clause at a time. */
const FROM_CLAUSE =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:\*\s*(?:as\s+[\w$]+\s*)?|[\w$]+\s*(?:,\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+)\s*)?|\{[^}]*\}\s*)from\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const SOURCE = /\.(ts|tsx|mts)$/;

/** The module specifiers a source text imports, in order of appearance per kind. */
export function importSpecifiers(text: string): string[] {
  return [FROM_CLAUSE, SIDE_EFFECT, DYNAMIC].flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => match[1]!),
  );
}

/** Every TypeScript source file under `dir`, skipping dependencies and build output. */
export function listSourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** The file a relative specifier names (the project writes extensions; bare paths are tried too). */
function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => SOURCE.test(candidate) && existsSync(candidate),
  );
}

/** Edges between source files, as paths relative to `root` with `/` separators. */
export type ImportGraph = Map<string, Set<string>>;

export function buildImportGraph(root: string, files: string[]): ImportGraph {
  const name = (path: string) => relative(root, path).split(sep).join('/');
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (target) targets.add(name(target));
    }
    graph.set(name(file), targets);
  }
  return graph;
}

/**
 * The import loops: each strongly connected component of more than one file, or a file importing
 * itself (Tarjan's algorithm, iterative so a deep chain cannot overflow the stack).
 */
export function findImportLoops(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const loops: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: string[] }> = [];
    const enter = (node: string) => {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: [...(graph.get(node) ?? [])] });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const target = frame.next.shift();
      if (target !== undefined) {
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) loops.push(component.sort());
    }
  }
  return loops;
}

/**
 * Pairs of folders that import each other, at one level below `base` (a folder such as
 * `apps/web/src`): `features` and `screens`, say. Files directly in `base` belong to no folder.
 */
export function findTwoWayFolders(graph: ImportGraph, base: string): string[] {
  const folderOf = (file: string) => {
    if (!file.startsWith(`${base}/`)) return undefined;
    const rest = file.slice(base.length + 1).split('/');
    return rest.length > 1 ? rest[0] : undefined;
  };
  const edges = new Set<string>();
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const a = folderOf(from);
      const b = folderOf(to);
      if (a && b && a !== b) edges.add(`${a} -> ${b}`);
    }
  }
  return [...edges]
    .filter((edge) => {
      const [a, b] = edge.split(' -> ');
      return a! < b! && edges.has(`${b} -> ${a}`);
    })
    .map((edge) => edge.replace(' -> ', ' <-> '));
}
