import { type Kysely, sql } from 'kysely';

/**
 * The plant's repair rules, settings of each dataset a reschedule starts from (a request may override
 * them). Null means the engine's default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table datasets
    add column repair_stability text check (repair_stability in ('frozen', 'balanced', 'free')),
    add column frozen_horizon_hours double precision check (frozen_horizon_hours between 0 and 168),
    add column move_price_hours double precision check (move_price_hours between 0 and 10000),
    add column machine_change_price_hours double precision check (machine_change_price_hours between 0 and 10000),
    add column late_order_price_hours double precision check (late_order_price_hours between 0 and 10000)`.execute(
    db,
  );
}
