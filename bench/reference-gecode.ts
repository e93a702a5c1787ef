/**
 * Runs one MiniZinc model with Gecode and checks what it found with Takt's validator: the shared half of
 * the reference column (`bench/reference-minizinc.ts`). Each shop kind (classic job shop, flexible job shop)
 * brings its model, its data file and how to rebuild a Takt schedule from Gecode's printed solution.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ScheduledOperation,
  type SchedulingProblem,
  validateSchedule,
} from '../packages/engine/src/index.ts';

/** One shop converted for a MiniZinc model: the model file, its data and the way back to a Takt schedule. */
export interface ReferenceShop {
  model: string;
  dzn: string;
  /** The schedule a printed solution block (`makespan=…` and the model's arrays) stands for. */
  rebuild: (block: string) => ScheduledOperation[];
}

export interface ReferenceOutcome {
  /** Null when Gecode found no schedule or its best did not validate. */
  makespan: number | null;
  timeToBestS: number;
  optimal: boolean;
  violations: number;
  note: string;
}

/** How Gecode is run: the flags added to `minizinc --solver gecode` (e.g. `--fzn-flags "-nogoods true"`). */
export interface GecodeSettings {
  seconds: number;
  extraArgs?: readonly string[];
}

export function minizincAvailable(): boolean {
  const solvers = spawnSync('minizinc', ['--solvers'], { encoding: 'utf8' });
  return solvers.status === 0 && /Gecode/.test(solvers.stdout);
}

/** The integer array a solution block prints as `name=[…]`. */
export function readArray(block: string, name: string): number[] {
  const match = new RegExp(`^${name}=(\\[.*\\])$`, 'm').exec(block);
  if (!match) throw new Error(`No ${name}=[…] in the solution`);
  return JSON.parse(match[1]!) as number[];
}

/**
 * Runs Gecode (one thread, every improving solution printed, the time limit including flattening) and
 * validates the last (best) solution printed within the limit: a schedule that breaks a rule of the
 * problem, or whose makespan is not the one Gecode claims, is INVALID and carries no makespan.
 */
export function solveWithGecode(
  problem: SchedulingProblem,
  shop: ReferenceShop,
  settings: GecodeSettings,
): ReferenceOutcome {
  const folder = mkdtempSync(join(tmpdir(), 'takt-ref-'));
  const data = join(folder, 'instance.dzn');
  writeFileSync(data, shop.dzn);
  const run = spawnSync(
    'minizinc',
    [
      '--solver',
      'gecode',
      '-p',
      '1',
      '--time-limit',
      String(settings.seconds * 1000),
      '-a',
      '--output-time',
      ...(settings.extraArgs ?? []),
      shop.model,
      data,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  rmSync(folder, { recursive: true, force: true });
  const best = run.stdout
    .split('----------')
    .filter((b) => b.includes('makespan='))
    .at(-1);
  if (!best) {
    const error = run.stderr
      .split('\n')
      .find(
        (line) => line.trim().length > 0 && !line.startsWith('Warning') && !/overrides a global/.test(line),
      );
    const note =
      run.status === 0 ? 'no solution within the limit' : `minizinc failed: ${error ?? run.status}`;
    return { makespan: null, timeToBestS: 0, optimal: false, violations: 0, note };
  }
  const claimed = Number(/makespan=(\d+)/.exec(best)![1]);
  const timeToBestS = Number(/% time elapsed: ([\d.]+) s/.exec(best)?.[1] ?? Number.NaN);
  const operations = shop.rebuild(best);
  const violations = validateSchedule(problem, { operations }).length;
  const makespan = Math.max(...operations.map((o) => o.endAt));
  const optimal = run.stdout.includes('==========');
  if (violations > 0 || makespan !== claimed) {
    const note = `INVALID: ${violations} violations, claimed ${claimed}, rebuilt ${makespan}`;
    return { makespan: null, timeToBestS, optimal: false, violations, note };
  }
  return { makespan, timeToBestS, optimal, violations, note: optimal ? 'proved optimal' : '' };
}
