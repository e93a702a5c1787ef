import { type Kysely, sql } from 'kysely';

/**
 * Promise analyses (issue 13): what a caller was promised, kept so that accepting it applies exactly
 * that analysis (its repaired plan, when it has one) while the dataset is as it was, and so that a
 * second accept of the same analysis answers the first one's outcome instead of a second order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table promise_analyses (
    analysis_id uuid primary key,
    owner_key text not null,
    dataset_id text references datasets on delete cascade,
    dataset_version integer not null,
    run_id uuid references schedule_runs on delete set null,
    request jsonb not null,
    result jsonb not null,
    accepted jsonb,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index promise_analyses_owner on promise_analyses (owner_key, created_at)`.execute(db);
}
