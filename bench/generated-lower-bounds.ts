/**
 * Destructive lower bounds (jsp-destructive-bound.ts) of the size classes' generated job shops, both
 * sets, written to bench/results/generated-lower-bounds.json; with `--shared`, of the shared instances
 * named instead (printed, not written), to hold them against their published bounds.
 *
 *   npx tsx bench/generated-lower-bounds.ts [--work-cap 300000000] [--passes 3] [--only 20x15,20x20]
 *   npx tsx bench/generated-lower-bounds.ts --shared swv06..swv10,yn1..yn4
 *
 * `seconds` is CPU seconds of this process (user + system), so a figure does not depend on the load.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { expandNames, SHARED_BENCHMARKS } from './benchmark-instances.ts';
import { readBestKnown } from './generated-best-known.ts';
import {
  GENERATED_LOWER_BOUNDS_FILE,
  type GeneratedLowerBound,
  shopFromProblem,
} from './generated-lower-bounds-file.ts';
import { type DestructiveBound, destructiveLowerBound, shopFromOrLibrary } from './jsp-destructive-bound.ts';
import type { GeneratedJobShop } from './jsp-generate.ts';
import { type GeneratedSet, generatedInstances, SIZE_CLASSES } from './size-classes.ts';

function measure(shop: GeneratedJobShop, upper: number | undefined, workCap: number, passes: number) {
  const before = process.cpuUsage();
  const bound: DestructiveBound = destructiveLowerBound(shop, { upper, workCap, shavingPasses: passes });
  const used = process.cpuUsage(before);
  return { bound, seconds: (used.user + used.system) / 1e6 };
}

const { values } = parseArgs({
  options: {
    'work-cap': { type: 'string', default: '300000000' },
    passes: { type: 'string', default: '3' },
    only: { type: 'string' },
    shared: { type: 'string' },
    out: { type: 'string', default: GENERATED_LOWER_BOUNDS_FILE },
  },
});
const workCap = Number(values['work-cap']);
const passes = Number(values.passes);
const print = (line: string) => process.stdout.write(`${line}\n`);

/** The shared instances named, against their published bounds (printed only). */
function runShared(names: string[]): void {
  const folder = join(SHARED_BENCHMARKS, 'jsp');
  const bkv = JSON.parse(readFileSync(join(folder, 'bkv.json'), 'utf8')) as Record<
    string,
    { file: string; lower: number; upper: number }
  >;
  print(
    '| instance | trivial bound | destructive bound | published lower | best known | CPU s | work | capped |',
  );
  print('|---|---|---|---|---|---|---|---|');
  for (const name of names) {
    const entry = bkv[name]!;
    const shop = shopFromOrLibrary(readFileSync(join(folder, entry.file), 'utf8'));
    const { bound, seconds } = measure(shop, entry.upper, workCap, passes);
    const flag = bound.lowerBound > entry.lower ? ' ABOVE THE PUBLISHED LOWER BOUND' : '';
    const cells = [name, bound.trivialBound, `${bound.lowerBound}${flag}`, entry.lower, entry.upper];
    print(`| ${[...cells, seconds.toFixed(1), bound.work, bound.capped].join(' | ')} |`);
  }
}

/** Every generated instance of the classes (both sets), written to `out`. */
function runGenerated(only: string[] | undefined, out: string): void {
  const known = readBestKnown();
  const results: Record<string, GeneratedLowerBound> = {};
  print(
    '| class | instance | trivial bound | destructive bound | best found by long runs | CPU s | work | capped |',
  );
  print('|---|---|---|---|---|---|---|---|');
  for (const sizeClass of SIZE_CLASSES) {
    const label = `${sizeClass.jobs}x${sizeClass.machines}`;
    if (only && !only.includes(label)) continue;
    for (const set of ['tune', 'holdout'] as GeneratedSet[]) {
      for (const instance of generatedInstances(sizeClass, set, 2)) {
        const best = known[instance.name]?.makespan;
        const { bound, seconds } = measure(shopFromProblem(instance.problem), best, workCap, passes);
        results[instance.name] = {
          lowerBound: bound.lowerBound,
          trivialBound: bound.trivialBound,
          method: bound.method,
          work: bound.work,
          seconds: Number(seconds.toFixed(2)),
          upper: bound.upper,
          workCap,
          capped: bound.capped,
        };
        const cells = [label, instance.name, bound.trivialBound, bound.lowerBound, best ?? '–'];
        print(`| ${[...cells, seconds.toFixed(1), bound.work, bound.capped].join(' | ')} |`);
      }
    }
  }
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  print(`written to ${out}`);
}

print(
  `work cap ${workCap}, shaving passes ≤ ${passes}, load ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
);
if (values.shared) runShared(expandNames(values.shared));
else runGenerated(values.only?.split(','), values.out);
