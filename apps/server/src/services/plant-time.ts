import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DEFAULT_DATASET_ID } from '../db/scope.ts';
import { DEFAULT_TIME_ZONE } from '../time/plant-clock.ts';

/**
 * The time zone of a dataset's plant; a caller without a dataset of its own reads the default plant's.
 */
export async function plantTimeZone(db: Kysely<Database>, datasetId: string | null): Promise<string> {
  const row = await db
    .selectFrom('datasets')
    .select('time_zone')
    .where('dataset_id', '=', datasetId || DEFAULT_DATASET_ID)
    .executeTakeFirst();
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}
