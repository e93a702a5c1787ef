import type { LocationBalance } from '@takt/contract';
import { isUsableLocation } from '@takt/engine';
import type { DatasetReads } from '../../db/scoped.ts';

/** Balances are kept to the hundredth (stock-movements.ts): figures derived from them are rounded the same way. */
export const toCents = (value: number | string | null | undefined) =>
  Math.round(Number(value ?? 0) * 100) / 100;

/** The material an inventory call names, or undefined when the dataset has no such item. */
export function findMaterial(q: DatasetReads, itemId: string) {
  return q
    .selectFrom('materials')
    .select(['material_id', 'description', 'unit', 'reorder_point', 'standard_cost'])
    .where('material_id', '=', itemId)
    .executeTakeFirst();
}

/** An item's balance at each location that holds a record of it (one location when `locationId` is given). */
export async function locationBalances(
  q: DatasetReads,
  itemId: string,
  locationId?: string,
): Promise<LocationBalance[]> {
  let query = q
    .selectFrom('inventory as i')
    .leftJoin('locations as l', (join) =>
      join.onRef('l.dataset_id', '=', 'i.dataset_id').onRef('l.location_id', '=', 'i.location_id'),
    )
    .select(['i.location_id', 'l.name', 'i.on_hand', 'i.reserved', 'i.bin'])
    .where('i.material_id', '=', itemId)
    .orderBy('i.location_id');
  if (locationId) query = query.where('i.location_id', '=', locationId);
  const rows = await query.execute();
  return rows.map((row) => toLocationBalance(row.location_id, row.name, row.on_hand, row.reserved, row.bin));
}

export function toLocationBalance(
  locationId: string,
  name: string | null,
  onHand: number | string,
  reserved: number | string,
  bin: string | null = null,
): LocationBalance {
  return {
    location_id: locationId,
    location_name: name ?? locationId,
    on_hand: toCents(onHand),
    reserved: toCents(reserved),
    available: toCents(Number(onHand) - Number(reserved)),
    is_usable: isUsableLocation(locationId),
    bin,
  };
}
