import type { CapacityDay, CapacityPeriod, CapacityRecommendation } from '@takt/contract';
import { capacityLevel, type OverloadRelief, type PeriodLoad, utilizationOf } from '@takt/engine';
import { formatDay } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';

export const hours2 = (hours: number) => Math.round(hours * 100) / 100;
/** Overtime as a planner books it: rounded up to the tenth of an hour, so a sliver over capacity is not "0 h". */
const overtime1 = (hours: number) => Math.ceil(hours * 10) / 10;
/** A percent to one decimal; null for infinite (load without capacity). */
export const percent1 = (percent: number) =>
  Number.isFinite(percent) ? Math.round(percent * 10) / 10 : null;

/** The periods as capacity days (enterprise-shell §3): each work center's figures and the period's totals. */
export function capacityDays(
  loads: readonly PeriodLoad[],
  boundaries: readonly number[],
  masters: ReadonlyMap<string, { name: string; type: string }>,
  dateOf: (at: number) => string,
): CapacityDay[] {
  const days: CapacityDay[] = boundaries.slice(0, -1).map((startAt, index) => ({
    date: dateOf(startAt),
    end_date: dateOf(boundaries[index + 1]!),
    work_centers: [],
    total_capacity: 0,
    total_load: 0,
    overall_utilization: null,
    bottlenecks: [],
  }));
  const sums = days.map(() => ({ capacity: 0, load: 0 }));
  for (const l of loads) {
    const day = days[l.periodIndex]!;
    const master = masters.get(l.workCenterId);
    const overload = l.loadHours > l.capacityHours;
    day.work_centers.push({
      id: l.workCenterId,
      name: master?.name ?? l.workCenterId,
      type: master?.type ?? '',
      capacity_hours: hours2(l.capacityHours),
      planned_hours: hours2(l.loadHours),
      utilization: percent1(l.utilizationPercent),
      available_hours: hours2(Math.max(0, l.capacityHours - l.loadHours)),
      overload,
      level: capacityLevel(l.utilizationPercent),
    });
    if (overload) day.bottlenecks.push(l.workCenterId);
    sums[l.periodIndex]!.capacity += l.capacityHours;
    sums[l.periodIndex]!.load += l.loadHours;
  }
  days.forEach((day, index) => {
    const { capacity, load } = sums[index]!;
    day.total_capacity = hours2(capacity);
    day.total_load = hours2(load);
    day.overall_utilization = percent1(utilizationOf(load, capacity));
  });
  return days;
}

/** Each relief as recommendations in the caller's language: its moves, then the overtime still needed. */
export function recommendationsOf(
  reliefs: readonly OverloadRelief[],
  boundaries: readonly number[],
  period: CapacityPeriod,
  dateOf: (at: number) => string,
  language: string,
): CapacityRecommendation[] {
  return reliefs.flatMap((relief) => {
    const date = dateOf(boundaries[relief.periodIndex]!);
    const when = { period, date: formatDay(language, date) };
    const moves = relief.moves.map(
      (move): CapacityRecommendation => ({
        kind: 'move',
        work_center_id: relief.workCenterId,
        date,
        hours: hours2(move.hours),
        order_id: move.orderId,
        operation_id: move.operationId,
        to_work_center_id: move.toWorkCenterId,
        text: t(language, 'capacity.rec.move', {
          ...when,
          order: move.orderId,
          operation: move.operationId,
          hours: move.hours,
          from: relief.workCenterId,
          to: move.toWorkCenterId,
          hoursThere: move.hoursThere,
        }),
      }),
    );
    const overtime: CapacityRecommendation = {
      kind: 'overtime',
      work_center_id: relief.workCenterId,
      date,
      hours: overtime1(relief.overloadHours),
      order_id: null,
      operation_id: null,
      to_work_center_id: null,
      text: t(language, 'capacity.rec.overtime', {
        ...when,
        workCenter: relief.workCenterId,
        hours: overtime1(relief.overloadHours),
        after: overtime1(relief.overtimeHoursAfterMoves),
        moves: moves.length === 0 ? 'none' : relief.overtimeHoursAfterMoves > 0 ? 'partial' : 'cleared',
      }),
    };
    return [...moves, overtime];
  });
}
