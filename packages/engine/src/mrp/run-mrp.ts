import { effectiveComponents, indexStructure, type StructureIndex } from '../bom/structure-index.ts';
import { compareMessages } from './action-messages.ts';
import { type BucketGrid, makeGrid } from './buckets.ts';
import { checkCapacity, type ProductionLoad } from './capacity-check.ts';
import { epochDay, isoDate } from './dates.ts';
import { itemRecord } from './item-record.ts';
import { roundQuantity } from './lot-sizing.ts';
import { lowLevelCodes } from './low-level-codes.ts';
import type { MrpInput } from './model.ts';
import type { DemandElement } from './net-item.ts';
import { type ItemPlan, planItem } from './plan-item.ts';
import { independentDemands, type PlanningItem, planningItem, stockByItem } from './planning-items.ts';
import type { DatedReceipt } from './receipts.ts';
import type { MrpResult, MrpSummary, PlannedOrder } from './result.ts';
import { type MrpParameters, validateMrpInput } from './validate-input.ts';

/**
 * Material requirements planning over the input's BOMs, in low-level-code order so that an item is
 * netted once all its parents have passed their dependent demand down:
 *
 * 1. gross requirements: demand orders, open sales orders when `includeSalesOrders`, and the
 *    components (BOM quantity × (1 + scrap %), phantoms passed through) of planned production orders,
 *    required on their release date, and of open production orders not yet issued, on their start date;
 * 2. netting against available stock (on hand − reserved), safety stock and open receipts, with
 *    reschedule-in / reschedule-out / cancel messages for receipts (see `allocateReceipts`);
 * 3. lot sizing (LFL, FOQ, EOQ, POQ), minimum order quantity and rounding;
 * 4. lead-time offsetting: release = due − lead time (calendar days);
 * 5. pegging, action messages, the weekly capacity check and the summary.
 *
 * Items planned: those the demand reaches through the BOMs (all of `items` too with `planAllItems`);
 * phantoms only on demand of their own. Buckets start at `today`; requirements before it count in the
 * first bucket, those on or after today + horizon are left out. Throws MrpInputError for invalid
 * input and BomError BOM_CYCLE for a cycle in the planned structure.
 */
export function runMrp(input: MrpInput): MrpResult {
  const parameters = validateMrpInput(input);
  const grid = makeGrid(parameters.todayDay, parameters.horizonDays, parameters.bucketDays);
  const index = indexStructure({
    items: input.items.map((item) => ({
      itemId: item.itemId,
      itemName: item.itemName,
      isPhantom: item.isPhantom,
    })),
    lines: input.bomLines,
  });
  const demands = independentDemands(input);
  const roots = new Set(demands.keys());
  if (input.planAllItems) for (const item of input.items) roots.add(item.itemId);
  const codes = lowLevelCodes(index.childrenOf, roots);
  const run = planAll(input, parameters, grid, index, demands, codes);
  const plannedOrders = run.orders.sort(
    (a, b) =>
      compare(a.release_date, b.release_date) ||
      compare(a.item_id, b.item_id) ||
      compare(a.order_id, b.order_id),
  );
  const production: ProductionLoad[] = plannedOrders
    .filter((order) => order.order_type === 'PLANNED_ORDER')
    .map((order) => ({
      itemId: order.item_id,
      quantity: order.order_quantity,
      releaseDay: epochDay(order.release_date),
    }));
  return {
    planning_date: isoDate(grid.startDay),
    planning_horizon_days: parameters.horizonDays,
    time_bucket_days: parameters.bucketDays,
    summary: summarize(plannedOrders),
    planned_orders: plannedOrders,
    action_messages: run.messages.sort(compareMessages),
    capacity_check: checkCapacity(production, input.capacity, grid),
    item_records: run.records,
    warnings: [...run.warnings, ...capacityWarnings(input)],
  };
}

function planAll(
  input: MrpInput,
  parameters: MrpParameters,
  grid: BucketGrid,
  index: StructureIndex,
  demands: Map<string, DemandElement[]>,
  codes: Map<string, number>,
) {
  const master = new Map(input.items.map((item) => [item.itemId, item]));
  const stock = stockByItem(input);
  const receipts = receiptsByItem(input);
  const warnings: string[] = [];
  const listed = input.stockRequirementItems && new Set(input.stockRequirementItems);
  const withElements = (itemId: string) => !listed || listed.has(itemId);
  const run = {
    orders: [] as PlannedOrder[],
    messages: [] as MrpResult['action_messages'],
    records: [] as MrpResult['item_records'],
  };
  let orderNumber = 0;
  const nextOrderNumber = () => ++orderNumber;
  const sequence = [...codes].sort(([a, codeA], [b, codeB]) => codeA - codeB || compare(a, b));
  for (const [itemId, code] of sequence) {
    const item = planningItem(itemId, master, stock, index, warnings);
    const itemDemands = demands.get(itemId) ?? [];
    if (item.isPhantom && itemDemands.length === 0) continue;
    const itemReceipts = receipts.get(itemId) ?? [];
    const plan = planItem(item, itemDemands, itemReceipts, grid, parameters.poqPeriodDays, nextOrderNumber);
    passDemandDown(index, item, plan, itemReceipts, demands);
    run.orders.push(...plan.orders);
    run.messages.push(...plan.messages);
    run.records.push(itemRecord(item, plan, code, grid, withElements(itemId)));
  }
  return { ...run, warnings };
}

/**
 * Dependent demand: each planned production order needs its components on its release day, each open
 * production order whose components are not issued yet on its start day.
 */
function passDemandDown(
  index: StructureIndex,
  item: PlanningItem,
  plan: ItemPlan,
  receipts: readonly DatedReceipt[],
  demands: Map<string, DemandElement[]>,
): void {
  if (item.procurement !== 'MAKE' || !item.hasBom) return;
  const consumers = plan.orders.map((order) => ({
    id: order.order_id,
    quantity: order.order_quantity,
    day: plan.releaseDays.get(order.order_id)!,
  }));
  for (const receipt of receipts) {
    if (receipt.kind !== 'PRODUCTION_ORDER' || receipt.componentsIssued) continue;
    const day =
      receipt.startDate === undefined ? receipt.day - item.leadTimeDays : epochDay(receipt.startDate);
    consumers.push({ id: receipt.receiptId, quantity: receipt.quantity, day });
  }
  if (consumers.length === 0) return;
  for (const component of effectiveComponents(index, item.itemId)) {
    const list = demands.get(component.line.itemId) ?? [];
    for (const consumer of consumers) {
      list.push({
        type: 'DEPENDENT',
        id: consumer.id,
        quantity: consumer.quantity * component.factor,
        day: consumer.day,
      });
    }
    demands.set(component.line.itemId, list);
  }
}

function receiptsByItem(input: MrpInput): Map<string, DatedReceipt[]> {
  const byItem = new Map<string, DatedReceipt[]>();
  for (const receipt of input.scheduledReceipts ?? []) {
    if (receipt.quantity <= 0) continue;
    const list = byItem.get(receipt.itemId) ?? [];
    list.push({ ...receipt, day: epochDay(receipt.dueDate) });
    byItem.set(receipt.itemId, list);
  }
  return byItem;
}

function summarize(orders: readonly PlannedOrder[]): MrpSummary {
  const totalLeadTime = orders.reduce((sum, order) => sum + order.lead_time_days, 0);
  return {
    total_planned_orders: orders.length,
    total_quantity: roundQuantity(orders.reduce((sum, order) => sum + order.order_quantity, 0)),
    unique_items: new Set(orders.map((order) => order.item_id)).size,
    average_lead_time: orders.length > 0 ? Math.round((totalLeadTime / orders.length) * 100) / 100 : 0,
  };
}

function capacityWarnings(input: MrpInput): string[] {
  const known = new Set(input.capacity?.workCenters.map((wc) => wc.workCenterId));
  const unknown = new Set(
    (input.capacity?.operations ?? []).map((o) => o.workCenterId).filter((id) => !known.has(id)),
  );
  return [...unknown]
    .sort()
    .map((id) => `Work center ${id} has no capacity: its load is left out of the capacity check`);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
