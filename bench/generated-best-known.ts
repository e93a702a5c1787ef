import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Best makespans known for the generated job shops of the size classes. Generated shops have no
 * published best-known value, and on square shops their lower bound is far below the optimum, so a gap
 * to the bound says little about the schedule. This file keeps the best makespan any recorded run has
 * found (long work-counted runs of bench/generated-long-runs.ts, and any other run written with
 * `recordBestKnown`), with what found it, so a class's 30 s figure can also be read against it, as the
 * literature reads Taillard's instances against their best known upper bounds. It is an upper bound
 * found by searching, not an optimum: a gap to it is a lower estimate of the true gap.
 */
export interface GeneratedBestKnown {
  makespan: number;
  /** How the makespan was found: solver, commit, seed, iterations. */
  foundBy: string;
}

export const GENERATED_BEST_KNOWN_FILE = join(import.meta.dirname, 'results/generated-best-known.json');

export function readBestKnown(file = GENERATED_BEST_KNOWN_FILE): Record<string, GeneratedBestKnown> {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, GeneratedBestKnown>;
}

/** Keeps `candidate` when it beats (or is the first record for) `name`; returns whether it did. */
export function recordBestKnown(
  name: string,
  candidate: GeneratedBestKnown,
  file = GENERATED_BEST_KNOWN_FILE,
): boolean {
  const known = readBestKnown(file);
  const current = known[name];
  if (current && current.makespan <= candidate.makespan) return false;
  known[name] = candidate;
  const sorted = Object.fromEntries(Object.entries(known).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  return true;
}
