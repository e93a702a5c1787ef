import type { Operation, Order, SchedulingProblem, WorkCenter } from '../../src/scheduler/model.ts';

/** A small plant for tests: orders, operations and work centers, with defaults filled in. */
export function makePlant(
  parts: Partial<SchedulingProblem> & { operations: Operation[] },
): SchedulingProblem {
  const orderIds = [...new Set(parts.operations.map((o) => o.orderId))];
  const workCenterIds = [...new Set(parts.operations.flatMap((o) => o.modes.map((m) => m.workCenterId)))];
  return {
    ...parts,
    orders: parts.orders ?? orderIds.map((id) => makeOrder({ id })),
    workCenters: parts.workCenters ?? workCenterIds.map((id) => makeWorkCenter({ id })),
  };
}

export function makeOrder(order: Partial<Order> & { id: string }): Order {
  return { weight: 1, ...order };
}

export function makeWorkCenter(workCenter: Partial<WorkCenter> & { id: string }): WorkCenter {
  return { ...workCenter };
}

/** An operation on one or more work centers: `on` is `{ workCenterId: runMinutes }`. */
export function makeOperation(
  id: string,
  orderId: string,
  on: Record<string, number>,
  extra: Partial<Operation> = {},
): Operation {
  return {
    id,
    orderId,
    modes: Object.entries(on).map(([workCenterId, runMinutes]) => ({ workCenterId, runMinutes })),
    ...extra,
  };
}
