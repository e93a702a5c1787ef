import { type Kysely, sql } from 'kysely';

/**
 * The plant's IANA time zone, a setting of each dataset: shifts ("06:00"), "8am", "Friday", weeks
 * and the Gantt's axis are read in it. Datasets loaded before it keep UTC, the zone their
 * shifts were written in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table datasets add column time_zone text not null default 'UTC'`.execute(db);
}
