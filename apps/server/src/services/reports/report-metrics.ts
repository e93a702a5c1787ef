import type { CapacityDay, ReportLanguage, ReportMetricId, ReportPeriod } from '@takt/contract';
import { instantOfWallTime } from '@takt/engine';
import type { Caller, ReadScope } from '../../db/scope.ts';
import { plantClock, plantClockTime, plantDate } from '../../time/plant-clock.ts';
import type { MrpJobs } from '../bom/mrp-runs.ts';
import { capacityPlan } from '../capacity/capacity-service.ts';
import { dashboardSummary } from '../dashboard-service.ts';
import { listInventoryAlerts } from '../inventory/alerts.ts';
import { inventoryValue } from '../inventory/value.ts';
import { loadReleasedPlan } from '../released-plan.ts';
import { plannedSetupHours, salesMargin, shiftHours } from './plan-figures.ts';
import { wordsOf } from './report-words.ts';
import { currentShift, type PlantShift, shiftCapacity } from './shift-figures.ts';

/** A metric's value, or null with the reason the data does not allow it. */
export interface MetricFigure {
  value: number | null;
  reason: string | null;
}

/** The figures of one report period, with CM01's load per work center in it (its chart's source). */
export interface PeriodFigures {
  figures: Map<ReportMetricId, MetricFigure>;
  load: CapacityDay;
  /** The period's bounds as the report writes them: plant dates, or plant date and time for a shift. */
  periodStart: string;
  periodEnd: string;
  /** The shift reported on; null for a day, week or month, or when no shift runs now (its day then). */
  shift: PlantShift | null;
}

/** Metrics no dataset of the plant allows yet: nothing records output rates, good and scrap units. */
export const NOT_COMPUTABLE = ['oee', 'performance', 'quality'] as const;

/**
 * The figures of `metrics` for the plant period holding `now`, each from the service of the screen that
 * shows it, so a report never disagrees with a screen: utilization is CM01's (`capacityPlan`), late
 * orders the dashboard's, on-time delivery the dashboard's open orders not late, stock value
 * GET /inventory/value's, shortages the out-of-stock and below-reorder alerts of GET /inventory/alerts.
 * Availability is CM01's capacity over the calendars' shift hours; setup hours and margin are computed
 * for the period (`plannedSetupHours`, `salesMargin`); OEE, performance and quality are null with the
 * reason. A shift is the one running now, its load CM01's with the shift as the period; when none
 * runs (a weekend) the report reads the plant day.
 */
export async function periodFigures(
  jobs: MrpJobs,
  caller: Caller,
  scope: ReadScope,
  period: ReportPeriod,
  metrics: readonly ReportMetricId[],
  now: Date,
  language: ReportLanguage,
): Promise<PeriodFigures> {
  const db = jobs.db;
  const reasons = wordsOf(language).reasons;
  const capacity = await capacityPlan(
    jobs,
    caller,
    scope,
    {
      source: scope.source,
      period: period === 'shift' ? 'day' : period,
      periods: 1,
      include_planned_orders: false,
    },
    now,
    language,
  );
  const first = capacity.days[0]!;
  let startAt = plantMidnight(first.date, capacity.time_zone);
  let endAt = plantMidnight(first.end_date, capacity.time_zone);
  let load = first;
  let utilization = capacity.totals.overall_utilization;
  let periodStart = first.date;
  let periodEnd = first.end_date;
  const plan = period === 'shift' && scope.datasetId ? await loadReleasedPlan(db, scope.datasetId) : null;
  const shift = plan ? currentShift(plan, now) : null;
  if (plan && shift && scope.datasetId) {
    ({ startAt, endAt } = shift);
    load = await shiftCapacity(db, scope.datasetId, plan, shift, now);
    utilization = load.overall_utilization;
    const stamp = (at: number) =>
      `${plantDate(new Date(at), plan.timeZone)} ${plantClockTime(new Date(at), plan.timeZone)}`;
    [periodStart, periodEnd] = [stamp(startAt), stamp(endAt)];
  }
  const wants = (id: ReportMetricId) => metrics.includes(id);
  const figures = new Map<ReportMetricId, MetricFigure>();
  const set = (id: ReportMetricId, value: number | null, reason: string | null = null) => {
    if (wants(id)) figures.set(id, { value, reason: value === null ? reason : null });
  };
  set('oee', null, reasons.oeeParts);
  if (wants('availability')) {
    // Availability lost to the breakdowns and maintenance the calendars record: CM01's capacity
    // (shift hours minus downtime) over the shift hours.
    const shift = scope.datasetId
      ? await shiftHours(db, scope.datasetId, capacity.time_zone, startAt, endAt)
      : 0;
    set(
      'availability',
      shift > 0 ? Math.round((load.total_capacity / shift) * 1000) / 10 : null,
      reasons.noCapacity,
    );
  }
  set('performance', null, reasons.noRates);
  set('quality', null, reasons.noGoodScrap);
  set('utilization', utilization, reasons.noCapacity);
  if (wants('late_orders') || wants('on_time_delivery')) {
    const dashboard = await dashboardSummary(db, scope, now);
    set('late_orders', dashboard.late_orders);
    const onTime = dashboard.open_orders - dashboard.late_orders;
    set(
      'on_time_delivery',
      dashboard.open_orders > 0 ? Math.round((onTime / dashboard.open_orders) * 1000) / 10 : null,
      reasons.noOpenOrders,
    );
  }
  if (wants('stock_value')) set('stock_value', (await inventoryValue(db, scope, undefined)).total_value);
  if (wants('shortages')) {
    const alerts = await listInventoryAlerts(db, scope, language, now);
    set('shortages', alerts.filter((a) => a.alert_type !== 'OVER_RESERVED').length);
  }
  if (wants('setup_hours'))
    set('setup_hours', scope.datasetId ? await plannedSetupHours(db, scope.datasetId, startAt, endAt) : 0);
  if (wants('margin')) {
    const margin = scope.datasetId ? await salesMargin(db, scope.datasetId, startAt, endAt) : null;
    set('margin', margin?.marginPercent ?? null, reasons.noSalesOrders);
  }
  return { figures, load, periodStart, periodEnd, shift };
}

/** The instant a plant date begins, in the plant's zone. */
function plantMidnight(date: string, timeZone: string): number {
  return instantOfWallTime(Date.parse(`${date}T00:00:00Z`), plantClock(timeZone));
}
