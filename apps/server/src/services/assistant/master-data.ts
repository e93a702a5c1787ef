import type { MasterData } from '@takt/assistant';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The names the interpreter resolves a command against, from the caller's dataset. */
export async function loadMasterData(db: Kysely<Database>, datasetId: string | null): Promise<MasterData> {
  const id = datasetId ?? '';
  const [workCenters, materials, customers, locations, orders] = await Promise.all([
    db
      .selectFrom('work_centers')
      .select(['work_center_id', 'name', 'type'])
      .where('dataset_id', '=', id)
      .execute(),
    db
      .selectFrom('materials')
      .select(['material_id', 'description', 'unit', 'category', 'material_type'])
      .where('dataset_id', '=', id)
      .execute(),
    db.selectFrom('customers').select(['customer_id', 'name']).where('dataset_id', '=', id).execute(),
    db.selectFrom('locations').select(['location_id', 'name']).where('dataset_id', '=', id).execute(),
    db.selectFrom('production_orders').select('order_id').where('dataset_id', '=', id).execute(),
  ]);
  return {
    workCenters: workCenters.map((w) => ({ id: w.work_center_id, name: w.name, type: w.type })),
    materials: materials.map((m) => ({
      id: m.material_id,
      description: m.description,
      unit: m.unit,
      category: m.category,
      type: m.material_type,
    })),
    customers: customers.map((c) => ({ id: c.customer_id, name: c.name })),
    locations: locations.map((l) => ({ id: l.location_id, name: l.name })),
    orderIds: orders.map((o) => o.order_id),
  };
}
