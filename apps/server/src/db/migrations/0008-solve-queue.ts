import { type Kysely, sql } from 'kysely';

/**
 * The solver queue shared fairly (issue 11): a solve can be cancelled — a queued one ends at once,
 * a running one when its process next reads `cancel_requested_at` on its heartbeat — and the claim
 * query looks up each caller's running and latest-claimed jobs, hence the index by owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table schedule_runs drop constraint schedule_runs_status_check`.execute(db);
  await sql`alter table schedule_runs add constraint schedule_runs_status_check
    check (status in ('queued', 'running', 'done', 'failed', 'cancelled'))`.execute(db);
  await sql`alter table schedule_runs add column cancel_requested_at timestamptz`.execute(db);
  await sql`create index schedule_runs_owner_status on schedule_runs (owner_key, status)`.execute(db);
  await sql`create index schedule_runs_owner_started on schedule_runs (owner_key, started_at)`.execute(db);
}
