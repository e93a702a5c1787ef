import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  MAKESPAN_OBJECTIVE,
  type SchedulingProblem,
  schedule,
  validateSchedule,
} from '../packages/engine/src/index.ts';
import { parseFlexibleJobShop, parseJobShop } from './instance-formats.ts';
import { generatePlant } from './plant-instance.ts';

interface Instance {
  name: string;
  upper: number;
  problem: SchedulingProblem;
}

const BENCHMARKS = join(import.meta.dirname, '../../shared/benchmarks');
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
    out: { type: 'string', default: join(import.meta.dirname, 'results/scheduler.md') },
  },
});

function loadFolder(folder: string, names: string[] | undefined): Instance[] {
  const bkv = JSON.parse(readFileSync(join(folder, 'bkv.json'), 'utf8')) as Record<
    string,
    { file: string; upper: number }
  >;
  return Object.entries(bkv)
    .filter(([name]) => !names || names.includes(name))
    .map(([name, entry]) => {
      const text = readFileSync(join(folder, entry.file), 'utf8');
      return {
        name,
        upper: entry.upper,
        problem: entry.file.endsWith('.fjs') ? parseFlexibleJobShop(text) : parseJobShop(text),
      };
    });
}

function loadInstances(): Instance[] {
  const names = values.only?.split(',') ?? (values.dir ? undefined : DEFAULT_SELECTION);
  const folders = values.dir ? [values.dir] : [join(BENCHMARKS, 'jsp'), join(BENCHMARKS, 'fjsp')];
  const instances = folders.flatMap((folder) => loadFolder(folder, names));
  return names ? names.flatMap((name) => instances.filter((i) => i.name === name)) : instances;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const gap = (found: number, upper: number) => (100 * (found - upper)) / upper;

function solveOnce(instance: Instance, algorithm: 'dispatch' | 'auto', seconds: number, seed: number) {
  let timeToBestMs = 0;
  const result = schedule(instance.problem, {
    algorithm,
    objective: MAKESPAN_OBJECTIVE,
    seed,
    clock: () => performance.now(),
    timeBudgetMs: seconds * 1000,
    maxIterationsWithoutImprovement: Number.POSITIVE_INFINITY,
    onProgress: (report) => (timeToBestMs = report.elapsedMs),
  });
  const violations = validateSchedule(instance.problem, result).length;
  return {
    makespan: result.kpis.makespanMinutes,
    timeToBestMs,
    violations,
    iterations: result.kpis.solverTimes.iterations,
  };
}

function benchmarkInstance(instance: Instance, runs: number): string {
  const seconds = Number(values.seconds ?? (instance.name.startsWith('mk') ? 30 : 10));
  const dispatched = solveOnce(instance, 'dispatch', seconds, 1);
  const autos = Array.from({ length: runs }, (_, run) => solveOnce(instance, 'auto', seconds, run + 1));
  const found = median(autos.map((a) => a.makespan));
  const row = {
    dispatch: dispatched.makespan,
    found,
    gap: gap(found, instance.upper),
    best: Math.min(...autos.map((a) => a.makespan)),
    timeToBest: median(autos.map((a) => a.timeToBestMs)) / 1000,
    iterations: median(autos.map((a) => a.iterations)),
    violations: dispatched.violations + autos.reduce((sum, a) => sum + a.violations, 0),
  };
  const line = `| ${instance.name} | ${instance.upper} | ${row.dispatch} | ${gap(row.dispatch, instance.upper).toFixed(2)} | ${row.found} | ${row.gap.toFixed(2)} | ${row.best} | ${row.timeToBest.toFixed(2)} | ${row.iterations} | ${seconds} | ${row.violations} |`;
  process.stdout.write(`${line}\n`);
  gaps.push(row.gap);
  return line;
}

const gaps: number[] = [];

function benchmarkPlant(): string[] {
  const problem = generatePlant(2500, 7);
  const started = performance.now();
  const result = schedule(problem, { algorithm: 'dispatch', rule: 'atcs', clock: () => performance.now() });
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
const header = [
  `# Scheduler benchmark`,
  '',
  `Objective: makespan. \`auto\` = dispatch then tabu search for the budget on one thread; median of ${runs} run(s) (seeds 1..${runs}). Gap against \`upper\` of bkv.json. Every result validated (violations column).`,
  '',
  '| instance | best known | dispatch | gap % | auto (median) | gap % | auto best | time to best s | iterations | budget s | violations |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
];
process.stdout.write(`${header.join('\n')}\n`);
const lines = loadInstances().map((instance) => benchmarkInstance(instance, runs));
const meanGap = gaps.reduce((a, b) => a + b, 0) / Math.max(1, gaps.length);
const footer = [`mean gap ${meanGap.toFixed(2)}% over ${gaps.length} instances`];
process.stdout.write(`${footer[0]}\n`);
const plant = values.plant ? benchmarkPlant() : [];
process.stdout.write(`${plant.join('\n')}\n`);
if (!existsSync(join(values.out, '..'))) mkdirSync(join(values.out, '..'), { recursive: true });
writeFileSync(values.out, `${[...header, ...lines, '', ...footer, ...plant].join('\n')}\n`);
