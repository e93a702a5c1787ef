import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { portfolioSeeds, schedule, validateSchedule } from '../packages/engine/src/index.ts';
import { generatePlant } from './plant-instance.ts';

/**
 * What the server's portfolio of two searches buys a planner, at equal work per search: on generated
 * plants (the planner's default objective: late orders, then weighted tardiness, setups, makespan) with the
 * server's default work budget (150,000 placements), the objective of the caller's seed alone (what one
 * thread gives) against the better of the two searches `portfolioSeeds` derives (what two threads give in
 * the same time). Both searches are run one after the other here: the same seed and work give the same
 * plan on any thread, so this is the portfolio's plan without the noise of a shared machine.
 *
 *   npx tsx bench/plant-portfolio.ts --orders 60,200 --seeds 1,2,3,4,5,6
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '60,200' },
    seeds: { type: 'string', default: '1,2,3,4,5,6' },
    placements: { type: 'string', default: '150000' },
  },
});

process.stdout.write(
  '| plant orders | operations | iterations | seed | one search: late / objective | portfolio: late / objective | change % | won by search 1 | violations | load |\n|---|---|---|---|---|---|---|---|---|---|\n',
);
for (const orders of values.orders!.split(',').map(Number)) {
  const problem = generatePlant(orders, 7);
  const iterations = Math.max(50, Math.round(Number(values.placements) / problem.operations.length));
  for (const seed of values.seeds!.split(',').map(Number)) {
    const runs = portfolioSeeds(seed, 2).map((s) =>
      schedule(problem, {
        seed: s,
        maxIterations: iterations,
        timeBudgetMs: Number.POSITIVE_INFINITY,
        clock: () => performance.now(),
      }),
    );
    const [alone, other] = runs as [(typeof runs)[0], (typeof runs)[0]];
    const best = other.objective < alone.objective ? other : alone;
    const violations = runs.reduce((sum, r) => sum + validateSchedule(problem, r).length, 0);
    const change = (100 * (best.objective - alone.objective)) / Math.max(1e-9, Math.abs(alone.objective));
    process.stdout.write(
      `| ${orders} | ${problem.operations.length} | ${iterations} | ${seed} | ${alone.kpis.lateOrders} / ${alone.objective.toFixed(0)} | ${best.kpis.lateOrders} / ${best.objective.toFixed(0)} | ${change.toFixed(2)} | ${best === other ? 'yes' : 'no'} | ${violations} | ${loadavg()[0]!.toFixed(1)} |\n`,
    );
  }
}
