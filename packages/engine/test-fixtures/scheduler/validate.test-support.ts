import type { ScheduledOperation } from '../../src/scheduler/model.ts';

/**
 * One operation of a hand-written plan for validator tests: on `workCenterId` over `[startAt, endAt)`,
 * setup first (default none). The validator reads the order from the problem, so `orderId` is only a label.
 */
export function placed(
  operationId: string,
  workCenterId: string,
  startAt: number,
  endAt: number,
  extra: Partial<ScheduledOperation> = {},
): ScheduledOperation {
  return {
    operationId,
    orderId: 'o',
    workCenterId,
    startAt,
    endAt,
    setupMinutes: 0,
    isFrozen: false,
    ...extra,
  };
}

/**
 * The plan with operation `operationId` moved to start at `startAt`, keeping its machine and its duration
 * (a planner dragging a bar on the Gantt).
 */
export function moveTo(
  operations: readonly ScheduledOperation[],
  operationId: string,
  startAt: number,
): ScheduledOperation[] {
  return operations.map((o) =>
    o.operationId === operationId ? { ...o, startAt, endAt: startAt + (o.endAt - o.startAt) } : o,
  );
}
