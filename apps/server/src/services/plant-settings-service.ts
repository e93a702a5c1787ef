import type { DataSource, PlantSettingsUpdate } from '@takt/contract';
import { DEFAULT_REPAIR_POLICY, type RepairPolicy } from '@takt/engine';
import type { Kysely, Selectable } from 'kysely';
import { DATASET_SETTINGS } from '../db/dataset-tables.ts';
import type { Database, DatasetsTable } from '../db/schema.ts';
import { type Caller, type ReadScope, withWriteScope } from '../db/scope.ts';

const HOUR = 60;
export type SettingsRow = Pick<Selectable<DatasetsTable>, (typeof DATASET_SETTINGS)[number]>;

async function settingsRow(db: Kysely<Database>, datasetId: string | null): Promise<SettingsRow | undefined> {
  if (!datasetId) return undefined;
  return db
    .selectFrom('datasets')
    .select(DATASET_SETTINGS)
    .where('dataset_id', '=', datasetId)
    .executeTakeFirst();
}

/** The plant's repair rules as the engine takes them (minutes), only those the plant sets. */
export async function plantRepairPolicy(
  db: Kysely<Database>,
  datasetId: string | null,
): Promise<Partial<RepairPolicy>> {
  return repairPolicyOfRow(await settingsRow(db, datasetId));
}

/** The repair rules a dataset row sets (minutes), only those it sets; none without a row. */
export function repairPolicyOfRow(row: SettingsRow | undefined): Partial<RepairPolicy> {
  if (!row) return {};
  const entries: [keyof RepairPolicy, unknown][] = [
    ['stability', row.repair_stability],
    ['frozenHorizonMinutes', row.frozen_horizon_hours === null ? null : row.frozen_horizon_hours * HOUR],
    ['movePriceMinutes', row.move_price_hours === null ? null : row.move_price_hours * HOUR],
    [
      'machineChangePriceMinutes',
      row.machine_change_price_hours === null ? null : row.machine_change_price_hours * HOUR,
    ],
    ['lateOrderPriceMinutes', row.late_order_price_hours === null ? null : row.late_order_price_hours * HOUR],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== null));
}

/** The plant's settings as the API shows them: its time zone and its repair rules (defaults filled in). */
export async function readPlantSettings(db: Kysely<Database>, scope: ReadScope) {
  const row = await settingsRow(db, scope.datasetId);
  const policy = { ...DEFAULT_REPAIR_POLICY, ...(await plantRepairPolicy(db, scope.datasetId)) };
  return {
    source: scope.source as DataSource,
    time_zone: row?.time_zone ?? 'UTC',
    stability: policy.stability,
    frozen_horizon_hours: policy.frozenHorizonMinutes / HOUR,
    move_price_hours: policy.movePriceMinutes / HOUR,
    machine_change_price_hours: policy.machineChangePriceMinutes / HOUR,
    late_order_price_hours: policy.lateOrderPriceMinutes / HOUR,
  };
}

/** Changes the plant's repair rules in the caller's own dataset (a playground is copied first). */
export async function updatePlantSettings(db: Kysely<Database>, caller: Caller, update: PlantSettingsUpdate) {
  const { result: datasetId } = await withWriteScope(db, caller, update.source, async (trx, id) => {
    const values = {
      ...(update.stability === undefined ? {} : { repair_stability: update.stability }),
      ...(update.frozen_horizon_hours === undefined
        ? {}
        : { frozen_horizon_hours: update.frozen_horizon_hours }),
      ...(update.move_price_hours === undefined ? {} : { move_price_hours: update.move_price_hours }),
      ...(update.machine_change_price_hours === undefined
        ? {}
        : { machine_change_price_hours: update.machine_change_price_hours }),
      ...(update.late_order_price_hours === undefined
        ? {}
        : { late_order_price_hours: update.late_order_price_hours }),
    };
    if (Object.keys(values).length > 0)
      await trx.updateTable('datasets').set(values).where('dataset_id', '=', id).execute();
    return id;
  });
  return readPlantSettings(db, { source: update.source, datasetId });
}
