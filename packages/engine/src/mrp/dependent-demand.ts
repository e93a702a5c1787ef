import { grossQuantityPer, type StructureIndex } from '../bom/structure-index.ts';
import { type BucketGrid, bucketOf } from './buckets.ts';
import { epochDay } from './dates.ts';
import { type ComponentConsumer, type DemandTrace, isTraced, traceUse } from './demand-trace.ts';
import type { ItemPlan } from './plan-item.ts';
import type { PlanningItem } from './planning-items.ts';
import type { DatedReceipt } from './receipts.ts';
import type { RequirementTable } from './requirements.ts';

/** What passing demand down needs: the structure, the items' places in the sequence, the table, the trace. */
export interface DemandPassing {
  index: StructureIndex;
  grid: BucketGrid;
  position: ReadonlyMap<string, number>;
  table: RequirementTable;
  trace: DemandTrace;
  /** Items the item master marks as phantoms, by place in the sequence. */
  isPhantom: Uint8Array;
  /** Scratch space reused from parent to parent. */
  scratch: ConsumerCells;
}

/** The bucket, first day and quantity of each consumer requiring its components within the horizon. */
interface ConsumerCells {
  cells: Int32Array;
  firstDays: Float64Array;
  quantities: Float64Array;
}

/** Scratch space for `size` consumers. */
export function consumerCells(size: number): ConsumerCells {
  return {
    cells: new Int32Array(size),
    firstDays: new Float64Array(size),
    quantities: new Float64Array(size),
  };
}

/**
 * Dependent demand of the planned `item` (its place in the sequence): each planned production order
 * needs its components (phantoms passed through) on its release day, each open production order whose
 * components are not issued yet on its start day. The requirements are summed into the table; traced
 * components note the parent (see `DemandTrace`).
 */
export function passDemandDown(
  passing: DemandPassing,
  item: number,
  planning: PlanningItem,
  plan: ItemPlan,
  receipts: readonly DatedReceipt[],
): void {
  if (planning.procurement !== 'MAKE' || !planning.hasBom) return;
  const open = openProductionOrders(planning, receipts);
  const count = plan.orders.length + open.length;
  if (count === 0) return;
  const { table, trace } = passing;
  const inHorizon = placeConsumers(passing, plan, open);
  const { cells, firstDays, quantities } = passing.scratch;
  let hasTracedComponent = false;
  const components = componentsOf(passing, planning.itemId);
  for (let c = 0; c < components.targets.length; c++) {
    const target = components.targets[c]!;
    const factor = components.factors[c]!;
    const row = target * table.bucketCount;
    const { values } = table;
    table.count[target]! += count;
    for (let k = 0; k < inHorizon; k++) {
      const at = 2 * (row + cells[k]!);
      values[at]! += quantities[k]! * factor;
      if (firstDays[k]! < values[at + 1]!) values[at + 1] = firstDays[k]!;
    }
    if (!isTraced(trace, target)) continue;
    traceUse(trace, target, item, factor);
    hasTracedComponent = true;
  }
  if (!hasTracedComponent) return;
  const planned = plan.orders.map((o, k) => ({
    id: o.orderId,
    quantity: o.orderQuantity,
    day: plan.releaseDays[k]!,
  }));
  trace.consumers.set(item, [...planned, ...open]);
}

/**
 * Places the consumers requiring components within the horizon in `passing.scratch` — their bucket,
 * first day and quantity — and returns how many there are: every component takes its requirements on
 * the same days, so they are placed once per parent.
 */
function placeConsumers(passing: DemandPassing, plan: ItemPlan, open: readonly ComponentConsumer[]): number {
  const { grid } = passing;
  const count = plan.orders.length + open.length;
  if (passing.scratch.cells.length < count) passing.scratch = consumerCells(2 * count);
  const { cells, firstDays, quantities } = passing.scratch;
  let placed = 0;
  const place = (day: number, quantity: number) => {
    if (day >= grid.endDay) return;
    cells[placed] = bucketOf(grid, day);
    firstDays[placed] = Math.max(day, grid.startDay);
    quantities[placed++] = quantity;
  };
  plan.orders.forEach((order, k) => {
    place(plan.releaseDays[k]!, order.orderQuantity);
  });
  for (const consumer of open) place(consumer.day, consumer.quantity);
  return placed;
}

/**
 * The components one unit of `parentId` consumes, as places in the sequence with their gross quantity
 * per parent unit: `effectiveComponents` on item numbers, phantoms passed through. The run has already
 * refused any cycle in the planned structure, so the phantoms cannot loop.
 */
function componentsOf(
  passing: DemandPassing,
  parentId: string,
  factor = 1,
  out: { targets: number[]; factors: number[] } = { targets: [], factors: [] },
): { targets: number[]; factors: number[] } {
  for (const line of passing.index.childrenOf.get(parentId) ?? []) {
    const target = passing.position.get(line.itemId)!;
    const isPhantom = line.isPhantom === true || passing.isPhantom[target] === 1;
    if (isPhantom && passing.index.childrenOf.has(line.itemId)) {
      componentsOf(passing, line.itemId, factor * grossQuantityPer(line), out);
      continue;
    }
    out.targets.push(target);
    out.factors.push(factor * grossQuantityPer(line));
  }
  return out;
}

/** Open production orders of the item whose components are not issued yet, on their start day. */
function openProductionOrders(
  planning: PlanningItem,
  receipts: readonly DatedReceipt[],
): ComponentConsumer[] {
  const open: ComponentConsumer[] = [];
  for (const receipt of receipts) {
    if (receipt.kind !== 'PRODUCTION_ORDER' || receipt.componentsIssued) continue;
    const day =
      receipt.startDate === undefined ? receipt.day - planning.leadTimeDays : epochDay(receipt.startDate);
    open.push({ id: receipt.receiptId, quantity: receipt.quantity, day });
  }
  return open;
}
