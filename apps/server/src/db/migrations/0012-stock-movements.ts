import { type Kysely, sql } from 'kysely';

/**
 * Stock movements (issue 14): every change of a stock balance is a row saying who moved how much of
 * what from where to where, why and for which document. The `inventory` table stays the balance,
 * changed in the same transaction as its movement row, so a balance read is one row and the history
 * explains it. A receipt has no `from`, a consumption no `to`, a transfer both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table stock_movements (
    dataset_id text not null references datasets on delete cascade,
    movement_id bigserial not null,
    material_id text not null,
    from_location text,
    to_location text,
    quantity double precision not null check (quantity > 0),
    kind text not null,
    reason text not null,
    reference text,
    created_by text,
    created_at timestamptz not null default now(),
    primary key (dataset_id, movement_id),
    check (from_location is not null or to_location is not null),
    check (from_location is distinct from to_location)
  )`.execute(db);
  await sql`create index stock_movements_material on stock_movements (dataset_id, material_id, movement_id)`.execute(
    db,
  );
  await sql`create index stock_movements_recent on stock_movements (dataset_id, created_at desc, movement_id desc)`.execute(
    db,
  );
}
