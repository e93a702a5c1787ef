import type { StockMovementEntry } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';

/** The latest stock movements, newest (last posted) first (GET /inventory/movements), of one item or of all; at most `limit`. */
export async function listRecentMovements(
  db: Kysely<Database>,
  scope: ReadScope,
  itemId: string | undefined,
  limit: number,
): Promise<StockMovementEntry[]> {
  let query = scoped(db, scope.datasetId)
    .selectFrom('stock_movements')
    .selectAll()
    // Posting order is the order of the balance changes; the primary key and the (material, movement)
    // index read it backwards without sorting, however long the history.
    .orderBy('movement_id', 'desc')
    .limit(limit);
  if (itemId) query = query.where('material_id', '=', itemId);
  const rows = await query.execute();
  return rows.map((row) => ({
    movement_id: String(row.movement_id),
    item_id: row.material_id,
    from_location: row.from_location,
    to_location: row.to_location,
    quantity: Number(row.quantity),
    kind: row.kind,
    reason: row.reason,
    reference: row.reference,
    created_by: row.created_by,
    created_at: new Date(row.created_at).toISOString(),
  }));
}
