import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { buildApp } from '../app.ts';
import type { ZodApp } from '../http/types.ts';
import { TEST_NOW, testConfig } from '../test/fixtures.ts';

/**
 * Issue 11: with N server processes on one PostgreSQL database, a caller's rate limit is one count
 * across them, not one per process (two apps on one database stand for two processes here).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let first: TestApp;
let second: ZodApp;
const limits = { writesPerMinute: 4, solvesPerMinute: 3 };

beforeAll(async () => {
  if (!onPostgres) return;
  first = await startTestApp({ config: { limits } });
  second = await buildApp({
    database: first.database,
    config: testConfig({ limits }),
    now: () => TEST_NOW,
    logger: false,
  });
  await second.ready();
});
afterAll(async () => {
  if (!onPostgres) return;
  await second.close();
  await first.close();
});

const createOrder = (app: ZodApp, user: string, id: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: asUser(user),
    payload: { order_id: id, material: 'STD-101', quantity: 1 },
  });

describe.runIf(onPostgres)('rate limits shared by every process on PostgreSQL (issue 11)', () => {
  it('writes sent to two processes in turn count together: the fifth is 429 whichever process gets it', async () => {
    const codes: number[] = [];
    for (let k = 0; k < 6; k++)
      codes.push((await createOrder(k % 2 ? second : first.app, 'shared', `SH-${k}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    const limited = await createOrder(second, 'shared', 'SH-9');
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another caller has its own count.
    expect((await createOrder(second, 'other', 'OT-1')).statusCode).toBe(200);
  });

  it('parallel writes over both processes: exactly the limit gets through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, k) => createOrder(k % 2 ? second : first.app, 'racer', `RC-${k}`)),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(limits.writesPerMinute);
    expect(codes.filter((c) => c === 429)).toHaveLength(12 - limits.writesPerMinute);
  });

  it('solves have their own count: a caller at the write limit may still solve', async () => {
    const solve = await second.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: asUser('shared'),
      payload: { prompt: 'How much RM-778 do we have?', backend: 'offline' },
    });
    expect(solve.statusCode, solve.body).toBe(200);
  });
});
