import type { CapacityWorkCenter, PlannedWork, PlanOrder } from '@takt/engine';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductionOrdersTable } from '../db/schema.ts';
import { scoped } from '../db/scoped.ts';
import { OPEN_STATUSES } from './order-mapping.ts';
import { plantTimeZone } from './plant-time.ts';

/** One operation of the released plan, where and when the plan has it. */
export interface ReleasedOperation {
  order_id: string;
  operation_id: string;
  work_center: string;
  start_time: Date | null;
  end_time: Date | null;
  duration_mins: number;
  status: string;
}

/**
 * The dataset's released plan — what Transfer to System and Apply write: the open production orders,
 * their operations with work center and times, every work center's calendar and downtime, and the
 * plant's time zone the calendars are read in.
 */
export interface ReleasedPlan {
  orders: Selectable<ProductionOrdersTable>[];
  operations: ReleasedOperation[];
  workCenters: CapacityWorkCenter[];
  /** The plant's IANA time zone: shifts are plant time. */
  timeZone: string;
}

/** Reads the released plan of one dataset. */
export async function loadReleasedPlan(
  db: Kysely<Database>,
  datasetId: string | null,
): Promise<ReleasedPlan> {
  const q = scoped(db, datasetId);
  const [orders, operations, workCenters, calendars, downtimes, timeZone, extraShifts] = await Promise.all([
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
      .select([
        'op.order_id',
        'op.operation_id',
        'op.work_center',
        'op.start_time',
        'op.end_time',
        'op.duration_mins',
        'op.status',
      ])
      .where('o.status', 'in', [...OPEN_STATUSES])
      .orderBy('op.order_id')
      .orderBy('op.seq')
      .execute(),
    q
      .selectFrom('work_centers')
      .select(['work_center_id', 'calendar_id'])
      .orderBy('work_center_id')
      .execute(),
    q.selectFrom('calendars').select(['calendar_id', 'shifts']).execute(),
    q.selectFrom('downtimes').select(['work_center_id', 'start_at', 'end_at']).execute(),
    plantTimeZone(db, datasetId),
    q.selectFrom('extra_shifts').select(['work_center_id', 'start_at', 'end_at']).execute(),
  ]);
  const shiftsOf = new Map(calendars.map((c) => [c.calendar_id, c.shifts]));
  return {
    orders,
    operations,
    workCenters: workCenters.map((wc) => ({
      workCenterId: wc.work_center_id,
      shifts: shiftsOf.get(wc.calendar_id) ?? [],
      downtime: downtimes
        .filter((d) => d.work_center_id === wc.work_center_id)
        .map((d) => ({ startAt: d.start_at.getTime(), endAt: d.end_at.getTime() })),
      extra: extraShifts
        .filter((x) => x.work_center_id === wc.work_center_id)
        .map((x) => ({ startAt: x.start_at.getTime(), endAt: x.end_at.getTime() })),
    })),
    timeZone,
  };
}

/**
 * The released plan's load, the one every capacity figure reads (dashboard, MRP capacity check): each
 * operation not done, on the work center the plan has it on, over `[start_time, end_time)`; an
 * operation the plan gives no time counts its minutes at its order's basic start, else at `now`.
 */
export function releasedPlanWork(plan: ReleasedPlan, now: Date): PlannedWork[] {
  const orderStart = new Map(plan.orders.map((o) => [o.order_id, o.basic_start_date?.getTime()]));
  return plan.operations
    .filter((op) => op.status !== 'Done')
    .map((op) => releasedOperationWork(op, orderStart.get(op.order_id), now));
}

/** One open operation of the released plan as work (see `releasedPlanWork`); `orderStartAt` its order's basic start. */
export function releasedOperationWork(
  op: ReleasedOperation,
  orderStartAt: number | undefined,
  now: Date,
): PlannedWork {
  return {
    workCenterId: op.work_center,
    startAt: op.start_time?.getTime() ?? orderStartAt ?? now.getTime(),
    ...(op.start_time && op.end_time ? { endAt: op.end_time.getTime() } : {}),
    minutes: op.duration_mins,
  };
}

/** The released plan's orders as the late rule (`isOrderLate`) reads them, times in epoch ms. */
export function releasedPlanOrders(plan: ReleasedPlan): PlanOrder[] {
  const operationsOf = new Map<string, ReleasedOperation[]>();
  for (const op of plan.operations)
    operationsOf.set(op.order_id, [...(operationsOf.get(op.order_id) ?? []), op]);
  return plan.orders.map((order) => ({
    orderId: order.order_id,
    ...(order.basic_end_date ? { dueAt: order.basic_end_date.getTime() } : {}),
    // Only open orders are read: none of them is complete yet.
    isComplete: false,
    operations: (operationsOf.get(order.order_id) ?? []).map((op) => ({
      ...(op.end_time ? { endAt: op.end_time.getTime() } : {}),
      isDone: op.status === 'Done',
    })),
  }));
}
