import type { LineTask } from './line-model.ts';
import { grossUnitsPerDay, type StationMachine, type WorkContent } from './station-rates.ts';

/** A station as the improvements see it: its tasks, machines, mix and work content. */
export interface StationModel {
  tasks: readonly LineTask[];
  machines: readonly (StationMachine & { minutesPerDayWithShift: number })[];
  weights: ReadonlyMap<string, number>;
  batchSizes: ReadonlyMap<string, number>;
  /** Work content per unit before setups, minutes. */
  workMinutes: number;
  setupShare: number;
  setupMinutes: number;
  workContent: WorkContent;
  grossUnitsPerDay: number;
  /** Minutes of one shift of the station's calendars (0 when it has none). */
  shiftMinutes: number;
}

export interface LineImprovements {
  /** The station making the fewest units a day. */
  slowestIndex: number;
  /** Work content moved from the slowest station to a neighbour with slack until both run at one pace. */
  moveWork?: {
    fromIndex: number;
    toIndex: number;
    minutesPerUnit: number;
    /** Hours of work a day that moves, at the new throughput. */
    hoursPerDay: number;
    throughputPerDay: number;
  };
  /** One more shift on each working day on every machine of the slowest station (a day capped at 24 h). */
  addShift?: { stationIndex: number; shiftHours: number; throughputPerDay: number };
  /** The higher of the two, or today's throughput when neither helps. */
  bestThroughputPerDay: number;
}

/**
 * What the line would make a day after each improvement at its slowest station. Moving work: with
 * K the station's effective machines (cycle = work content over K), moving d minutes a unit from the
 * slowest station b to a neighbour n evens their cycles at (W_b + W_n) / (K_b + K_n) when
 * d = (W_b·K_n − W_n·K_b) / (K_b + K_n); the better neighbour is taken. Adding a shift: the station's
 * rate over its machines with one shift more a day.
 */
export function bestImprovements(
  stations: readonly StationModel[],
  availableMinutesPerDay: number,
  throughputPerDay: number,
): LineImprovements {
  const units = stations.map((s) => s.grossUnitsPerDay * (1 - s.setupShare));
  const slowestIndex = units.reduce((best, u, i) => (u < units[best]! ? i : best), 0);
  const result: LineImprovements = { slowestIndex, bestThroughputPerDay: throughputPerDay };
  if (stations.length === 0 || availableMinutesPerDay <= 0 || throughputPerDay <= 0) return result;
  const cycles = units.map((u) => (u > 0 ? availableMinutesPerDay / u : Number.POSITIVE_INFINITY));
  const effective = stations.map((s, i) =>
    s.workMinutes > 0 ? (units[i]! * s.workMinutes) / availableMinutesPerDay : 0,
  );
  const b = slowestIndex;
  for (const n of [b - 1, b + 1]) {
    if (n < 0 || n >= stations.length || !(cycles[n]! < cycles[b]!) || effective[n]! <= 0) continue;
    const [wb, wn, kb, kn] = [
      stations[b]!.workMinutes,
      stations[n]!.workMinutes,
      effective[b]!,
      effective[n]!,
    ];
    const moved = (wb * kn - wn * kb) / (kb + kn);
    const evenCycle = (wb + wn) / (kb + kn);
    const others = cycles.filter((_, i) => i !== b && i !== n);
    const throughput = availableMinutesPerDay / Math.max(evenCycle, ...others);
    if (moved > 0 && throughput > (result.moveWork?.throughputPerDay ?? throughputPerDay))
      result.moveWork = {
        fromIndex: b,
        toIndex: n,
        minutesPerUnit: moved,
        hoursPerDay: (moved * throughput) / 60,
        throughputPerDay: throughput,
      };
  }
  const slowest = stations[b]!;
  if (slowest.shiftMinutes > 0) {
    const machines = slowest.machines.map((m) => ({ ...m, minutesPerDay: m.minutesPerDayWithShift }));
    const more =
      grossUnitsPerDay(slowest.tasks, machines, slowest.weights, slowest.batchSizes) *
      (1 - slowest.setupShare);
    const throughput = Math.min(more, ...units.filter((_, i) => i !== b));
    if (throughput > throughputPerDay)
      result.addShift = {
        stationIndex: b,
        shiftHours: slowest.shiftMinutes / 60,
        throughputPerDay: throughput,
      };
  }
  result.bestThroughputPerDay = Math.max(
    throughputPerDay,
    result.moveWork?.throughputPerDay ?? 0,
    result.addShift?.throughputPerDay ?? 0,
  );
  return result;
}
