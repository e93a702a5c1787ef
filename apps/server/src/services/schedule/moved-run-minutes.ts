import { operationMinutes } from '@takt/engine';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';

interface MovedOperation {
  operation_id: string;
  work_center: string;
}

/**
 * The run minutes of an order's operations on the work centers a schedule moves them to, by the rule
 * the scheduler planned them with (`operationMinutes` of the routing's eligible work center and the
 * order's quantity). A moved operation keeps its old machine's minutes otherwise, and the capacity
 * load and the promise's check read them. Operations without a routing step for the new work center
 * are left out (their stored minutes stay). Two reads, only when something moved.
 */
export async function runMinutesOfMoves(
  trx: Transaction<Database>,
  datasetId: string,
  orderId: string,
  moved: MovedOperation[],
): Promise<Map<string, number>> {
  const minutes = new Map<string, number>();
  if (moved.length === 0) return minutes;
  const order = await scoped(trx, datasetId)
    .selectFrom('production_orders')
    .select(['material', 'quantity'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) return minutes;
  const steps = await scoped(trx, datasetId)
    .selectFrom('routing_operations')
    .select(['operation_no', 'eligible'])
    .where('material_id', '=', order.material)
    .execute();
  const stepOf = new Map(steps.map((s) => [s.operation_no, s]));
  for (const op of moved) {
    const step = stepOf.get(Number.parseInt(op.operation_id, 10));
    const mode = step?.eligible.find((e) => e.work_center_id === op.work_center);
    if (!mode) continue;
    minutes.set(
      op.operation_id,
      operationMinutes(
        { fixedMinutes: mode.fixed_minutes, runRatePerHour: mode.run_rate_per_hour },
        Number(order.quantity),
      ),
    );
  }
  return minutes;
}
