import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { isLostConnection } from './lost-connection.ts';

/**
 * On PostgreSQL, a server restart, failover or idle timeout ends the pool's idle connections. The
 * process must survive it (an unhandled 'error' event on the pool would end it, and fail this run)
 * and serve the next requests on fresh connections.
 */
const url = process.env.TEST_DATABASE_URL;
let t: TestApp;

beforeAll(async () => {
  if (url) t = await startTestApp();
});
afterAll(() => t?.close());

describe.skipIf(!url)('a dropped database connection (PostgreSQL)', () => {
  it('keeps the server up and serving once the connections are ended', async () => {
    const headers = asUser('rita');
    // Open several pooled connections, so there are idle ones to end.
    const first = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: '/api/dashboard', headers })),
    );
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [rows[0]!.name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Let the pool see the ended connections before the next requests.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: '/api/dashboard', headers })),
    );
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it('fails a query in flight with an error the server answers as 503 with a retry hint', async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
    const inFlight = sql`select pg_sleep(5)`.execute(t.database.db).then(
      () => undefined,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like '%pg_sleep%' and pid <> pg_backend_pid()",
        [rows[0]!.name],
      );
    } finally {
      await admin.end();
    }
    const error = await inFlight;
    expect(error).toBeDefined();
    expect(isLostConnection(error)).toBe(true);
    // Once the pool has seen the connection end, requests get fresh connections.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: asUser('rita') });
    expect(after.statusCode).toBe(200);
  });
});
