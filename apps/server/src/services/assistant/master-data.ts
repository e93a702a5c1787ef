import { type MasterData, masterDataOf } from '@takt/assistant';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';

/** The names the interpreter resolves a command against, from the caller's dataset. */
export async function loadMasterData(db: Kysely<Database>, datasetId: string | null): Promise<MasterData> {
  const q = scoped(db, datasetId);
  const [workCenters, materials, customers, locations, productionOrders, salesOrders] = await Promise.all([
    q.selectFrom('work_centers').select(['work_center_id', 'name', 'type']).execute(),
    q
      .selectFrom('materials')
      .select(['material_id', 'description', 'unit', 'category', 'material_type'])
      .execute(),
    q.selectFrom('customers').select(['customer_id', 'name']).execute(),
    q.selectFrom('locations').select(['location_id', 'name']).execute(),
    q.selectFrom('production_orders').select('order_id').execute(),
    q.selectFrom('sales_orders').select('sales_order_id').execute(),
  ]);
  return masterDataOf({ workCenters, materials, customers, locations, productionOrders, salesOrders });
}
