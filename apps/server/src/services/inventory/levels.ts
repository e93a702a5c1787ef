import type {
  CheckAvailabilityRequest,
  CheckAvailabilityResponse,
  InventoryLevelsResponse,
  InventoryLocation,
} from '@takt/contract';
import { stockStatus } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, type ReadScope, readScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { findMaterial, locationBalances, toCents } from './balances.ts';

/** An item's balance per location (GET /inventory/levels/{id}); 404 ITEM_NOT_FOUND when the dataset has no such item. */
export async function getInventoryLevels(
  db: Kysely<Database>,
  scope: ReadScope,
  itemId: string,
  locationId: InventoryLocation | undefined,
): Promise<InventoryLevelsResponse> {
  const q = scoped(db, scope.datasetId);
  // Both reads at once: the balance query is the one MB51 makes most (bench: p95 < 20 ms target).
  const [material, all] = await Promise.all([findMaterial(q, itemId), locationBalances(q, itemId)]);
  if (!material)
    throw new AppError('ITEM_NOT_FOUND', { itemId }, [{ field: 'params.id', message: 'no such item' }]);
  const levels = locationId ? all.filter((l) => l.location_id === locationId) : all;
  const available = toCents(all.filter((l) => l.is_usable).reduce((sum, l) => sum + l.available, 0));
  return {
    source: scope.source,
    item_id: material.material_id,
    description: material.description,
    unit_of_measure: material.unit,
    reorder_point: material.reorder_point,
    total_on_hand: toCents(levels.reduce((sum, l) => sum + l.on_hand, 0)),
    total_reserved: toCents(levels.reduce((sum, l) => sum + l.reserved, 0)),
    available,
    stock_status: stockStatus(available, 0, material.reorder_point),
    levels,
  };
}

/**
 * Whether a quantity is free (POST /inventory/check-availability): at a location, what a transfer may
 * take from it; without one, over the usable locations. The same free-stock rule transferStock applies.
 */
export async function checkAvailability(
  db: Kysely<Database>,
  caller: Caller,
  request: CheckAvailabilityRequest,
): Promise<CheckAvailabilityResponse> {
  const scope = await readScope(db, caller, request.source);
  const levels = await getInventoryLevels(db, scope, request.item_id, request.location_id);
  const counted = request.location_id ? levels.levels : levels.levels.filter((l) => l.is_usable);
  const onHand = toCents(counted.reduce((sum, l) => sum + l.on_hand, 0));
  const reserved = toCents(counted.reduce((sum, l) => sum + l.reserved, 0));
  const available = Math.max(0, toCents(counted.reduce((sum, l) => sum + l.available, 0)));
  const requested = request.quantity ?? null;
  return {
    item_id: levels.item_id,
    location_id: request.location_id ?? null,
    on_hand: onHand,
    reserved,
    available,
    requested_quantity: requested,
    is_available: requested === null ? available > 0 : available >= requested,
    shortfall: requested === null ? 0 : Math.max(0, toCents(requested - available)),
  };
}
