import { applyDisruption, operationMinutes, type SchedulingProblem } from '@takt/engine';
import { relativePriority } from '../orders/relative-priority.ts';
import { engineOperationId } from './build-problem.ts';
import type { OperationToPlan, OrderToPlan, SchedulingSnapshot } from './snapshot.ts';
import type { TimeAxis } from './time-axis.ts';

/**
 * How long "down until further notice" lasts where the plan's horizon does not end it first: the
 * solve plans with it and Apply records it, so the recorded downtime is the one planned.
 */
export const UNTIL_FURTHER_NOTICE_DAYS = 26 * 7;

/** What a rescheduling command changes in the plant before the plan is repaired. */
export type Disruption =
  /** The machine is down over [startAt, endAt); no end means until further notice. */
  | { kind: 'breakdown'; workCenterId: string; startAt: Date; endAt: Date | null }
  | { kind: 'material_delay'; materialId: string; availableAt: Date }
  | { kind: 'rush_order'; orderId: string; materialId: string; quantity: number; dueAt: Date }
  /** The machine is back in service at `at`: the downtime in force then ends there. */
  | { kind: 'restore'; workCenterId: string; at: Date }
  /**
   * An extra shift or overtime: the machine also works over [startAt, endAt) — and over each of
   * `more` (the same shift on further days, "a third shift next week").
   */
  /** An order with another due date or priority, in a what-if. */
  | {
      kind: 'order_change';
      orderId: string;
      dueAt?: Date;
      priority?: string;
      /** The priority said relative to the order's own ("what if we prioritize 1022?"). */
      priorityChange?: 'raise' | 'lower';
      /** Set by `resolveOrderChange`: the order already is past the relative priority and keeps this one. */
      keptPriority?: string;
    }
  | {
      kind: 'add_shift';
      workCenterId: string;
      startAt: Date;
      endAt: Date;
      more?: { startAt: Date; endAt: Date }[];
    }
  /**
   * The planner moves an order's operation ("0010") from `fromWorkCenterId` to `workCenterId`; the
   * chat checked that it can run there and has not started (services/assistant/operation-move.ts).
   */
  | {
      kind: 'move_operation';
      orderId: string;
      operationId: string;
      description: string;
      fromWorkCenterId: string;
      workCenterId: string;
    };

/**
 * An order changed in a what-if ("what if 1050 were due Dec 8?"): its due date or priority as said,
 * the rest of the plant as it is. Never applied — an applied change goes through its proposal.
 */
export function withOrderChange(
  snapshot: SchedulingSnapshot,
  change: Extract<Disruption, { kind: 'order_change' }>,
): SchedulingSnapshot {
  return {
    ...snapshot,
    orders: snapshot.orders.map((o) =>
      o.order_id === change.orderId
        ? {
            ...o,
            ...(change.dueAt ? { basic_end_date: change.dueAt } : {}),
            ...(change.priority ? { priority: change.priority } : {}),
          }
        : o,
    ),
  };
}

/**
 * A what-if's order change as it applies to the stored order: a priority said relative to the
 * order's own ("what if we prioritize 1022?") becomes the priority it would get, or none when the
 * order keeps its own (`keptPriority`), so the plan and its sentence say the same.
 */
export function resolveOrderChange(
  snapshot: SchedulingSnapshot,
  change: Extract<Disruption, { kind: 'order_change' }>,
): Extract<Disruption, { kind: 'order_change' }> {
  const { priorityChange, priority, ...rest } = change;
  const order = snapshot.orders.find((o) => o.order_id === change.orderId);
  if (!priority || !order) return change;
  const resolved = relativePriority(order.priority, priority, priorityChange);
  return resolved ? { ...rest, priority: resolved } : { ...rest, keptPriority: order.priority };
}

/** A rush order joins the open orders with operations from its material's routing (preferred work centers). */
export function withRushOrder(
  snapshot: SchedulingSnapshot,
  rush: Extract<Disruption, { kind: 'rush_order' }>,
  now: Date,
) {
  const steps = snapshot.routings.filter((r) => r.material_id === rush.materialId);
  // An order to plan, not a stored row: Apply writes the row (with its dataset and version) if accepted.
  const order: OrderToPlan = {
    order_id: rush.orderId,
    material: rush.materialId,
    quantity: rush.quantity,
    status: 'Created',
    priority: 'Urgent',
    basic_start_date: now,
    basic_end_date: rush.dueAt,
  };
  const operations = steps.map((step): OperationToPlan => {
    const mode = step.eligible[0]!;
    return {
      order_id: rush.orderId,
      operation_id: String(step.operation_no).padStart(4, '0'),
      work_center: mode.work_center_id,
      duration_mins: operationMinutes(
        { fixedMinutes: mode.fixed_minutes, runRatePerHour: mode.run_rate_per_hour },
        rush.quantity,
      ),
      setup_minutes: 0,
      start_time: null,
      end_time: null,
      status: 'Planned',
    };
  });
  return {
    ...snapshot,
    orders: [...snapshot.orders, order],
    operations: [...snapshot.operations, ...operations],
  };
}

/**
 * The materials whose orders use `materialId` directly: the parents of its BOM lines, and through a
 * phantom assembly (never stocked, built inside its parent's order) the phantom's parents too.
 */
export function materialConsumers(snapshot: SchedulingSnapshot, materialId: string): string[] {
  const phantoms = new Set(snapshot.bomComponents.filter((c) => c.is_phantom).map((c) => c.item_id));
  const consumers = new Set<string>();
  const pending = [materialId];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    for (const line of snapshot.bomComponents) {
      if (line.item_id !== item || consumers.has(line.product_id)) continue;
      consumers.add(line.product_id);
      if (phantoms.has(line.product_id)) pending.push(line.product_id);
    }
  }
  return [...consumers].sort();
}

/** What a disruption did to the problem, in the server's terms. */
export interface DisruptionEffect {
  problem: SchedulingProblem;
  affectedOrders: string[];
  interruptedOperations: string[];
  /** The downtime a breakdown added, as planned (ISO), clipped to now. */
  downtime?: { workCenterId: string; startAt: string; endAt: string };
  /** A restore: when the machine is back (ISO, not before now), and the time each downtime in force gave back. */
  restore?: { workCenterId: string; at: string; restored: { startAt: string; endAt: string }[] };
  /** A move: the engine's id of the operation that may now run only on its new work center. */
  movedOperationId?: string;
  /** An extra shift: the working time added (ISO), clipped to now; absent when it adds none. */
  addedShift?: {
    workCenterId: string;
    startAt: string;
    endAt: string;
    /** Every window added, the first one included. */
    windows: { startAt: string; endAt: string }[];
  };
}

/**
 * Puts the disruption into the problem through the engine's pure `applyDisruption`: a breakdown (no
 * end: down to the end of the horizon), a material delay (orders making or directly using it), or the
 * rush order, which `buildSchedulingProblem` mapped from its routing and which joins as a new order.
 */
export function disruptProblem(
  problem: SchedulingProblem,
  snapshot: SchedulingSnapshot,
  axis: TimeAxis,
  disruption: Disruption,
): DisruptionEffect {
  if (disruption.kind === 'breakdown') {
    const startAt = axis.toMinutes(disruption.startAt);
    const endAt = disruption.endAt
      ? axis.ceilMinutes(disruption.endAt.getTime())
      : (problem.horizonEndAt ?? startAt + UNTIL_FURTHER_NOTICE_DAYS * 1440);
    const result = applyDisruption(problem, {
      kind: 'breakdown',
      workCenterId: disruption.workCenterId,
      startAt,
      endAt,
    });
    return {
      problem: result.problem,
      affectedOrders: [],
      interruptedOperations: result.interruptedOperationIds,
      ...(result.downtime
        ? {
            downtime: {
              workCenterId: result.downtime.workCenterId,
              startAt: axis.toIso(result.downtime.startAt),
              endAt: axis.toIso(result.downtime.endAt),
            },
          }
        : {}),
    };
  }
  if (disruption.kind === 'restore') {
    // Back from the next whole minute, never before now.
    const at = Math.max(0, axis.ceilMinutes(disruption.at.getTime()));
    const result = applyDisruption(problem, { kind: 'restore', workCenterId: disruption.workCenterId, at });
    return {
      problem: result.problem,
      affectedOrders: [],
      interruptedOperations: [],
      restore: {
        workCenterId: disruption.workCenterId,
        at: axis.toIso(at),
        restored: (result.restored ?? []).map((r) => ({
          startAt: axis.toIso(r.startAt),
          endAt: axis.toIso(r.endAt),
        })),
      },
    };
  }
  if (disruption.kind === 'add_shift') {
    let current = problem;
    const added: { startAt: string; endAt: string }[] = [];
    for (const window of [disruption, ...(disruption.more ?? [])]) {
      const result = applyDisruption(current, {
        kind: 'add_capacity',
        workCenterId: disruption.workCenterId,
        ...axis.workingMinutes(window.startAt.getTime(), window.endAt.getTime()),
      });
      current = result.problem;
      if (result.addedCapacity)
        added.push({
          startAt: axis.toIso(result.addedCapacity.startAt),
          endAt: axis.toIso(result.addedCapacity.endAt),
        });
    }
    return {
      problem: current,
      affectedOrders: [],
      interruptedOperations: [],
      ...(added.length > 0
        ? {
            addedShift: {
              workCenterId: disruption.workCenterId,
              startAt: added[0]!.startAt,
              endAt: added[0]!.endAt,
              windows: added,
            },
          }
        : {}),
    };
  }
  if (disruption.kind === 'order_change')
    return { problem, affectedOrders: [disruption.orderId], interruptedOperations: [] };
  if (disruption.kind === 'move_operation') {
    const result = applyDisruption(problem, {
      kind: 'move_operation',
      operationId: engineOperationId(disruption.orderId, disruption.operationId),
      workCenterId: disruption.workCenterId,
    });
    return {
      problem: result.problem,
      affectedOrders: result.affectedOrderIds,
      interruptedOperations: [],
      ...(result.movedOperationId ? { movedOperationId: result.movedOperationId } : {}),
    };
  }
  if (disruption.kind === 'material_delay') {
    const consumers = materialConsumers(snapshot, disruption.materialId);
    const result = applyDisruption(problem, {
      kind: 'material_delay',
      materialId: disruption.materialId,
      availableAt: axis.ceilMinutes(disruption.availableAt.getTime()),
      consumerMaterialIds: [...new Set(consumers)],
    });
    return { problem: result.problem, affectedOrders: result.affectedOrderIds, interruptedOperations: [] };
  }
  const order = problem.orders.find((o) => o.id === disruption.orderId);
  const base: SchedulingProblem = {
    ...problem,
    orders: problem.orders.filter((o) => o.id !== disruption.orderId),
    operations: problem.operations.filter((o) => o.orderId !== disruption.orderId),
  };
  if (!order) return { problem: base, affectedOrders: [], interruptedOperations: [] };
  const result = applyDisruption(base, {
    kind: 'new_order',
    order,
    operations: problem.operations.filter((o) => o.orderId === disruption.orderId),
  });
  return { problem: result.problem, affectedOrders: result.affectedOrderIds, interruptedOperations: [] };
}
