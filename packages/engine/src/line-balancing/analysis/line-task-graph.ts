import type { ProductionLine } from './line-model.ts';

/** A task of the line's precedence graph: minutes of an average unit of the mix, after its predecessors. */
export interface LineGraphTask {
  id: string;
  minutes: number;
  predecessors: string[];
}

/**
 * The line's operations as a task graph for station assignment (mixed-model, per average unit): each
 * product's routing steps in order, a step after the one before it, its time the step's minutes a
 * unit (run rate plus fixed minutes over the batch, averaged over the machines it may use) times the
 * product's share of the mix. Products outside the mix (share 0) and steps with no machine that can
 * run them are left out; a step left out passes its predecessor on.
 */
export function lineTaskGraph(
  line: ProductionLine,
  weights: ReadonlyMap<string, number>,
  batchSizes: ReadonlyMap<string, number>,
): LineGraphTask[] {
  const graph: LineGraphTask[] = [];
  for (const product of line.products) {
    const weight = weights.get(product) ?? 0;
    if (weight <= 0) continue;
    const batch = Math.max(1, batchSizes.get(product) ?? 1);
    let previous: string | undefined;
    const steps = line.tasks
      .filter((t) => t.materialId === product)
      .sort((a, b) => a.operationNo - b.operationNo);
    for (const step of steps) {
      const modes = step.eligible.filter((e) => e.runRatePerHour > 0);
      if (modes.length === 0) continue;
      const unitMinutes =
        modes.reduce((sum, e) => sum + 60 / e.runRatePerHour + Math.max(0, e.fixedMinutes) / batch, 0) /
        modes.length;
      graph.push({
        id: step.taskId,
        minutes: weight * unitMinutes,
        predecessors: previous ? [previous] : [],
      });
      previous = step.taskId;
    }
  }
  return graph;
}
