// `npm run bench:mrp-thread`: how long the server's event loop stalls while a plant-sized MRP runs
// (issue 12, point 6): the engine on the request thread (as before) against an MRP job run by the
// job runner in a worker thread (as now), on the generated plant of bench/mrp-plant.ts. Appends to
// bench/results/api-mrp.md.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { JobRunner } from '../apps/server/src/jobs/job-runner.ts';
import { mrpJobInput } from '../apps/server/src/services/bom/mrp-runs.ts';
import { runMrp } from '../packages/engine/src/index.ts';
import { generateMrpPlant, MRP_PLANT } from './mrp-plant.ts';

// Planned in full; its records list no buckets, pegs or MD04 elements, so that the result (hundreds of
// thousands of planned orders) still fits in one JSON string to store and send.
const input = { ...generateMrpPlant(MRP_PLANT), peggedItems: [], bucketItems: [], stockRequirementItems: [] };
/** The longest gap between ticks of a 5 ms timer while it runs: how long the event loop was blocked. */
function stallMeter() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 5);
    last = now;
  }, 5);
  return {
    stop: () => {
      clearInterval(timer);
      longest = Math.max(longest, performance.now() - last - 5);
      return longest;
    },
  };
}

// Before: the engine on the request thread.
const inline = stallMeter();
const inlineStarted = performance.now();
await new Promise((resolve) => setTimeout(resolve, 20));
const planned = runMrp(input).plannedOrders.length;
await new Promise((resolve) => setTimeout(resolve, 20));
const inlineMs = performance.now() - inlineStarted;
const inlineStall = inline.stop();

// Now: a job, claimed by the runner and planned in its worker thread; the result stored as JSON.
async function asJob(kind: 'pglite' | 'postgres') {
  const database =
    kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL! })
      : await openDatabase({ kind: 'pglite' });
  const runner = new JobRunner(database.db, { schedule: 1, mrp: 1 });
  runner.start();
  const runId = randomUUID();
  const meter = stallMeter();
  const started = performance.now();
  await database.db
    .insertInto('schedule_runs')
    .values({
      run_id: runId,
      kind: 'mrp',
      dataset_id: null,
      owner_key: 'user:bench',
      status: 'queued',
      input: JSON.stringify(mrpJobInput(input, 'UTC')),
    })
    .execute();
  await runner.kick();
  const outcome = await runner.whenFinished(runId);
  const wall = performance.now() - started;
  const stall = meter.stop();
  await database.db.deleteFrom('schedule_runs').where('run_id', '=', runId).execute();
  await runner.stop();
  await database.close();
  return { wall, stall, status: outcome?.status ?? 'taken over' };
}
const jobs = [{ name: 'PGlite (embedded, runs on this thread)', ...(await asJob('pglite')) }];
// PostgreSQL does the storing in its own process: set DATABASE_URL to measure it too.
if (process.env.DATABASE_URL) jobs.push({ name: 'PostgreSQL', ...(await asJob('postgres')) });

const lines = [
  '',
  `## A plant-sized MRP and the request thread (bench/mrp-thread.ts)`,
  '',
  `The generated plant of bench/mrp-plant.ts (${planned.toLocaleString('en-US')} planned orders), planned once each way; the longest stall of the event loop is how long every other request of the process waited at worst. Load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}.`,
  '',
  '| how | wall ms | longest event-loop stall ms | outcome |',
  '|---|---|---|---|',
  `| engine on the request thread (before) | ${inlineMs.toFixed(0)} | ${inlineStall.toFixed(0)} | ${planned} planned orders |`,
  ...jobs.map(
    (job) =>
      `| MRP job in a worker thread, result stored as JSON text on ${job.name} (now) | ${job.wall.toFixed(0)} | ${job.stall.toFixed(0)} | ${job.status} |`,
  ),
  '',
];
appendFileSync('bench/results/api-mrp.md', lines.join('\n'));
console.log(lines.join('\n'));
