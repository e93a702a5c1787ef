// `npm run bench:salbp`: SALBP-1 station assignment (issue 15) on the 40 shared Scholl instances
// (../shared/benchmarks/salbp, optimal station counts in bkv.json; the set the solver was tuned on)
// and on 40 seeded random graphs it was never tuned on (bench/salbp-generate.ts). Every result is
// checked by validateAssignment. Target on the shared set: optimal on all 40, each within 10 s,
// mean < 1 s. Writes bench/results/salbp.md. Options: --budget N (engine default otherwise),
// --loaded N (run with N busy threads, as cpu-load.ts does elsewhere), --only NAME,NAME.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_SALBP_NODE_BUDGET } from '../packages/contract/src/index.ts';
import {
  assignStations,
  DEFAULT_SALBP_NODE_BUDGET,
  minimizeCycleTime,
  type SalbpTask,
  type StationAssignment,
  validateAssignment,
} from '../packages/engine/src/index.ts';
import { startCpuLoad } from './cpu-load.ts';
import { generateInstances } from './salbp-generate.ts';
import { loadSalbpInstances } from './salbp-instances.ts';

const { values } = parseArgs({
  options: {
    budget: { type: 'string' },
    loaded: { type: 'string', default: '0' },
    only: { type: 'string' },
    out: { type: 'string', default: join(import.meta.dirname, 'results/salbp.md') },
  },
});
const budget = Number(values.budget ?? DEFAULT_SALBP_NODE_BUDGET);
const only = values.only?.split(',');
const load = loadavg;

interface Run {
  result: StationAssignment;
  ms: number;
  violations: number;
}

function run(tasks: SalbpTask[], cycleTime: number, nodeBudget: number): Run {
  const started = performance.now();
  const result = assignStations({ tasks, cycleTime, nodeBudget });
  const ms = performance.now() - started;
  return { result, ms, violations: validateAssignment(tasks, cycleTime, result.stations).length };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const fmt = (ms: number) => (ms / 1000).toFixed(3);
const write = (line: string) => process.stdout.write(`${line}\n`);

const busy = Number(values.loaded) > 0 ? await startCpuLoad(Number(values.loaded)) : undefined;
const loadBefore = load();
const lines: string[] = [];
const emit = (line: string) => {
  lines.push(line);
  write(line);
};

emit('# SALBP-1 station assignment benchmark');
emit('');
emit(
  `Engine \`assignStations\` (priority rules and Hoffmann both directions, beam search, station-oriented branch and bound with memo), node budget ${budget.toLocaleString('en-US')} per instance (the API caps a request at ${MAX_SALBP_NODE_BUDGET.toLocaleString('en-US')}: column "at API cap"). Every result validated (every task once, precedence, loads ≤ cycle time). ${cpus().length} cores shared with other sessions${busy ? `, ${values.loaded} busy threads started by the bench` : ''}.`,
);
emit('');
emit('## Set 1: the 40 shared Scholl instances (tuned on)');
emit('');
emit(
  '| instance | tasks | c | optimum | found | lower bound | proven | nodes | time s | at API cap | violations |',
);
emit('|---|---|---|---|---|---|---|---|---|---|---|');
const shared = loadSalbpInstances().filter((i) => !only || only.includes(i.name));
const sharedTimes: number[] = [];
let sharedOptimal = 0;
let sharedProven = 0;
let sharedCapOptimal = 0;
let violations = 0;
for (const inst of shared) {
  const r = run(inst.tasks, inst.cycleTime, budget);
  const cap = run(inst.tasks, inst.cycleTime, MAX_SALBP_NODE_BUDGET);
  sharedTimes.push(r.ms);
  if (r.result.stationCount === inst.optimum) sharedOptimal++;
  if (r.result.optimal) sharedProven++;
  if (cap.result.stationCount === inst.optimum) sharedCapOptimal++;
  violations += r.violations + cap.violations;
  emit(
    `| ${inst.name} | ${inst.tasks.length} | ${inst.cycleTime} | ${inst.optimum} | ${r.result.stationCount}${r.result.stationCount === inst.optimum ? '' : ' ✗'} | ${r.result.lowerBound} | ${r.result.optimal ? 'yes' : 'no'} | ${r.result.nodes} | ${fmt(r.ms)} | ${cap.result.stationCount} (${fmt(cap.ms)} s) | ${r.violations + cap.violations} |`,
  );
}
emit('');
emit(
  `Shared set: optimal station count on ${sharedOptimal}/${shared.length}, proven optimal by the solver itself on ${sharedProven}/${shared.length}; time mean ${fmt(mean(sharedTimes))} s, median ${fmt(median(sharedTimes))} s, max ${fmt(Math.max(...sharedTimes))} s, total ${fmt(sharedTimes.reduce((a, b) => a + b, 0))} s. At the API cap: optimal on ${sharedCapOptimal}/${shared.length}.`,
);

emit('');
emit('## Set 2: 40 seeded random graphs (never tuned on)');
emit('');
emit(
  'bench/salbp-generate.ts, seed 20261126: 20–150 tasks, order strength 0.2/0.5/0.8, times uniform 1–100 or bimodal, cycle time for ~1.5–6 tasks per station. No known optima: the gap is to the solver’s own lower bound.',
);
emit('');
emit('| instance | tasks | c | found | lower bound | proven | gap to LB % | nodes | time s | violations |');
emit('|---|---|---|---|---|---|---|---|---|---|');
const generated = generateInstances().filter((i) => !only || only.includes(i.name));
const genTimes: number[] = [];
const gaps: number[] = [];
let genProven = 0;
for (const inst of generated) {
  const r = run(inst.tasks, inst.cycleTime, budget);
  genTimes.push(r.ms);
  const gap = (100 * (r.result.stationCount - r.result.lowerBound)) / r.result.lowerBound;
  gaps.push(gap);
  if (r.result.optimal) genProven++;
  violations += r.violations;
  emit(
    `| ${inst.name} | ${inst.tasks.length} | ${inst.cycleTime} | ${r.result.stationCount} | ${r.result.lowerBound} | ${r.result.optimal ? 'yes' : 'no'} | ${gap.toFixed(1)} | ${r.result.nodes} | ${fmt(r.ms)} | ${r.violations} |`,
  );
}
emit('');
emit(
  `Generated set: proven optimal on ${genProven}/${generated.length}; gap to the lower bound mean ${mean(gaps).toFixed(2)} %, max ${Math.max(0, ...gaps).toFixed(1)} %; time mean ${fmt(mean(genTimes))} s, median ${fmt(median(genTimes))} s, max ${fmt(Math.max(0, ...genTimes))} s.`,
);
emit('');
emit('## SALBP-2 on the shared graphs (never tuned on)');
emit('');
emit(
  'For each shared instance, `minimizeCycleTime` with its optimal station count m*: the cycle time found must be at most the instance’s c (which fits m* stations) and at least its lower bound.',
);
emit('');
emit(
  '| instance | m* | c of the instance | cycle time found | cycle lower bound | proven | nodes | time s | violations |',
);
emit('|---|---|---|---|---|---|---|---|---|');
const cycleTimes: number[] = [];
let cycleProven = 0;
let cycleAbove = 0;
for (const inst of shared) {
  const started = performance.now();
  const r = minimizeCycleTime({ tasks: inst.tasks, stations: inst.optimum, nodeBudget: budget });
  const ms = performance.now() - started;
  cycleTimes.push(ms);
  const bad =
    validateAssignment(inst.tasks, r.cycleTime, r.stations).length + (r.stationCount > inst.optimum ? 1 : 0);
  violations += bad;
  if (r.optimal) cycleProven++;
  if (r.cycleTime > inst.cycleTime) cycleAbove++;
  emit(
    `| ${inst.name} | ${inst.optimum} | ${inst.cycleTime} | ${r.cycleTime}${r.cycleTime > inst.cycleTime ? ' ✗' : ''} | ${r.cycleTimeLowerBound} | ${r.optimal ? 'yes' : 'no'} | ${r.nodes} | ${fmt(ms)} | ${bad} |`,
  );
}
emit('');
emit(
  `SALBP-2: proven minimal cycle time on ${cycleProven}/${shared.length}; above the instance's c on ${cycleAbove}; time mean ${fmt(mean(cycleTimes))} s, median ${fmt(median(cycleTimes))} s, max ${fmt(Math.max(0, ...cycleTimes))} s.`,
);
emit('');
const loadAfter = load();
emit(
  `Violations over both sets: ${violations}. Load average (1/5/15 min) before: ${loadBefore.map((x) => x.toFixed(2)).join(' / ')}, after: ${loadAfter.map((x) => x.toFixed(2)).join(' / ')}.`,
);
await busy?.stop();
if (!existsSync(dirname(values.out))) mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, `${lines.join('\n')}\n`);
if (violations > 0) process.exitCode = 1;
