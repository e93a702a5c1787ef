import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { schedule, validateSchedule } from '../packages/engine/src/index.ts';
import { type BenchmarkInstance, expandNames, loadInstances } from './benchmark-instances.ts';
import { cpuClock } from './cpu-clock.ts';
import { generatePlant } from './plant-instance.ts';
import { createSearchThreads, describeSearches } from './search-threads.ts';
import { benchmarkClasses, type GeneratedSet } from './size-classes.ts';
import { gapPercent, type SolveOutcome, type SolveSettings, solveInstance } from './solve-instance.ts';

const DEFAULT_SELECTION = [
  'ft06',
  'ft10',
  'la01',
  'la02',
  'la03',
  'la04',
  'la05',
  ...Array.from({ length: 10 }, (_, k) => `mk${String(k + 1).padStart(2, '0')}`),
];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    seconds: { type: 'string' },
    dir: { type: 'string' },
    runs: { type: 'string', default: '1' },
    plant: { type: 'boolean', default: false },
    // Size classes 20x15..50x20 (swv, yn and generated job shops): `all` or e.g. `30x20,50x20`.
    classes: { type: 'string' },
    set: { type: 'string', default: 'tune' },
    generated: { type: 'string', default: '2' },
    // The first seed of the size classes' runs (runs use seed, seed + 1, ...): another sample of the same work.
    seed: { type: 'string', default: '1' },
    iterations: { type: 'string' },
    // Budgets in CPU seconds of this process instead of wall seconds: the same figure on a loaded machine.
    'cpu-clock': { type: 'boolean', default: false },
    // Searches side by side, each with the full budget, the best kept (a deterministic portfolio). With
    // --cpu-clock the budget counts the CPU of every thread of the process: K searches share it.
    threads: { type: 'string', default: '1' },
    // With --threads: the searches swap their bests every N iterations (a barrier counted in work).
    cooperate: { type: 'string' },
    // What a search does with a better best of another: `best` (kicks and relinks use it) or `restart` from it.
    adopt: { type: 'string', default: 'best' },
    out: { type: 'string', default: join(import.meta.dirname, 'results/scheduler.md') },
  },
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const clock = values['cpu-clock'] ? cpuClock() : () => performance.now();
const gaps: number[] = [];
const threads = Number(values.threads);
const cooperate = values.cooperate
  ? { every: Number(values.cooperate), adopt: values.adopt as 'best' | 'restart' }
  : undefined;
const portfolio = threads > 1 ? createSearchThreads(threads, values['cpu-clock'], cooperate) : undefined;
/** One run: a single search, or with `--threads` a portfolio whose searches' makespans go to stderr. */
function solve(instance: BenchmarkInstance, settings: SolveSettings): SolveOutcome {
  if (!portfolio) return solveInstance(instance, settings);
  const outcome = portfolio.solve(instance, settings);
  process.stderr.write(`${describeSearches(instance.name, outcome)}\n`);
  return outcome;
}

function settingsFor(instance: BenchmarkInstance, algorithm: SolveSettings['algorithm'], seed: number) {
  const seconds = Number(values.seconds ?? (instance.name.startsWith('mk') ? 30 : 10));
  return { algorithm, budgetMs: seconds * 1000, seed, clock };
}

function benchmarkInstance(instance: BenchmarkInstance, runs: number): string {
  const dispatched = solveInstance(instance, settingsFor(instance, 'dispatch', 1));
  const autos = Array.from({ length: runs }, (_, run) =>
    solve(instance, settingsFor(instance, 'auto', run + 1)),
  );
  const found = median(autos.map((a) => a.makespan));
  const cells = [
    instance.name,
    instance.upper,
    dispatched.makespan,
    gapPercent(dispatched.makespan, instance.upper).toFixed(2),
    found,
    gapPercent(found, instance.upper).toFixed(2),
    Math.min(...autos.map((a) => a.makespan)),
    (median(autos.map((a) => a.timeToBestMs)) / 1000).toFixed(2),
    median(autos.map((a) => a.iterations)),
    settingsFor(instance, 'auto', 1).budgetMs / 1000,
    dispatched.violations + autos.reduce((sum, a) => sum + a.violations, 0),
  ];
  const line = `| ${cells.join(' | ')} |`;
  process.stdout.write(`${line}\n`);
  gaps.push(gapPercent(found, instance.upper));
  return line;
}

function benchmarkPlant(): string[] {
  const problem = generatePlant(2500, 7);
  const started = performance.now();
  const result = schedule(problem, { algorithm: 'dispatch', rule: 'atcs', clock });
  const firstFeasibleMs = performance.now() - started;
  const violations = validateSchedule(problem, result).length;
  const memoryMb = process.memoryUsage().rss / 2 ** 20;
  return [
    '',
    `Plant-sized instance: ${problem.operations.length} operations, ${problem.workCenters.length} work centers, setups, molds, shift calendars, maintenance.`,
    `First feasible schedule (dispatch, ATCS): ${(firstFeasibleMs / 1000).toFixed(2)} s, ${violations} violations, makespan ${(result.kpis.makespanMinutes / 1440).toFixed(1)} days, ${result.kpis.lateOrders} late orders, RSS ${memoryMb.toFixed(0)} MB.`,
  ];
}

const runs = Number(values.runs);
if (values.classes) {
  benchmarkClasses({
    set: values.set as GeneratedSet,
    generatedPerClass: Number(values.generated),
    runs,
    ...(values.classes === 'all' ? {} : { only: values.classes.split(',') }),
    settings: (run) => ({
      algorithm: 'auto',
      budgetMs: Number(values.seconds ?? 30) * 1000,
      seed: Number(values.seed) + run - 1,
      clock,
      ...(values.iterations ? { maxIterations: Number(values.iterations) } : {}),
    }),
    write: (line) => process.stdout.write(`${line}\n`),
    solve,
  });
  portfolio?.close();
  process.exit(0);
}
const header = [
  `# Scheduler benchmark`,
  '',
  `Objective: makespan. \`auto\` = dispatch then tabu search for the budget on ${threads === 1 ? 'one thread' : `${threads} threads (a portfolio: each search the full budget, the best kept)`}; median of ${runs} run(s) (seeds 1..${runs}). Gap against \`upper\` of bkv.json. Every result validated (violations column). ${values['cpu-clock'] ? 'Budgets and times in CPU seconds of the process (`--cpu-clock`).' : 'Budgets and times in wall seconds.'}`,
  '',
  '| instance | best known | dispatch | gap % | auto (median) | gap % | auto best | time to best s | iterations | budget s | violations |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
];
process.stdout.write(`${header.join('\n')}\n`);
const only = values.only ? expandNames(values.only) : values.dir ? undefined : DEFAULT_SELECTION;
const instances = loadInstances({ ...(values.dir ? { dir: values.dir } : {}), ...(only ? { only } : {}) });
const missing = (only ?? []).filter((name) => !instances.some((i) => i.name === name));
if (missing.length > 0) process.stderr.write(`No such instance in bkv.json: ${missing.join(', ')}\n`);
const lines = instances.map((instance) => benchmarkInstance(instance, runs));
portfolio?.close();
const meanGap = gaps.reduce((a, b) => a + b, 0) / Math.max(1, gaps.length);
const footer = `mean gap ${meanGap.toFixed(2)}% over ${gaps.length} instances`;
process.stdout.write(`${footer}\n`);
const plant = values.plant ? benchmarkPlant() : [];
process.stdout.write(`${plant.join('\n')}\n`);
if (!existsSync(dirname(values.out))) mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, `${[...header, ...lines, '', footer, ...plant].join('\n')}\n`);
