// `npm run bench:api-mrp`: MRP for the sample plant through the API (POST /api/bom/mrp), on an
// in-memory seeded PGlite, measured as a caller sees it, with the longest stall of the server's
// event loop while it ran (the MRP runs in a worker thread). Writes bench/results/api-mrp.md.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { loadDefaultPlant } from '../apps/server/src/default-plant.ts';
import { testConfig } from '../apps/server/src/test/fixtures.ts';

const RUNS = Number(process.argv[2] ?? 30);
const now = new Date('2026-11-25T10:00:00Z');
const database = await openDatabase({ kind: 'pglite' });
await loadDefaultPlant(database.db, 'data/plant-1000', now);
const app = await buildApp({ database, config: testConfig(), now: () => now, logger: false });
await app.ready();

const cases = {
  'one finished good (PRODUCT-001)': {
    orders: [{ product_id: 'PRODUCT-001', quantity: 5000, required_date: '2026-12-10' }],
  },
  'one order plus all open sales orders': {
    orders: [{ product_id: 'STD-101', quantity: 20000, required_date: '2026-12-15' }],
    include_sales_orders: true,
  },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
const rows: string[] = [];
for (const [name, payload] of Object.entries(cases)) {
  const times: number[] = [];
  let plannedOrders = 0;
  const stalls = monitorEventLoopDelay({ resolution: 1 });
  for (let run = 0; run < RUNS + 3; run++) {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/bom/mrp', payload });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    plannedOrders = res.json().planned_orders.length;
    if (run >= 3) times.push(elapsed); // the first runs warm up the JIT and the database caches
    if (run === 2) stalls.enable();
  }
  stalls.disable();
  rows.push(
    `| ${name} | ${plannedOrders} | ${median(times).toFixed(1)} | ${p95(times).toFixed(1)} | ${(stalls.max / 1e6).toFixed(1)} | ${RUNS} |`,
  );
}
await app.close();
await database.close();

const table = [
  '# MRP on the sample plant through the API',
  '',
  `POST /api/bom/mrp on an in-memory PGlite with the sample plant, ${RUNS} measured runs after 3 warm-up runs; target < 200 ms median. Machine load at the end: ${(
    await import('node:os')
  )
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}.`,
  '',
  '| case | planned orders | median ms | p95 ms | longest event-loop stall ms | runs |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
writeFileSync('bench/results/api-mrp.md', table);
console.log(table);
