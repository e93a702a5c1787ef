import type { PromiseAffectedOrder, PromiseMachine, ScheduledOrder } from '@takt/contract';

const HOUR_MS = 3_600_000;
/** A slip under a minute is the plan's rounding, not a push. */
const SLIP_NOISE_MS = 60_000;

/** What the repaired plan says of the promised order and of everyone else's. */
export interface PromiseCapacity {
  /** The promised order's first operation start; null when nothing is made. */
  earliestStart: string | null;
  /** The promised order's completion; null when nothing is made. */
  completion: string | null;
  /** Hours of the promised order's work (setup included) per work center: labor, and the mini Gantt. */
  machines: PromiseMachine[];
  /**
   * Hours of the promised order's work planned after the requested instant: what overtime before it
   * would have to take on (0 when on time); whether the calendars leave room for it is promise-overtime's.
   */
  overtimeHours: number;
  /** The work center carrying most of the late work: where overtime would go first. */
  overtimeWorkCenter: string | null;
  /** The late work per work center, in hours: what overtime there would have to take on. */
  lateHours: { workCenterId: string; hours: number }[];
  affectedOrders: PromiseAffectedOrder[];
}

const hours = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;

/**
 * Reads the promised order's place in the repaired plan: its start, completion and machines, the
 * work past the requested instant, and every other order whose completion slips against the
 * released plan (`completionBefore`: each open order's last operation end there), by how much and
 * whether it becomes late.
 */
export function promiseCapacity(
  orders: readonly ScheduledOrder[],
  orderId: string,
  requestedAt: Date,
  completionBefore: ReadonlyMap<string, Date>,
): PromiseCapacity {
  const order = orders.find((o) => o.order_id === orderId);
  const operations = order?.operations ?? [];
  const byCenter = new Map<string, PromiseMachine>();
  let lateMs = 0;
  const lateByCenter = new Map<string, number>();
  for (const op of operations) {
    const start = Date.parse(op.start_time);
    const end = Date.parse(op.end_time);
    const machine = byCenter.get(op.work_center) ?? { work_center: op.work_center, hours: 0, operations: [] };
    machine.hours += (op.duration_mins + op.setup_minutes) / 60;
    machine.operations.push({
      operation_id: op.operation_id,
      start_time: op.start_time,
      end_time: op.end_time,
    });
    byCenter.set(op.work_center, machine);
    // The part of the operation's span past the requested instant, scaled to its work content.
    const late = end > requestedAt.getTime() ? Math.min(end - start, end - requestedAt.getTime()) : 0;
    if (late > 0 && end > start) {
      const work = ((op.duration_mins + op.setup_minutes) * 60_000 * late) / (end - start);
      lateMs += work;
      lateByCenter.set(op.work_center, (lateByCenter.get(op.work_center) ?? 0) + work);
    }
  }
  const starts = operations.map((op) => op.start_time).sort();
  const overtimeWorkCenter =
    [...lateByCenter].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0]?.[0] ?? null;
  return {
    earliestStart: starts[0] ?? null,
    completion: order?.completion_time ?? (operations.length ? maxEnd(operations) : null),
    machines: [...byCenter.values()]
      .map((m) => ({ ...m, hours: hours(m.hours * HOUR_MS) }))
      .sort((a, b) => (a.work_center < b.work_center ? -1 : 1)),
    overtimeHours: hours(lateMs),
    overtimeWorkCenter,
    lateHours: [...lateByCenter]
      .map(([workCenterId, ms]) => ({ workCenterId, hours: hours(ms) }))
      .sort((a, b) => (a.workCenterId < b.workCenterId ? -1 : 1)),
    affectedOrders: affectedOrders(orders, orderId, completionBefore),
  };
}

function maxEnd(operations: readonly { end_time: string }[]): string {
  return operations.map((op) => op.end_time).sort()[operations.length - 1]!;
}

function affectedOrders(
  orders: readonly ScheduledOrder[],
  orderId: string,
  completionBefore: ReadonlyMap<string, Date>,
): PromiseAffectedOrder[] {
  const affected: PromiseAffectedOrder[] = [];
  for (const order of orders) {
    if (order.order_id === orderId || order.operations.length === 0) continue;
    const before = completionBefore.get(order.order_id);
    const after = order.completion_time ?? maxEnd(order.operations);
    if (!before) continue;
    const slipMs = Date.parse(after) - before.getTime();
    if (slipMs < SLIP_NOISE_MS) continue;
    const due = order.due_date ? Date.parse(order.due_date) : null;
    affected.push({
      order_id: order.order_id,
      material: order.material,
      due_date: order.due_date,
      completion_before: before.toISOString(),
      completion_after: new Date(Date.parse(after)).toISOString(),
      slip_hours: hours(slipMs),
      becomes_late: due !== null && before.getTime() <= due && Date.parse(after) > due,
    });
  }
  // Who is pushed furthest first: the planner reads the worst slip at the top.
  return affected.sort((a, b) => b.slip_hours - a.slip_hours || (a.order_id < b.order_id ? -1 : 1));
}
