import type { PlantTables } from './rows.ts';
import { WEEK_MS, weekStart } from './time.ts';
import { type Interval, workingIntervals, workingMinutesBetween } from './working-time.ts';

/** Load of one work center in one anchor-relative week (week 0 = the anchor week). */
export interface WeeklyLoad {
  workCenterId: string;
  week: number;
  capacityHours: number;
  loadHours: number;
  /** loadHours / capacityHours; above 1 is an overload. */
  utilization: number;
}

const OPEN_STATUSES = new Set(['Created', 'Released', 'In Process']);

type LoadTables = Pick<
  PlantTables,
  'calendars' | 'work_centers' | 'downtimes' | 'production_orders' | 'order_operations'
>;

/** Working time of every work center from week `fromWeek` to week `toWeek` (inclusive). */
export function workCenterSpans(
  tables: LoadTables,
  fromWeek: number,
  toWeek: number,
): Map<string, Interval[]> {
  const spans = new Map<string, Interval[]>();
  for (const wc of tables.work_centers) {
    const calendar = tables.calendars.find((c) => c.calendar_id === wc.calendar_id);
    if (!calendar) throw new Error(`work center ${wc.work_center_id} has no calendar ${wc.calendar_id}`);
    const downtimes = tables.downtimes.filter((d) => d.work_center_id === wc.work_center_id);
    spans.set(
      wc.work_center_id,
      workingIntervals(calendar, downtimes, weekStart(fromWeek), weekStart(toWeek + 1)),
    );
  }
  return spans;
}

/**
 * Weekly load of the open orders' remaining operations (not Done) against each work center's
 * capacity (calendar shifts minus downtimes). An operation's `[start_time, end_time)` is spread
 * over the working time it covers, so a long operation loads every week it runs in.
 */
export function weeklyLoad(tables: LoadTables, fromWeek: number, toWeek: number): WeeklyLoad[] {
  const spans = workCenterSpans(tables, fromWeek, toWeek);
  const openOrders = new Set(
    tables.production_orders.filter((o) => OPEN_STATUSES.has(o.status)).map((o) => o.order_id),
  );
  const loadMinutes = new Map<string, number>();
  for (const op of tables.order_operations) {
    if (!openOrders.has(op.order_id) || op.status === 'Done' || !op.start_time || !op.end_time) continue;
    const wcSpans = spans.get(op.work_center) ?? [];
    const startMs = Date.parse(op.start_time);
    const endMs = Date.parse(op.end_time);
    for (let week = fromWeek; week <= toWeek; week++) {
      const from = Math.max(startMs, weekStart(week));
      const to = Math.min(endMs, weekStart(week) + WEEK_MS);
      if (to <= from) continue;
      const key = `${op.work_center}|${week}`;
      loadMinutes.set(key, (loadMinutes.get(key) ?? 0) + workingMinutesBetween(wcSpans, from, to));
    }
  }
  const result: WeeklyLoad[] = [];
  for (const wc of tables.work_centers) {
    const wcSpans = spans.get(wc.work_center_id) ?? [];
    for (let week = fromWeek; week <= toWeek; week++) {
      const capacityHours = workingMinutesBetween(wcSpans, weekStart(week), weekStart(week) + WEEK_MS) / 60;
      const loadHours = (loadMinutes.get(`${wc.work_center_id}|${week}`) ?? 0) / 60;
      result.push({
        workCenterId: wc.work_center_id,
        week,
        capacityHours,
        loadHours,
        utilization: capacityHours > 0 ? loadHours / capacityHours : 0,
      });
    }
  }
  return result;
}
