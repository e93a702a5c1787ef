import type { DashboardSummary } from '@takt/contract';
import { capacityStatus, lateOrders as lateOrdersOf, weeklyLoad } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ReadScope } from '../db/scope.ts';
import { plantClock, plantDate } from '../time/plant-clock.ts';
import { listInventoryItems } from './inventory-service.ts';
import { plantTimeZone } from './plant-time.ts';
import { loadReleasedPlan, releasedPlanOrders, releasedPlanWork } from './released-plan.ts';

const HORIZON_WEEKS = 4;

/**
 * The planner's morning numbers, computed from the dataset's released plan: open orders, late ones
 * (the plan's one rule, `isOrderLate`: planned to finish after their due date, or past due), items at
 * or below their reorder point, and work centers loaded over 100% in any of the coming weeks (the
 * plant's one load, `weeklyLoad` of `releasedPlanWork`, as the MRP capacity check reads it, in plant
 * weeks and plant-time shifts). `time_zone` is the plant's, the zone every plant time is read in.
 */
export async function dashboardSummary(
  db: Kysely<Database>,
  scope: ReadScope,
  now: Date,
): Promise<DashboardSummary> {
  const empty = {
    source: scope.source,
    as_of: now.toISOString(),
    horizon_weeks: HORIZON_WEEKS,
    time_zone: await plantTimeZone(db, scope.datasetId),
  };
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
  const [plan, items] = await Promise.all([
    loadReleasedPlan(db, scope.datasetId),
    listInventoryItems(db, scope, true),
  ]);
  const lateOrders = lateOrdersOf(releasedPlanOrders(plan), now.getTime());
  const clock = plantClock(plan.timeZone);
  const overloaded = weeklyLoad(
    plan.workCenters,
    releasedPlanWork(plan, now),
    now.getTime(),
    HORIZON_WEEKS,
    clock,
  )
    // Over capacity by the rule the MRP capacity check applies (above 100 %, or load without working time).
    .filter((l) => capacityStatus(percentOf(l.utilizationPercent)) === 'Overload')
    .map((l) => ({
      work_center: l.workCenterId,
      week_start: plantDate(l.weekStartAt, plan.timeZone),
      utilization: Number.isFinite(l.utilizationPercent) ? Math.round(l.utilizationPercent * 10) / 10 : null,
    }));

  return {
    ...empty,
    open_orders: plan.orders.length,
    late_orders: lateOrders.length,
    low_stock_items: items.length,
    overloaded_work_centers: new Set(overloaded.map((o) => o.work_center)).size,
    overloaded,
  };
}

/** weeklyLoad's percent as capacityStatus reads it: null for load without working time (infinite). */
function percentOf(utilizationPercent: number): number | null {
  if (utilizationPercent === Number.POSITIVE_INFINITY) return null;
  return Number.isNaN(utilizationPercent) ? 0 : utilizationPercent;
}
