import { catalogItem, routingOf } from './catalog.ts';
import {
  draftOperations,
  forwardPlan,
  latestStart,
  type PlanBoard,
  type PlannedOperation,
} from './order-plan.ts';
import type { Random } from './prng.ts';
import type { OrderOperationRow, OrderPriority, OrderStatus, ProductionOrderRow } from './rows.ts';
import { atDay, DAY_MS, HOUR_MS, iso } from './time.ts';

/** What the order book asks for, before it is planned. */
export interface OrderRequest {
  materialId: string;
  quantity: number;
  dueMs: number;
  priority: OrderPriority;
  customerId: string | null;
}

/** A planned production order with its operations, before ids are given out. */
export interface PlannedOrder {
  request: OrderRequest;
  status: OrderStatus;
  startMs: number;
  endMs: number;
  operations: PlannedOperation[];
}

/**
 * The plan's "now", the time it was last settled and the time the tests read it at: Wednesday 07:00
 * plant time (10:00 UTC) of the anchor week. What was planned to start before it has started or is
 * done; orders entered since the last scheduling run are released from it.
 */
export const NOW_MS = atDay(2, 7);
const RELEASE_MS = NOW_MS;

/** Status of an order from where its plan lies against now. */
export function statusOf(startMs: number, endMs: number): OrderStatus {
  if (endMs <= NOW_MS) return endMs >= NOW_MS - 7 * DAY_MS ? 'Completed' : 'Closed';
  if (startMs < NOW_MS) return 'In Process';
  return startMs < NOW_MS + 8 * DAY_MS ? 'Released' : 'Created';
}

/**
 * An order entered after the last scheduling run: basic dates only, backward from its due date on
 * primary work centers at infinite capacity, and never before now.
 */
export function planUnscheduled(board: PlanBoard, request: OrderRequest): PlannedOrder {
  const drafts = draftOperations(routingOf(request.materialId), request.quantity);
  const release = Math.max(latestStart(board, drafts, request.dueMs), RELEASE_MS);
  const operations = forwardPlan(board, drafts, release, 'basic-dates');
  const startMs = operations[0]?.startMs ?? release;
  const endMs = operations[operations.length - 1]?.endMs ?? release;
  return { request, status: statusOf(startMs, endMs), startMs, endMs, operations };
}

/**
 * An order of the last scheduling run: its first operation on the line's own work center from
 * `releaseMs`, the rest on whichever eligible work center finishes first, never overlapping.
 */
export function planScheduled(
  board: PlanBoard,
  materialId: string,
  quantity: number,
  releaseMs: number,
): PlannedOperation[] {
  const drafts = draftOperations(routingOf(materialId), quantity).map((op, i) =>
    i === 0 ? { ...op, options: op.options.slice(0, 1) } : op,
  );
  return forwardPlan(board, drafts, releaseMs, 'finite');
}

function operationStatus(order: PlannedOrder, op: PlannedOperation): OrderOperationRow['status'] {
  if (order.status === 'Completed' || order.status === 'Closed') return 'Done';
  if (order.status !== 'In Process') return 'Planned';
  if (op.endMs <= NOW_MS) return 'Done';
  return op.startMs < NOW_MS ? 'Started' : 'Planned';
}

function completion(order: PlannedOrder): number {
  if (order.status === 'Completed' || order.status === 'Closed') return 100;
  if (order.status !== 'In Process') return 0;
  let total = 0;
  let done = 0;
  for (const op of order.operations) {
    const span = op.endMs - op.startMs;
    total += span;
    done += Math.min(span, Math.max(0, NOW_MS - op.startMs));
  }
  return Math.min(99, Math.max(1, Math.round((100 * done) / Math.max(1, total))));
}

/** The operation a planner watches: the molding operation, else the longest one. */
function mainWorkCenter(order: PlannedOrder): string | null {
  const routing = routingOf(order.request.materialId);
  const molding = order.operations.find(
    (op) => routing.find((r) => r.operation_no === op.operationNo)?.requires_mold,
  );
  if (molding) return molding.workCenterId;
  const longest = [...order.operations].sort((a, b) => b.durationMins - a.durationMins)[0];
  return longest?.workCenterId ?? null;
}

/** Turns a planned order into its table rows. */
export function orderRows(
  orderId: string,
  order: PlannedOrder,
  salesOrderId: string | null,
  random: Random,
): { order: ProductionOrderRow; operations: OrderOperationRow[] } {
  const item = catalogItem(order.request.materialId);
  const isDone = order.status === 'Completed' || order.status === 'Closed';
  const lateFinishMs = isDone && random.chance(0.25) ? random.int(2, 20) * HOUR_MS : 0;
  return {
    order: {
      order_id: orderId,
      material: item.id,
      material_description: item.made?.description ?? null,
      quantity: order.request.quantity,
      unit: item.unit,
      status: order.status,
      priority: order.request.priority,
      basic_start_date: iso(order.startMs),
      basic_end_date: iso(order.request.dueMs),
      actual_start: order.status === 'Created' || order.status === 'Released' ? null : iso(order.startMs),
      actual_end: isDone
        ? iso(Math.max(order.endMs, Math.min(order.endMs + lateFinishMs, NOW_MS - HOUR_MS)))
        : null,
      completion_percentage: completion(order),
      work_center: mainWorkCenter(order),
      customer_id: order.request.customerId,
      sales_order_id: salesOrderId,
    },
    operations: order.operations.map((op, i) => {
      const status = operationStatus(order, op);
      return {
        order_id: orderId,
        operation_id: String(op.operationNo).padStart(4, '0'),
        seq: i + 1,
        description: op.description,
        work_center: op.workCenterId,
        duration_mins: op.durationMins,
        setup_minutes: op.setupMinutes,
        start_time: iso(op.startMs),
        end_time: iso(op.endMs),
        status,
        is_frozen: status !== 'Planned',
      };
    }),
  };
}
