import {
  instantOfWallTime,
  type MovableOperation,
  operationMinutes,
  type PlannedWork,
  plannedOrderWork,
  spreadOverPeriods,
  type UtcOffsetAt,
} from '@takt/engine';
import type { Selectable } from 'kysely';
import type { RoutingOperationsTable } from '../../db/schema.ts';
import type { Caller, ReadScope } from '../../db/scope.ts';
import type { MrpJobs } from '../bom/mrp-runs.ts';
import { runMrpJob } from '../bom/mrp-runs.ts';
import { mrpRequestInput } from '../bom/mrp-service.ts';
import { type ReleasedPlan, releasedOperationWork } from '../released-plan.ts';

const DAY_MS = 86_400_000;

/**
 * The load of the planned production orders of an MRP run over the open sales orders — the run the
 * MRP screen makes with no demand orders and sales orders included, over `horizonDays` plant days —
 * booked as its capacity check books them (`plannedOrderWork`: each routing operation on the
 * routing's preferred work center, at the plant midnight of the release day). The run goes off the
 * request thread, as every MRP run does.
 */
export async function plannedOrdersWork(
  jobs: MrpJobs,
  caller: Caller,
  scope: ReadScope,
  now: Date,
  horizonDays: number,
  offsetAt: UtcOffsetAt,
): Promise<PlannedWork[]> {
  const { input, timeZone } = await mrpRequestInput(
    jobs.db,
    scope,
    {
      orders: [],
      include_sales_orders: true,
      planning_horizon_days: horizonDays,
      time_bucket_days: 7,
      source: scope.source,
    },
    now,
  );
  const result = await runMrpJob(jobs, caller, scope, timeZone, input);
  const orders = result.planned_orders
    .filter((o) => o.order_type === 'PLANNED_ORDER')
    .map((o) => ({
      itemId: o.item_id,
      quantity: o.order_quantity,
      releaseDay: Date.parse(o.release_date) / DAY_MS,
    }));
  // Epoch days are plant dates: a day starts at the plant's midnight, as in the MRP capacity check.
  return plannedOrderWork(orders, input.capacity?.operations ?? [], Date.parse(input.today) / DAY_MS, (day) =>
    instantOfWallTime(day * DAY_MS, offsetAt),
  );
}

/**
 * The released plan's open operations as candidates to move, period by period: their hours in each
 * period (spread as the load is) and, for each work center their routing step lists as eligible
 * besides their own, the hours the same share of the order would take there (`operationMinutes`).
 */
export function movableOperations(
  plan: ReleasedPlan,
  routings: readonly Selectable<RoutingOperationsTable>[],
  now: Date,
  boundaries: readonly number[],
  offsetAt: UtcOffsetAt,
): MovableOperation[] {
  const routingOf = new Map(routings.map((r) => [`${r.material_id}|${r.operation_no}`, r]));
  const orderOf = new Map(plan.orders.map((o) => [o.order_id, o]));
  const workCenterOf = new Map(plan.workCenters.map((wc) => [wc.workCenterId, wc]));
  const movable: MovableOperation[] = [];
  for (const op of plan.operations) {
    const order = orderOf.get(op.order_id);
    const workCenter = workCenterOf.get(op.work_center);
    if (op.status === 'Done' || !order || !workCenter || op.duration_mins <= 0) continue;
    const eligible = routingOf.get(`${order.material}|${Number(op.operation_id)}`)?.eligible ?? [];
    const others = eligible.filter((e) => e.work_center_id !== op.work_center);
    if (others.length === 0) continue;
    const work = releasedOperationWork(op, order.basic_start_date?.getTime(), now);
    for (const [periodIndex, minutes] of spreadOverPeriods(work, workCenter, boundaries, offsetAt)) {
      const share = minutes / op.duration_mins;
      movable.push({
        orderId: op.order_id,
        operationId: op.operation_id,
        workCenterId: op.work_center,
        periodIndex,
        hours: minutes / 60,
        alternatives: others.map((e) => ({
          workCenterId: e.work_center_id,
          hours:
            (share *
              operationMinutes(
                { fixedMinutes: e.fixed_minutes, runRatePerHour: e.run_rate_per_hour },
                order.quantity,
              )) /
            60,
        })),
      });
    }
  }
  return movable;
}
