/** The flexible job shop as `bench/reference/fjsp.mzn` reads it, and Gecode's solution back as a Takt schedule. */
import { join } from 'node:path';
import type { ScheduledOperation, SchedulingProblem } from '../packages/engine/src/index.ts';
import { type ReferenceShop, readArray } from './reference-gecode.ts';

export const FJSP_MODEL = join(import.meta.dirname, 'reference/fjsp.mzn');

/** One machine an operation may run on (1-based, as in the model) and how long it takes there. */
interface Alternative {
  machine: number;
  workCenterId: string;
  duration: number;
}

/** A flexible job shop: operations in job order, each with its alternatives, shortest first. */
export interface FlexibleShop {
  operationIds: string[];
  orderIds: string[];
  /** 1-based index of the operation before it in its job, 0 for a job's first. */
  predecessor: number[];
  alternatives: Alternative[][];
  machines: number;
}

/**
 * Null when the problem has what the model does not cover: explicit predecessors or waits (precedence here
 * is each operation after the previous one of its order, the routing order the job-shop parsers write),
 * setups, molds, pauses, calendars, releases or frozen operations.
 */
export function toFlexibleShop(problem: SchedulingProblem): FlexibleShop | null {
  const plain =
    !problem.molds?.length &&
    !problem.setupMatrices?.length &&
    !problem.baseline &&
    problem.workCenters.every((w) => !w.calendar) &&
    problem.orders.every((o) => !o.releaseAt) &&
    problem.operations.every(
      (o) =>
        !o.predecessorIds &&
        !o.minWaitMinutes &&
        !o.maxWaitMinutes &&
        !o.setupFamily &&
        !o.moldIds &&
        !o.canPause &&
        !o.frozen,
    );
  if (!plain) return null;
  const machineIndex = new Map(problem.workCenters.map((w, k) => [w.id, k + 1]));
  const lastOfOrder = new Map<string, number>();
  const predecessor = problem.operations.map((operation, k) => {
    const previous = lastOfOrder.get(operation.orderId) ?? 0;
    lastOfOrder.set(operation.orderId, k + 1);
    return previous;
  });
  return {
    operationIds: problem.operations.map((o) => o.id),
    orderIds: problem.operations.map((o) => o.orderId),
    predecessor,
    // Shortest first, so that the model's `indomain_min` on the choice tries the fastest machine first.
    alternatives: problem.operations.map((operation) =>
      operation.modes
        .map((mode) => ({
          machine: machineIndex.get(mode.workCenterId)!,
          workCenterId: mode.workCenterId,
          duration: mode.runMinutes,
        }))
        .sort((a, b) => a.duration - b.duration || a.machine - b.machine),
    ),
    machines: problem.workCenters.length,
  };
}

export function flexibleShopDzn(shop: FlexibleShop): string {
  const list = (values: number[]) => `[${values.join(',')}]`;
  const modes = shop.alternatives.flatMap((alternatives, o) => alternatives.map((a) => ({ o, ...a })));
  const first: number[] = [];
  let at = 1;
  for (const alternatives of shop.alternatives) {
    first.push(at);
    at += alternatives.length;
  }
  return [
    `machines = ${shop.machines};`,
    `ops = ${shop.operationIds.length};`,
    `modes = ${modes.length};`,
    `pred = ${list(shop.predecessor)};`,
    `mode_first = ${list(first)};`,
    `mode_count = ${list(shop.alternatives.map((a) => a.length))};`,
    `mode_op = ${list(modes.map((m) => m.o + 1))};`,
    `mode_machine = ${list(modes.map((m) => m.machine))};`,
    `mode_dur = ${list(modes.map((m) => m.duration))};`,
    '',
  ].join('\n');
}

/** The schedule of a solution block: `start=[…]` per operation and `sel=[…]`, the 1-based alternative chosen. */
export function rebuildFlexibleShop(shop: FlexibleShop, block: string): ScheduledOperation[] {
  const starts = readArray(block, 'start');
  const chosen = readArray(block, 'sel');
  return shop.operationIds.map((operationId, o) => {
    const alternative = shop.alternatives[o]![chosen[o]! - 1]!;
    const startAt = starts[o]!;
    return {
      operationId,
      orderId: shop.orderIds[o]!,
      workCenterId: alternative.workCenterId,
      startAt,
      endAt: startAt + alternative.duration,
      setupMinutes: 0,
      isFrozen: false,
    };
  });
}

export function flexibleShopReference(problem: SchedulingProblem, model = FJSP_MODEL): ReferenceShop | null {
  const shop = toFlexibleShop(problem);
  if (!shop) return null;
  return { model, dzn: flexibleShopDzn(shop), rebuild: (block) => rebuildFlexibleShop(shop, block) };
}
