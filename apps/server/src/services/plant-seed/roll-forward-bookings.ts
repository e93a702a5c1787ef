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
  | { at: number; kind: 'shipment'; salesOrderId: string; madeBy: string | null };

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
  /** Made to order, requested since the data instant, their production order not complete: left open. */
  salesOrdersWaiting: string[];
}

/** Where a receipt puts the goods when nobody says: the goods receipt's own default (the main warehouse). */
const RECEIPT_LOCATION = 'MAIN';

/**
 * Books, in the order they happened, the goods receipts of the purchase orders due in (asOf, now],
 * the completions of the orders that finished, and the shipments of the sales orders requested in
 * (asOf, now] (one made to order once its production order has completed), with the services a planner's Receive, Complete and Ship use: a compound received or
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
  const shipments = await shipmentsDue(trx, datasetId, completions, asOf, now);
  const madeBefore = new Set(shipments.madeBefore);
  const happenings: Happening[] = [
    ...due.map((po) => ({ at: po.expected_date.getTime(), kind: 'receipt' as const, poId: po.po_id })),
    ...shipments.due.map((so) => ({ ...so, kind: 'shipment' as const })),
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
    salesOrdersWaiting: shipments.waiting,
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
      const { salesOrderId, madeBy } = happening;
      if (madeBy && !booked.ordersCompleted.includes(madeBy) && !madeBefore.has(madeBy)) {
        booked.salesOrdersWaiting.push(salesOrderId);
        continue;
      }
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

/**
 * The sales orders requested in (asOf, now] and when each ships: on its requested date, or, made to
 * order (a production order names it), once that order has completed too, as the seed ships them;
 * one whose order is not done by now waits.
 */
async function shipmentsDue(
  trx: Transaction<Database>,
  datasetId: string,
  completions: readonly Completion[],
  asOf: Date,
  now: Date,
) {
  const q = scoped(trx, datasetId);
  const requested = await q
    .selectFrom('sales_orders')
    .select(['sales_order_id', 'requested_date'])
    .where('status', 'in', ['Open', 'Confirmed'])
    .where('requested_date', '>', asOf)
    .where('requested_date', '<=', now)
    .orderBy('sales_order_id')
    .execute();
  const makers = requested.length
    ? await q
        .selectFrom('production_orders')
        .select(['order_id', 'sales_order_id', 'status', 'actual_end'])
        .where(
          'sales_order_id',
          'in',
          requested.map((so) => so.sales_order_id),
        )
        .execute()
    : [];
  const completing = new Map(completions.map((c) => [c.order.order_id, c.order.actual_end]));
  const madeBefore = makers
    .filter((o) => (o.status === 'Completed' || o.status === 'Closed') && o.actual_end)
    .map((o) => o.order_id);
  const due: { at: number; salesOrderId: string; madeBy: string | null }[] = [];
  const waiting: string[] = [];
  for (const so of requested) {
    const maker = makers.find((o) => o.sales_order_id === so.sales_order_id);
    const madeAt = maker
      ? madeBefore.includes(maker.order_id)
        ? maker.actual_end
        : completing.get(maker.order_id)
      : null;
    if (maker && !madeAt) {
      waiting.push(so.sales_order_id);
      continue;
    }
    const at = Math.max(so.requested_date.getTime(), madeAt?.getTime() ?? 0);
    due.push({ at, salesOrderId: so.sales_order_id, madeBy: maker?.order_id ?? null });
  }
  return { due, waiting, madeBefore };
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
  // Its output and backflush are dated when it completed, as its journal entry is: MB51 lists them then.
  await bookCompletedOrder(trx, datasetId, order, null, order.actual_end);
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
