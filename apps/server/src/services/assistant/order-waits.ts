import type { ReleasedOperation } from '../released-plan.ts';

/** Where a late order waits in the released plan: one machine, how long, and what runs on it meanwhile. */
export interface OrderWait {
  workCenter: string;
  /** From when the operation could start (its predecessor done, or now) to its planned start. */
  waitMinutes: number;
  /** Of that wait, the minutes the machine runs other orders' operations. */
  busyMinutes: number;
  /** Those orders, in the order they run. */
  orders: string[];
}

/** A wait shorter than this is the plan's ordinary slack, not a reason. */
const NOTABLE_WAIT_MS = 60 * 60_000;

/**
 * "Why is 1022 late?": the waits of an order's open operations in the released plan, longest first.
 * Each operation could start when the one before it ends (or now); the time until its planned start is
 * a wait, and the other orders' work on its machine in that window is what it waits behind. The rest of
 * a wait the machine does not work for other orders: closed, down, or the order waits for material.
 */
export function orderWaits(
  operations: readonly ReleasedOperation[],
  orderId: string,
  now: Date,
): OrderWait[] {
  const own = operations
    .filter((op) => op.order_id === orderId && op.start_time && op.end_time)
    .sort((a, b) => a.operation_id.localeCompare(b.operation_id));
  const waits: OrderWait[] = [];
  let ready = now.getTime();
  for (const op of own) {
    const start = op.start_time!.getTime();
    const end = op.end_time!.getTime();
    if (op.status === 'Done') {
      ready = Math.max(ready, end);
      continue;
    }
    const from = Math.max(ready, now.getTime());
    if (start - from >= NOTABLE_WAIT_MS) waits.push(waitOn(operations, op, orderId, from, start));
    ready = Math.max(ready, end);
  }
  return waits.sort((a, b) => b.waitMinutes - a.waitMinutes);
}

function waitOn(
  operations: readonly ReleasedOperation[],
  op: ReleasedOperation,
  orderId: string,
  from: number,
  to: number,
): OrderWait {
  const others = operations
    .filter(
      (o) =>
        o.work_center === op.work_center &&
        o.order_id !== orderId &&
        o.start_time &&
        o.end_time &&
        o.start_time.getTime() < to &&
        o.end_time.getTime() > from,
    )
    .sort((a, b) => a.start_time!.getTime() - b.start_time!.getTime());
  let busy = 0;
  for (const o of others)
    busy += Math.min(to, o.end_time!.getTime()) - Math.max(from, o.start_time!.getTime());
  return {
    workCenter: op.work_center,
    waitMinutes: (to - from) / 60_000,
    // Operations of other orders do not overlap on one machine; the cap guards a plan that does.
    busyMinutes: Math.min(to - from, busy) / 60_000,
    orders: [...new Set(others.map((o) => o.order_id))],
  };
}
