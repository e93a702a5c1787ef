import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { schedule, validateSchedule } from '../packages/engine/src/index.ts';
import { generatePlant } from './plant-instance.ts';

/**
 * The plant's search at equal work over several seeds, to compare a change by what it finds rather than
 * by one noisy run: per seed the iterations, process CPU, late orders, weighted minutes late, the
 * objective, violations and a hash of the plan (the same seed and budget must give the same plan).
 *
 *   npx tsx bench/plant-search-seeds.ts --iterations 300 --seeds 1,2,3 [--orders 2500]
 */
const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '300' },
    seeds: { type: 'string', default: '1,2,3' },
    orders: { type: 'string', default: '2500' },
  },
});

const problem = generatePlant(Number(values.orders), 7);
const weightOf = new Map(problem.orders.map((o) => [o.id, o.weight ?? 1]));
const rows: number[] = [];
process.stdout.write(
  `Plant ${values.orders} orders (${problem.operations.length} operations), ${values.iterations} iterations per seed\n\n| seed | iterations | CPU s | load | late | weighted min late | objective | violations | plan hash |\n|---|---|---|---|---|---|---|---|---|\n`,
);
for (const seed of values.seeds!.split(',').map(Number)) {
  const load = loadavg()[0]!.toFixed(1);
  const cpu = process.cpuUsage();
  const result = schedule(problem, {
    seed,
    maxIterations: Number(values.iterations),
    timeBudgetMs: Number.POSITIVE_INFINITY,
    clock: () => performance.now(),
  });
  const used = process.cpuUsage(cpu);
  const late = result.orders.reduce((sum, o) => sum + weightOf.get(o.orderId)! * o.tardinessMinutes, 0);
  const plan = result.operations.map((o) => [o.operationId, o.workCenterId, o.startAt, o.endAt]);
  const hash = createHash('sha1').update(JSON.stringify(plan)).digest('hex').slice(0, 10);
  const violations = validateSchedule(problem, result).length + result.violations.length;
  rows.push(result.objective);
  process.stdout.write(
    `| ${seed} | ${result.kpis.solverTimes.iterations} | ${((used.user + used.system) / 1e6).toFixed(1)} | ${load} | ${result.kpis.lateOrders} | ${Math.round(late).toLocaleString('en-US')} | ${result.objective.toFixed(1)} | ${violations} | ${hash} |\n`,
  );
}
const mean = rows.reduce((a, b) => a + b, 0) / rows.length;
process.stdout.write(`\nmean objective ${mean.toFixed(1)} over ${rows.length} seeds\n`);
