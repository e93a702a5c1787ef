import { type CapacityQuery, type CapacityResponse, DEFAULT_CAPACITY_PERIODS } from '@takt/contract';
import {
  instantOfWallTime,
  type PeriodLoad,
  periodBoundaries,
  periodLoad,
  relieveOverloads,
  utilizationOf,
  wallTimeOf,
} from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller, ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { plantClock, plantDate } from '../../time/plant-clock.ts';
import type { MrpJobs } from '../bom/mrp-runs.ts';
import { loadReleasedPlan, releasedPlanWork } from '../released-plan.ts';
import { capacityDays, hours2, percent1, recommendationsOf } from './capacity-wire.ts';
import { movableOperations, plannedOrdersWork } from './capacity-work.ts';

/**
 * CM01: load against capacity per work center and plant day, week or month, from the plant's one
 * load function (`periodLoad`; a week here is the dashboard's week). Capacity is the calendars'
 * hours (shifts and extra shifts) minus downtime; load is the released plan's open operations, plus
 * with `include_planned_orders` the planned orders of an MRP run, booked as MRP's capacity check
 * books them. Recommendations come from the figures: operations that could move to an eligible work
 * center with free hours in the same period, and the overtime that clears what remains.
 */
export async function capacityPlan(
  jobs: MrpJobs,
  caller: Caller,
  scope: ReadScope,
  query: CapacityQuery,
  now: Date,
  language: string,
): Promise<CapacityResponse> {
  const db = jobs.db;
  const plan = await loadReleasedPlan(db, scope.datasetId);
  const [masters, routings] = await Promise.all([
    workCenterMasters(db, scope.datasetId),
    scoped(db, scope.datasetId).selectFrom('routing_operations').selectAll().execute(),
  ]);
  if (query.work_center_id !== undefined && !masters.has(query.work_center_id)) {
    throw new AppError('WORK_CENTER_NOT_FOUND', { workCenterId: query.work_center_id }, [
      { field: 'work_center_id', message: 'is not a work center of this dataset' },
    ]);
  }
  const clock = plantClock(plan.timeZone);
  const fromAt = query.from ? instantOfWallTime(Date.parse(query.from), clock) : now.getTime();
  const count = query.periods ?? DEFAULT_CAPACITY_PERIODS[query.period];
  const boundaries = periodBoundaries(query.period, fromAt, count, clock);
  const work = releasedPlanWork(plan, now);
  if (query.include_planned_orders && scope.datasetId) {
    // MRP plans from today (plant date) up to the range's last day: its horizon in plant days.
    const horizonDays = Math.round((wallTimeOf(boundaries[count]!, clock) - plantDayOf(now, clock)) / DAY_MS);
    const horizon = Math.min(MAX_MRP_HORIZON_DAYS, Math.max(1, horizonDays));
    work.push(...(await plannedOrdersWork(jobs, caller, scope, now, horizon, clock)));
  }
  // Every work center's load, also when one is asked for: a move needs the alternatives' free hours.
  const loads = periodLoad(plan.workCenters, work, boundaries, clock);
  const reliefs = relieveOverloads(loads, movableOperations(plan, routings, now, boundaries, clock));
  const isShown = (workCenterId: string) =>
    query.work_center_id === undefined || workCenterId === query.work_center_id;
  const shown = loads.filter((l) => isShown(l.workCenterId));
  const dateOf = (at: number) => plantDate(new Date(at), plan.timeZone);
  return {
    source: scope.source,
    as_of: now.toISOString(),
    time_zone: plan.timeZone,
    period: query.period,
    include_planned_orders: query.include_planned_orders,
    work_center_id: query.work_center_id ?? null,
    days: capacityDays(shown, boundaries, masters, dateOf),
    totals: totalsOf(shown),
    recommendations: recommendationsOf(
      reliefs.filter((r) => isShown(r.workCenterId)),
      boundaries,
      query.period,
      dateOf,
      language,
    ),
  };
}

const DAY_MS = 86_400_000;
/** The longest horizon an MRP run takes (MrpRequest). */
const MAX_MRP_HORIZON_DAYS = 365;

/** Plant midnight of `now`, as wall time. */
function plantDayOf(now: Date, clock: (at: number) => number): number {
  return Math.floor(wallTimeOf(now.getTime(), clock) / DAY_MS) * DAY_MS;
}

/** The KPI cards over every period and work center shown. */
function totalsOf(loads: readonly PeriodLoad[]): CapacityResponse['totals'] {
  const capacity = loads.reduce((sum, l) => sum + l.capacityHours, 0);
  const load = loads.reduce((sum, l) => sum + l.loadHours, 0);
  return {
    total_capacity: hours2(capacity),
    planned_load: hours2(load),
    overall_utilization: percent1(utilizationOf(load, capacity)),
    bottlenecks: [...new Set(loads.filter((l) => l.loadHours > l.capacityHours).map((l) => l.workCenterId))],
    free_capacity: hours2(Math.max(0, capacity - load)),
  };
}

/** Name and type of each work center, as the master data has them. */
async function workCenterMasters(db: Kysely<Database>, datasetId: string | null) {
  const rows = await scoped(db, datasetId)
    .selectFrom('work_centers')
    .select(['work_center_id', 'name', 'type'])
    .execute();
  return new Map(rows.map((r) => [r.work_center_id, { name: r.name, type: r.type }]));
}
