import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type Schedule, schedule, validateSchedule } from '../packages/engine/src/index.ts';
import { tardinessLowerBound } from '../packages/engine/src/scheduler/bounds/tardiness-bound.ts';
import { generatePlant } from './plant-instance.ts';

/**
 * The plant-sized case of issue 17: the first feasible schedule of the 10,000-operation plant, each
 * measured in a fresh process (what a server's first plan pays, compiling the code as it goes) and
 * again warm in the same process; then a search under a wall-clock budget, against a lower bound.
 *
 *   npm run bench:plant -- --runs 5 --seconds 30 [--iterations 1500]
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    warm: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '30' },
    iterations: { type: 'string' },
    child: { type: 'boolean', default: false },
  },
});

const ORDERS = 2500;
const SEED = 7;
const clock = () => performance.now();

interface Measured {
  wallMs: number;
  cpuMs: number;
}

interface ChildReport {
  cold: Measured;
  warm: Measured[];
  peakRssMb: number;
  violations: number;
  terms: Terms;
}

interface Terms {
  lateOrders: number;
  weightedTardiness: number;
  setupMinutes: number;
  makespanDays: number;
  objective: number;
}

function termsOf(problem: ReturnType<typeof generatePlant>, result: Schedule): Terms {
  const weightOf = new Map(problem.orders.map((o) => [o.id, o.weight ?? 1]));
  return {
    lateOrders: result.kpis.lateOrders,
    weightedTardiness: result.orders.reduce(
      (sum, o) => sum + weightOf.get(o.orderId)! * o.tardinessMinutes,
      0,
    ),
    setupMinutes: Math.round(result.kpis.setupHours * 60),
    makespanDays: result.kpis.makespanMinutes / 1440,
    objective: result.objective,
  };
}

function firstFeasible(problem: ReturnType<typeof generatePlant>): { result: Schedule } & Measured {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = schedule(problem, { algorithm: 'dispatch', rule: 'atcs', clock });
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { result, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/** One fresh process: a cold first feasible schedule, then `warm` more in the same process. */
function runChild(): void {
  const problem = generatePlant(ORDERS, SEED);
  const cold = firstFeasible(problem);
  const warm = Array.from({ length: Number(values.warm) }, () => firstFeasible(problem));
  const report: ChildReport = {
    cold: { wallMs: cold.wallMs, cpuMs: cold.cpuMs },
    warm: warm.map(({ wallMs, cpuMs }) => ({ wallMs, cpuMs })),
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    violations: validateSchedule(problem, cold.result).length + cold.result.violations.length,
    terms: termsOf(problem, cold.result),
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const load = () => loadavg()[0]!.toFixed(2);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function spawnChild(): ChildReport {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, process.argv[1]!, '--child', '--warm', values.warm!],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    },
  );
  if (child.status !== 0) throw new Error(`plant bench child failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as ChildReport;
}

function formatTerms(t: Terms): string {
  return `${t.lateOrders} late orders, weighted tardiness ${Math.round(t.weightedTardiness).toLocaleString('en-US')} min, setups ${t.setupMinutes.toLocaleString('en-US')} min, makespan ${t.makespanDays.toFixed(1)} days (objective ${t.objective.toFixed(1)})`;
}

function benchmarkFirstFeasible(): string[] {
  const loadBefore = load();
  const reports = Array.from({ length: Number(values.runs) }, () => spawnChild());
  const loadAfter = load();
  const colds = reports.map((r) => r.cold);
  const warms = reports.flatMap((r) => r.warm);
  const first = reports[0]!;
  const isSame = reports.every((r) => r.terms.objective === first.terms.objective);
  return [
    `First feasible schedule (dispatch, ATCS), ${reports.length} fresh processes, load average ${loadBefore} → ${loadAfter} (1 min, 2 cores):`,
    '',
    '| | wall s (median) | wall s (range) | process CPU s (median) | CPU s (range) |',
    '|---|---|---|---|---|',
    `| cold (first in its process) | ${seconds(median(colds.map((c) => c.wallMs)))} | ${seconds(Math.min(...colds.map((c) => c.wallMs)))}–${seconds(Math.max(...colds.map((c) => c.wallMs)))} | ${seconds(median(colds.map((c) => c.cpuMs)))} | ${seconds(Math.min(...colds.map((c) => c.cpuMs)))}–${seconds(Math.max(...colds.map((c) => c.cpuMs)))} |`,
    `| warm (${values.warm} more each) | ${seconds(median(warms.map((c) => c.wallMs)))} | ${seconds(Math.min(...warms.map((c) => c.wallMs)))}–${seconds(Math.max(...warms.map((c) => c.wallMs)))} | ${seconds(median(warms.map((c) => c.cpuMs)))} | ${seconds(Math.min(...warms.map((c) => c.cpuMs)))}–${seconds(Math.max(...warms.map((c) => c.cpuMs)))} |`,
    '',
    `Peak RSS ${Math.round(Math.max(...reports.map((r) => r.peakRssMb)))} MB (whole process, with the TypeScript loader); violations ${reports.reduce((sum, r) => sum + r.violations, 0)}; the same schedule in every run: ${isSame ? 'yes' : 'NO'}.`,
    `Its plan: ${formatTerms(first.terms)}.`,
  ];
}

/** The search capped by wall-clock `seconds`, or run for a work budget of `iterations` (reproducible). */
function benchmarkSearch(
  bound: ReturnType<typeof tardinessLowerBound>,
  budget: { seconds: number } | { iterations: number },
): string[] {
  const problem = generatePlant(ORDERS, SEED);
  const loadBefore = load();
  const cpu = process.cpuUsage();
  const result = schedule(
    problem,
    'seconds' in budget
      ? { timeBudgetMs: budget.seconds * 1000, clock }
      : { maxIterations: budget.iterations, timeBudgetMs: Number.POSITIVE_INFINITY, clock },
  );
  const used = process.cpuUsage(cpu);
  const terms = termsOf(problem, result);
  const times = result.kpis.solverTimes;
  const gap = (found: number, lower: number) =>
    lower > 0 ? `${(((found - lower) / lower) * 100).toFixed(1)} % above` : `${found} against 0`;
  return [
    `Search (\`auto\`: dispatch, then tabu search) with ${'seconds' in budget ? `a ${budget.seconds} s wall-clock cap` : `a work budget of ${budget.iterations} iterations`}, load average ${loadBefore} → ${load()}: ${times.iterations} iterations in ${seconds(times.improvementMs)} s (process CPU ${seconds((used.user + used.system) / 1000)} s), stopped by ${times.stoppedBy}, ${validateSchedule(problem, result).length} violations.`,
    `Its plan: ${formatTerms(terms)}.`,
    `Against the lower bound: late orders ${terms.lateOrders} vs ≥ ${bound.lateOrders} (${gap(terms.lateOrders, bound.lateOrders)}); weighted tardiness ${Math.round(terms.weightedTardiness).toLocaleString('en-US')} vs ≥ ${Math.round(bound.weightedTardinessMinutes).toLocaleString('en-US')} min (${gap(terms.weightedTardiness, bound.weightedTardinessMinutes)}).`,
  ];
}

function benchmarkBound(): { lines: string[]; bound: ReturnType<typeof tardinessLowerBound> } {
  const started = performance.now();
  const bound = tardinessLowerBound(generatePlant(ORDERS, SEED));
  const binding = bound.bindingWorkCenterIds.length > 0 ? bound.bindingWorkCenterIds.join(', ') : 'none';
  return {
    bound,
    lines: [
      `Lower bound (engine \`tardinessLowerBound\`, ${seconds(performance.now() - started)} s): ≥ ${bound.lateOrders} late orders, ≥ ${Math.round(bound.weightedTardinessMinutes).toLocaleString('en-US')} weighted minutes late. Run alone, ${bound.lateAlone} orders are late (${Math.round(bound.weightedTardinessAlone).toLocaleString('en-US')} weighted minutes); work centers whose pooled capacity raised the bound: ${binding}.`,
    ],
  };
}

if (values.child) runChild();
else {
  const problem = generatePlant(ORDERS, SEED);
  const out = (lines: string[]) => process.stdout.write(`${lines.join('\n')}\n\n`);
  out([
    `Plant-sized instance (bench/plant-instance.ts, ${ORDERS} orders, seed ${SEED}): ${problem.operations.length} operations, ${problem.workCenters.length} work centers, setups, molds, shift calendars, maintenance.`,
  ]);
  out(benchmarkFirstFeasible());
  const { lines, bound } = benchmarkBound();
  out(lines);
  if (Number(values.seconds) > 0) out(benchmarkSearch(bound, { seconds: Number(values.seconds) }));
  if (values.iterations) out(benchmarkSearch(bound, { iterations: Number(values.iterations) }));
}
