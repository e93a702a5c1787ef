/**
 * A reference column for the scheduler benchmark: the same shops solved by MiniZinc + Gecode and by Takt,
 * each with the same time cap, one thread, one after the other so both see the same machine load. Job
 * shops use bench/reference/jsp.mzn, flexible job shops bench/reference/fjsp.mzn. Gecode's best schedule
 * is rebuilt and checked by Takt's validator; one that does not validate is reported as such and never
 * counted.
 *
 *   npm run bench:reference -- --classes all --set tune --generated 2
 *   npm run bench:reference -- --only la01..la40 --seconds 10
 *   npm run bench:reference -- --only mk01..mk15
 *   npm run bench:reference -- --only la01..la40 --seconds 10 --gecode-only --jsp-model bench/reference/jsp-lns.mzn
 *
 * Needs `minizinc` on the PATH (Debian: apt-get install minizinc); without it, says so and exits 0.
 */
import { loadavg } from 'node:os';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { expandNames, loadInstances } from './benchmark-instances.ts';
import { FJSP_MODEL, flexibleShopReference } from './reference-fjsp.ts';
import { minizincAvailable, solveWithGecode } from './reference-gecode.ts';
import { JSP_MODEL, jobShopReference } from './reference-jsp.ts';
import { type ClassInstance, type GeneratedSet, selectClassInstances } from './size-classes.ts';
import { gapPercent, solveInstance } from './solve-instance.ts';

const { values } = parseArgs({
  options: {
    classes: { type: 'string' },
    set: { type: 'string', default: 'tune' },
    generated: { type: 'string', default: '2' },
    only: { type: 'string' },
    seconds: { type: 'string', default: '30' },
    seed: { type: 'string', default: '1' },
    // A second Gecode setting: another model file (e.g. another search annotation) and flags for fzn-gecode
    // (`--fzn-flags="-nogoods true"`: with `=`, as the value starts with a dash).
    'jsp-model': { type: 'string', default: JSP_MODEL },
    'fjsp-model': { type: 'string', default: FJSP_MODEL },
    'fzn-flags': { type: 'string' },
    // Only the Gecode column, for a second Gecode setting beside a run that has the Takt column already.
    'gecode-only': { type: 'boolean', default: false },
  },
});

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
      label: instance.name.replace(/\d+$/, ''),
      instance: { ...instance, boundKind: 'best known' as const },
    }))
  : selectClassInstances(
      values.set as GeneratedSet,
      Number(values.generated),
      !values.classes || values.classes === 'all' ? undefined : values.classes.split(','),
    );

const gecodeOnly = values['gecode-only'];
const extraArgs = values['fzn-flags'] ? ['--fzn-flags', values['fzn-flags']] : [];
const shopOf = (instance: ClassInstance) =>
  jobShopReference(instance.problem, values['jsp-model']) ??
  flexibleShopReference(instance.problem, values['fjsp-model']);

const write = (line: string) => process.stdout.write(`${line}\n`);
write(
  `${gecodeOnly ? '' : `Takt: auto, ${seconds} s, seed ${seed}, one thread. `}Gecode 6.2 via MiniZinc 2.6.4: ${relative(process.cwd(), values['jsp-model'])} (job shops), ${relative(process.cwd(), values['fjsp-model'])} (flexible job shops), -p 1, --time-limit ${seconds * 1000}${extraArgs.length > 0 ? ` --fzn-flags "${values['fzn-flags']}"` : ''}. Every schedule validated.`,
);
write('');
write(
  `| class | instance | bound | bound kind | Takt ${seconds} s | gap % | Gecode ${seconds} s | gap % | Takt time to best s | Gecode time to best s | Gecode note | load (1 min) |`,
);
write('|---|---|---|---|---|---|---|---|---|---|---|---|');
const fixed = (x: number, digits: number) => (Number.isNaN(x) ? '–' : x.toFixed(digits));
interface Row {
  label: string;
  takt: number;
  gecode: number | null;
  load: number;
}
const rows: Row[] = [];
for (const { label, instance } of selected) {
  const shop = shopOf(instance);
  if (!shop) {
    write(`| ${label} | ${instance.name} | not a job shop the models cover: skipped | | | | | | | | | |`);
    continue;
  }
  const takt = gecodeOnly
    ? { makespan: Number.NaN, timeToBestMs: Number.NaN, violations: 0 }
    : solveInstance(instance, {
        algorithm: 'auto',
        budgetMs: seconds * 1000,
        seed,
        clock: () => performance.now(),
      });
  const loadAfterTakt = loadavg()[0]!;
  const gecode = solveWithGecode(instance.problem, shop, { seconds, extraArgs });
  const load = (loadAfterTakt + loadavg()[0]!) / 2;
  const taktCell = takt.violations > 0 ? `INVALID (${takt.violations})` : fixed(takt.makespan, 0);
  const cells = [
    label,
    instance.name,
    instance.upper,
    instance.boundKind,
    taktCell,
    fixed(gapPercent(takt.makespan, instance.upper), 2),
    gecode.makespan ?? '–',
    gecode.makespan === null ? '–' : gapPercent(gecode.makespan, instance.upper).toFixed(2),
    fixed(takt.timeToBestMs / 1000, 1),
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
    fixed(mean(of.map((r) => r.takt)), 2),
    valid.length > 0 ? mean(valid.map((r) => r.gecode!)).toFixed(2) : '–',
    `${valid.length}/${of.length}`,
    gecodeOnly ? '–' : `${better} / ${equal} / ${valid.length - better - equal}`,
    mean(of.map((r) => r.load)).toFixed(2),
  ];
  write(`| ${cells.join(' | ')} |`);
}
