import { type Kysely, sql } from 'kysely';

/**
 * Solves as jobs in the database, so any server process can run one and any can stream its
 * progress; and the released plan's own columns on orders and operations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of DDL.split(/;\s*\n/).filter((s) => s.trim() !== '')) {
    await sql.raw(statement).execute(db);
  }
}

const DDL = `
  create table schedule_runs (
    run_id uuid primary key,
    dataset_id text references datasets on delete cascade,
    owner_key text not null,
    status text not null check (status in ('queued', 'running', 'done', 'failed')),
    input jsonb not null,
    progress json,
    result json,
    error jsonb,
    claimed_by text,
    created_at timestamptz not null default now(),
    started_at timestamptz,
    heartbeat_at timestamptz,
    finished_at timestamptz
  );
  create index schedule_runs_queue on schedule_runs (status, created_at);
  alter table production_orders add column scheduled_start timestamptz;
  alter table production_orders add column scheduled_end timestamptz;
  alter table order_operations add column mold_id text;
`;
