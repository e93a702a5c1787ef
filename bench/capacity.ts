// `npm run bench:capacity`: GET /api/capacity (CM01, issue 14) through the API on an in-memory PGlite
// with the sample plant (22 work centers), measured as a caller sees it: read the released plan,
// calendars, downtime and routings, compute every work center's load per period and the
// recommendations, validate the answer. Target: 26 weeks × 22 work centers, median < 300 ms.
// Writes bench/results/capacity.md.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { loadDefaultPlant } from '../apps/server/src/default-plant.ts';
import { SEED_DIR, testConfig } from '../apps/server/src/test/fixtures.ts';

const RUNS = Number(process.argv[2] ?? 20);
const WARM_UP = 3;
const now = new Date('2026-11-25T10:00:00Z');

const CASES: Record<string, string> = {
  '26 weeks × 22 work centers (target < 300 ms)': 'period=week&periods=26',
  '4 weeks × 22 work centers (the screen’s default)': 'period=week',
  '182 days × 22 work centers': 'period=day&periods=182',
  '6 months × 22 work centers': 'period=month&periods=6',
  '26 weeks, one work center (PRS-05)': 'period=week&periods=26&work_center_id=PRS-05',
  '26 weeks with MRP planned orders (an MRP job in a worker thread)':
    'period=week&periods=26&include_planned_orders=true',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!;

const database = await openDatabase({ kind: 'pglite' });
await loadDefaultPlant(database.db, SEED_DIR, now);
const app = await buildApp({ database, config: testConfig(), now: () => now, logger: false });
await app.ready();
const rows: string[] = [];
try {
  for (const [name, query] of Object.entries(CASES)) {
    const times: number[] = [];
    let shape = '';
    for (let run = 0; run < RUNS + WARM_UP; run++) {
      const started = performance.now();
      const res = await app.inject({ url: `/api/capacity?${query}`, headers: { 'x-user-id': 'bench' } });
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      const body = res.json();
      const cells = body.days.reduce(
        (sum: number, d: { work_centers: unknown[] }) => sum + d.work_centers.length,
        0,
      );
      shape = `${body.days.length} × ${cells / body.days.length}, ${body.recommendations.length} recommendations`;
      if (run >= WARM_UP) times.push(elapsed);
    }
    rows.push(
      `| ${name} | ${shape} | ${median(times).toFixed(1)} | ${percentile95(times).toFixed(1)} | ${RUNS} |`,
    );
  }
} finally {
  await app.close();
  await database.close();
}

const table = [
  '# Capacity planning (CM01) through the API',
  '',
  `GET /api/capacity on an in-memory PGlite with the sample plant (22 work centers, its released plan, calendars and downtime), ${RUNS} measured runs after ${WARM_UP} warm-up runs per case; target: 26 weeks × 22 work centers, median < 300 ms. ${cpus().length} cores, shared with other sessions; load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}.`,
  '',
  '| case | periods × work centers, recommendations | median ms | p95 ms | runs |',
  '|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
writeFileSync('bench/results/capacity.md', table);
console.log(table);
