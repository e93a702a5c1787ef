import { indexStructure } from '../bom/structure-index.ts';
import { makeGrid } from './buckets.ts';
import { checkCapacity, type ProductionLoad } from './capacity-check.ts';
import { isoDate } from './dates.ts';
import { roundQuantity } from './lot-sizing.ts';
import { lowLevelCodes } from './low-level-codes.ts';
import type { MrpInput } from './model.ts';
import { type MrpProgress, planItems } from './plan-run.ts';
import { independentDemands } from './planning-items.ts';
import type { ActionMessage, MrpResult, MrpSummary, MrpWarning, PlannedOrder } from './result.ts';
import { plannedOrderSequence, sortMessages } from './result-order.ts';
import { validateMrpInput } from './validate-input.ts';

export interface MrpRunOptions {
  /**
   * Told after each item is planned (items in low-level-code order): the caller decides how often to
   * pass it on. The engine keeps no clock; a worker thread times its reports.
   */
  onProgress?: (progress: MrpProgress) => void;
}

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
 * `peggedItems`, `bucketItems` and `stockRequirementItems` limit the pegs, buckets and MD04 lists the
 * result carries (default: every item's); the plan is the same.
 *
 * Items planned: those the demand reaches through the BOMs (all of `items` too with `planAllItems`);
 * phantoms only on demand of their own. Buckets start at `today`; requirements before it count in the
 * first bucket, those on or after today + horizon are left out. Throws MrpInputError for invalid
 * input and BomError BOM_CYCLE for a cycle in the planned structure.
 */
export function runMrp(input: MrpInput, options: MrpRunOptions = {}): MrpResult {
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
  const sequence = [...lowLevelCodes(index.childrenOf, roots)].sort(
    ([a, codeA], [b, codeB]) => codeA - codeB || compare(a, b),
  );
  const run = planItems(
    { input, grid, poqPeriodDays: parameters.poqPeriodDays, index, demands, sequence },
    options.onProgress,
  );
  const positions = plannedOrderSequence(run.orders);
  const plannedOrders = new Array<PlannedOrder>(positions.length);
  const orderMessages = new Array<ActionMessage>(positions.length);
  const production: ProductionLoad[] = [];
  positions.forEach((i, k) => {
    const order = run.orders[i]!;
    plannedOrders[k] = order;
    orderMessages[k] = run.orderMessages[i]!;
    if (order.orderType !== 'PLANNED_ORDER') return;
    production.push({
      itemId: order.itemId,
      quantity: order.orderQuantity,
      releaseDay: run.releaseDays[i]!,
    });
  });
  return {
    planningDate: isoDate(grid.startDay),
    planningHorizonDays: parameters.horizonDays,
    timeBucketDays: parameters.bucketDays,
    summary: summarize(plannedOrders),
    plannedOrders: plannedOrders,
    actionMessages: sortMessages(orderMessages, run.messages),
    capacityCheck: checkCapacity(production, input.capacity, grid),
    itemRecords: run.records,
    warnings: [...run.warnings, ...capacityWarnings(input)],
  };
}

function summarize(orders: readonly PlannedOrder[]): MrpSummary {
  let totalLeadTime = 0;
  let totalQuantity = 0;
  const items = new Set<string>();
  orders.forEach((order) => {
    totalLeadTime += order.leadTimeDays;
    totalQuantity += order.orderQuantity;
    items.add(order.itemId);
  });
  return {
    totalPlannedOrders: orders.length,
    totalQuantity: roundQuantity(totalQuantity),
    uniqueItems: items.size,
    averageLeadTime: orders.length > 0 ? Math.round((totalLeadTime / orders.length) * 100) / 100 : 0,
  };
}

function capacityWarnings(input: MrpInput): MrpWarning[] {
  const known = new Set(input.capacity?.workCenters.map((wc) => wc.workCenterId));
  const unknown = new Set(
    [...(input.capacity?.operations ?? []), ...(input.capacity?.plannedWork ?? [])]
      .map((o) => o.workCenterId)
      .filter((id) => !known.has(id)),
  );
  return [...unknown].sort().map((workCenterId) => ({ code: 'WORK_CENTER_WITHOUT_CAPACITY', workCenterId }));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
