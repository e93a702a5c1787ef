import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { bookGoodsReceipt } from '../finance/goods-receipt.ts';
import { bookShipment } from '../finance/shipment.ts';
import { bookCompletedOrder } from '../orders/order-backflush.ts';

/** An order whose every operation is done by now, written In Process until its completion is booked. */
export interface Completion {
  order: { order_id: string; material: string; quantity: number; actual_end: Date };
}

type Happening =
  | { at: number; kind: 'receipt'; poId: string }
  | { at: number; kind: 'completion'; completion: Completion }
  | { at: number; kind: 'shipment'; salesOrderId: string };

/** At one instant: goods come in, then orders complete, then goods go out. */
const SAME_INSTANT_ORDER: Record<Happening['kind'], number> = { receipt: 0, completion: 1, shipment: 2 };

/** What the roll-forward booked, by document. */
export interface Bookings {
  ordersCompleted: string[];
  /** Completions the stock could not cover: left In Process with every operation done. */
  ordersShort: string[];
  purchaseOrdersReceived: string[];
  salesOrdersShipped: string[];
  /** Shipments MAIN's free stock could not cover: left open, late. */
  salesOrdersShort: string[];
}

/** Where a receipt puts the goods when nobody says: the goods receipt's own default (the main warehouse). */
const RECEIPT_LOCATION = 'MAIN';

/**
 * Books, in the order they happened, the goods receipts of the purchase orders due in (asOf, now],
 * the completions of the orders that finished, and the shipments of the sales orders requested in
 * (asOf, now], with the services a planner's Receive, Complete and Ship use: a compound received or
 * made on Monday is there for the order that uses it on Thursday. A completion or a shipment the
 * stock cannot cover (STOCK_SHORT) is undone alone, by a savepoint: the order stays In Process, the
 * sales order open and late; the load never invents stock. Purchase and sales orders already late
 * at the data's instant stay late: they did not arrive or leave in the data, so not since either.
 */
export async function bookWhatHappened(
  trx: Transaction<Database>,
  datasetId: string,
  completions: readonly Completion[],
  asOf: Date,
  now: Date,
): Promise<Bookings> {
  const due = await scoped(trx, datasetId)
    .selectFrom('purchase_orders')
    .select(['po_id', 'expected_date'])
    .where('status', 'in', ['Open', 'In Transit'])
    .where('expected_date', '>', asOf)
    .where('expected_date', '<=', now)
    .execute();
  const requested = await scoped(trx, datasetId)
    .selectFrom('sales_orders')
    .select(['sales_order_id', 'requested_date'])
    .where('status', 'in', ['Open', 'Confirmed'])
    .where('requested_date', '>', asOf)
    .where('requested_date', '<=', now)
    .execute();
  const happenings: Happening[] = [
    ...due.map((po) => ({ at: po.expected_date.getTime(), kind: 'receipt' as const, poId: po.po_id })),
    ...requested.map((so) => ({
      at: so.requested_date.getTime(),
      kind: 'shipment' as const,
      salesOrderId: so.sales_order_id,
    })),
    ...completions.map((c) => ({
      at: c.order.actual_end.getTime(),
      kind: 'completion' as const,
      completion: c,
    })),
  ].sort((a, b) => a.at - b.at || SAME_INSTANT_ORDER[a.kind] - SAME_INSTANT_ORDER[b.kind]);
  const booked = {
    ordersCompleted: [] as string[],
    ordersShort: [] as string[],
    purchaseOrdersReceived: [] as string[],
    salesOrdersShipped: [] as string[],
    salesOrdersShort: [] as string[],
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
    if (happening.kind === 'shipment') {
      const { salesOrderId } = happening;
      const shipped = await unlessShort(trx, () =>
        bookShipment(trx, datasetId, salesOrderId, null, new Date(happening.at)),
      );
      (shipped ? booked.salesOrdersShipped : booked.salesOrdersShort).push(salesOrderId);
      continue;
    }
    const { order } = happening.completion;
    const completed = await unlessShort(trx, () => completeOrder(trx, datasetId, order));
    (completed ? booked.ordersCompleted : booked.ordersShort).push(order.order_id);
  }
  return booked;
}

/** Completes one order and books its output and components (as Complete does). */
async function completeOrder(
  trx: Transaction<Database>,
  datasetId: string,
  order: Completion['order'],
): Promise<void> {
  await scoped(trx, datasetId)
    .updateTable('production_orders')
    .set({ status: 'Completed', completion_percentage: 100, actual_end: order.actual_end })
    .where('order_id', '=', order.order_id)
    .where('status', '=', 'In Process')
    .execute();
  await bookCompletedOrder(trx, datasetId, order, null);
}

/** Runs `work` inside a savepoint; false, with nothing of it written, when the stock was short. */
async function unlessShort(trx: Transaction<Database>, work: () => Promise<unknown>): Promise<boolean> {
  await sql`savepoint plant_booking`.execute(trx);
  try {
    await work();
    await sql`release savepoint plant_booking`.execute(trx);
    return true;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'STOCK_SHORT')) throw error;
    await sql`rollback to savepoint plant_booking`.execute(trx);
    return false;
  }
}
