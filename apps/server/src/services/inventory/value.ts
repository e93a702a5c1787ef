import type { InventoryLocation, InventoryValueResponse } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { toCents } from './balances.ts';

/**
 * Stock valued at standard cost (GET /inventory/value): Σ on hand × materials.standard_cost per location
 * and in total (one location when `locationId` is given). Quarantined stock is valued too: it is the
 * plant's until it is scrapped. An item counts once in the total however many locations hold it.
 */
export async function inventoryValue(
  db: Kysely<Database>,
  scope: ReadScope,
  locationId: InventoryLocation | undefined,
): Promise<InventoryValueResponse> {
  let query = scoped(db, scope.datasetId)
    .selectFrom('inventory as i')
    .innerJoin('materials as m', (join) =>
      join.onRef('m.dataset_id', '=', 'i.dataset_id').onRef('m.material_id', '=', 'i.material_id'),
    )
    .leftJoin('locations as l', (join) =>
      join.onRef('l.dataset_id', '=', 'i.dataset_id').onRef('l.location_id', '=', 'i.location_id'),
    )
    .select(['i.location_id', 'l.name', 'i.material_id', 'i.on_hand', 'm.standard_cost'])
    .where('i.on_hand', '>', 0)
    .orderBy('i.location_id')
    .orderBy('i.material_id');
  if (locationId) query = query.where('i.location_id', '=', locationId);
  const rows = await query.execute();
  const byLocation = new Map<string, { name: string; value: number; quantity: number; items: number }>();
  for (const row of rows) {
    const at = byLocation.get(row.location_id) ?? {
      name: row.name ?? row.location_id,
      value: 0,
      quantity: 0,
      items: 0,
    };
    at.value += Number(row.on_hand) * Number(row.standard_cost);
    at.quantity += Number(row.on_hand);
    at.items += 1;
    byLocation.set(row.location_id, at);
  }
  const by_location = [...byLocation].map(([id, at]) => ({
    location_id: id,
    location_name: at.name,
    total_value: toCents(at.value),
    item_count: at.items,
    total_quantity: toCents(at.quantity),
  }));
  return {
    source: scope.source,
    location_id: locationId ?? null,
    currency: 'USD',
    total_value: toCents(by_location.reduce((sum, l) => sum + l.total_value, 0)),
    item_count: new Set(rows.map((r) => r.material_id)).size,
    total_quantity: toCents(by_location.reduce((sum, l) => sum + l.total_quantity, 0)),
    by_location,
  };
}
