import { type Kysely, sql } from 'kysely';

/**
 * Every change the assistant applied to a plan, with who, when, which command and what it changed,
 * and the plan it replaced so it can be undone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table plan_changes (
      change_id uuid primary key,
      dataset_id text not null references datasets on delete cascade,
      user_id text not null,
      run_id uuid not null,
      command text not null,
      tool text not null,
      summary json not null,
      before_plan json not null,
      created_at timestamptz not null default now(),
      undone_at timestamptz,
      undone_by text
    )`.execute(db);
  await sql`create index plan_changes_by_dataset on plan_changes (dataset_id, created_at)`.execute(db);
}
