import type { ScheduledOperation, SchedulingProblem } from '../../src/scheduler/model.ts';
import type { ScheduleViolation, ScheduleViolationCode } from '../../src/scheduler/violations.ts';

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

/** A tiny plant, a plan that keeps every rule, and the same plan breaking exactly one rule. */
export interface BrokenRule {
  rule: string;
  problem: SchedulingProblem;
  valid: ScheduledOperation[];
  broken: ScheduledOperation[];
  code: ScheduleViolationCode;
  /** The operations named by each violation the broken plan must get, in report order. */
  operationIds: string[][];
  /** The work center or mold the violations name, where that is part of the rule. */
  names?: Pick<ScheduleViolation, 'workCenterId' | 'moldId'>;
}
