import type { LineTask, ProductionLine } from './line-model.ts';

/** Minutes per unit of a station's work, split as the balance chart shows it. */
export interface WorkContent {
  setup: number;
  processing: number;
  inspection: number;
  materialHandling: number;
}

/** What a station can make: its machines' rates pooled over the hours their calendars give them. */
export interface StationRate {
  /** Work content per unit of the line's product mix, minutes, before setups (one machine's time). */
  workMinutes: number;
  /** Units a day the machines make together on their working minutes, before setups. */
  grossUnitsPerDay: number;
  /** Share of the station's working time changeovers take, 0 to 1. */
  setupShare: number;
}

/** A machine of a station: its working minutes in an average working day of the line. */
export interface StationMachine {
  workCenterId: string;
  minutesPerDay: number;
}

/**
 * The product mix's weights: each product's share of the units demanded, or equal shares when
 * nothing is demanded (the line's capacity is then that of an even mix).
 */
export function mixWeights(
  line: ProductionLine,
  demandUnits: ReadonlyMap<string, number>,
): Map<string, number> {
  const total = line.products.reduce((sum, p) => sum + (demandUnits.get(p) ?? 0), 0);
  return new Map(
    line.products.map((p) => [p, total > 0 ? (demandUnits.get(p) ?? 0) / total : 1 / line.products.length]),
  );
}

/**
 * Minutes one unit of a task takes on a machine: its run rate, plus the machine's fixed minutes per
 * batch spread over the batch (`batchSize` units). Undefined when the task cannot run there.
 */
function unitMinutes(task: LineTask, workCenterId: string, batchSize: number) {
  const mode = task.eligible.find((e) => e.workCenterId === workCenterId);
  if (!mode || mode.runRatePerHour <= 0) return undefined;
  return { run: 60 / mode.runRatePerHour, handling: Math.max(0, mode.fixedMinutes) / Math.max(1, batchSize) };
}

/**
 * The work content per unit at a station for the mix (`weights`): each task's run and handling
 * minutes averaged over the machines it may use, weighted by the mix. Run time at an inspection
 * station is inspection; fixed minutes per batch are material handling; `setupMinutesPerUnit` is
 * the changeover time a unit carries.
 */
export function workContentOf(
  tasks: readonly LineTask[],
  stationType: string,
  weights: ReadonlyMap<string, number>,
  batchSizes: ReadonlyMap<string, number>,
  setupMinutesPerUnit: number,
): WorkContent {
  let run = 0;
  let handling = 0;
  for (const task of tasks) {
    const modes = task.eligible
      .map((e) => unitMinutes(task, e.workCenterId, batchSizes.get(task.materialId) ?? 1))
      .filter((m) => m !== undefined);
    if (modes.length === 0) continue;
    const weight = weights.get(task.materialId) ?? 0;
    run += (weight * modes.reduce((sum, m) => sum + m.run, 0)) / modes.length;
    handling += (weight * modes.reduce((sum, m) => sum + m.handling, 0)) / modes.length;
  }
  const isInspection = /inspect/i.test(stationType);
  return {
    setup: setupMinutesPerUnit,
    processing: isInspection ? 0 : run,
    inspection: isInspection ? run : 0,
    materialHandling: handling,
  };
}

/**
 * Units a day the station's machines make together for the mix: each machine makes its working
 * minutes over the mix's minutes per unit on it (products it cannot run left out of its mix).
 */
export function grossUnitsPerDay(
  tasks: readonly LineTask[],
  machines: readonly StationMachine[],
  weights: ReadonlyMap<string, number>,
  batchSizes: ReadonlyMap<string, number>,
): number {
  let units = 0;
  for (const machine of machines) {
    let minutes = 0;
    let weight = 0;
    for (const task of tasks) {
      const m = unitMinutes(task, machine.workCenterId, batchSizes.get(task.materialId) ?? 1);
      const w = weights.get(task.materialId) ?? 0;
      if (!m || w <= 0) continue;
      minutes += w * (m.run + m.handling);
      weight += w;
    }
    if (weight > 0 && minutes > 0) units += machine.minutesPerDay / (minutes / weight);
  }
  return units;
}
