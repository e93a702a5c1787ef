import {
  CONFIRM_PROGRESS_STEP,
  canTakeAction,
  ORDER_ACTIONS,
  type OrderAction,
  type OrderActionRequest,
  type OrderStatus,
  type ProductionOrder,
} from '@takt/contract';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, ProductionOrdersTable } from '../../db/schema.ts';
import { type Caller, withWriteScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { toProductionOrder } from '../order-mapping.ts';
import { bookCompletedOrder } from './order-backflush.ts';

type OrderRow = Selectable<ProductionOrdersTable>;

/**
 * Takes one step of an order's life (enterprise-shell §4) at the version the caller read. The row is
 * changed only where both its version and its status still allow the step, so of two callers racing
 * on one order exactly one wins; the other learns why (VERSION_CONFLICT, or ORDER_TRANSITION_INVALID
 * naming both states). Completing books the output and backflushes the components in the same
 * transaction: a shortage undoes the step.
 */
export async function takeOrderAction(
  db: Kysely<Database>,
  caller: Caller,
  action: OrderAction,
  request: OrderActionRequest,
  now: Date,
): Promise<ProductionOrder> {
  const { result } = await withWriteScope(db, caller, request.source, async (trx, datasetId) => {
    const current = await readOrder(trx, datasetId, request.order_id);
    if (current.version !== request.version) {
      throw new AppError('VERSION_CONFLICT', { orderId: request.order_id, current: current.version });
    }
    const row = await stepOrder(trx, datasetId, action, current, now);
    if (action === 'complete') await bookCompletedOrder(trx, datasetId, row, caller.userId);
    return toProductionOrder(row);
  });
  return result;
}

/**
 * One step of an order read in this transaction at the version the caller holds: refused with
 * ORDER_TRANSITION_INVALID when its status does not allow it, and written only where version and
 * status still match (VERSION_CONFLICT otherwise). The assistant's Apply of a release calls it too.
 */
export async function stepOrder(
  trx: Transaction<Database>,
  datasetId: string,
  action: OrderAction,
  current: OrderRow,
  now: Date,
): Promise<OrderRow> {
  assertCanTake(action, current);
  return applyStep(trx, datasetId, action, current, now);
}

/** Throws ORDER_TRANSITION_INVALID naming the order's state and the one the step leads to. */
export function assertCanTake(action: OrderAction, order: Pick<OrderRow, 'order_id' | 'status'>): void {
  if (canTakeAction(action, order.status as OrderStatus)) return;
  const step = ORDER_ACTIONS[action];
  throw new AppError('ORDER_TRANSITION_INVALID', {
    orderId: order.order_id,
    from: order.status,
    to: step.to,
    allowed: step.from.join(', '),
  });
}

async function readOrder(trx: Transaction<Database>, datasetId: string, orderId: string) {
  const row = await scoped(trx, datasetId)
    .selectFrom('production_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) throw new AppError('ORDER_NOT_FOUND', { orderId });
  return row;
}

/** What each step changes besides the status. */
function changesOf(action: OrderAction, order: OrderRow, now: Date) {
  switch (action) {
    case 'release':
      return {};
    case 'confirm':
      // Confirming a released order starts it: its actual start is the first confirmation.
      return {
        completion_percentage: Math.min(100, order.completion_percentage + CONFIRM_PROGRESS_STEP),
        actual_start: order.actual_start ?? now,
      };
    case 'complete':
      return { completion_percentage: 100, actual_end: now, actual_start: order.actual_start ?? now };
    case 'close':
      return {};
  }
}

async function applyStep(
  trx: Transaction<Database>,
  datasetId: string,
  action: OrderAction,
  order: OrderRow,
  now: Date,
): Promise<OrderRow> {
  // The conditions repeat what was checked: the write itself is the guard, whatever ran in between.
  const row = await scoped(trx, datasetId)
    .updateTable('production_orders')
    .set({
      ...changesOf(action, order, now),
      status: ORDER_ACTIONS[action].to,
      version: sql`version + 1`,
      updated_at: now,
    })
    .where('order_id', '=', order.order_id)
    .where('version', '=', order.version)
    .where('status', '=', order.status)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('VERSION_CONFLICT', { orderId: order.order_id, current: order.version + 1 });
  return row;
}
