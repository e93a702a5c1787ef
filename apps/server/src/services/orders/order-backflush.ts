import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { loadBomStructure } from '../bom/bom-structure.ts';
import { postJournalEntry, productionCompletionPosting } from '../finance/ledger-posting.ts';
import { postMovements, type StockMovement } from '../inventory/stock-movements.ts';
import { orderComponents } from './order-components.ts';

/** Where a completed order's output goes, and where its components are taken from, first to last. */
export const OUTPUT_LOCATION = 'MAIN';
export const COMPONENT_LOCATIONS = ['PRODUCTION', 'MAIN'] as const;

const toCents = (value: number) => Math.round(value * 100) / 100;

interface CompletedOrder {
  order_id: string;
  material: string;
  quantity: number;
  /** When it completed: the journal entry's date. */
  actual_end?: Date | null;
}

/**
 * Books a completed order in the caller's transaction: its output into MAIN (kind 'production') and
 * its components out (kind 'backflush'), PRODUCTION first, the rest from MAIN. Components are taken
 * from all on hand, not only the free stock: what is reserved is reserved for orders like this one.
 * A shortage throws STOCK_SHORT from postMovements and the completing transaction writes nothing.
 * The ledger is posted in the same transaction: finished goods at standard cost against the
 * components consumed and the conversion absorbed from work in process.
 */
export async function bookCompletedOrder(
  trx: Transaction<Database>,
  datasetId: string,
  order: CompletedOrder,
  userId: string | null,
  /** When the movements happened; the database's clock when absent (Complete books them as they happen). */
  movedAt?: Date,
): Promise<void> {
  const structure = await loadBomStructure(trx, datasetId);
  const components = orderComponents(structure, order.material, order.quantity);
  const balances = components.length
    ? await scoped(trx, datasetId)
        .selectFrom('inventory')
        .select(['material_id', 'location_id', 'on_hand'])
        .where(
          'material_id',
          'in',
          components.map((c) => c.itemId),
        )
        .execute()
    : [];
  const onHand = (itemId: string, location: string) =>
    Number(balances.find((b) => b.material_id === itemId && b.location_id === location)?.on_hand ?? 0);

  const movements: StockMovement[] = [
    {
      materialId: order.material,
      from: null,
      to: OUTPUT_LOCATION,
      quantity: order.quantity,
      kind: 'production',
      reason: `Output of production order ${order.order_id}`,
      reference: order.order_id,
      userId,
      ...(movedAt ? { at: movedAt } : {}),
    },
  ];
  for (const component of components) {
    // Stock is kept to the hundredth: a need below half of one (0.0004 L of bond for one seal) books nothing.
    let remaining = toCents(component.requiredQuantity);
    for (const [index, location] of COMPONENT_LOCATIONS.entries()) {
      if (remaining <= 0) break;
      const isLast = index === COMPONENT_LOCATIONS.length - 1;
      // The last place is asked for all that is left, so a shortage is reported there, in full.
      const take = isLast ? remaining : Math.min(remaining, toCents(onHand(component.itemId, location)));
      if (take <= 0) continue;
      movements.push({
        materialId: component.itemId,
        from: location,
        to: null,
        quantity: take,
        kind: 'backflush',
        reason: `Backflush of production order ${order.order_id}`,
        reference: order.order_id,
        userId,
        takes: 'on_hand',
        ...(movedAt ? { at: movedAt } : {}),
      });
      remaining = toCents(remaining - take);
    }
  }
  await postMovements(trx, datasetId, movements);
  const consumed = movements
    .filter((m) => m.kind === 'backflush')
    .map((m) => ({ materialId: m.materialId, quantity: m.quantity }));
  const entry = await productionCompletionPosting(
    trx,
    datasetId,
    order,
    consumed,
    order.actual_end ?? new Date(),
  );
  if (entry) await postJournalEntry(trx, datasetId, entry);
}
