import type { DashboardSummary } from '@takt/contract';
import { type CapacityWorkCenter, type PlannedWork, weeklyLoad } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ReadScope } from '../db/scope.ts';
import { listInventoryItems } from './inventory-service.ts';
import { OPEN_STATUSES } from './order-mapping.ts';

const HORIZON_WEEKS = 4;

/**
 * The planner's morning numbers, computed from the dataset: open orders, late ones (past due,
 * or planned to finish after their due date), items at or below their reorder point, and work
 * centers loaded over 100% in any of the coming weeks.
 */
export async function dashboardSummary(
  db: Kysely<Database>,
  scope: ReadScope,
  now: Date,
): Promise<DashboardSummary> {
  const empty = { source: scope.source, as_of: now.toISOString(), horizon_weeks: HORIZON_WEEKS };
  if (!scope.datasetId) {
    return {
      ...empty,
      open_orders: 0,
      late_orders: 0,
      low_stock_items: 0,
      overloaded_work_centers: 0,
      overloaded: [],
    };
  }
  const datasetId = scope.datasetId;
  const [orders, operations, workCenters, calendars, downtimes, items] = await Promise.all([
    db
      .selectFrom('production_orders')
      .select(['order_id', 'basic_end_date', 'basic_start_date'])
      .where('dataset_id', '=', datasetId)
      .where('status', 'in', [...OPEN_STATUSES])
      .execute(),
    db
      .selectFrom('order_operations as op')
      .innerJoin('production_orders as o', (j) =>
        j.onRef('o.dataset_id', '=', 'op.dataset_id').onRef('o.order_id', '=', 'op.order_id'),
      )
      .select([
        'op.order_id',
        'op.work_center',
        'op.start_time',
        'op.end_time',
        'op.duration_mins',
        'op.status',
      ])
      .where('op.dataset_id', '=', datasetId)
      .where('o.status', 'in', [...OPEN_STATUSES])
      .execute(),
    db.selectFrom('work_centers').selectAll().where('dataset_id', '=', datasetId).execute(),
    db.selectFrom('calendars').selectAll().where('dataset_id', '=', datasetId).execute(),
    db.selectFrom('downtimes').selectAll().where('dataset_id', '=', datasetId).execute(),
    listInventoryItems(db, scope, true),
  ]);

  const plannedEnd = new Map<string, number>();
  for (const op of operations) {
    if (op.end_time)
      plannedEnd.set(op.order_id, Math.max(plannedEnd.get(op.order_id) ?? 0, op.end_time.getTime()));
  }
  const lateOrders = orders.filter((o) => {
    if (!o.basic_end_date) return false;
    const due = o.basic_end_date.getTime();
    return due < now.getTime() || (plannedEnd.get(o.order_id) ?? 0) > due;
  });

  const shiftsByCalendar = new Map(calendars.map((c) => [c.calendar_id, c.shifts]));
  const capacity: CapacityWorkCenter[] = workCenters.map((wc) => ({
    workCenterId: wc.work_center_id,
    shifts: shiftsByCalendar.get(wc.calendar_id) ?? [],
    downtime: downtimes
      .filter((d) => d.work_center_id === wc.work_center_id)
      .map((d) => ({ startAt: d.start_at.getTime(), endAt: d.end_at.getTime() })),
  }));
  const orderStart = new Map(orders.map((o) => [o.order_id, o.basic_start_date?.getTime() ?? now.getTime()]));
  const work: PlannedWork[] = operations
    .filter((op) => op.status !== 'Done')
    .map((op) => ({
      workCenterId: op.work_center,
      startAt: op.start_time?.getTime() ?? orderStart.get(op.order_id) ?? now.getTime(),
      ...(op.start_time && op.end_time ? { endAt: op.end_time.getTime() } : {}),
      minutes: op.duration_mins,
    }));
  const overloaded = weeklyLoad(capacity, work, now.getTime(), HORIZON_WEEKS)
    .filter((l) => l.utilizationPercent > 100)
    .map((l) => ({
      work_center: l.workCenterId,
      week_start: new Date(l.weekStartAt).toISOString().slice(0, 10),
      utilization: Number.isFinite(l.utilizationPercent) ? Math.round(l.utilizationPercent * 10) / 10 : null,
    }));

  return {
    ...empty,
    open_orders: orders.length,
    late_orders: lateOrders.length,
    low_stock_items: items.length,
    overloaded_work_centers: new Set(overloaded.map((o) => o.work_center)).size,
    overloaded,
  };
}
