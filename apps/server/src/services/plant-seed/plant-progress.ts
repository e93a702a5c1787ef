import { canTakeAction, ORDER_ACTIONS, type OrderAction, type OrderStatus } from '@takt/contract';

const DAY_MS = 86_400_000;
/** An order not started is released when its plan starts within this long of now (the seed's rule). */
export const RELEASE_WINDOW_MS = 8 * DAY_MS;

/** An operation of the stored plan, as much of it as its progress needs: `[startMs, endMs)`. */
export interface PlannedStep {
  operationId: string;
  status: string;
  startMs: number;
  endMs: number;
}

/** An open order (Created, Released, In Process) with its operations in sequence. */
export interface OpenOrder {
  orderId: string;
  status: OrderStatus;
  actualStartMs: number | null;
  steps: PlannedStep[];
}

/** What running the plan up to now did to one order: its operations' new statuses and its own. */
export interface OrderProgress {
  orderId: string;
  /** Operations whose status changed: `Started` (running at now) or `Done` (planned end at or before now). */
  operations: { operationId: string; status: 'Started' | 'Done' }[];
  status: OrderStatus;
  /** The lifecycle steps taken to get there, in order (each one allowed by `canTakeAction`). */
  actions: OrderAction[];
  actualStartMs: number | null;
  /** Set when it completed: its last operation's planned end. */
  actualEndMs: number | null;
  completionPercentage: number;
}

/**
 * The status an operation of the released plan has at `nowMs` had the plant run the plan exactly:
 * done once its planned end has passed, started while it runs. It starts strictly before now, as the
 * seed was written: an operation planned to start at now itself is still `Planned`.
 */
export function stepStatusAt(step: PlannedStep, nowMs: number): 'Planned' | 'Started' | 'Done' {
  if (step.status === 'Done' || step.endMs <= nowMs) return 'Done';
  if (step.status === 'Started' || step.startMs < nowMs) return 'Started';
  return 'Planned';
}

/**
 * Percent of an order in process: the share of its operations' planned time that lies before now,
 * between 1 and 99 (the seed generator's `completion`, production-orders.ts).
 */
export function completionAt(steps: readonly PlannedStep[], nowMs: number): number {
  let total = 0;
  let done = 0;
  for (const step of steps) {
    const span = step.endMs - step.startMs;
    total += span;
    done += Math.min(span, Math.max(0, nowMs - step.startMs));
  }
  return Math.min(99, Math.max(1, Math.round((100 * done) / Math.max(1, total))));
}

/** The lifecycle path from `from` to `to` (Created → Released → In Process → Completed), checked step by step. */
export function actionsBetween(from: OrderStatus, to: OrderStatus): OrderAction[] {
  const path: OrderAction[] = [];
  let status = from;
  for (const action of ['release', 'confirm', 'complete'] as const) {
    if (status === to) break;
    if (!canTakeAction(action, status)) continue;
    path.push(action);
    status = ORDER_ACTIONS[action].to;
  }
  if (status !== to) throw new Error(`no order lifecycle leads from ${from} to ${to}`);
  return path;
}

/**
 * How one open order stands at `nowMs` had the plant run its released plan exactly as planned:
 * an order whose every operation is done completes, one with any started or done is in process
 * (started at its first operation's planned start), and one not started is released when its plan
 * starts within eight days of now. A released order is never taken back to Created.
 */
export function progressAt(order: OpenOrder, nowMs: number): OrderProgress {
  const statuses = order.steps.map((step) => stepStatusAt(step, nowMs));
  const operations = order.steps.flatMap((step, i) => {
    const status = statuses[i];
    return status !== undefined && status !== step.status && status !== 'Planned'
      ? [{ operationId: step.operationId, status }]
      : [];
  });
  const first = order.steps[0];
  const last = order.steps[order.steps.length - 1];
  const isDone = statuses.length > 0 && statuses.every((s) => s === 'Done');
  const hasBegun = statuses.some((s) => s === 'Done' || s === 'Started');
  let status: OrderStatus = order.status;
  if (isDone) status = 'Completed';
  else if (hasBegun) status = 'In Process';
  else if (order.status === 'Created' && first && first.startMs < nowMs + RELEASE_WINDOW_MS)
    status = 'Released';
  const actualStartMs = hasBegun ? (order.actualStartMs ?? first?.startMs ?? null) : order.actualStartMs;
  return {
    orderId: order.orderId,
    operations,
    status,
    actions: actionsBetween(order.status, status),
    actualStartMs,
    actualEndMs: isDone ? (last?.endMs ?? null) : null,
    completionPercentage: isDone ? 100 : hasBegun ? completionAt(order.steps, nowMs) : 0,
  };
}

/** Whether the roll-forward changes anything of the order. */
export function hasChanged(order: OpenOrder, progress: OrderProgress, completionBefore: number): boolean {
  return (
    progress.operations.length > 0 ||
    progress.status !== order.status ||
    progress.completionPercentage !== completionBefore
  );
}
