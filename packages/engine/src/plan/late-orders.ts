/** One operation of an order as the late rule reads it; `endAt` in the same unit as the order's times. */
export interface PlanOperationEnd {
  /** Planned end of the operation; absent when the plan gives it no time. */
  endAt?: number;
  isDone: boolean;
}

/** An order of a plan as the late rule reads it. */
export interface PlanOrder {
  orderId: string;
  /** Due date (the basic end date); an order without one is never late. */
  dueAt?: number;
  /** A complete order (closed, delivered) is never late, whatever its dates say. */
  isComplete: boolean;
  operations: readonly PlanOperationEnd[];
}

/**
 * When the plan completes the order: the end of its last operation not yet done, or undefined when
 * no remaining operation has an end.
 */
export function plannedCompletionAt(order: PlanOrder): number | undefined {
  let completionAt: number | undefined;
  for (const operation of order.operations) {
    if (operation.isDone || operation.endAt === undefined) continue;
    completionAt = Math.max(completionAt ?? operation.endAt, operation.endAt);
  }
  return completionAt;
}

/**
 * The one rule for a late order, for the released plan and for a computed schedule alike: an order is
 * late when its planned completion (`plannedCompletionAt`) is after its due date, or when it is past
 * due (`dueAt < nowAt`) and not complete. Times are numbers in one unit of the caller's choice (epoch
 * ms, or minutes from the planning origin).
 */
export function isOrderLate(order: PlanOrder, nowAt: number): boolean {
  if (order.dueAt === undefined || order.isComplete) return false;
  if (order.dueAt < nowAt) return true;
  const completionAt = plannedCompletionAt(order);
  return completionAt !== undefined && completionAt > order.dueAt;
}

/** The late orders of a plan (`isOrderLate`), in the order given. */
export function lateOrders<T extends PlanOrder>(orders: readonly T[], nowAt: number): T[] {
  return orders.filter((order) => isOrderLate(order, nowAt));
}
