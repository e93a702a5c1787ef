import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp } from '../app.test-support.ts';
import { namesRealField, type OpenApiDocument, type Operation, operationsOf } from './openapi-operations.ts';
import { type FuzzRequest, type Hints, preview, requestFor } from './request-generator.ts';

/**
 * Issue 11, point 6: bad input is never a 500. Every operation of the OpenAPI document the app
 * generates gets requests built from its own schema and then broken (wrong types, out of bounds,
 * NUL and control characters, 100 KB strings, 2^31..1e308, year 0 / 9999 / 10000, missing and extra
 * keys, __proto__), plus valid-looking ones, sent as a signed-in user so writes reach the database.
 * Each answer: below 500, the one error shape, and a 400 names a field the schema has.
 *
 * Seeded and reproducible: FUZZ_SEED=<n> replays a run, FUZZ_RUNS=<n> sets requests per operation,
 * FUZZ_STATS=1 prints the answers per operation. On PostgreSQL (TEST_DATABASE_URL) fewer runs per
 * operation keep CI's second pass short; each pass sends over 3,000 requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const MIN_REQUESTS = 3_000;
/** Requests per operation by default: PGlite ~5,500 in about 20 s here, PostgreSQL ~3,300 in about 12 s. */
const DEFAULT_RUNS = ON_POSTGRES ? 90 : 150;
const USER = 'fuzzer';

const t = await startTestApp();
afterAll(() => t.close());
// Clearing the playground goes last, so the other writes meet the plant's orders and BOMs.
const operations = operationsOf(t.app.swagger() as OpenApiDocument).sort(
  (a, b) => Number(a.path.endsWith('/clear')) - Number(b.path.endsWith('/clear')),
);
const RUNS = Number(
  process.env.FUZZ_RUNS ?? Math.max(DEFAULT_RUNS, Math.ceil(MIN_REQUESTS / operations.length)),
);
const hints = await plantHints();
let sent = 0;
/** Answers by operation and status, printed with FUZZ_STATS=1 to see how deep the requests reach. */
const statuses = new Map<string, Map<string, number>>();
afterAll(() => {
  if (!process.env.FUZZ_STATS) return;
  for (const [operation, counts] of statuses)
    console.info(
      operation,
      JSON.stringify(Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)))),
    );
});

/** Order ids, materials, work centers and item ids of the seeded plant, for valid-looking requests. */
async function plantHints(): Promise<Hints> {
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: asUser(USER) })).json();
  const { orders } = (await get('/api/orders/open?limit=50')) as {
    orders: { order_id: string; material: string; work_center: string | null; version: number }[];
  };
  const { items } = (await get('/api/inventory/items')) as { items: { item_id: string }[] };
  const orderIds = orders.map((o) => o.order_id);
  const materials = [...new Set(orders.map((o) => o.material))];
  const itemIds = items.slice(0, 30).map((i) => i.item_id);
  return {
    order_id: orderIds,
    material: materials,
    product_id: materials,
    item_id: itemIds,
    id: [...materials, ...itemIds],
    work_center: orders.flatMap((o) => (o.work_center ? [o.work_center] : [])),
    version: [1, 2],
  };
}

async function send(request: FuzzRequest) {
  sent += 1;
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  return response;
}

/** The contract every answer keeps, whatever was sent. */
function checkAnswer(operation: Operation, request: FuzzRequest, response: Awaited<ReturnType<typeof send>>) {
  const about = `${request.method} ${request.url.slice(0, 200)} — ${request.mutation} — answered ${response.statusCode} ${response.body.slice(0, 300)}`;
  // 503 (database or sign-in service unreachable) cannot happen in process: any 5xx here is a bug.
  expect(response.statusCode, about).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], about).toMatch(/^application\/json/);
  const body = response.json() as { error?: unknown; code?: unknown; details?: unknown };
  expect(typeof body.error, about).toBe('string');
  expect(typeof body.code, about).toBe('string');
  expect(Array.isArray(body.details), about).toBe(true);
  if (body.code !== 'VALIDATION_FAILED') return;
  const details = body.details as { field?: unknown }[];
  expect(details.length, about).toBeGreaterThan(0);
  for (const { field } of details) {
    expect(typeof field, about).toBe('string');
    expect(namesRealField(operation, field as string), `${about}\nnames no field: ${field}`).toBe(true);
  }
}

describe(`bad input is never a 500 (issue 11, point 6; FUZZ_SEED=${SEED})`, () => {
  it.each(operations.map((o, i) => [`${o.method} ${o.path}`, o, i] as const))(
    '%s',
    async (_name, operation, index) => {
      const seed = SEED + index;
      await fc.assert(
        fc.asyncProperty(requestFor(operation, hints, USER), async (request) => {
          const response = await send(request);
          const counts = statuses.get(`${operation.method} ${operation.path}`) ?? new Map<string, number>();
          const key = `${response.statusCode} ${response.statusCode >= 400 ? (response.json() as { code?: string }).code : ''}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
          statuses.set(`${operation.method} ${operation.path}`, counts);
          checkAnswer(operation, request, response);
        }),
        // No shrinking: the failing request is printed whole, and shrinking would re-send hundreds.
        { seed, numRuns: RUNS, endOnFailure: true, reporter: failureReporter(seed) },
      );
    },
    60_000,
  );

  it(`sends at least ${MIN_REQUESTS} requests per run`, () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});

function failureReporter(seed: number) {
  return (details: fc.RunDetails<[FuzzRequest]>) => {
    if (!details.failed) return;
    const [request] = details.counterexample ?? [];
    const shown = request
      ? `${request.method} ${request.url.slice(0, 300)}\n${preview(request.payload)}`
      : '';
    throw new Error(
      `${'errorInstance' in details ? String(details.errorInstance) : 'failed'}\nrequest: ${shown}\nreproduce: FUZZ_SEED=${SEED} (this operation: seed ${seed}, path ${details.counterexamplePath})`,
    );
  };
}
