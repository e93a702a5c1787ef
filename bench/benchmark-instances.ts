import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SchedulingProblem } from '../packages/engine/src/index.ts';
import { parseFlexibleJobShop, parseJobShop } from './instance-formats.ts';

/** A benchmark instance with its best-known makespan (`upper`) and best lower bound (`lower`). */
export interface BenchmarkInstance {
  name: string;
  upper: number;
  lower: number;
  problem: SchedulingProblem;
}

/** One record of a `bkv.json`: the instance file relative to the folder and its bounds. */
interface BkvEntry {
  file: string;
  upper: number;
  lower?: number;
}

/** `../shared/benchmarks` beside the repository (the layout of this machine and of CI). */
export const SHARED_BENCHMARKS = join(import.meta.dirname, '../../shared/benchmarks');

/**
 * Loads the instances of a folder laid out like `shared/benchmarks/jsp` or `fjsp`: a `bkv.json` whose
 * `file` entries name the instance files, `.fjs` read as flexible job shop and anything else as classic
 * OR-Library job shop. `names` keeps only those keys (all when absent).
 */
export function loadFolder(folder: string, names?: readonly string[]): BenchmarkInstance[] {
  const bkv = JSON.parse(readFileSync(join(folder, 'bkv.json'), 'utf8')) as Record<string, BkvEntry>;
  return Object.entries(bkv)
    .filter(([name]) => !names || names.includes(name))
    .map(([name, entry]) => {
      const text = readFileSync(join(folder, entry.file), 'utf8');
      return {
        name,
        upper: entry.upper,
        lower: entry.lower ?? 0,
        problem: entry.file.endsWith('.fjs') ? parseFlexibleJobShop(text) : parseJobShop(text),
      };
    });
}

export interface InstanceSelection {
  /** A folder of its own (`--dir`); default: `jsp` and `fjsp` of `benchmarksDir`. */
  dir?: string;
  /** Instance names, in the order to run them; default: every instance of the folders. */
  only?: readonly string[];
  benchmarksDir?: string;
}

/** The selected instances, in the order of `only` when given; throws naming a missing folder. */
export function loadInstances(selection: InstanceSelection): BenchmarkInstance[] {
  const root = selection.benchmarksDir ?? SHARED_BENCHMARKS;
  const folders = selection.dir ? [selection.dir] : [join(root, 'jsp'), join(root, 'fjsp')];
  for (const folder of folders) {
    if (!existsSync(join(folder, 'bkv.json'))) throw new Error(`No bkv.json in ${folder}`);
  }
  const { only } = selection;
  const instances = folders.flatMap((folder) => loadFolder(folder, only));
  return only ? only.flatMap((name) => instances.filter((i) => i.name === name)) : instances;
}

/** `la01..la05` expands to la01, la02, ..., la05 (the digits keep their width). */
export function expandNames(list: string): string[] {
  return list.split(',').flatMap((name) => {
    const range = /^(\D*)(\d+)\.\.\1(\d+)$/.exec(name);
    if (!range) return [name];
    const [, prefix, from, to] = range;
    return Array.from(
      { length: Number(to) - Number(from) + 1 },
      (_, k) => `${prefix}${String(Number(from) + k).padStart(from!.length, '0')}`,
    );
  });
}
