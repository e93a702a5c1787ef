import { sql, type Transaction } from 'kysely';
import type { Database, MovementKind } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';

/** One change of stock: out of `from`, into `to`, or both (a transfer). Quantities are in the item's unit. */
export interface StockMovement {
  materialId: string;
  from: string | null;
  to: string | null;
  quantity: number;
  kind: MovementKind;
  reason: string;
  /** The document it belongs to: a production order, a sales order, a transfer note. */
  reference: string | null;
  userId: string | null;
  /**
   * What may leave `from`: only the free stock (on hand − reserved, the default: a transfer must not
   * take what is promised to someone), or all on hand (a consumption against its own reservation).
   */
  takes?: 'free' | 'on_hand';
  /** When it happened, by the server's clock (tests fix it); the database's clock when absent. */
  at?: Date;
}

/** Stock is kept to the hundredth (quantities step 0.01): sums stay exact however many movements. */
const toCents = (value: number) => Math.round(value * 100) / 100;

/**
 * Posts movements in the caller's transaction: each balance changes in one conditional statement
 * (so a concurrent movement can never drive it below zero, whatever else holds a lock) and its row
 * is written beside it. A movement that would take more than is there throws STOCK_SHORT naming the
 * item, the location and the shortfall; the caller's transaction then writes nothing.
 */
export async function postMovements(
  trx: Transaction<Database>,
  datasetId: string,
  movements: readonly StockMovement[],
): Promise<void> {
  const q = scoped(trx, datasetId);
  for (const movement of movements) {
    const quantity = toCents(movement.quantity);
    if (!(quantity > 0))
      throw new Error(`a stock movement needs a positive quantity, got ${movement.quantity}`);
    if (movement.from) await takeOut(trx, datasetId, movement, quantity);
    if (movement.to) await putIn(trx, datasetId, movement.materialId, movement.to, quantity);
    await q
      .insertInto('stock_movements', {
        material_id: movement.materialId,
        from_location: movement.from,
        to_location: movement.to,
        quantity,
        kind: movement.kind,
        reason: movement.reason,
        reference: movement.reference,
        created_by: movement.userId,
        ...(movement.at ? { created_at: movement.at } : {}),
      })
      .execute();
  }
}

async function takeOut(
  trx: Transaction<Database>,
  datasetId: string,
  movement: StockMovement,
  quantity: number,
) {
  const from = movement.from as string;
  const free = movement.takes === 'on_hand' ? sql`on_hand` : sql`on_hand - reserved`;
  const taken = await sql<{ on_hand: number }>`
    update inventory set on_hand = round((on_hand - ${quantity})::numeric, 2)::double precision
    where dataset_id = ${datasetId} and material_id = ${movement.materialId} and location_id = ${from}
      and ${free} >= ${quantity} - 0.005
    returning on_hand`.execute(trx);
  if (taken.rows.length) return;
  const row = await scoped(trx, datasetId)
    .selectFrom('inventory')
    .select(['on_hand', 'reserved'])
    .where('material_id', '=', movement.materialId)
    .where('location_id', '=', from)
    .executeTakeFirst();
  const available = row
    ? toCents(Number(row.on_hand) - (movement.takes === 'on_hand' ? 0 : Number(row.reserved)))
    : 0;
  throw new AppError(
    'STOCK_SHORT',
    {
      materialId: movement.materialId,
      location: from,
      available: Math.max(0, available),
      requested: quantity,
      short: toCents(quantity - Math.max(0, available)),
    },
    [{ field: 'body.quantity', message: `exceeds the ${Math.max(0, available)} available at ${from}` }],
  );
}

async function putIn(
  trx: Transaction<Database>,
  datasetId: string,
  materialId: string,
  to: string,
  quantity: number,
) {
  await sql`
    insert into inventory (dataset_id, material_id, location_id, on_hand, reserved)
    values (${datasetId}, ${materialId}, ${to}, ${quantity}, 0)
    on conflict (dataset_id, material_id, location_id)
    do update set on_hand = round((inventory.on_hand + excluded.on_hand)::numeric, 2)::double precision`.execute(
    trx,
  );
}
