import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SalbpTask } from '../packages/engine/src/index.ts';

export interface SalbpInstance {
  name: string;
  tasks: SalbpTask[];
  cycleTime: number;
  optimum: number;
}

/** Parses Scholl's .IN2 format: n, n task times, then "i,j" precedence arcs ending with "-1,-1". */
export function parseIn2(text: string): SalbpTask[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const n = Number(lines[0]);
  const preds: string[][] = Array.from({ length: n }, () => []);
  for (const line of lines.slice(n + 1)) {
    const [a, b] = line.split(',').map(Number);
    if (a === undefined || b === undefined || a < 0) break;
    preds[b - 1]?.push(String(a));
  }
  return preds.map((predecessors, i) => ({ id: String(i + 1), time: Number(lines[i + 1]), predecessors }));
}

export const DEFAULT_SALBP_DIR = join(import.meta.dirname, '../../shared/benchmarks/salbp');

/** The bkv.json instances, in the file's order. */
export function loadSalbpInstances(dir = DEFAULT_SALBP_DIR): SalbpInstance[] {
  const bkv = JSON.parse(readFileSync(join(dir, 'bkv.json'), 'utf8')) as Record<
    string,
    { file: string; cycle_time: number; optimum_stations: number }
  >;
  const graphs = new Map<string, SalbpTask[]>();
  return Object.entries(bkv).map(([name, entry]) => {
    let tasks = graphs.get(entry.file);
    if (!tasks) {
      tasks = parseIn2(readFileSync(join(dir, entry.file), 'utf8'));
      graphs.set(entry.file, tasks);
    }
    return { name, tasks, cycleTime: entry.cycle_time, optimum: entry.optimum_stations };
  });
}
