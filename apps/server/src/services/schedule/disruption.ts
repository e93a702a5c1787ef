import type { SchedulingProblem } from '@takt/engine';
import type { SchedulingSnapshot } from './snapshot.ts';
import type { TimeAxis } from './time-axis.ts';

/** What a rescheduling command changes in the plant before the plan is repaired. */
export type Disruption =
  /** The machine is down over [startAt, endAt); no end means until further notice. */
  | { kind: 'breakdown'; workCenterId: string; startAt: Date; endAt: Date | null }
  | { kind: 'material_delay'; materialId: string; availableAt: Date }
  | { kind: 'rush_order'; orderId: string; materialId: string; quantity: number; dueAt: Date };

/** A rush order joins the open orders with operations from its material's routing (preferred work centers). */
export function withRushOrder(
  snapshot: SchedulingSnapshot,
  rush: Extract<Disruption, { kind: 'rush_order' }>,
  now: Date,
) {
  const material = snapshot.materials.find((m) => m.material_id === rush.materialId);
  const steps = snapshot.routings.filter((r) => r.material_id === rush.materialId);
  const order = {
    dataset_id: '',
    order_id: rush.orderId,
    material: rush.materialId,
    material_description: material?.description ?? null,
    quantity: rush.quantity,
    unit: material?.unit ?? 'PC',
    status: 'Created',
    priority: 'Urgent',
    basic_start_date: now,
    basic_end_date: rush.dueAt,
    actual_start: null,
    actual_end: null,
    completion_percentage: 0,
    work_center: steps[0]?.eligible[0]?.work_center_id ?? null,
    customer_id: null,
    sales_order_id: null,
    scheduled_start: null,
    scheduled_end: null,
    version: 1,
    updated_at: now,
  };
  const operations = steps.map((step, index) => {
    const mode = step.eligible[0]!;
    return {
      dataset_id: '',
      order_id: rush.orderId,
      operation_id: String(step.operation_no).padStart(4, '0'),
      seq: index + 1,
      description: step.description,
      work_center: mode.work_center_id,
      duration_mins: mode.fixed_minutes + (rush.quantity / mode.run_rate_per_hour) * 60,
      setup_minutes: 0,
      start_time: null,
      end_time: null,
      status: 'Planned',
      is_frozen: false,
      mold_id: null,
    };
  });
  return {
    ...snapshot,
    orders: [...snapshot.orders, order],
    operations: [...snapshot.operations, ...operations],
  };
}

/**
 * Puts a breakdown or a material delay into the problem: the machine gets the downtime (and a
 * started operation it interrupts is planned again), or every order making or directly consuming
 * the late material waits for it. Answers the orders and operations touched.
 */
export function applyDisruption(
  problem: SchedulingProblem,
  snapshot: SchedulingSnapshot,
  axis: TimeAxis,
  disruption: Disruption,
): { affectedOrders: string[]; interruptedOperations: string[] } {
  if (disruption.kind === 'breakdown') {
    const startAt = axis.toMinutes(disruption.startAt);
    const endAt = disruption.endAt
      ? axis.ceilMinutes(disruption.endAt.getTime())
      : (problem.horizonEndAt ?? startAt + 26 * 7 * 1440);
    const workCenter = problem.workCenters.find((w) => w.id === disruption.workCenterId);
    if (workCenter) {
      workCenter.calendar = {
        ...workCenter.calendar,
        unavailable: [...(workCenter.calendar?.unavailable ?? []), { startAt, endAt }],
      };
    }
    const interrupted: string[] = [];
    for (const op of problem.operations) {
      const frozen = op.frozen;
      if (!frozen || frozen.workCenterId !== disruption.workCenterId) continue;
      if ((frozen.endAt ?? frozen.startAt) <= startAt || frozen.startAt >= endAt) continue;
      delete op.frozen;
      interrupted.push(op.id);
    }
    return { affectedOrders: [], interruptedOperations: interrupted };
  }
  if (disruption.kind === 'material_delay') {
    const availableAt = axis.ceilMinutes(disruption.availableAt.getTime());
    const consumers = new Set(
      snapshot.bomComponents.filter((c) => c.item_id === disruption.materialId).map((c) => c.product_id),
    );
    const affected: string[] = [];
    for (const order of problem.orders) {
      if (order.material !== disruption.materialId && !consumers.has(order.material ?? '')) continue;
      const started = problem.operations.some((op) => op.orderId === order.id && op.frozen);
      if (started) continue;
      order.releaseAt = Math.max(order.releaseAt ?? 0, availableAt);
      affected.push(order.id);
    }
    return { affectedOrders: affected, interruptedOperations: [] };
  }
  return { affectedOrders: [disruption.orderId], interruptedOperations: [] };
}
