import { type CapacityWorkCenter, type PlannedWork, periodLoad } from '../../capacity/period-load.ts';
import type { UtcOffsetAt } from '../../capacity/plant-clock.ts';
import { setupMinutesBetween } from '../../scheduler/compile/setup-matrix.ts';
import type { SetupMatrix } from '../../scheduler/model.ts';
import type { LineStation } from './line-model.ts';

/** A station's planned load and calendar capacity per period, its machines pooled. */
export interface StationPeriods {
  loadHours: number[];
  capacityHours: number[];
  /** Each machine's capacity hours per period. */
  machineHours: Map<string, number[]>;
  /** Each machine's planned load hours per period. */
  machineLoad: Map<string, number[]>;
}

/**
 * Load and capacity of each station per period [boundaries[k], boundaries[k + 1]): the sums over its
 * machines of the plant's one load figure (`periodLoad`, which CM01 and the dashboard read), so a
 * station's day is its work centers' CM01 days added up.
 */
export function stationPeriods(
  stations: readonly LineStation[],
  calendars: readonly CapacityWorkCenter[],
  work: readonly PlannedWork[],
  boundaries: readonly number[],
  offsetAt: UtcOffsetAt,
): StationPeriods[] {
  const machines = new Set(stations.flatMap((s) => s.workCenterIds));
  const loads = periodLoad(
    calendars.filter((c) => machines.has(c.workCenterId)),
    work.filter((w) => machines.has(w.workCenterId)),
    boundaries,
    offsetAt,
  );
  const periods = boundaries.length - 1;
  return stations.map((station) => {
    const members = new Set(station.workCenterIds);
    const figures: StationPeriods = {
      loadHours: new Array(periods).fill(0),
      capacityHours: new Array(periods).fill(0),
      machineHours: new Map(station.workCenterIds.map((id) => [id, new Array(periods).fill(0)])),
      machineLoad: new Map(station.workCenterIds.map((id) => [id, new Array(periods).fill(0)])),
    };
    for (const l of loads) {
      if (!members.has(l.workCenterId)) continue;
      figures.loadHours[l.periodIndex]! += l.loadHours;
      figures.capacityHours[l.periodIndex]! += l.capacityHours;
      figures.machineHours.get(l.workCenterId)![l.periodIndex] = l.capacityHours;
      figures.machineLoad.get(l.workCenterId)![l.periodIndex] = l.loadHours;
    }
    return figures;
  });
}

/** An operation of the plan in its machine's sequence, with the setup family it runs in (if any). */
export interface SequencedOperation {
  workCenterId: string;
  startAt: number;
  family?: string | undefined;
}

/**
 * Changeover minutes on a station's machines in [fromAt, toAt): along each machine's planned sequence
 * (by start), the setup matrix of the station's type between consecutive families
 * (`setupMinutesBetween`, the scheduler's rule); an operation before `fromAt` sets the family the
 * first one in the window changes from.
 */
export function changeoverMinutes(
  station: LineStation,
  sequence: readonly SequencedOperation[],
  matrices: readonly SetupMatrix[],
  fromAt: number,
  toAt: number,
): number {
  const matrix = matrices.find((m) => m.workCenterType === station.type);
  let minutes = 0;
  for (const workCenterId of station.workCenterIds) {
    const ops = sequence
      .filter((op) => op.workCenterId === workCenterId && op.startAt < toAt)
      .sort((a, b) => a.startAt - b.startAt);
    let previous: string | undefined;
    for (const op of ops) {
      if (op.startAt >= fromAt) minutes += setupMinutesBetween(matrix, previous, op.family);
      if (op.family !== undefined) previous = op.family;
    }
  }
  return minutes;
}
