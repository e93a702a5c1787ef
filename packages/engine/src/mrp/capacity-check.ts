import type { BucketGrid } from './buckets.ts';
import { isoDate, mondayOf } from './dates.ts';
import type { MrpInput, MrpRoutingOperation } from './model.ts';
import type { CapacityCheck, CapacityStatus, CapacityWeek, WorkCenterCapacity } from './result.ts';

/** A planned production order as the capacity check reads it. */
export interface ProductionLoad {
  itemId: string;
  quantity: number;
  releaseDay: number;
}

/** Weekly capacity status (planning-workspaces §4, §9): above 100% Overload, above 85% High, else Normal. */
export function capacityStatus(utilizationPercent: number): CapacityStatus {
  if (utilizationPercent > 100) return 'Overload';
  if (utilizationPercent > 85) return 'High';
  return 'Normal';
}

/**
 * Weekly load of planned production orders against work-center capacity (hours per week). An order's
 * hours — per routing operation, fixed minutes + quantity / run rate — count in the week (Monday to
 * Sunday) of its release, a late release in the current week. Weeks run from the week of the planning
 * date to the week of the horizon's last day. Operations on work centers without a capacity are left
 * out. Utilization is load / capacity in percent (0 when there is no capacity); hours and percents
 * are rounded to 2 decimals.
 */
export function checkCapacity(
  orders: readonly ProductionLoad[],
  capacity: MrpInput['capacity'],
  grid: BucketGrid,
): CapacityCheck {
  const firstWeek = mondayOf(grid.startDay);
  const weeks: number[] = [];
  for (let week = firstWeek; week < grid.endDay; week += 7) weeks.push(week);
  const workCenters = capacity?.workCenters ?? [];
  const hours = new Map(workCenters.map((wc) => [wc.workCenterId, new Array<number>(weeks.length).fill(0)]));
  const operationsOf = new Map<string, MrpRoutingOperation[]>();
  for (const operation of capacity?.operations ?? []) {
    operationsOf.set(operation.itemId, [...(operationsOf.get(operation.itemId) ?? []), operation]);
  }
  orders.forEach((order) => {
    const week = (mondayOf(Math.max(order.releaseDay, grid.startDay)) - firstWeek) / 7;
    const operations = operationsOf.get(order.itemId) ?? [];
    for (let o = 0; o < operations.length; o++) {
      const operation = operations[o]!;
      const byWeek = hours.get(operation.workCenterId);
      if (!byWeek || week >= byWeek.length) continue;
      const runMinutes = operation.runRatePerHour > 0 ? (order.quantity / operation.runRatePerHour) * 60 : 0;
      byWeek[week]! += ((operation.fixedMinutes ?? 0) + runMinutes) / 60;
    }
  });
  const total = weeks.map((_, w) =>
    workCenters.reduce((sum, wc) => sum + hours.get(wc.workCenterId)![w]!, 0),
  );
  const capacityPerWeek = workCenters.reduce((sum, wc) => sum + wc.hoursPerWeek, 0);
  return {
    ...weeklyCheck(weeks, total, capacityPerWeek),
    work_centers: workCenters.map((wc) => ({
      work_center_id: wc.workCenterId,
      ...weeklyCheck(weeks, hours.get(wc.workCenterId)!, wc.hoursPerWeek),
    })),
  };
}

/** The check of one load: `load[w]` hours in the week starting on epoch day `weeks[w]`. */
function weeklyCheck(
  weeks: readonly number[],
  load: readonly number[],
  capacityPerWeek: number,
): Omit<WorkCenterCapacity, 'work_center_id'> {
  const weeklyLoad: Record<string, number> = {};
  const overloadWeeks: CapacityWeek[] = [];
  let maxUtilization = 0;
  weeks.forEach((week, w) => {
    const hours = load[w]!;
    const utilization = capacityPerWeek > 0 ? (hours / capacityPerWeek) * 100 : 0;
    weeklyLoad[isoDate(week)] = round2(hours);
    maxUtilization = Math.max(maxUtilization, round2(utilization));
    const status = capacityStatus(utilization);
    if (status === 'Normal') return;
    overloadWeeks.push({
      week: isoDate(week),
      load: round2(hours),
      utilization: round2(utilization),
      status,
    });
  });
  return {
    capacity_per_week: round2(capacityPerWeek),
    max_utilization: maxUtilization,
    overload_weeks: overloadWeeks,
    weekly_load: weeklyLoad,
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
