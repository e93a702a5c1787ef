import { type MasterData, masterDataOf } from '@takt/assistant';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MaterialsTable, ProductionOrdersTable, WorkCentersTable } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';

/** The names the interpreter resolves a command against, from the caller's dataset. */
export async function loadMasterData(db: Kysely<Database>, datasetId: string | null): Promise<MasterData> {
  return (await loadCommandRows(db, datasetId)).masterData;
}

/** A command's master data, with the rows a solve reads too, whole: a command that plans reads them once. */
export interface CommandRows {
  masterData: MasterData;
  /** Every work center and order, in id order, and every material (see KnownRows of the snapshot). */
  workCenters: Selectable<WorkCentersTable>[];
  materials: Selectable<MaterialsTable>[];
  orders: Selectable<ProductionOrdersTable>[];
}

/**
 * The master data of a command, reading the work centers, materials and orders whole, so that a
 * command that plans hands them to the solve's snapshot instead of reading them again.
 */
export async function loadCommandRows(db: Kysely<Database>, datasetId: string | null): Promise<CommandRows> {
  const q = scoped(db, datasetId);
  const [workCenters, materials, customers, locations, orders, salesOrders] = await Promise.all([
    q.selectFrom('work_centers').selectAll().orderBy('work_center_id').execute(),
    q.selectFrom('materials').selectAll().execute(),
    q.selectFrom('customers').select(['customer_id', 'name']).execute(),
    q.selectFrom('locations').select(['location_id', 'name']).execute(),
    q.selectFrom('production_orders').selectAll().orderBy('order_id').execute(),
    q.selectFrom('sales_orders').select('sales_order_id').execute(),
  ]);
  const masterData = masterDataOf({
    workCenters,
    materials,
    customers,
    locations,
    productionOrders: orders,
    salesOrders,
  });
  return { masterData, workCenters, materials, orders };
}
