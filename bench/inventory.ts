// `npm run bench:inventory`: the inventory API with 100,000 stock movements in the caller's dataset
// (issue 14). Target: the balance query (GET /api/inventory/levels/{id}) p95 < 20 ms. Also measured:
// transfers through the API, recent movements, alerts and value. In-memory PGlite by default;
// BENCH_DATABASE_URL=postgres://… runs it on an empty PostgreSQL database instead. Writes
// bench/results/inventory.md (or inventory-postgres.md).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { loadDefaultPlant } from '../apps/server/src/default-plant.ts';
import { SEED_DIR, testConfig } from '../apps/server/src/test/fixtures.ts';

const MOVEMENTS = 100_000;
const QUERIES = Number(process.argv[2] ?? 500);
const TRANSFERS = 300;
const WARM_UP = 20;
const now = new Date('2026-11-25T10:00:00Z');
const headers = { 'x-user-id': 'bench' };
const url = process.env.BENCH_DATABASE_URL;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const loadAt = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const loadBefore = loadAt();
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
await loadDefaultPlant(database.db, SEED_DIR, now);
const app = await buildApp({ database, config: testConfig(), now: () => now, logger: false });
await app.ready();

async function call(method: 'GET' | 'POST', path: string, payload?: object) {
  const started = performance.now();
  const res = await app.inject({ method, url: path, headers, payload });
  const elapsed = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
  return { elapsed, body: res.json() };
}

// The first transfer makes the caller's playground; the rest of the movements go into it.
await call('POST', '/api/inventory/transfer', {
  item_id: 'RM-SBR-1502',
  quantity: 1,
  from_location: 'MAIN',
  to_location: 'PRODUCTION',
});
const { dataset_id: datasetId } = await database.db
  .selectFrom('datasets')
  .select('dataset_id')
  .where('owner_id', '=', 'bench')
  .executeTakeFirstOrThrow();
const items = (
  await database.db
    .selectFrom('inventory')
    .select('material_id')
    .distinct()
    .where('dataset_id', '=', datasetId)
    .where('location_id', '=', 'MAIN')
    .execute()
).map((r) => r.material_id);

// History: pairs of equal transfers MAIN → PRODUCTION → MAIN over every item, so the movement table
// holds MOVEMENTS rows while each balance nets to what it was (written in bulk: the API would take hours).
const bulkStarted = performance.now();
await sql`
  insert into stock_movements (dataset_id, material_id, from_location, to_location, quantity, kind, reason, reference, created_by, created_at)
  select ${datasetId}, (${items}::text[])[1 + (n / 2) % ${items.length}],
    case when n % 2 = 0 then 'MAIN' else 'PRODUCTION' end,
    case when n % 2 = 0 then 'PRODUCTION' else 'MAIN' end,
    1 + (n / 2) % 97 * 0.25, 'transfer', 'bench history', 'TN-' || (n / 2), 'bench',
    ${now}::timestamptz - make_interval(secs => ${MOVEMENTS} - n)
  from generate_series(0, ${MOVEMENTS - 2}) as n`.execute(database.db);
const bulkSeconds = (performance.now() - bulkStarted) / 1000;

// Items with free stock at MAIN: the measured transfers move 0.01 of one each, so none is refused.
const movable = (
  await database.db
    .selectFrom('inventory')
    .select('material_id')
    .where('dataset_id', '=', datasetId)
    .where('location_id', '=', 'MAIN')
    .where(sql<boolean>`on_hand - reserved >= 10`)
    .execute()
).map((r) => r.material_id);
const { count } = await database.db
  .selectFrom('stock_movements')
  .select((eb) => eb.fn.countAll<number>().as('count'))
  .where('dataset_id', '=', datasetId)
  .executeTakeFirstOrThrow();

async function measure(name: string, path: (i: number) => string) {
  const times: number[] = [];
  for (let i = 0; i < QUERIES + WARM_UP; i++) {
    const { elapsed } = await call('GET', path(i));
    if (i >= WARM_UP) times.push(elapsed);
  }
  return `| ${name} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 95).toFixed(2)} | ${Math.max(...times).toFixed(2)} | ${times.length} |`;
}

async function measureTransfers() {
  const times: number[] = [];
  for (let i = 0; i < TRANSFERS; i++) {
    const item = movable[i % movable.length]!;
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/inventory/transfer',
      headers,
      payload: { item_id: item, quantity: 0.01, from_location: 'MAIN', to_location: 'SHIPPING' },
    });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`transfer ${item}: ${res.statusCode} ${res.body}`);
    times.push(elapsed);
  }
  return `| POST /api/inventory/transfer (1 movement, 2 balances) | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 95).toFixed(2)} | ${Math.max(...times).toFixed(2)} | ${times.length} |`;
}

const rows = [
  await measure(
    'GET /api/inventory/levels/{id} (balance)',
    (i) => `/api/inventory/levels/${items[i % items.length]}`,
  ),
  await measure(
    'GET /api/inventory/levels/{id}?location_id=MAIN',
    (i) => `/api/inventory/levels/${items[i % items.length]}?location_id=MAIN`,
  ),
  await measure(
    'GET /api/inventory/movements?item_id&limit=15',
    (i) => `/api/inventory/movements?item_id=${items[i % items.length]}&limit=15`,
  ),
  await measure('GET /api/inventory/movements?limit=15', () => '/api/inventory/movements?limit=15'),
  await measure('GET /api/inventory/value', () => '/api/inventory/value'),
  await measure('GET /api/inventory/alerts', () => '/api/inventory/alerts'),
  await measureTransfers(),
];
await app.close();
await database.close();

const table = [
  '# Inventory API with 100,000 stock movements',
  '',
  `${url ? 'PostgreSQL' : 'In-memory PGlite'}, the sample plant; the caller's playground holds ${Number(count).toLocaleString('en-US')} stock movements (${MOVEMENTS.toLocaleString('en-US')} written in bulk in ${bulkSeconds.toFixed(1)} s as back-and-forth transfer pairs that leave each balance as it was, then the measured transfers through the API). Each GET measured ${QUERIES} times after ${WARM_UP} warm-up calls, through \`app.inject\` (routing, zod validation in and out, the database) as a caller sees it, one at a time. Target: balance query p95 < 20 ms. The balance is the \`inventory\` row kept in step with its movement in one transaction, so reading it does not grow with the history; the movement list reads the newest rows by index.`,
  '',
  `${cpus().length} cores, shared with other sessions; load average before: ${loadBefore}, after: ${loadAt()}.`,
  '',
  '| call | median ms | p95 ms | max ms | calls |',
  '|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
writeFileSync(url ? 'bench/results/inventory-postgres.md' : 'bench/results/inventory.md', table);
console.log(table);
