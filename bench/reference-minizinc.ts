/**
 * A reference column for the scheduler benchmark: the same job shops solved by MiniZinc + Gecode (the
 * disjunctive model of bench/reference/jsp.mzn) and by Takt, each with the same time cap, one thread, one
 * after the other so both see the same machine load. Gecode's best schedule is rebuilt and checked by
 * Takt's validator; one that does not validate is reported as such and never counted.
 *
 *   npm run bench:reference -- --classes all --set tune --generated 2
 *   npm run bench:reference -- --only la21..la40
 *
 * Needs `minizinc` on the PATH (Debian: apt-get install minizinc); without it, says so and exits 0.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type ScheduledOperation,
  type SchedulingProblem,
  validateSchedule,
} from '../packages/engine/src/index.ts';
import { expandNames, loadInstances } from './benchmark-instances.ts';
import { type ClassInstance, type GeneratedSet, selectClassInstances } from './size-classes.ts';
import { gapPercent, solveInstance } from './solve-instance.ts';

const MODEL = join(import.meta.dirname, 'reference/jsp.mzn');

const { values } = parseArgs({
  options: {
    classes: { type: 'string' },
    set: { type: 'string', default: 'tune' },
    generated: { type: 'string', default: '2' },
    only: { type: 'string' },
    seconds: { type: 'string', default: '30' },
    seed: { type: 'string', default: '1' },
  },
});

/** A classic job shop read back from the engine's problem: per job its machines (1-based) and durations. */
interface JobShop {
  operationIds: string[][];
  machine: number[][];
  duration: number[][];
  machines: number;
}

/** Null when the problem is not a rectangular single-mode job shop (e.g. a flexible one), which the model does not cover. */
function toJobShop(problem: SchedulingProblem): JobShop | null {
  const machineIndex = new Map(problem.workCenters.map((w, k) => [w.id, k + 1]));
  const byOrder = new Map<string, SchedulingProblem['operations']>();
  for (const operation of problem.operations) {
    if (operation.modes.length !== 1 || operation.predecessorIds) return null;
    byOrder.set(operation.orderId, [...(byOrder.get(operation.orderId) ?? []), operation]);
  }
  const jobs = [...byOrder.values()];
  if (jobs.some((ops) => ops.length !== jobs[0]!.length)) return null;
  return {
    operationIds: jobs.map((ops) => ops.map((o) => o.id)),
    machine: jobs.map((ops) => ops.map((o) => machineIndex.get(o.modes[0]!.workCenterId)!)),
    duration: jobs.map((ops) => ops.map((o) => o.modes[0]!.runMinutes)),
    machines: problem.workCenters.length,
  };
}

function toDzn(shop: JobShop): string {
  const matrix = (rows: number[][]) => `[|${rows.map((r) => r.join(',')).join('|')}|]`;
  return [
    `jobs = ${shop.machine.length};`,
    `machines = ${shop.machines};`,
    `steps = ${shop.machine[0]!.length};`,
    `machine = ${matrix(shop.machine)};`,
    `duration = ${matrix(shop.duration)};`,
    '',
  ].join('\n');
}

interface ReferenceOutcome {
  /** Null when Gecode found no schedule or its best did not validate. */
  makespan: number | null;
  timeToBestS: number;
  optimal: boolean;
  violations: number;
  note: string;
}

/** Runs Gecode on one job shop and validates the last (best) solution it printed within the limit. */
function solveWithGecode(problem: SchedulingProblem, shop: JobShop, seconds: number): ReferenceOutcome {
  const folder = mkdtempSync(join(tmpdir(), 'takt-ref-'));
  const data = join(folder, 'instance.dzn');
  writeFileSync(data, toDzn(shop));
  const run = spawnSync(
    'minizinc',
    [
      '--solver',
      'gecode',
      '-p',
      '1',
      '--time-limit',
      String(seconds * 1000),
      '-a',
      '--output-time',
      MODEL,
      data,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  rmSync(folder, { recursive: true, force: true });
  const blocks = run.stdout.split('----------').filter((b) => b.includes('makespan='));
  const best = blocks.at(-1);
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
  const starts = JSON.parse(/start=(\[.*\])/.exec(best)![1]!) as number[];
  const timeToBestS = Number(/% time elapsed: ([\d.]+) s/.exec(best)?.[1] ?? Number.NaN);
  const operations: ScheduledOperation[] = shop.operationIds.flatMap((ids, j) =>
    ids.map((operationId, k) => {
      const startAt = starts[j * ids.length + k]!;
      return {
        operationId,
        orderId: problem.operations.find((o) => o.id === operationId)!.orderId,
        workCenterId: problem.workCenters[shop.machine[j]![k]! - 1]!.id,
        startAt,
        endAt: startAt + shop.duration[j]![k]!,
        setupMinutes: 0,
        isFrozen: false,
      };
    }),
  );
  const violations = validateSchedule(problem, { operations }).length;
  const makespan = Math.max(...operations.map((o) => o.endAt));
  const optimal = run.stdout.includes('==========');
  if (violations > 0 || makespan !== claimed) {
    const note = `INVALID: ${violations} violations, claimed ${claimed}, rebuilt ${makespan}`;
    return { makespan: null, timeToBestS, optimal: false, violations, note };
  }
  return { makespan, timeToBestS, optimal, violations, note: optimal ? 'proved optimal' : '' };
}

function minizincAvailable(): boolean {
  const solvers = spawnSync('minizinc', ['--solvers'], { encoding: 'utf8' });
  return solvers.status === 0 && /Gecode/.test(solvers.stdout);
}

if (!minizincAvailable()) {
  process.stdout.write(
    'MiniZinc with Gecode is not installed, so there is no reference column to compute.\n' +
      'On Debian/Ubuntu: apt-get install -y minizinc (MiniZinc 2.6.4 with Gecode 6.2 on bookworm), then run again.\n',
  );
  process.exit(0);
}

const seconds = Number(values.seconds);
const seed = Number(values.seed);
const selected: { label: string; instance: ClassInstance }[] = values.only
  ? loadInstances({ only: expandNames(values.only) }).map((instance) => ({
      label: 'named',
      instance: { ...instance, boundKind: 'best known' as const },
    }))
  : selectClassInstances(
      values.set as GeneratedSet,
      Number(values.generated),
      !values.classes || values.classes === 'all' ? undefined : values.classes.split(','),
    );

const write = (line: string) => process.stdout.write(`${line}\n`);
write(
  `Takt: auto, ${seconds} s, seed ${seed}, one thread. Gecode 6.2 via MiniZinc: bench/reference/jsp.mzn, -p 1, --time-limit ${seconds * 1000}. Both schedules validated.`,
);
write('');
write(
  `| class | instance | bound | bound kind | Takt ${seconds} s | gap % | Gecode ${seconds} s | gap % | Takt time to best s | Gecode time to best s | Gecode note | load (1 min) |`,
);
write('|---|---|---|---|---|---|---|---|---|---|---|---|');
interface Row {
  label: string;
  takt: number;
  gecode: number | null;
  load: number;
}
const rows: Row[] = [];
for (const { label, instance } of selected) {
  const shop = toJobShop(instance.problem);
  if (!shop) {
    write(`| ${label} | ${instance.name} | not a classic job shop: skipped | | | | | | | | | |`);
    continue;
  }
  const takt = solveInstance(instance, {
    algorithm: 'auto',
    budgetMs: seconds * 1000,
    seed,
    clock: () => performance.now(),
  });
  const loadAfterTakt = loadavg()[0]!;
  const gecode = solveWithGecode(instance.problem, shop, seconds);
  const load = (loadAfterTakt + loadavg()[0]!) / 2;
  const taktCell = takt.violations > 0 ? `INVALID (${takt.violations})` : String(takt.makespan);
  const cells = [
    label,
    instance.name,
    instance.upper,
    instance.boundKind,
    taktCell,
    gapPercent(takt.makespan, instance.upper).toFixed(2),
    gecode.makespan ?? '–',
    gecode.makespan === null ? '–' : gapPercent(gecode.makespan, instance.upper).toFixed(2),
    (takt.timeToBestMs / 1000).toFixed(1),
    Number.isNaN(gecode.timeToBestS) ? '–' : gecode.timeToBestS.toFixed(1),
    gecode.note,
    load.toFixed(2),
  ];
  write(`| ${cells.join(' | ')} |`);
  rows.push({
    label,
    takt: gapPercent(takt.makespan, instance.upper),
    gecode: gecode.makespan === null ? null : gapPercent(gecode.makespan, instance.upper),
    load,
  });
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
write('');
write(
  '| class | instances | Takt mean gap % | Gecode mean gap % (valid results) | Gecode valid | Takt better / equal / worse | mean load (1 min) |',
);
write('|---|---|---|---|---|---|---|');
for (const label of [...new Set(rows.map((r) => r.label))]) {
  const of = rows.filter((r) => r.label === label);
  const valid = of.filter((r) => r.gecode !== null);
  const better = valid.filter((r) => r.takt < r.gecode!).length;
  const equal = valid.filter((r) => r.takt === r.gecode).length;
  const cells = [
    label,
    of.length,
    mean(of.map((r) => r.takt)).toFixed(2),
    valid.length > 0 ? mean(valid.map((r) => r.gecode!)).toFixed(2) : '–',
    `${valid.length}/${of.length}`,
    `${better} / ${equal} / ${valid.length - better - equal}`,
    mean(of.map((r) => r.load)).toFixed(2),
  ];
  write(`| ${cells.join(' | ')} |`);
}
