/** The classic job shop as `bench/reference/jsp.mzn` reads it, and Gecode's solution back as a Takt schedule. */
import { join } from 'node:path';
import type { ScheduledOperation, SchedulingProblem } from '../packages/engine/src/index.ts';
import { type ReferenceShop, readArray } from './reference-gecode.ts';

export const JSP_MODEL = join(import.meta.dirname, 'reference/jsp.mzn');

/** A classic job shop read back from the engine's problem: per job its machines (1-based) and durations. */
export interface JobShop {
  operationIds: string[][];
  machine: number[][];
  duration: number[][];
  machines: number;
}

/** Null when the problem is not a rectangular single-mode job shop (e.g. a flexible one), which the model does not cover. */
export function toJobShop(problem: SchedulingProblem): JobShop | null {
  const machineIndex = new Map(problem.workCenters.map((w, k) => [w.id, k + 1]));
  const byOrder = new Map<string, SchedulingProblem['operations']>();
  for (const operation of problem.operations) {
    if (operation.modes.length !== 1 || operation.predecessorIds) return null;
    byOrder.set(operation.orderId, [...(byOrder.get(operation.orderId) ?? []), operation]);
  }
  const jobs = [...byOrder.values()];
  if (jobs.some((ops) => ops.length !== jobs[0]!.length)) return null;
  return {
    operationIds: jobs.map((ops) => ops.map((o) => o.id)),
    machine: jobs.map((ops) => ops.map((o) => machineIndex.get(o.modes[0]!.workCenterId)!)),
    duration: jobs.map((ops) => ops.map((o) => o.modes[0]!.runMinutes)),
    machines: problem.workCenters.length,
  };
}

export function jobShopDzn(shop: JobShop): string {
  const matrix = (rows: number[][]) => `[|${rows.map((r) => r.join(',')).join('|')}|]`;
  return [
    `jobs = ${shop.machine.length};`,
    `machines = ${shop.machines};`,
    `steps = ${shop.machine[0]!.length};`,
    `machine = ${matrix(shop.machine)};`,
    `duration = ${matrix(shop.duration)};`,
    '',
  ].join('\n');
}

/** The schedule of a solution block `start=[…]` (row by row, job by job). */
export function rebuildJobShop(
  problem: SchedulingProblem,
  shop: JobShop,
  block: string,
): ScheduledOperation[] {
  const starts = readArray(block, 'start');
  const orderOf = new Map(problem.operations.map((o) => [o.id, o.orderId]));
  return shop.operationIds.flatMap((ids, j) =>
    ids.map((operationId, k) => {
      const startAt = starts[j * ids.length + k]!;
      return {
        operationId,
        orderId: orderOf.get(operationId)!,
        workCenterId: problem.workCenters[shop.machine[j]![k]! - 1]!.id,
        startAt,
        endAt: startAt + shop.duration[j]![k]!,
        setupMinutes: 0,
        isFrozen: false,
      };
    }),
  );
}

export function jobShopReference(problem: SchedulingProblem, model = JSP_MODEL): ReferenceShop | null {
  const shop = toJobShop(problem);
  if (!shop) return null;
  return { model, dzn: jobShopDzn(shop), rebuild: (block) => rebuildJobShop(problem, shop, block) };
}
