import type { Operation, Order, SchedulingProblem } from '../scheduler/model.ts';
import type { TimeInterval } from '../scheduler/time-interval.ts';

/** A change in the plant a plan must be repaired for. Times are minutes from the origin. */
export type Disruption =
  /** The work center is down over `[startAt, endAt)`. */
  | { kind: 'breakdown'; workCenterId: string; startAt: number; endAt: number }
  /** The material arrives at `availableAt`: orders making it or using it directly wait for it. */
  | {
      kind: 'material_delay';
      materialId: string;
      availableAt: number;
      consumerMaterialIds: readonly string[];
    }
  /** A new order joins the plan with its operations. */
  | { kind: 'new_order'; order: Order; operations: readonly Operation[] }
  /** The work center is back in service at `at`: the downtime in force then ends there. */
  | { kind: 'restore'; workCenterId: string; at: number }
  /** An extra shift or overtime: the work center also works over `[startAt, endAt)`. */
  | { kind: 'add_capacity'; workCenterId: string; startAt: number; endAt: number }
  /** The planner moves an operation to a work center: it may run only there from now on. */
  | { kind: 'move_operation'; operationId: string; workCenterId: string };

/** The problem after the disruption, and what it touched. */
export interface DisruptedProblem {
  problem: SchedulingProblem;
  /** Started operations the breakdown interrupted: no longer frozen, to be planned again. */
  interruptedOperationIds: string[];
  /** Orders whose release moved later, or the new order. */
  affectedOrderIds: string[];
  /** The downtime the breakdown added, clipped to the future (`undefined` when wholly past). */
  downtime?: { workCenterId: string } & TimeInterval;
  /** The time a restore gave back: each downtime in force from the restore to its planned end. */
  restored?: ({ workCenterId: string } & TimeInterval)[];
  /** The working time an extra shift added, clipped to the future (`undefined` when none was added). */
  addedCapacity?: { workCenterId: string } & TimeInterval;
  /**
   * The operation a move restricted to its new work center: a repair lists it as moved at the
   * planner's request (`RepairOptions.requestedOperationIds`). Absent when the move changed nothing.
   */
  movedOperationId?: string;
}

/**
 * Applies a disruption to a problem without changing it (a new problem is returned). A breakdown adds
 * downtime to its work center and unfreezes the started operations it interrupts (the part before now
 * is history; a downtime wholly in the past changes nothing). A material delay releases the orders
 * that make or directly use the material no earlier than its arrival, except orders already started.
 * A new order is added with its operations. A moved operation may run only on its new work center.
 */
export function applyDisruption(problem: SchedulingProblem, disruption: Disruption): DisruptedProblem {
  switch (disruption.kind) {
    case 'breakdown':
      return applyBreakdown(problem, disruption);
    case 'material_delay':
      return applyMaterialDelay(problem, disruption);
    case 'restore':
      return applyRestore(problem, disruption);
    case 'add_capacity':
      return applyAddedCapacity(problem, disruption);
    case 'move_operation':
      return applyOperationMove(problem, disruption);
    case 'new_order':
      return {
        problem: {
          ...problem,
          orders: [...problem.orders, disruption.order],
          operations: [...problem.operations, ...disruption.operations],
        },
        interruptedOperationIds: [],
        affectedOrderIds: [disruption.order.id],
      };
  }
}

function applyBreakdown(
  problem: SchedulingProblem,
  breakdown: Extract<Disruption, { kind: 'breakdown' }>,
): DisruptedProblem {
  const startAt = Math.max(0, breakdown.startAt);
  const endAt = breakdown.endAt;
  if (endAt <= startAt) return { problem, interruptedOperationIds: [], affectedOrderIds: [] };
  const workCenters = problem.workCenters.map((w) =>
    w.id === breakdown.workCenterId
      ? {
          ...w,
          calendar: { ...w.calendar, unavailable: [...(w.calendar?.unavailable ?? []), { startAt, endAt }] },
        }
      : w,
  );
  const interrupted: string[] = [];
  const operations = problem.operations.map((op) => {
    const frozen = op.frozen;
    if (!frozen || frozen.workCenterId !== breakdown.workCenterId) return op;
    const frozenEnd = frozen.endAt ?? frozen.startAt;
    if (frozenEnd <= startAt || frozen.startAt >= endAt) return op;
    interrupted.push(op.id);
    const { frozen: _dropped, ...rest } = op;
    return rest;
  });
  return {
    problem: { ...problem, workCenters, operations },
    interruptedOperationIds: interrupted,
    affectedOrderIds: [
      ...new Set(problem.operations.filter((o) => interrupted.includes(o.id)).map((o) => o.orderId)),
    ],
    downtime: { workCenterId: breakdown.workCenterId, startAt, endAt },
  };
}

/**
 * A machine back in service at `at` (`at` before now means now): every downtime of the work center
 * in force then — started at or before it and not yet over — ends there. Downtime planned to start
 * later (a maintenance next week) stays. Nothing in force: the problem is unchanged, nothing restored.
 */
function applyRestore(
  problem: SchedulingProblem,
  restore: Extract<Disruption, { kind: 'restore' }>,
): DisruptedProblem {
  const at = Math.max(0, restore.at);
  const restored: ({ workCenterId: string } & TimeInterval)[] = [];
  const workCenters = problem.workCenters.map((w) => {
    if (w.id !== restore.workCenterId || !w.calendar?.unavailable) return w;
    const unavailable = w.calendar.unavailable.flatMap((u) => {
      if (!(u.startAt <= at && at < u.endAt)) return [u];
      restored.push({ workCenterId: w.id, startAt: at, endAt: u.endAt });
      return u.startAt < at ? [{ startAt: u.startAt, endAt: at }] : [];
    });
    return { ...w, calendar: { ...w.calendar, unavailable } };
  });
  if (restored.length === 0) return { problem, interruptedOperationIds: [], affectedOrderIds: [] };
  return {
    problem: { ...problem, workCenters },
    interruptedOperationIds: [],
    affectedOrderIds: [],
    restored,
  };
}

/**
 * An extra shift or overtime on a work center: `[startAt, endAt)` (from now on) joins its working
 * windows. Downtime still blocks it. A work center without shifts already works around the clock, and
 * a window wholly past or empty adds nothing.
 */
function applyAddedCapacity(
  problem: SchedulingProblem,
  added: Extract<Disruption, { kind: 'add_capacity' }>,
): DisruptedProblem {
  const startAt = Math.max(0, added.startAt);
  const unchanged = { problem, interruptedOperationIds: [], affectedOrderIds: [] };
  const center = problem.workCenters.find((w) => w.id === added.workCenterId);
  if (added.endAt <= startAt || !center?.calendar?.workingWindows) return unchanged;
  const workCenters = problem.workCenters.map((w) =>
    w === center
      ? {
          ...w,
          calendar: {
            ...w.calendar,
            workingWindows: [...(w.calendar?.workingWindows ?? []), { startAt, endAt: added.endAt }],
          },
        }
      : w,
  );
  return {
    problem: { ...problem, workCenters },
    interruptedOperationIds: [],
    affectedOrderIds: [],
    addedCapacity: { workCenterId: added.workCenterId, startAt, endAt: added.endAt },
  };
}

function applyMaterialDelay(
  problem: SchedulingProblem,
  delay: Extract<Disruption, { kind: 'material_delay' }>,
): DisruptedProblem {
  const gated = new Set([delay.materialId, ...delay.consumerMaterialIds]);
  const started = new Set(problem.operations.filter((o) => o.frozen).map((o) => o.orderId));
  const affected: string[] = [];
  const orders = problem.orders.map((order) => {
    if (!gated.has(order.material ?? '') || started.has(order.id)) return order;
    if ((order.releaseAt ?? 0) >= delay.availableAt) return order;
    affected.push(order.id);
    return { ...order, releaseAt: delay.availableAt };
  });
  return { problem: { ...problem, orders }, interruptedOperationIds: [], affectedOrderIds: affected };
}

/**
 * An operation moved by the planner: its modes shrink to the one on the work center asked for. The
 * caller checks that the work center can run it and that it has not started: a started operation, an
 * unknown one, or a work center none of its modes is on leave the problem unchanged.
 */
function applyOperationMove(
  problem: SchedulingProblem,
  move: Extract<Disruption, { kind: 'move_operation' }>,
): DisruptedProblem {
  const unchanged = { problem, interruptedOperationIds: [], affectedOrderIds: [] };
  const moved = problem.operations.find((op) => op.id === move.operationId);
  const mode = moved?.modes.find((m) => m.workCenterId === move.workCenterId);
  if (!moved || !mode || moved.frozen) return unchanged;
  const operations = problem.operations.map((op) => (op === moved ? { ...op, modes: [mode] } : op));
  return {
    problem: { ...problem, operations },
    interruptedOperationIds: [],
    affectedOrderIds: [moved.orderId],
    movedOperationId: moved.id,
  };
}
