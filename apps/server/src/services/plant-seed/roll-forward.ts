import type { OrderStatus } from '@takt/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { OPEN_STATUSES } from '../order-mapping.ts';
import { hasChanged, type OpenOrder, type OrderProgress, progressAt } from './plant-progress.ts';
import { type Bookings, bookWhatHappened } from './roll-forward-bookings.ts';

/** What the roll-forward did: how many operations and orders moved on, and the documents it booked. */
export interface RollForwardSummary extends Bookings {
  operationsStarted: number;
  operationsDone: number;
  ordersReleased: number;
  ordersStarted: number;
}

/** The summary of a roll-forward that changed nothing. */
export function nothingRolled(): RollForwardSummary {
  return {
    operationsStarted: 0,
    operationsDone: 0,
    ordersReleased: 0,
    ordersStarted: 0,
    ordersCompleted: [],
    ordersShort: [],
    purchaseOrdersReceived: [],
    salesOrdersShipped: [],
    salesOrdersShort: [],
    salesOrdersWaiting: [],
  };
}

/**
 * Runs the stored plan from `asOf` to `now` in the loading transaction, as if the plant had worked it
 * exactly as planned: operations planned to end by now are done, those running at now are started
 * (both frozen), and orders follow (released, in process, completed). A completed order books its
 * output and backflushes its components as Complete does (`bookCompletedOrder`), in the order the
 * orders finished, so a compound made this week is there for the part that uses it.
 */
export async function runPlanUntil(
  trx: Transaction<Database>,
  datasetId: string,
  asOf: Date,
  now: Date,
): Promise<RollForwardSummary> {
  const q = scoped(trx, datasetId);
  const [orders, operations] = await Promise.all([
    q
      .selectFrom('production_orders')
      .selectAll()
      .where('status', 'in', [...OPEN_STATUSES])
      .orderBy('order_id')
      .execute(),
    q
      .selectFrom('order_operations as op')
      .innerJoin('production_orders as o', (j) =>
        j.onRef('o.dataset_id', '=', 'op.dataset_id').onRef('o.order_id', '=', 'op.order_id'),
      )
      .select(['op.order_id', 'op.operation_id', 'op.status', 'op.start_time', 'op.end_time'])
      .where('o.status', 'in', [...OPEN_STATUSES])
      .orderBy('op.order_id')
      .orderBy('op.seq')
      .execute(),
  ]);
  const summary = nothingRolled();
  const changed: { row: (typeof orders)[number]; progress: OrderProgress }[] = [];
  for (const row of orders) {
    const ops = operations.filter((op) => op.order_id === row.order_id);
    // An operation without planned times is not part of the released plan: its order is left as it is.
    if (ops.length === 0 || ops.some((op) => !op.start_time || !op.end_time)) continue;
    const order: OpenOrder = {
      orderId: row.order_id,
      status: row.status as OrderStatus,
      actualStartMs: row.actual_start?.getTime() ?? null,
      steps: ops.map((op) => ({
        operationId: op.operation_id,
        status: op.status,
        startMs: op.start_time!.getTime(),
        endMs: op.end_time!.getTime(),
      })),
    };
    const progress = progressAt(order, now.getTime());
    if (hasChanged(order, progress, row.completion_percentage)) changed.push({ row, progress });
  }
  for (const { row, progress } of changed) {
    // A completing order is written In Process here: it completes when its booking succeeds.
    const isCompleting = progress.status === 'Completed';
    for (const op of progress.operations) {
      await q
        .updateTable('order_operations')
        .set({ status: op.status, is_frozen: true })
        .where('order_id', '=', row.order_id)
        .where('operation_id', '=', op.operationId)
        .execute();
      if (op.status === 'Done') summary.operationsDone++;
      else summary.operationsStarted++;
    }
    await q
      .updateTable('production_orders')
      .set({
        status: isCompleting ? 'In Process' : progress.status,
        actual_start: progress.actualStartMs === null ? null : new Date(progress.actualStartMs),
        completion_percentage: isCompleting ? 99 : progress.completionPercentage,
      })
      .where('order_id', '=', row.order_id)
      .execute();
    if (progress.actions.includes('release')) summary.ordersReleased++;
    if (progress.actions.includes('confirm')) summary.ordersStarted++;
  }
  const completions = changed
    .filter(({ progress }) => progress.status === 'Completed')
    .map(({ row, progress }) => ({
      order: { ...row, actual_end: new Date(progress.actualEndMs ?? now.getTime()) },
      progress,
    }));
  Object.assign(summary, await bookWhatHappened(trx, datasetId, completions, asOf, now));
  return summary;
}
