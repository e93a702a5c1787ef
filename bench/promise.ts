// `npm run bench:promise`: POST /api/promise/analyze through the API (issue 13), on an in-memory
// PGlite with the sample plant and with a plant 10× its size (bench/repair-plant.ts), measured as a
// caller sees it. Targets: median < 500 ms on the sample plant, < 2 s on the 10× plant. Writes
// bench/results/promise.md.
import { rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { loadDefaultPlant } from '../apps/server/src/default-plant.ts';
import { SEED_DIR, testConfig } from '../apps/server/src/test/fixtures.ts';
import { writeScaledPlant } from './repair-plant.ts';

const RUNS = Number(process.argv[2] ?? 15);
const WARM_UP = 2;
const SCALE = 10;
const now = new Date('2026-11-25T10:00:00Z');

/** Stock covers it; made and on time; made and late (capacity-bound); bought with a lead time. */
const CASES = {
  'from stock (PRODUCT-001 × 500, +7 days)': {
    sku: 'PRODUCT-001',
    quantity: 500,
    requested_date: '2026-12-02',
    selling_price_per_unit: 50,
  },
  'made, on time (STD-101 × 30,000, by 31 Mar)': {
    sku: 'STD-101',
    quantity: 30_000,
    requested_date: '2027-03-31',
    selling_price_per_unit: 0.9,
  },
  'made, late (STD-101 × 12,000, by 20 Dec)': {
    sku: 'STD-101',
    quantity: 12_000,
    requested_date: '2026-12-20',
    selling_price_per_unit: 0.9,
  },
  'bought (RM-778 × 500, by 20 Dec)': {
    sku: 'RM-778',
    quantity: 500,
    requested_date: '2026-12-20',
    selling_price_per_unit: 10,
  },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const max = (values: number[]) => Math.max(...values);

/** The 10× plant has 10× the stock and orders in process: its cases ask 10× the quantities. */
async function measure(plantName: string, seedDir: string, scale: number): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite' });
  await loadDefaultPlant(database.db, seedDir, now);
  const app = await buildApp({ database, config: testConfig(), now: () => now, logger: false });
  await app.ready();
  const rows: string[] = [];
  try {
    for (const [caseName, base] of Object.entries(CASES)) {
      const payload = { ...base, quantity: base.quantity * scale };
      const name = scale === 1 ? caseName : `${caseName}, quantity × ${scale}`;
      const times: number[] = [];
      let feasible = '';
      for (let run = 0; run < RUNS + WARM_UP; run++) {
        const started = performance.now();
        // Each run analyzes as another caller: a caller's analyses would otherwise number the order ids.
        const res = await app.inject({
          method: 'POST',
          url: '/api/promise/analyze',
          payload,
          headers: { 'x-user-id': `bench-${run}` },
        });
        const elapsed = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`${plantName}, ${name}: ${res.statusCode} ${res.body}`);
        const body = res.json();
        feasible = `${body.is_feasible ? 'yes' : 'no'}, ${body.capacity.affected_orders.length} pushed`;
        if (run >= WARM_UP) times.push(elapsed);
      }
      rows.push(
        `| ${plantName} | ${name} | ${feasible} | ${median(times).toFixed(0)} | ${max(times).toFixed(0)} | ${RUNS} |`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
  return rows;
}

const rows = await measure('sample plant', SEED_DIR, 1);
const scaledDir = writeScaledPlant(SEED_DIR, SCALE);
try {
  rows.push(...(await measure(`${SCALE}× plant`, scaledDir, SCALE)));
} finally {
  rmSync(scaledDir, { recursive: true, force: true });
}

const table = [
  '# Promise analysis through the API',
  '',
  `POST /api/promise/analyze on an in-memory PGlite, ${RUNS} measured runs after ${WARM_UP} warm-up runs per case; targets: median < 500 ms on the sample plant, < 2 s on the ${SCALE}× plant (bench/repair-plant.ts: ${SCALE} halls of every work center, mold and order). A made order is inserted by the rush order's minimal-change repair in a worker thread; the analysis waits for it. ${cpus().length} cores; load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}.`,
  '',
  '| plant | case | feasible, orders pushed | median ms | max ms | runs |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
writeFileSync('bench/results/promise.md', table);
console.log(table);
