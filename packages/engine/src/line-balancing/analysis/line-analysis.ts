import type { CapacityWorkCenter, PlannedWork } from '../../capacity/period-load.ts';
import type { UtcOffsetAt } from '../../capacity/plant-clock.ts';
import type { ShiftPattern } from '../../capacity/shift-windows.ts';
import type { SetupMatrix } from '../../scheduler/model.ts';
import { bestImprovements, type LineImprovements, type StationModel } from './line-improvements.ts';
import type { ProductionLine } from './line-model.ts';
import {
  changeoverMinutes,
  type SequencedOperation,
  type StationPeriods,
  stationPeriods,
} from './station-load.ts';
import { grossUnitsPerDay, mixWeights, type WorkContent, workContentOf } from './station-rates.ts';

/** Utilization above which a station-period is a bottleneck period (planning-workspaces §9: red above 90 %). */
export const BOTTLENECK_UTILIZATION = 0.9;
/**
 * Share of a station's working time that changeovers must take for it to be a setup bottleneck: a
 * fifth of the hours gone to setups is more than the sequence-by-family rules of thumb allow.
 */
export const SETUP_BOTTLENECK_SHARE = 0.2;
/** Changeovers never take more than this share in the model, so a station's rate stays finite. */
const MAX_SETUP_SHARE = 0.95;
const DAY_MINUTES = 1440;

export interface LineAnalysisInput {
  line: ProductionLine;
  /** Calendars of (at least) the line's work centers. */
  calendars: readonly CapacityWorkCenter[];
  /** The released plan's load (`releasedPlanWork`). */
  work: readonly PlannedWork[];
  /** Plant days of the analysis: day k is [boundaries[k], boundaries[k + 1]). */
  boundaries: readonly number[];
  offsetAt: UtcOffsetAt;
  /** Units of each product due in the days (open orders). */
  demandUnits: ReadonlyMap<string, number>;
  /** Units a batch of each product makes (the fixed minutes of a step are per batch). */
  batchSizes: ReadonlyMap<string, number>;
  /** The plan's operations on the line's machines, in the families they run in. */
  sequence: readonly SequencedOperation[];
  setupMatrices: readonly SetupMatrix[];
}

export type BottleneckKind = 'capacity' | 'setup';

export interface StationFigures {
  stationId: string;
  type: string;
  /** Units per hour of the line's available time the pooled machines make, after setups. */
  unitsPerHour: number;
  unitsPerDay: number;
  /** Minutes per unit at the station, machines pooled: available minutes a day over units a day. */
  cycleMinutes: number;
  workContent: WorkContent;
  /** Planned load over capacity over the days, a fraction (0 with no capacity). */
  utilization: number;
  /** The planned load over the capacity with one more shift on the line's working days (machines capped at 24 h). */
  utilizationWithShift: number;
  /** The station's machine loaded highest over the days (load over its capacity), when any is loaded. */
  busiestMachine?: { workCenterId: string; utilization: number };
  /** Hours of one shift of the station's calendars. */
  shiftHours: number;
  /** Load over capacity per day, a fraction. */
  dailyUtilization: number[];
  setupMinutes: number;
  setupShare: number;
}

export interface LineAnalysis {
  stations: StationFigures[];
  /** Working minutes of an average working day: per day, the longest calendar among the line's machines. */
  availableMinutesPerDay: number;
  workingDays: number;
  demandPerDay: number;
  /** Available minutes over demanded units; 0 when nothing is demanded. */
  taktMinutes: number;
  throughputPerDay: number;
  efficiency: number;
  lineBalanceRate: number;
  setupMinutes: number;
  bottlenecks: { stationIndex: number; kind: BottleneckKind }[];
  /** Station-days above the bottleneck utilization. */
  bottleneckPeriods: { stationIndex: number; periodIndex: number }[];
  improvements: LineImprovements;
}

/**
 * The line-balancing analysis of one line over plant days: each station's rate, cycle time and work
 * content for the demanded mix; takt time from demand over available time; the planned load per
 * station and day from the plant's one load figure; bottlenecks — the station loaded highest (or
 * with the longest cycle when nothing is planned) and every station above 90 % load by capacity,
 * and stations whose changeovers in the plan's sequence take `SETUP_BOTTLENECK_SHARE` of their hours
 * by setup —; and what moving work or adding a shift at the slowest station would yield.
 */
export function analyzeLineBalance(input: LineAnalysisInput): LineAnalysis {
  const { line, boundaries } = input;
  const periods = boundaries.length - 1;
  const [fromAt, toAt] = [boundaries[0]!, boundaries[periods]!];
  const perStation = stationPeriods(line.stations, input.calendars, input.work, boundaries, input.offsetAt);
  const dayMinutes = Array.from({ length: periods }, (_, k) =>
    Math.max(0, ...perStation.flatMap((s) => [...s.machineHours.values()].map((h) => h[k]! * 60))),
  );
  const workingDays = dayMinutes.filter((m) => m > 0).length;
  const availableMinutesPerDay = workingDays ? dayMinutes.reduce((a, b) => a + b, 0) / workingDays : 0;
  const weights = mixWeights(line, input.demandUnits);
  const demand = line.products.reduce((sum, p) => sum + (input.demandUnits.get(p) ?? 0), 0);

  const isWorkingDay = dayMinutes.map((m) => m > 0);
  const added: number[] = [];
  const models: StationModel[] = line.stations.map((station, index) => {
    const figures = perStation[index]!;
    const tasks = line.tasks.filter((t) => t.stationIndex === index);
    const shiftMinutes = Math.max(
      0,
      ...input.calendars
        .filter((c) => station.workCenterIds.includes(c.workCenterId))
        .map((c) => (c.shifts[0] ? shiftMinutesOf(c.shifts[0]) : 0)),
    );
    // One more shift on each of the line's working days, a machine's day capped at 24 h.
    let addedMinutes = 0;
    const machines = station.workCenterIds.map((workCenterId) => {
      const days = (figures.machineHours.get(workCenterId) ?? []).map((h) => h * 60);
      const withShift = days.map((m, k) => (isWorkingDay[k] ? Math.min(DAY_MINUTES, m + shiftMinutes) : m));
      addedMinutes += withShift.reduce((a, b) => a + b, 0) - days.reduce((a, b) => a + b, 0);
      return {
        workCenterId,
        minutesPerDay: workingDays ? days.reduce((a, b) => a + b, 0) / workingDays : 0,
        minutesPerDayWithShift: workingDays ? withShift.reduce((a, b) => a + b, 0) / workingDays : 0,
      };
    });
    added.push(addedMinutes / 60);
    const capacityMinutes = figures.capacityHours.reduce((a, b) => a + b, 0) * 60;
    const setupMinutes = changeoverMinutes(station, input.sequence, input.setupMatrices, fromAt, toAt);
    const setupShare = capacityMinutes > 0 ? Math.min(MAX_SETUP_SHARE, setupMinutes / capacityMinutes) : 0;
    const base = workContentOf(tasks, station.type, weights, input.batchSizes, 0);
    const workMinutes = base.processing + base.inspection + base.materialHandling;
    return {
      tasks,
      machines,
      weights,
      batchSizes: input.batchSizes,
      workMinutes,
      setupShare,
      setupMinutes,
      workContent: { ...base, setup: (workMinutes * setupShare) / (1 - setupShare) },
      grossUnitsPerDay: grossUnitsPerDay(tasks, machines, weights, input.batchSizes),
      shiftMinutes,
    };
  });

  const stations = models.map((m, index): StationFigures => {
    const figures = perStation[index]!;
    const unitsPerDay = m.grossUnitsPerDay * (1 - m.setupShare);
    const load = figures.loadHours.reduce((a, b) => a + b, 0);
    const capacity = figures.capacityHours.reduce((a, b) => a + b, 0);
    return {
      stationId: line.stations[index]!.stationId,
      type: line.stations[index]!.type,
      unitsPerHour: availableMinutesPerDay > 0 ? unitsPerDay / (availableMinutesPerDay / 60) : 0,
      unitsPerDay,
      cycleMinutes: unitsPerDay > 0 ? availableMinutesPerDay / unitsPerDay : 0,
      workContent: m.workContent,
      utilization: capacity > 0 ? load / capacity : 0,
      utilizationWithShift: capacity + added[index]! > 0 ? load / (capacity + added[index]!) : 0,
      shiftHours: m.shiftMinutes / 60,
      ...busiestMachineOf(figures),
      dailyUtilization: figures.loadHours.map((h, k) => fractionOf(h, figures.capacityHours[k]!)),
      setupMinutes: m.setupMinutes,
      setupShare: m.setupShare,
    };
  });

  const throughputPerDay = stations.length ? Math.min(...stations.map((s) => s.unitsPerDay)) : 0;
  const maxCycle = Math.max(0, ...stations.map((s) => s.cycleMinutes));
  const taktMinutes = demand > 0 ? (availableMinutesPerDay * workingDays) / demand : 0;
  const sumCycles = stations.reduce((sum, s) => sum + s.cycleMinutes, 0);
  return {
    stations,
    availableMinutesPerDay,
    workingDays,
    demandPerDay: workingDays ? demand / workingDays : 0,
    taktMinutes,
    throughputPerDay,
    efficiency: maxCycle > 0 ? Math.min(1, sumCycles / (stations.length * maxCycle)) : 0,
    lineBalanceRate: maxCycle > 0 ? taktMinutes / maxCycle : 0,
    setupMinutes: stations.reduce((sum, s) => sum + s.setupMinutes, 0),
    bottlenecks: bottlenecksOf(stations),
    bottleneckPeriods: stations.flatMap((s, stationIndex) =>
      s.dailyUtilization.flatMap((u, periodIndex) =>
        u > BOTTLENECK_UTILIZATION ? [{ stationIndex, periodIndex }] : [],
      ),
    ),
    improvements: bestImprovements(models, availableMinutesPerDay, throughputPerDay),
  };
}

function busiestMachineOf(figures: StationPeriods): Pick<StationFigures, 'busiestMachine'> {
  let busiest: StationFigures['busiestMachine'];
  for (const [workCenterId, load] of figures.machineLoad) {
    const hours = load.reduce((a, b) => a + b, 0);
    const capacity = (figures.machineHours.get(workCenterId) ?? []).reduce((a, b) => a + b, 0);
    const utilization = capacity > 0 ? hours / capacity : 0;
    if (hours > 0 && utilization > (busiest?.utilization ?? -1)) busiest = { workCenterId, utilization };
  }
  return busiest ? { busiestMachine: busiest } : {};
}

/** Length of a shift in minutes; one ending at or before its start runs past midnight. */
function shiftMinutesOf(shift: ShiftPattern): number {
  const minutesOf = (clock: string) => {
    const [h, m] = clock.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  const length = minutesOf(shift.end) - minutesOf(shift.start);
  return length > 0 ? length : length + 1440;
}

/** Load over capacity; with no capacity a period counts as nothing possible (0), not infinite. */
function fractionOf(loadHours: number, capacityHours: number): number {
  return capacityHours > 0 ? loadHours / capacityHours : 0;
}

/**
 * The station loaded highest — by its planned load, or its cycle time when nothing is planned —, then
 * every other station above the bottleneck utilization or with changeovers over the setup share,
 * most loaded first. A station whose changeovers take the setup share is a setup bottleneck.
 */
function bottlenecksOf(stations: readonly StationFigures[]): LineAnalysis['bottlenecks'] {
  if (stations.length === 0) return [];
  const planned = stations.some((s) => s.utilization > 0);
  const score = (s: StationFigures) => (planned ? s.utilization : s.cycleMinutes);
  const order = stations.map((_, i) => i).sort((a, b) => score(stations[b]!) - score(stations[a]!) || a - b);
  const kindOf = (i: number): BottleneckKind =>
    stations[i]!.setupShare >= SETUP_BOTTLENECK_SHARE ? 'setup' : 'capacity';
  return order
    .filter(
      (i, rank) =>
        rank === 0 ||
        stations[i]!.utilization > BOTTLENECK_UTILIZATION ||
        stations[i]!.setupShare >= SETUP_BOTTLENECK_SHARE,
    )
    .map((stationIndex) => ({ stationIndex, kind: kindOf(stationIndex) }));
}
