import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { bookGoodsReceipt } from '../finance/goods-receipt.ts';
import { bookCompletedOrder } from '../orders/order-backflush.ts';

/** An order whose every operation is done by now, written In Process until its completion is booked. */
export interface Completion {
  order: { order_id: string; material: string; quantity: number; actual_end: Date };
}

type Happening =
  | { at: number; kind: 'receipt'; poId: string }
  | { at: number; kind: 'completion'; completion: Completion };

/** Where a receipt puts the goods when nobody says: the goods receipt's own default (the main warehouse). */
const RECEIPT_LOCATION = 'MAIN';

/**
 * Books, in the order they happened, the goods receipts of the purchase orders due in (asOf, now]
 * and the completions of the orders that finished, with the services a planner's Receive and
 * Complete use: a compound received or made on Monday is there for the order that uses it on
 * Thursday; a receipt and a completion at the same instant book the receipt first. A completion
 * the stock cannot cover (STOCK_SHORT) is undone alone, by a savepoint, and its order stays In
 * Process: the load never invents stock. Purchase orders already late at the data's instant stay
 * late: they did not arrive in the data, so they have not arrived since.
 */
export async function bookWhatHappened(
  trx: Transaction<Database>,
  datasetId: string,
  completions: readonly Completion[],
  asOf: Date,
  now: Date,
): Promise<{ ordersCompleted: string[]; ordersShort: string[]; purchaseOrdersReceived: string[] }> {
  const due = await scoped(trx, datasetId)
    .selectFrom('purchase_orders')
    .select(['po_id', 'expected_date'])
    .where('status', 'in', ['Open', 'In Transit'])
    .where('expected_date', '>', asOf)
    .where('expected_date', '<=', now)
    .execute();
  const happenings: Happening[] = [
    ...due.map((po) => ({ at: po.expected_date.getTime(), kind: 'receipt' as const, poId: po.po_id })),
    ...completions.map((c) => ({
      at: c.order.actual_end.getTime(),
      kind: 'completion' as const,
      completion: c,
    })),
  ].sort((a, b) => a.at - b.at || (a.kind === b.kind ? 0 : a.kind === 'receipt' ? -1 : 1));
  const booked = {
    ordersCompleted: [] as string[],
    ordersShort: [] as string[],
    purchaseOrdersReceived: [] as string[],
  };
  for (const happening of happenings) {
    if (happening.kind === 'receipt') {
      await bookGoodsReceipt(
        trx,
        datasetId,
        { poId: happening.poId, location: RECEIPT_LOCATION },
        null,
        new Date(happening.at),
      );
      booked.purchaseOrdersReceived.push(happening.poId);
      continue;
    }
    const { order } = happening.completion;
    if (await completeOrder(trx, datasetId, order)) booked.ordersCompleted.push(order.order_id);
    else booked.ordersShort.push(order.order_id);
  }
  return booked;
}

/** Completes one order and books it; false, with nothing of it written, when the stock is short. */
async function completeOrder(
  trx: Transaction<Database>,
  datasetId: string,
  order: Completion['order'],
): Promise<boolean> {
  await sql`savepoint plant_completion`.execute(trx);
  try {
    await scoped(trx, datasetId)
      .updateTable('production_orders')
      .set({ status: 'Completed', completion_percentage: 100, actual_end: order.actual_end })
      .where('order_id', '=', order.order_id)
      .where('status', '=', 'In Process')
      .execute();
    await bookCompletedOrder(trx, datasetId, order, null);
    await sql`release savepoint plant_completion`.execute(trx);
    return true;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'STOCK_SHORT')) throw error;
    await sql`rollback to savepoint plant_completion`.execute(trx);
    return false;
  }
}
