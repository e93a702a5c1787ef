import type { BenchmarkInstance } from './benchmark-instances.ts';
import { loadInstances } from './benchmark-instances.ts';
import { parseJobShop } from './instance-formats.ts';
import { generateTaillard, jobShopLowerBound, toOrLibrary } from './jsp-generate.ts';
import { gapPercent, type SolveOutcome, type SolveSettings, solveInstance } from './solve-instance.ts';

/** `tune`: the generated instances the search was tuned on; `holdout`: other seeds, only measured at the end. */
export type GeneratedSet = 'tune' | 'holdout';

interface SizeClass {
  jobs: number;
  machines: number;
  /** The shared instances of this size (swv, yn). */
  shared: string[];
}

export const SIZE_CLASSES: SizeClass[] = [
  { jobs: 20, machines: 15, shared: ['swv06', 'swv07', 'swv08', 'swv09', 'swv10'] },
  { jobs: 20, machines: 20, shared: ['yn1', 'yn2', 'yn3', 'yn4'] },
  { jobs: 30, machines: 15, shared: [] },
  { jobs: 30, machines: 20, shared: [] },
  { jobs: 50, machines: 15, shared: [] },
  { jobs: 50, machines: 20, shared: [] },
];

/** Fixed seeds: the holdout set's were chosen after tuning and differ from the tuning set's. */
const SEED_BASE: Record<GeneratedSet, number> = { tune: 170_001, holdout: 917_003 };

/** A class instance: `bound` is what its gap is measured against, `boundKind` says which bound that is. */
export interface ClassInstance extends BenchmarkInstance {
  boundKind: 'best known' | 'lower bound';
}

/** The generated instances of a class: `count` per set, named `g<jobs>x<machines>-<set>-<k>`. */
export function generatedInstances(sizeClass: SizeClass, set: GeneratedSet, count: number): ClassInstance[] {
  return Array.from({ length: count }, (_, k) => {
    const seed = SEED_BASE[set] + 7919 * (sizeClass.jobs * 100 + sizeClass.machines) + 104_729 * k;
    const shop = generateTaillard(sizeClass.jobs, sizeClass.machines, seed, seed + 1_000_003);
    const lower = jobShopLowerBound(shop);
    return {
      name: `g${sizeClass.jobs}x${sizeClass.machines}-${set}-${k + 1}`,
      upper: lower,
      lower,
      problem: parseJobShop(toOrLibrary(shop)),
      boundKind: 'lower bound' as const,
    };
  });
}

/** The tuning set holds the shared instances too; the holdout set only fresh generated ones. */
export function classInstances(sizeClass: SizeClass, set: GeneratedSet, count: number): ClassInstance[] {
  const shared =
    set === 'tune' && sizeClass.shared.length > 0 ? loadInstances({ only: sizeClass.shared }) : [];
  return [
    ...shared.map((i) => ({ ...i, boundKind: 'best known' as const })),
    ...generatedInstances(sizeClass, set, count),
  ];
}

export interface ClassRunOptions {
  set: GeneratedSet;
  generatedPerClass: number;
  runs: number;
  settings: (seed: number) => SolveSettings;
  /** `20x15,50x20`: only these classes. */
  only?: string[];
  write: (line: string) => void;
  /** How one run is solved (default `solveInstance`; `--threads` passes a portfolio). */
  solve?: (instance: ClassInstance, settings: SolveSettings) => SolveOutcome;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** Runs every class and writes a table per instance and a summary per class; returns the summary lines. */
export function benchmarkClasses(options: ClassRunOptions): string[] {
  const summary: string[] = [
    '| class | instances | mean gap % (all) | mean gap % to best known (swv/yn) | mean gap % to lower bound (generated) | mean time to best s | mean iterations | violations |',
    '|---|---|---|---|---|---|---|---|',
  ];
  options.write(
    '| class | instance | bound | bound kind | makespan (mean of runs) | gap % | best | time to best s | iterations | violations |',
  );
  options.write('|---|---|---|---|---|---|---|---|---|---|');
  const solve = options.solve ?? solveInstance;
  for (const sizeClass of SIZE_CLASSES) {
    const label = `${sizeClass.jobs}x${sizeClass.machines}`;
    if (options.only && !options.only.includes(label)) continue;
    const rows = classInstances(sizeClass, options.set, options.generatedPerClass).map((instance) => {
      const outcomes = Array.from({ length: options.runs }, (_, run) =>
        solve(instance, options.settings(run + 1)),
      );
      const makespan = mean(outcomes.map((o) => o.makespan));
      const row = {
        instance,
        gap: gapPercent(makespan, instance.upper),
        timeToBest: mean(outcomes.map((o) => o.timeToBestMs)) / 1000,
        iterations: mean(outcomes.map((o) => o.iterations)),
        violations: outcomes.reduce((sum, o) => sum + o.violations, 0),
      };
      const cells = [
        label,
        instance.name,
        instance.upper,
        instance.boundKind,
        makespan.toFixed(1),
        row.gap.toFixed(2),
        Math.min(...outcomes.map((o) => o.makespan)),
        row.timeToBest.toFixed(2),
        Math.round(row.iterations),
        row.violations,
      ];
      options.write(`| ${cells.join(' | ')} |`);
      return row;
    });
    const known = rows.filter((r) => r.instance.boundKind === 'best known');
    const generated = rows.filter((r) => r.instance.boundKind === 'lower bound');
    const cells = [
      label,
      rows.length,
      mean(rows.map((r) => r.gap)).toFixed(2),
      known.length > 0 ? mean(known.map((r) => r.gap)).toFixed(2) : '–',
      generated.length > 0 ? mean(generated.map((r) => r.gap)).toFixed(2) : '–',
      mean(rows.map((r) => r.timeToBest)).toFixed(2),
      Math.round(mean(rows.map((r) => r.iterations))),
      rows.reduce((sum, r) => sum + r.violations, 0),
    ];
    summary.push(`| ${cells.join(' | ')} |`);
  }
  for (const line of summary) options.write(line);
  return summary;
}

/** The instances of the classes `only` names (`20x15,50x20`; every class when absent), each with its class label. */
export function selectClassInstances(
  set: GeneratedSet,
  generatedPerClass: number,
  only?: readonly string[],
): { label: string; instance: ClassInstance }[] {
  return SIZE_CLASSES.map((sizeClass) => ({ sizeClass, label: `${sizeClass.jobs}x${sizeClass.machines}` }))
    .filter(({ label }) => !only || only.includes(label))
    .flatMap(({ sizeClass, label }) =>
      classInstances(sizeClass, set, generatedPerClass).map((instance) => ({ label, instance })),
    );
}
