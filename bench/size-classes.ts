import type { BenchmarkInstance } from './benchmark-instances.ts';
import { loadInstances } from './benchmark-instances.ts';
import { readBestKnown } from './generated-best-known.ts';
import { readGeneratedLowerBounds } from './generated-lower-bounds-file.ts';
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

/**
 * A class instance: its gap is measured against `upper`, which `boundKind` names: the published best
 * known (swv, yn), the best any recorded long run found (generated shops, see generated-best-known.ts),
 * or, for a generated shop with no record yet, its lower bound. `lower` is the best lower bound.
 */
export interface ClassInstance extends BenchmarkInstance {
  boundKind: 'best known' | 'best found by long runs' | 'lower bound';
}

/** The generated instances of a class: `count` per set, named `g<jobs>x<machines>-<set>-<k>`. */
export function generatedInstances(sizeClass: SizeClass, set: GeneratedSet, count: number): ClassInstance[] {
  const known = readBestKnown();
  const proven = readGeneratedLowerBounds();
  return Array.from({ length: count }, (_, k) => {
    const seed = SEED_BASE[set] + 7919 * (sizeClass.jobs * 100 + sizeClass.machines) + 104_729 * k;
    const shop = generateTaillard(sizeClass.jobs, sizeClass.machines, seed, seed + 1_000_003);
    const name = `g${sizeClass.jobs}x${sizeClass.machines}-${set}-${k + 1}`;
    // The destructive bound (edge finding and shaving, computed once: tens of seconds on square shops)
    // where it was recorded, else the trivial one.
    const lower = Math.max(jobShopLowerBound(shop), proven[name]?.lowerBound ?? 0);
    const best = known[name];
    return {
      name,
      upper: best?.makespan ?? lower,
      lower,
      problem: parseJobShop(toOrLibrary(shop)),
      boundKind: best ? ('best found by long runs' as const) : ('lower bound' as const),
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

interface ClassRow {
  instance: ClassInstance;
  gap: number;
  gapToLower: number;
  timeToBest: number;
  iterations: number;
  violations: number;
}

const meanGap = (rows: ClassRow[], of: (r: ClassRow) => number) =>
  rows.length > 0 ? mean(rows.map(of)).toFixed(2) : '–';

/**
 * The summary of a class. The headline is the gap to the best known of every instance (published for
 * swv/yn, best found by long runs for generated shops); the published part and the gaps to the lower
 * bounds are shown beside it, so a reader sees how much a long run's record flatters the figure.
 */
function classSummary(label: string, rows: ClassRow[]): string {
  const published = rows.filter((r) => r.instance.boundKind === 'best known');
  const generated = rows.filter((r) => r.instance.boundKind !== 'best known');
  const cells = [
    label,
    rows.length,
    meanGap(rows, (r) => r.gap),
    meanGap(published, (r) => r.gap),
    meanGap(
      generated.filter((r) => r.instance.boundKind === 'best found by long runs'),
      (r) => r.gap,
    ),
    meanGap(generated, (r) => r.gapToLower),
    mean(rows.map((r) => r.timeToBest)).toFixed(2),
    Math.round(mean(rows.map((r) => r.iterations))),
    rows.reduce((sum, r) => sum + r.violations, 0),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** Runs every class and writes a table per instance and a summary per class; returns the summary lines. */
export function benchmarkClasses(options: ClassRunOptions): string[] {
  const summary: string[] = [
    '| class | instances | mean gap % to best known (all) | of which published (swv/yn) | generated: to best found by long runs | generated: to lower bound | mean time to best s | mean iterations | violations |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  options.write(
    '| class | instance | best known | kind | lower bound | makespan (mean of runs) | gap % | gap % to lower bound | best | time to best s | iterations | violations |',
  );
  options.write('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const solve = options.solve ?? solveInstance;
  for (const sizeClass of SIZE_CLASSES) {
    const label = `${sizeClass.jobs}x${sizeClass.machines}`;
    if (options.only && !options.only.includes(label)) continue;
    const rows = classInstances(sizeClass, options.set, options.generatedPerClass).map((instance) => {
      const outcomes = Array.from({ length: options.runs }, (_, run) =>
        solve(instance, options.settings(run + 1)),
      );
      const makespan = mean(outcomes.map((o) => o.makespan));
      const row: ClassRow = {
        instance,
        gap: gapPercent(makespan, instance.upper),
        gapToLower: gapPercent(makespan, instance.lower),
        timeToBest: mean(outcomes.map((o) => o.timeToBestMs)) / 1000,
        iterations: mean(outcomes.map((o) => o.iterations)),
        violations: outcomes.reduce((sum, o) => sum + o.violations, 0),
      };
      const cells = [
        label,
        instance.name,
        instance.upper,
        instance.boundKind,
        instance.lower,
        makespan.toFixed(1),
        row.gap.toFixed(2),
        row.gapToLower.toFixed(2),
        Math.min(...outcomes.map((o) => o.makespan)),
        row.timeToBest.toFixed(2),
        Math.round(row.iterations),
        row.violations,
      ];
      options.write(`| ${cells.join(' | ')} |`);
      return row;
    });
    summary.push(classSummary(label, rows));
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
