// Long work-counted runs on the generated job shops of the size classes, to record their best known
// makespans (bench/results/generated-best-known.json). Reproducible: the same commit, seed and
// iterations give the same makespan on any machine.
//   npx tsx bench/generated-long-runs.ts --classes 20x15,20x20,30x20 --set tune --iterations 4000000 --seed 101
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { recordBestKnown } from './generated-best-known.ts';
import { type GeneratedSet, generatedInstances, SIZE_CLASSES } from './size-classes.ts';
import { solveInstance } from './solve-instance.ts';

const { values } = parseArgs({
  options: {
    classes: { type: 'string', default: '20x15,20x20,30x20' },
    set: { type: 'string', default: 'tune' },
    generated: { type: 'string', default: '2' },
    iterations: { type: 'string', default: '4000000' },
    seed: { type: 'string', default: '101' },
  },
});

const commit = execSync('git rev-parse --short HEAD', { cwd: import.meta.dirname })
  .toString()
  .trim();
const iterations = Number(values.iterations);
const seed = Number(values.seed);
const only = values.classes.split(',');
for (const sizeClass of SIZE_CLASSES) {
  if (!only.includes(`${sizeClass.jobs}x${sizeClass.machines}`)) continue;
  for (const instance of generatedInstances(
    sizeClass,
    values.set as GeneratedSet,
    Number(values.generated),
  )) {
    const started = performance.now();
    const outcome = solveInstance(instance, {
      algorithm: 'auto',
      budgetMs: 24 * 3_600_000,
      seed,
      clock: () => performance.now(),
      maxIterations: iterations,
    });
    if (outcome.violations > 0)
      throw new Error(`${instance.name}: the schedule breaks ${outcome.violations} rules`);
    const kept = recordBestKnown(instance.name, {
      makespan: outcome.makespan,
      foundBy: `Takt ${commit}, seed ${seed}, ${iterations.toLocaleString('en-US')} iterations (${outcome.iterations.toLocaleString('en-US')} run)`,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stdout.write(
      `${instance.name}: ${outcome.makespan} (lower bound ${instance.lower}, ${seconds} s wall, ${outcome.iterations} iterations)${kept ? ' new best known' : ''}\n`,
    );
  }
}
