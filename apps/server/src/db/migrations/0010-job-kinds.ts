import { type Kysely, sql } from 'kysely';

/**
 * The run table holds every long job, not only solves (issue 12, point 6): an MRP run is queued,
 * claimed, beaten, cancelled and finished like a solve, by whichever process is free. `kind` says
 * which; the claim looks for the queued jobs of one kind, since each kind has its own threads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table schedule_runs add column kind text not null default 'schedule'
    check (kind in ('schedule', 'mrp'))`.execute(db);
  await sql`create index schedule_runs_kind_queue on schedule_runs (kind, status, created_at)`.execute(db);
}
