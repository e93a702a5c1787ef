import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Windows this long past their end are deleted, now and then, so the table stays small. */
const KEEP_EXPIRED_MS = 10 * 60_000;
/** About one increment in this many also sweeps expired windows. */
const SWEEP_EVERY = 500;

/**
 * The rate limiter's counters in PostgreSQL, so that N server processes behind one address count
 * one caller's requests together (the plugin's own store counts per process). One statement per
 * request: an upsert that opens a new window when the last one ended, by the database's clock, so
 * processes whose clocks differ still agree on the window.
 */
export function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let increments = 0;
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const window = Math.max(1, Math.trunc(timeWindow));
      const fullKey = `${prefix}${key}`;
      sql<{ hits: number; ttl_ms: number }>`
        insert into rate_limit_counters as c (counter_key, window_start, window_ms, hits)
        values (${fullKey}, clock_timestamp(), ${window}, 1)
        on conflict (counter_key) do update set
          hits = case when c.window_start + c.window_ms * interval '1 millisecond' <= clock_timestamp()
            then 1 else c.hits + 1 end,
          window_start = case when c.window_start + c.window_ms * interval '1 millisecond' <= clock_timestamp()
            then clock_timestamp() else c.window_start end,
          window_ms = ${window}
        returning hits,
          greatest(0, ceil(extract(epoch from (window_start + window_ms * interval '1 millisecond' - clock_timestamp())) * 1000))::int as ttl_ms`
        .execute(db)
        .then(({ rows }) => {
          const row = rows[0];
          callback(null, { current: row?.hits ?? 1, ttl: row?.ttl_ms ?? window });
          if (++increments % SWEEP_EVERY === 0) void sweep(db).catch(() => undefined);
        })
        .catch((error: Error) => callback(error));
    },
    child(routeOptions) {
      return store(`${prefix}${String(routeOptions.method)} ${routeOptions.url} `);
    },
  });
  return class {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin constructs its store; this one shares the database.
      return store('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

async function sweep(db: Kysely<Database>) {
  await sql`delete from rate_limit_counters
    where window_start + window_ms * interval '1 millisecond' < clock_timestamp() - ${KEEP_EXPIRED_MS} * interval '1 millisecond'`.execute(
    db,
  );
}
