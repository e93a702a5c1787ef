import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SchedulingProblem } from '../packages/engine/src/index.ts';
import type { GeneratedJobShop } from './jsp-generate.ts';

/**
 * Destructive lower bounds of the size classes' generated job shops (bench/generated-lower-bounds.ts
 * writes them): a proven bound well above the trivial one on square shops, so a gap read against it
 * brackets the true gap from above, as the best found by long runs brackets it from below.
 */
export interface GeneratedLowerBound {
  lowerBound: number;
  trivialBound: number;
  method: string;
  /** Operations visited by propagation; the cap makes the bound reproducible. */
  work: number;
  /** CPU seconds it took (one core). */
  seconds: number;
  /** The makespan the search looked below, and whether the work cap stopped it. */
  upper: number;
  workCap: number;
  capped: boolean;
}

export const GENERATED_LOWER_BOUNDS_FILE = join(import.meta.dirname, 'results/generated-lower-bounds.json');

export function readGeneratedLowerBounds(
  file = GENERATED_LOWER_BOUNDS_FILE,
): Record<string, GeneratedLowerBound> {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, GeneratedLowerBound>;
}

/** A classic job shop back from the engine's problem (one mode per operation, in routing order per order). */
export function shopFromProblem(problem: SchedulingProblem): GeneratedJobShop {
  const machineIndex = new Map(problem.workCenters.map((w, k) => [w.id, k]));
  const routes = problem.orders.map((order) =>
    problem.operations
      .filter((o) => o.orderId === order.id)
      .map((o) => ({
        machine: machineIndex.get(o.modes[0]!.workCenterId)!,
        duration: o.modes[0]!.runMinutes,
      })),
  );
  return { jobs: routes.length, machines: problem.workCenters.length, routes };
}
