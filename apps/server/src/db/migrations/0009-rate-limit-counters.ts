import { type Kysely, sql } from 'kysely';

/**
 * The rate limiter's counters (issue 11), when the server runs on PostgreSQL: one row per caller
 * and kind of request, shared by every server process, so a caller's limit holds across processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rate_limit_counters (
    counter_key text primary key,
    window_start timestamptz not null,
    window_ms integer not null check (window_ms > 0),
    hits integer not null
  )`.execute(db);
}
