import { type Kysely, sql } from 'kysely';

/**
 * Extra shifts and overtime: working time a planner adds to a work center for a date range, on top of
 * its calendar's shifts (issue 10). Downtime still blocks it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table extra_shifts (
    dataset_id text not null references datasets on delete cascade,
    shift_id text not null,
    work_center_id text not null,
    start_at timestamptz not null,
    end_at timestamptz not null,
    reason text not null,
    primary key (dataset_id, shift_id),
    foreign key (dataset_id, work_center_id) references work_centers (dataset_id, work_center_id),
    check (end_at > start_at)
  )`.execute(db);
}
