import { CATALOG, routingOf } from './catalog.ts';
import { weekStart } from './time.ts';
import { CALENDARS, WORK_CENTERS } from './work-centers.ts';
import { shiftIntervals } from './working-time.ts';

/** A product of a line with the run hours per week its steady demand takes there. */
export interface LineProduct {
  materialId: string;
  weeklyQuantity: number;
  weeklyHours: number;
}

/** A work center that is the first operation's primary work center of some made items. */
export interface ProductionLine {
  workCenterId: string;
  products: LineProduct[];
  /** Share of the line's calendar hours its products need each week. */
  utilization: number;
}

/** Calendar hours of a work center in a week without downtime. */
export function weeklyCapacityHours(workCenterId: string): number {
  const wc = WORK_CENTERS.find((w) => w.work_center_id === workCenterId);
  const calendar = CALENDARS.find((c) => c.calendar_id === wc?.calendar_id);
  if (!calendar) throw new Error(`no calendar for ${workCenterId}`);
  return (
    shiftIntervals(calendar, weekStart(1), weekStart(2)).reduce((sum, s) => sum + (s.endMs - s.startMs), 0) /
    3_600_000
  );
}

/** Groups every stocked made item onto the line of its first operation's primary work center. */
export function productionLines(weeklyUsage: ReadonlyMap<string, number>): ProductionLine[] {
  const lines = new Map<string, LineProduct[]>();
  for (const item of CATALOG.values()) {
    if (!item.made || item.isPhantom) continue;
    const first = routingOf(item.id)[0]?.eligible[0];
    if (!first) throw new Error(`${item.id} has no routing`);
    const weeklyQuantity = weeklyUsage.get(item.id) ?? 0;
    const product = {
      materialId: item.id,
      weeklyQuantity,
      weeklyHours: weeklyQuantity / first.run_rate_per_hour,
    };
    lines.set(first.work_center_id, [...(lines.get(first.work_center_id) ?? []), product]);
  }
  return [...lines].map(([workCenterId, products]) => ({
    workCenterId,
    products,
    utilization: products.reduce((sum, p) => sum + p.weeklyHours, 0) / weeklyCapacityHours(workCenterId),
  }));
}
