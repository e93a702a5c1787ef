import type { FieldError, SchedulePushRequest } from '@takt/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, DEFAULT_DATASET_ID, withWriteScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { runMinutesOfMoves } from './moved-run-minutes.ts';

/**
 * Releases a schedule as the dataset's plan, in one transaction: every operation gets its work
 * center and times, every order its scheduled start, end and main work center. A schedule made on
 * an older plan version is refused (409 PLAN_CHANGED): it would overwrite what changed since. One
 * that names orders or operations the dataset no longer has is refused whole (409), naming them,
 * and one that puts work on work centers the plant does not have, whole (400).
 */
export async function pushSchedule(db: Kysely<Database>, caller: Caller, request: SchedulePushRequest) {
  const orders = request.schedule.data.orders;
  const { result, version } = await withWriteScope(
    db,
    caller,
    request.source,
    async (trx, datasetId, { created }) => {
      // The dataset row is locked for this transaction: the version read here is the plan this push replaces.
      await assertPlanVersion(trx, datasetId, created, request);
      await assertStillExists(trx, datasetId, orders);
      await assertWorkCentersExist(trx, datasetId, request);
      return writeSchedule(trx, datasetId, sortedForLocks(orders));
    },
  );
  return { ...result, dataset_version: version };
}

/**
 * The plan version the schedule was read from: the caller's dataset, or, when this push makes the
 * caller's playground, the shared plant it is copied from (a new custom dataset starts empty, at 0).
 */
async function assertPlanVersion(
  trx: Transaction<Database>,
  datasetId: string,
  created: boolean,
  request: SchedulePushRequest,
) {
  const readFrom = created ? (request.source === 'playground' ? DEFAULT_DATASET_ID : null) : datasetId;
  const row = readFrom
    ? await trx.selectFrom('datasets').select('version').where('dataset_id', '=', readFrom).executeTakeFirst()
    : undefined;
  const current = row?.version ?? 0;
  if (current !== request.plan_version) {
    throw new AppError('PLAN_CHANGED', { read: request.plan_version, current }, [
      { field: 'body.plan_version', message: `the plan is at version ${current}` },
    ]);
  }
}

/** Rows are written in one order (by order id) whatever order the client listed them in. */
function sortedForLocks(orders: PushedOrder[]): PushedOrder[] {
  return [...orders].sort((a, b) => (a.order_id < b.order_id ? -1 : a.order_id > b.order_id ? 1 : 0));
}

/** Every work center the schedule puts work on is one of the plant's. */
async function assertWorkCentersExist(
  trx: Transaction<Database>,
  datasetId: string,
  request: SchedulePushRequest,
) {
  const named = new Set(
    request.schedule.data.orders.flatMap((o) => o.operations.map((op) => op.work_center)),
  );
  if (named.size === 0) return;
  // Imported data may name work centers only on its operations (the solve plans them as implicit ones).
  const [declared, used] = await Promise.all([
    scoped(trx, datasetId)
      .selectFrom('work_centers')
      .select('work_center_id as id')
      .where('work_center_id', 'in', [...named])
      .execute(),
    scoped(trx, datasetId)
      .selectFrom('order_operations')
      .select('work_center as id')
      .distinct()
      .where('work_center', 'in', [...named])
      .execute(),
  ]);
  const known = new Set([...declared, ...used].map((w) => w.id));
  const unknown: FieldError[] = [];
  request.schedule.data.orders.forEach((order, i) => {
    order.operations.forEach((op, j) => {
      if (!known.has(op.work_center)) {
        unknown.push({
          field: `body.schedule.data.orders.${i}.operations.${j}.work_center`,
          message: `work center ${op.work_center} does not exist in this plant`,
        });
      }
    });
  });
  if (unknown.length) throw new AppError('VALIDATION_FAILED', {}, unknown);
}

type PushedOrder = SchedulePushRequest['schedule']['data']['orders'][number];

/**
 * Writes the schedule's work centers and times onto the dataset's operations and orders; an operation
 * that changes work center takes that work center's run minutes.
 */
export async function writeSchedule(trx: Transaction<Database>, datasetId: string, orders: PushedOrder[]) {
  let pushedOperations = 0;
  for (const order of orders) {
    if (order.operations.length === 0) continue;
    const before = await scoped(trx, datasetId)
      .selectFrom('order_operations')
      .select(['operation_id', 'work_center', 'duration_mins'])
      .where('order_id', '=', order.order_id)
      .execute();
    const storedOn = new Map(before.map((b) => [b.operation_id, b.work_center]));
    const runMinutes = await runMinutesOfMoves(
      trx,
      datasetId,
      order.order_id,
      order.operations.filter(
        (op) => storedOn.has(op.operation_id) && storedOn.get(op.operation_id) !== op.work_center,
      ),
    );
    for (const op of order.operations) {
      const minutes = runMinutes.get(op.operation_id);
      await scoped(trx, datasetId)
        .updateTable('order_operations')
        .set({
          work_center: op.work_center,
          start_time: op.start_time,
          end_time: op.end_time,
          // An operation moved to another work center runs there at that work center's rate.
          ...(minutes === undefined ? {} : { duration_mins: minutes }),
          // The setup follows the new sequence on the work center; a schedule without one keeps the stored.
          ...(op.setup_minutes === undefined ? {} : { setup_minutes: op.setup_minutes }),
        })
        .where('order_id', '=', order.order_id)
        .where('operation_id', '=', op.operation_id)
        .execute();
      pushedOperations++;
    }
    const current = await scoped(trx, datasetId)
      .selectFrom('production_orders')
      .select('work_center')
      .where('order_id', '=', order.order_id)
      .executeTakeFirstOrThrow();
    await scoped(trx, datasetId)
      .updateTable('production_orders')
      .set({
        scheduled_start: new Date(Math.min(...order.operations.map((o) => Date.parse(o.start_time)))),
        scheduled_end: new Date(Math.max(...order.operations.map((o) => Date.parse(o.end_time)))),
        work_center: mainWorkCenter(order.operations, before, current.work_center),
        updated_at: new Date(),
      })
      .where('order_id', '=', order.order_id)
      .execute();
  }
  return { pushed_orders: orders.length, pushed_operations: pushedOperations };
}

/** The order's main work center follows the operation that ran there; else the longest operation's. */
function mainWorkCenter(
  scheduled: { operation_id: string; work_center: string; start_time: string; end_time: string }[],
  before: { operation_id: string; work_center: string; duration_mins: number }[],
  currentMain: string | null,
): string | null {
  const mainOp = before.find((b) => b.work_center === currentMain);
  const moved = mainOp && scheduled.find((s) => s.operation_id === mainOp.operation_id);
  if (moved) return moved.work_center;
  const longest = [...scheduled].sort(
    (a, b) =>
      Date.parse(b.end_time) - Date.parse(b.start_time) - (Date.parse(a.end_time) - Date.parse(a.start_time)),
  )[0];
  return longest?.work_center ?? currentMain;
}

export async function assertStillExists(
  trx: Transaction<Database>,
  datasetId: string,
  orders: PushedOrder[],
) {
  const ids = orders.map((o) => o.order_id);
  if (ids.length === 0) return;
  const [existingOrders, existingOps] = await Promise.all([
    scoped(trx, datasetId)
      .selectFrom('production_orders')
      .select('order_id')
      .where('order_id', 'in', ids)
      .execute(),
    scoped(trx, datasetId)
      .selectFrom('order_operations')
      .select(['order_id', 'operation_id'])
      .where('order_id', 'in', ids)
      .execute(),
  ]);
  const orderSet = new Set(existingOrders.map((o) => o.order_id));
  const opSet = new Set(existingOps.map((o) => `${o.order_id}/${o.operation_id}`));
  const missing: FieldError[] = [];
  orders.forEach((order, i) => {
    if (!orderSet.has(order.order_id)) {
      missing.push({
        field: `body.schedule.data.orders.${i}.order_id`,
        message: `Order ${order.order_id} no longer exists`,
      });
      return;
    }
    order.operations.forEach((op, j) => {
      if (!opSet.has(`${order.order_id}/${op.operation_id}`)) {
        missing.push({
          field: `body.schedule.data.orders.${i}.operations.${j}.operation_id`,
          message: `Operation ${op.operation_id} of order ${order.order_id} no longer exists`,
        });
      }
    });
  });
  if (missing.length) throw new AppError('SCHEDULE_STALE', { count: missing.length }, missing);
}
