import { instantOfWallTime, UTC_CLOCK } from '../capacity/plant-clock.ts';
import { operationMinutes } from '../capacity/run-time.ts';
import { expandShifts, totalHours } from '../capacity/shift-windows.ts';
import { type PlannedWork, type WeeklyLoad, weeklyLoad } from '../capacity/weekly-load.ts';
import type { BucketGrid } from './buckets.ts';
import { isoDate, mondayOf } from './dates.ts';
import type { MrpCapacityInput, MrpRoutingOperation } from './model.ts';
import type { CapacityCheck, CapacityStatus, CapacityWeek, WeeklyCapacityCheck } from './result.ts';

const DAY_MS = 86_400_000;

/** A planned production order as the capacity check reads it. */
export interface ProductionLoad {
  itemId: string;
  quantity: number;
  releaseDay: number;
}

/**
 * Weekly capacity status (planning-workspaces §4, §9): above 100% Overload, above 85% High, else
 * Normal; work in a week with no working time (utilization null) is an overload.
 */
export function capacityStatus(utilizationPercent: number | null): CapacityStatus {
  if (utilizationPercent === null || utilizationPercent > 100) return 'Overload';
  if (utilizationPercent > 85) return 'High';
  return 'Normal';
}

/**
 * Weekly load against work-center capacity, computed by the plant's one load function (`weeklyLoad`):
 * the work already planned (`capacity.plannedWork`, spread over the working time it spans) plus the
 * planned production orders, whose hours — per routing operation, fixed minutes + quantity / run rate
 * — count in the week (Monday to Sunday) of their release, a late release in the current week.
 * Dates are plant dates and shifts are read in plant time (`capacity.utcOffsetAt`, default UTC).
 * Capacity is calendar hours minus downtime, week by week. Weeks run from the week of the planning
 * date to the week of the horizon's last day; load on work centers without a calendar is left out.
 */
export function checkCapacity(
  orders: readonly ProductionLoad[],
  capacity: MrpCapacityInput | undefined,
  grid: BucketGrid,
): CapacityCheck {
  const firstWeek = mondayOf(grid.startDay);
  const weeks: number[] = [];
  for (let week = firstWeek; week < grid.endDay; week += 7) weeks.push(week);
  const workCenters = capacity?.workCenters ?? [];
  const offsetAt = capacity?.utcOffsetAt ?? UTC_CLOCK;
  // Epoch days are plant dates: a day starts at the plant's midnight.
  const dayStartAt = (day: number) => instantOfWallTime(day * DAY_MS, offsetAt);
  const work = [
    ...(capacity?.plannedWork ?? []),
    ...plannedOrderWork(orders, capacity?.operations ?? [], grid.startDay, dayStartAt),
  ];
  const loadsOf = new Map<string, WeeklyLoad[]>();
  for (const load of weeklyLoad(workCenters, work, dayStartAt(firstWeek), weeks.length, offsetAt)) {
    loadsOf.set(load.workCenterId, [...(loadsOf.get(load.workCenterId) ?? []), load]);
  }
  const nominalOf = (shifts: (typeof workCenters)[number]['shifts']) =>
    totalHours(expandShifts(shifts, dayStartAt(firstWeek), dayStartAt(firstWeek + 7), offsetAt));
  const perWorkCenter = workCenters.map((wc) => ({
    workCenterId: wc.workCenterId,
    ...weeklyCheck(weeks, loadsOf.get(wc.workCenterId) ?? [], nominalOf(wc.shifts)),
  }));
  const plant = weeks.map((_, w) => {
    let loadHours = 0;
    let capacityHours = 0;
    for (const wc of workCenters) {
      const load = loadsOf.get(wc.workCenterId)?.[w];
      loadHours += load?.loadHours ?? 0;
      capacityHours += load?.capacityHours ?? 0;
    }
    return { loadHours, capacityHours };
  });
  const nominal = workCenters.reduce((sum, wc) => sum + nominalOf(wc.shifts), 0);
  return { ...weeklyCheck(weeks, plant, nominal), workCenters: perWorkCenter };
}

/**
 * Planned production orders as work: each routing operation on its work center, `operationMinutes`
 * long, at the plant midnight (`dayStartAt`) of the order's release day, a release before `firstDay`
 * (epoch day, the planning date) on `firstDay`. The one way MRP's planned orders load capacity.
 */
export function plannedOrderWork(
  orders: readonly ProductionLoad[],
  operations: readonly MrpRoutingOperation[],
  firstDay: number,
  dayStartAt: (day: number) => number,
): PlannedWork[] {
  const operationsOf = new Map<string, MrpRoutingOperation[]>();
  for (const operation of operations) {
    operationsOf.set(operation.itemId, [...(operationsOf.get(operation.itemId) ?? []), operation]);
  }
  const work: PlannedWork[] = [];
  for (const order of orders) {
    const startAt = dayStartAt(Math.max(order.releaseDay, firstDay));
    for (const operation of operationsOf.get(order.itemId) ?? []) {
      work.push({
        workCenterId: operation.workCenterId,
        startAt,
        minutes: operationMinutes(operation, order.quantity),
      });
    }
  }
  return work;
}

/** The check of one load: `loads[w]` the hours and capacity of the week starting on epoch day `weeks[w]`. */
function weeklyCheck(
  weeks: readonly number[],
  loads: readonly { loadHours: number; capacityHours: number }[],
  capacityPerWeek: number,
): WeeklyCapacityCheck {
  const check: WeeklyCapacityCheck = {
    capacityPerWeek: round2(capacityPerWeek),
    maxUtilization: 0,
    overloadWeeks: [],
    weeklyLoad: {},
    weeklyCapacity: {},
    weeklyUtilization: {},
  };
  weeks.forEach((week, w) => {
    const { loadHours, capacityHours } = loads[w] ?? { loadHours: 0, capacityHours: 0 };
    const percent = capacityHours > 0 ? (loadHours / capacityHours) * 100 : loadHours > 0 ? null : 0;
    const utilization = percent === null ? null : round2(percent);
    const date = isoDate(week);
    check.weeklyLoad[date] = round2(loadHours);
    check.weeklyCapacity[date] = round2(capacityHours);
    check.weeklyUtilization[date] = utilization;
    if (utilization !== null) check.maxUtilization = Math.max(check.maxUtilization, utilization);
    const status = capacityStatus(percent);
    if (status === 'Normal') return;
    const overload: CapacityWeek = { week: date, load: round2(loadHours), utilization, status };
    check.overloadWeeks.push(overload);
  });
  return check;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
