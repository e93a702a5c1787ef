import {
  type CreateOrderRequest,
  ORDER_ACTIONS,
  OrderAction,
  type OrderStatus,
  type ProductionOrder,
  type UpdateOrderRequest,
} from '@takt/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Caller, type ReadScope, withWriteScope } from '../db/scope.ts';
import { scoped } from '../db/scoped.ts';
import { AppError } from '../errors.ts';
import { OPEN_STATUSES, toProductionOrder } from './order-mapping.ts';
import { bookCompletedOrder } from './orders/order-backflush.ts';
import { assertCanTake } from './orders/order-transitions.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DURATION_DAYS = 7;

/** Open orders (Created, Released, In Process), earliest due date first. */
export async function listOpenOrders(db: Kysely<Database>, scope: ReadScope, limit: number) {
  if (!scope.datasetId) return { total: 0, orders: [] as ProductionOrder[] };
  const base = scoped(db, scope.datasetId)
    .selectFrom('production_orders')
    .where('status', 'in', [...OPEN_STATUSES]);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('basic_end_date').orderBy('order_id').limit(limit).execute(),
  ]);
  return { total: Number(total), orders: rows.map(toProductionOrder) };
}

/** Creates an order (enterprise-shell §4 defaults: Created, Normal, PC, start now, end start + 7 days). */
export async function createOrder(
  db: Kysely<Database>,
  caller: Caller,
  request: CreateOrderRequest,
  now: Date,
) {
  const start = request.basic_start_date ? new Date(request.basic_start_date) : now;
  const end = request.basic_end_date
    ? new Date(request.basic_end_date)
    : new Date(start.getTime() + DEFAULT_DURATION_DAYS * DAY_MS);
  const { result } = await withWriteScope(db, caller, request.source, async (trx, datasetId) => {
    const material = await scoped(trx, datasetId)
      .selectFrom('materials')
      .select('description')
      .where('material_id', '=', request.material)
      .executeTakeFirst();
    const row = await scoped(trx, datasetId)
      .insertInto('production_orders', {
        order_id: request.order_id,
        material: request.material,
        material_description: request.material_description ?? material?.description ?? null,
        quantity: request.quantity,
        unit: request.unit,
        status: request.status,
        priority: request.priority,
        basic_start_date: start,
        basic_end_date: end,
        actual_start: null,
        actual_end: null,
        work_center: request.work_center ?? null,
        customer_id: null,
        sales_order_id: null,
      })
      .onConflict((oc) => oc.columns(['dataset_id', 'order_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('ORDER_EXISTS', { orderId: request.order_id });
    return toProductionOrder(row);
  });
  return result;
}

/**
 * Applies changes to one order if it is still at the version the caller read; otherwise 409,
 * so two planners editing the same order never silently overwrite each other.
 */
export async function updateOrder(db: Kysely<Database>, caller: Caller, request: UpdateOrderRequest) {
  const { result } = await withWriteScope(db, caller, request.source, async (trx, datasetId) => {
    const { basic_start_date, basic_end_date, ...rest } = request.changes;
    const step = rest.status ? await statusStep(trx, datasetId, request.order_id, rest.status) : null;
    const row = await scoped(trx, datasetId)
      .updateTable('production_orders')
      .set({
        ...rest,
        ...(basic_start_date ? { basic_start_date: new Date(basic_start_date) } : {}),
        ...(basic_end_date ? { basic_end_date: new Date(basic_end_date) } : {}),
        version: sql`version + 1`,
        updated_at: new Date(),
      })
      .where('order_id', '=', request.order_id)
      .where('version', '=', request.version)
      .returningAll()
      .executeTakeFirst();
    if (row) {
      assertStartsBeforeEnd(row, basic_start_date !== undefined);
      if (step === 'complete') await bookCompletedOrder(trx, datasetId, row, caller.userId);
      return toProductionOrder(row);
    }
    const current = await scoped(trx, datasetId)
      .selectFrom('production_orders')
      .select('version')
      .where('order_id', '=', request.order_id)
      .executeTakeFirst();
    if (!current) throw new AppError('ORDER_NOT_FOUND', { orderId: request.order_id });
    throw new AppError('VERSION_CONFLICT', { orderId: request.order_id, current: current.version });
  });
  return result;
}

/**
 * A status changed through an update follows the same life as the order actions (enterprise-shell §4):
 * only one legal step from the stored status, and a completion books its stock. The stored status is
 * read under the dataset lock the write holds, and the update's version check keeps it current.
 */
async function statusStep(
  trx: Transaction<Database>,
  datasetId: string,
  orderId: string,
  target: OrderStatus,
): Promise<OrderAction | null> {
  const current = await scoped(trx, datasetId)
    .selectFrom('production_orders')
    .select(['order_id', 'status'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!current || current.status === target) return null;
  const action = OrderAction.options.find((a) => ORDER_ACTIONS[a].to === target);
  if (!action) {
    throw new AppError('ORDER_TRANSITION_INVALID', {
      orderId,
      from: current.status,
      to: target,
      allowed: 'none',
    });
  }
  assertCanTake(action, current);
  return action;
}

/**
 * The order as changed may not end before it starts: a change of one date is checked against the
 * stored other one (the schema checks a change of both). Thrown inside the write, it rolls it back.
 */
function assertStartsBeforeEnd(
  row: { basic_start_date: Date | null; basic_end_date: Date | null },
  startChanged: boolean,
) {
  const { basic_start_date: start, basic_end_date: end } = row;
  if (!start || !end || end.getTime() >= start.getTime()) return;
  const field = startChanged ? 'basic_start_date' : 'basic_end_date';
  throw new AppError('VALIDATION_FAILED', {}, [
    {
      field: `body.changes.${field}`,
      message: startChanged
        ? `must not be after the order's end date ${end.toISOString()}`
        : `must not be before the order's start date ${start.toISOString()}`,
    },
  ]);
}
