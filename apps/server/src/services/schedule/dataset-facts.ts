import type { DataSource } from '@takt/contract';
import type { RepairPolicy } from '@takt/engine';
import type { Kysely } from 'kysely';
import { DATASET_SETTINGS } from '../../db/dataset-tables.ts';
import type { Database } from '../../db/schema.ts';
import { type Caller, DEFAULT_DATASET_ID, type ReadScope } from '../../db/scope.ts';
import { DEFAULT_TIME_ZONE } from '../../time/plant-clock.ts';
import { repairPolicyOfRow } from '../plant-settings-service.ts';

/** What a command needs of the dataset row it plans: read once, handed down (issue 12, point 5). */
export interface DatasetFacts {
  scope: ReadScope;
  /** The version the solve read: a proposal applies only while it still holds (0 without a dataset). */
  version: number;
  /** The plant's IANA time zone (the default plant's when the caller has no dataset). */
  timeZone: string;
  /** The repair rules the plant sets. */
  repairPolicy: Partial<RepairPolicy>;
}

/**
 * The caller's dataset for a source (as readScope chooses it) and its settings, in one statement:
 * the caller's own row and the default plant's, which stands in when the caller has none.
 */
export async function readDatasetFacts(
  db: Kysely<Database>,
  caller: Caller,
  source: DataSource,
): Promise<DatasetFacts> {
  const ownerId = source === 'default' ? null : caller.userId;
  const rows = await db
    .selectFrom('datasets')
    .select(['dataset_id', 'owner_id', 'kind', 'version', ...DATASET_SETTINGS])
    .where((eb) =>
      ownerId === null
        ? eb('dataset_id', '=', DEFAULT_DATASET_ID)
        : eb.or([
            eb('dataset_id', '=', DEFAULT_DATASET_ID),
            eb.and([eb('owner_id', '=', ownerId), eb('kind', '=', source)]),
          ]),
    )
    .execute();
  const own = ownerId === null ? undefined : rows.find((r) => r.owner_id === ownerId && r.kind === source);
  const fallback = source === 'custom' ? null : DEFAULT_DATASET_ID;
  const datasetId = own?.dataset_id ?? fallback;
  const row = datasetId === null ? undefined : rows.find((r) => r.dataset_id === datasetId);
  const plant = row ?? rows.find((r) => r.dataset_id === DEFAULT_DATASET_ID);
  return {
    scope: { source, datasetId },
    version: row?.version ?? 0,
    timeZone: plant?.time_zone ?? DEFAULT_TIME_ZONE,
    repairPolicy: repairPolicyOfRow(row),
  };
}
