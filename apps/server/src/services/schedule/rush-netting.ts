import { usableStock } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { stockRows } from '../stock-rows.ts';

/** Production orders that will deliver nothing more. */
const ENDED_STATUSES = ['Closed', 'Completed', 'Cancelled'];

/** How a rush quantity is covered before anything new is made. */
export interface RushNetting {
  quantity: number;
  /** Unreserved finished stock in usable locations, taken now. */
  fromStock: number;
  /** Open production orders of the material for no customer, ready by the wanted date, taken whole in ready order. */
  fromOrders: { orderId: string; quantity: number; readyAt: string }[];
  /** What is left to make: the rush order's quantity. */
  shortfall: number;
}

/**
 * Nets a rush order against what the plant already has (issue 10): unreserved finished stock first,
 * then open make-to-stock production orders (no customer, no sales order) planned to finish by the
 * wanted date. Only the shortfall becomes a new production order; none when stock covers it.
 */
export async function netRushOrder(
  db: Kysely<Database>,
  datasetId: string | null,
  materialId: string,
  quantity: number,
  dueAt: Date,
): Promise<RushNetting> {
  if (!datasetId) return { quantity, fromStock: 0, fromOrders: [], shortfall: quantity };
  const [inventory, inProcess] = await Promise.all([
    scoped(db, datasetId)
      .selectFrom('inventory')
      .select(['material_id', 'location_id', 'on_hand', 'reserved'])
      .where('material_id', '=', materialId)
      .execute(),
    scoped(db, datasetId)
      .selectFrom('production_orders')
      .select(['order_id', 'quantity', 'scheduled_end'])
      .where('material', '=', materialId)
      .where('status', 'not in', ENDED_STATUSES)
      .where('customer_id', 'is', null)
      .where('sales_order_id', 'is', null)
      .where('scheduled_end', 'is not', null)
      .where('scheduled_end', '<=', dueAt)
      .orderBy('scheduled_end')
      .orderBy('order_id')
      .execute(),
  ]);
  const fromStock = Math.max(0, Math.min(quantity, usableStock(stockRows(inventory)).get(materialId) ?? 0));
  let left = quantity - fromStock;
  const fromOrders: RushNetting['fromOrders'] = [];
  for (const order of inProcess) {
    if (left <= 0) break;
    const take = Math.min(left, order.quantity);
    fromOrders.push({
      orderId: order.order_id,
      quantity: take,
      readyAt: new Date(order.scheduled_end!).toISOString(),
    });
    left -= take;
  }
  return { quantity, fromStock, fromOrders, shortfall: Math.max(0, left) };
}
