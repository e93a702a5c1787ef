import type { ScheduleInput } from '@takt/contract';
import {
  type Baseline,
  expandShifts,
  type Mold,
  materialReleases,
  type Operation,
  type OperationMode,
  type Order,
  type OrderRelease,
  operationMinutes,
  operationSetupFamily,
  type PlannedOperation,
  type SchedulingProblem,
  type SetupMatrix,
  usableStock,
  type WorkCenter,
} from '@takt/engine';
import { plantClock } from '../../time/plant-clock.ts';
import { stockRows } from '../stock-rows.ts';
import type { OrderFacts } from './run-input.ts';
import type { SchedulingSnapshot } from './snapshot.ts';
import { type TimeAxis, timeAxis } from './time-axis.ts';

const PRIORITY_WEIGHT: Record<string, number> = { Low: 0.5, Normal: 1, High: 2, Urgent: 4 };
const WEEK_MS = 7 * 86_400_000;
const MIN_HORIZON_WEEKS = 8;
const MAX_HORIZON_WEEKS = 26;
/** Runs longer than a shift may stop outside working time; curing in an autoclave may not. */
const PAUSABLE_AFTER_MINUTES = 480;
const NON_PAUSABLE_TYPES = new Set(['Autoclave']);

export interface BuiltProblem {
  problem: SchedulingProblem;
  axis: TimeAxis;
  orders: OrderFacts[];
  releases: OrderRelease[];
  /** Work centers named by operations but absent from master data (no calendar: always available). */
  implicitWorkCenters: string[];
  /** Open orders with no operation at all: nothing tells how to make them. */
  ordersWithoutOperations: string[];
  /** The plan to compare with: the client's baseline, else the dataset's released plan. */
  comparison: PlannedOperation[];
}

export const engineOperationId = (orderId: string, operationId: string) => `${orderId}/${operationId}`;

/**
 * Turns a dataset snapshot into the engine's problem: open orders with their remaining operations
 * (done ones dropped, started ones frozen), eligible work centers with run times from the routings,
 * calendars (shifts in plant time) with downtime, molds, setup matrices, and release times from
 * material availability. Times become minutes from `now`.
 */
export function buildSchedulingProblem(
  snapshot: SchedulingSnapshot,
  options: { now: Date; baseline?: ScheduleInput | null; keepBaseline: boolean },
): BuiltProblem {
  const axis = timeAxis(options.now);
  const latestDue = Math.max(0, ...snapshot.orders.map((o) => o.basic_end_date?.getTime() ?? 0));
  const horizonEndMs = Math.min(
    axis.originMs + MAX_HORIZON_WEEKS * WEEK_MS,
    Math.max(axis.originMs + MIN_HORIZON_WEEKS * WEEK_MS, latestDue + 6 * WEEK_MS),
  );
  const releases = orderReleases(snapshot, axis);
  const releaseAt = new Map(releases.map((r) => [r.orderId, r.releaseAt]));
  const orders: Order[] = snapshot.orders.map((o) => ({
    id: o.order_id,
    material: o.material,
    quantity: o.quantity,
    releaseAt: releaseAt.get(o.order_id) ?? 0,
    ...(o.basic_end_date ? { dueAt: axis.toMinutes(o.basic_end_date) } : {}),
    weight: PRIORITY_WEIGHT[o.priority] ?? 1,
  }));
  const known = buildWorkCenters(snapshot, axis, horizonEndMs);
  // Imported orders may name work centers the dataset has no master data for: they work around the clock.
  const implicitWorkCenters = [...new Set(snapshot.operations.map((op) => op.work_center))]
    .filter((id) => !known.some((wc) => wc.id === id))
    .sort();
  const workCenters = [...known, ...implicitWorkCenters.map((id) => ({ id, name: id }))];
  const molds = buildMolds(snapshot);
  const operations = assignFrozenMolds(
    buildOperations(snapshot, axis, new Set(workCenters.map((w) => w.id))),
    molds,
  );
  const stored = storedPlan(snapshot, axis);
  const comparison = options.baseline ? clientPlan(options.baseline, axis) : stored;
  const problem: SchedulingProblem = {
    orders,
    operations,
    workCenters,
    molds,
    setupMatrices: buildSetupMatrices(snapshot),
    horizonEndAt: axis.toMinutes(new Date(horizonEndMs)),
    ...(options.keepBaseline ? { baseline: toBaseline(comparison) } : {}),
  };
  return {
    problem,
    axis,
    orders: snapshot.orders.map((o) => ({
      orderId: o.order_id,
      material: o.material,
      quantity: o.quantity,
      dueDate: o.basic_end_date?.toISOString() ?? null,
    })),
    releases,
    implicitWorkCenters,
    ordersWithoutOperations: snapshot.orders
      .filter((o) => !snapshot.operations.some((op) => op.order_id === o.order_id))
      .map((o) => o.order_id),
    comparison,
  };
}

function buildWorkCenters(snapshot: SchedulingSnapshot, axis: TimeAxis, horizonEndMs: number): WorkCenter[] {
  const shifts = new Map(snapshot.calendars.map((c) => [c.calendar_id, c.shifts]));
  const clock = plantClock(snapshot.timeZone);
  return snapshot.workCenters.map((wc) => {
    const downtime = snapshot.downtimes
      .filter((d) => d.work_center_id === wc.work_center_id)
      .map((d) => ({ startAt: d.start_at.getTime(), endAt: d.end_at.getTime() }));
    const open = [
      ...expandShifts(shifts.get(wc.calendar_id) ?? [], axis.originMs - WEEK_MS, horizonEndMs, clock),
      // Extra shifts and overtime add to the calendar's shifts (the engine joins overlapping windows).
      ...snapshot.extraShifts
        .filter((x) => x.work_center_id === wc.work_center_id)
        .map((x) => ({ startAt: x.start_at.getTime(), endAt: x.end_at.getTime() })),
    ];
    return {
      id: wc.work_center_id,
      name: wc.name,
      type: wc.type,
      calendar: {
        workingWindows: open.map((w) => axis.workingMinutes(w.startAt, w.endAt)),
        unavailable: downtime.map((d) => axis.blockedMinutes(d.startAt, d.endAt)),
      },
    };
  });
}

function buildOperations(
  snapshot: SchedulingSnapshot,
  axis: TimeAxis,
  activeWorkCenters: Set<string>,
): Operation[] {
  const routing = new Map(snapshot.routings.map((r) => [`${r.material_id}|${r.operation_no}`, r]));
  const typeOf = new Map(snapshot.workCenters.map((w) => [w.work_center_id, w.type]));
  const materials = new Map(snapshot.materials.map((m) => [m.material_id, m]));
  const orders = new Map(snapshot.orders.map((o) => [o.order_id, o]));
  const operations: Operation[] = [];
  let previous: { orderId: string; maxWait: number | null; minWait: number } | undefined;
  for (const op of snapshot.operations) {
    if (op.status === 'Done') continue;
    const order = orders.get(op.order_id);
    if (!order) continue;
    const step = routing.get(`${order.material}|${Number.parseInt(op.operation_id, 10)}`);
    const modes: OperationMode[] = step
      ? step.eligible
          .filter((e) => activeWorkCenters.has(e.work_center_id))
          .map((e) => ({
            workCenterId: e.work_center_id,
            runMinutes: operationMinutes(
              { fixedMinutes: e.fixed_minutes, runRatePerHour: e.run_rate_per_hour },
              order.quantity,
            ),
          }))
      : [{ workCenterId: op.work_center, runMinutes: Math.round(op.duration_mins) }];
    const sameOrder = previous?.orderId === op.order_id;
    const moldFamily = step?.requires_mold ? materials.get(order.material)?.mold_family : undefined;
    const setupFamily = operationSetupFamily(
      step && { setupFamily: step.setup_family, requiresMold: step.requires_mold },
      moldFamily,
    );
    const longest = Math.max(0, ...modes.map((m) => m.runMinutes));
    const isStarted = op.status === 'Started' && op.start_time && op.end_time;
    operations.push({
      id: engineOperationId(op.order_id, op.operation_id),
      orderId: op.order_id,
      modes,
      ...(sameOrder && previous?.minWait ? { minWaitMinutes: previous.minWait } : {}),
      ...(sameOrder && previous?.maxWait != null ? { maxWaitMinutes: previous.maxWait } : {}),
      ...(setupFamily ? { setupFamily } : {}),
      ...(moldFamily ? { moldIds: moldsOf(snapshot, moldFamily) } : {}),
      canPause: longest > PAUSABLE_AFTER_MINUTES && !NON_PAUSABLE_TYPES.has(typeOf.get(op.work_center) ?? ''),
      ...(isStarted
        ? {
            frozen: {
              workCenterId: op.work_center,
              startAt: axis.toMinutes(op.start_time!),
              // A started operation that is not done is still running now, even past its planned end.
              endAt: Math.max(axis.ceilMinutes(op.end_time!.getTime()), 0),
              setupMinutes: op.setup_minutes,
            },
          }
        : {}),
    });
    previous = {
      orderId: op.order_id,
      minWait: step?.min_wait_after_minutes ?? 0,
      maxWait: step?.max_wait_after_minutes ?? null,
    };
  }
  return operations;
}

/**
 * A started molding operation is on a press with some mold of its family; the dataset does not say
 * which, so each gets the first fitting mold not already taken by an overlapping started operation.
 */
function assignFrozenMolds(operations: Operation[], molds: Mold[]): Operation[] {
  const taken: { moldId: string; startAt: number; endAt: number }[] = [];
  return operations.map((op) => {
    const frozen = op.frozen;
    if (!frozen || !op.moldIds?.length) return op;
    const endAt = frozen.endAt ?? frozen.startAt;
    const moldId = op.moldIds.find(
      (id) =>
        molds.find((m) => m.id === id)?.workCenterIds.includes(frozen.workCenterId) &&
        !taken.some((t) => t.moldId === id && t.startAt < endAt && frozen.startAt < t.endAt),
    );
    if (!moldId) return op;
    taken.push({ moldId, startAt: frozen.startAt, endAt });
    return { ...op, frozen: { ...frozen, moldId } };
  });
}

function moldsOf(snapshot: SchedulingSnapshot, family: string): string[] {
  return snapshot.molds
    .filter((m) => m.mold_family === family && m.status === 'available')
    .map((m) => m.mold_id);
}

function buildMolds(snapshot: SchedulingSnapshot): Mold[] {
  return snapshot.molds
    .filter((m) => m.status === 'available')
    .map((m) => ({ id: m.mold_id, workCenterIds: [...m.fits_work_centers] }));
}

function buildSetupMatrices(snapshot: SchedulingSnapshot): SetupMatrix[] {
  const byType = new Map<string, SetupMatrix>();
  for (const row of snapshot.setupMatrices) {
    const matrix = byType.get(row.work_center_type) ?? { workCenterType: row.work_center_type, rules: [] };
    matrix.rules.push({
      fromFamily: row.from_family,
      toFamily: row.to_family,
      setupMinutes: row.setup_minutes,
    });
    byType.set(row.work_center_type, matrix);
  }
  return [...byType.values()];
}

/**
 * When each not-yet-released order's purchased components are there (stock, open purchase orders, else
 * a new purchase after the lead time): the plan's earliest starts, and the assistant's "which orders
 * wait for material?" read the same figures.
 */
export function orderReleases(snapshot: SchedulingSnapshot, axis: TimeAxis): OrderRelease[] {
  const purchased = new Set(
    snapshot.materials.filter((m) => m.procurement === 'BUY').map((m) => m.material_id),
  );
  const availableStock = usableStock(stockRows(snapshot.inventory));
  return materialReleases({
    orders: snapshot.orders
      .filter((o) => o.status === 'Created')
      .map((o) => ({
        orderId: o.order_id,
        materialId: o.material,
        quantity: o.quantity,
        ...(o.basic_end_date ? { dueAt: axis.toMinutes(o.basic_end_date) } : {}),
      })),
    components: snapshot.bomComponents.map((c) => ({
      parentId: c.product_id,
      itemId: c.item_id,
      quantityPer: c.quantity_per,
      scrapPercent: c.scrap_percent,
    })),
    purchasedItemIds: purchased,
    availableStock,
    receipts: snapshot.purchaseOrders.map((p) => ({
      itemId: p.material_id,
      at: axis.ceilMinutes(p.expected_date.getTime()),
      quantity: p.quantity,
      reference: p.po_id,
    })),
    leadTimeMinutes: new Map(snapshot.materials.map((m) => [m.material_id, m.lead_time_days * 24 * 60])),
  });
}

function storedPlan(snapshot: SchedulingSnapshot, axis: TimeAxis): PlannedOperation[] {
  const material = new Map(snapshot.orders.map((o) => [o.order_id, o.material]));
  return snapshot.operations
    .filter((op) => op.status !== 'Done' && op.start_time)
    .map((op) => ({
      operationId: engineOperationId(op.order_id, op.operation_id),
      orderId: op.order_id,
      material: material.get(op.order_id) ?? '',
      workCenterId: op.work_center,
      startAt: axis.toMinutes(op.start_time!),
      ...(op.end_time ? { endAt: axis.ceilMinutes(op.end_time.getTime()) } : {}),
    }));
}

function clientPlan(baseline: ScheduleInput, axis: TimeAxis): PlannedOperation[] {
  return baseline.data.orders.flatMap((order) =>
    order.operations.map((op) => ({
      operationId: engineOperationId(order.order_id, op.operation_id),
      orderId: order.order_id,
      material: order.material ?? '',
      workCenterId: op.work_center,
      startAt: axis.toMinutes(new Date(op.start_time)),
      endAt: axis.ceilMinutes(Date.parse(op.end_time)),
    })),
  );
}

function toBaseline(plan: PlannedOperation[]): Baseline {
  return {
    operations: plan.map((p) => ({
      operationId: p.operationId,
      workCenterId: p.workCenterId,
      startAt: p.startAt,
      ...(p.endAt === undefined ? {} : { endAt: p.endAt }),
    })),
  };
}
