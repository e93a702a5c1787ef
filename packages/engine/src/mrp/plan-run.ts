import type { StructureIndex } from '../bom/structure-index.ts';
import type { BucketGrid } from './buckets.ts';
import { dateLabels, epochDay } from './dates.ts';
import { isListed, isPegged, isTraced, makeDemandTrace, tracedDemands } from './demand-trace.ts';
import { consumerCells, passDemandDown } from './dependent-demand.ts';
import { itemRecord, stockRequirementElements } from './item-record.ts';
import type { MrpInput } from './model.ts';
import { type DemandElement, nettingRows } from './net-item.ts';
import { demandsInPeggingOrder, pegPlannedOrders, planItem } from './plan-item.ts';
import { planningItem, stockByItem } from './planning-items.ts';
import type { DatedReceipt } from './receipts.ts';
import { addRequirement, makeRequirementTable, readRequirementRow } from './requirements.ts';
import type { ActionMessage, MrpItemRecord, MrpWarning, PlannedOrder } from './result.ts';

/** How far a run has planned: items in planning order, each once its parents are planned. */
export interface MrpProgress {
  itemsPlanned: number;
  itemsTotal: number;
}

/** What the planning loop needs: the input, the grid and the items in planning order. */
export interface RunSetup {
  input: MrpInput;
  grid: BucketGrid;
  poqPeriodDays: number;
  index: StructureIndex;
  /** Independent demands per item id. */
  demands: ReadonlyMap<string, readonly DemandElement[]>;
  /** Items by low-level code, then id, with their code: every parent comes before its components. */
  sequence: readonly (readonly [string, number])[];
}

/** The planned orders item by item with their release days and messages, the other messages, the records and warnings. */
export interface PlannedItems {
  orders: PlannedOrder[];
  releaseDays: number[];
  orderMessages: ActionMessage[];
  messages: ActionMessage[];
  records: MrpItemRecord[];
  warnings: MrpWarning[];
}

/**
 * Plans the items of `setup.sequence` one by one. An item's gross requirements are complete when its
 * turn comes, since its parents come before it; its planned orders then pass their dependent demand
 * down, summed per component and bucket. Demands are kept one by one only for the items whose pegs or
 * stock/requirements list the input asks for (default every item).
 */
export function planItems(setup: RunSetup, onProgress?: (progress: MrpProgress) => void): PlannedItems {
  const run = startRun(setup);
  const itemsTotal = setup.sequence.length;
  setup.sequence.forEach(([itemId, code], i) => {
    planNext(run, itemId, code, i);
    onProgress?.({ itemsPlanned: i + 1, itemsTotal });
  });
  return run.out;
}

type Run = ReturnType<typeof startRun>;

/** The state of a run: requirements, trace, master data by item, the tools and scratch rows, the output. */
function startRun(setup: RunSetup) {
  const { input, grid, sequence } = setup;
  const ids = sequence.map(([id]) => id);
  const position = new Map(ids.map((id, i) => [id, i]));
  const table = makeRequirementTable(ids.length, grid);
  for (const [itemId, demands] of setup.demands) {
    for (const demand of demands)
      addRequirement(table, grid, position.get(itemId)!, demand.day, demand.quantity);
  }
  const trace = makeDemandTrace(ids, input.stockRequirementItems, input.peggedItems);
  const isPhantom = Uint8Array.from(ids, (id) => (setup.index.items.get(id)?.isPhantom === true ? 1 : 0));
  return {
    setup,
    passing: { index: setup.index, grid, position, table, trace, isPhantom, scratch: consumerCells(64) },
    master: new Map(input.items.map((item) => [item.itemId, item])),
    stock: stockByItem(input),
    receipts: receiptsByItem(input),
    bucketItems: input.bucketItems && new Set(input.bucketItems),
    tools: { dateOf: dateLabels(), rows: nettingRows(grid.count) },
    row: { gross: new Float64Array(grid.count), needDay: new Float64Array(grid.count) },
    out: {
      orders: [],
      releaseDays: [],
      orderMessages: [],
      messages: [],
      records: [],
      warnings: [],
    } as PlannedItems,
  };
}

/** Plans the item at place `i` of the sequence, with low-level code `code`. */
function planNext(run: Run, itemId: string, code: number, i: number): void {
  const { setup, passing, tools, out } = run;
  const { grid } = setup;
  const item = planningItem(itemId, run.master, run.stock, setup.index, out.warnings);
  if (item.isPhantom && passing.table.count[i] === 0) return;
  const receipts = run.receipts.get(itemId) ?? [];
  const requirements = readRequirementRow(passing.table, grid, i, run.row);
  const plan = planItem(item, requirements, receipts, grid, setup.poqPeriodDays, tools);
  const hasBuckets = !run.bucketItems || run.bucketItems.has(itemId);
  const record = itemRecord(item, plan, code, grid, tools.dateOf, hasBuckets);
  const { trace } = passing;
  if (isTraced(trace, i)) {
    const demands = demandsInPeggingOrder(item, tracedDemands(trace, i, setup.demands.get(itemId)), grid);
    if (isPegged(trace, i)) pegPlannedOrders(item, plan, demands, tools.dateOf);
    if (isListed(trace, i))
      record.elements = stockRequirementElements(item, plan, demands, grid, tools.dateOf);
  }
  passDemandDown(passing, i, item, plan, receipts);
  for (let k = 0; k < plan.orders.length; k++) {
    out.orders.push(plan.orders[k]!);
    out.releaseDays.push(plan.releaseDays[k]!);
    out.orderMessages.push(plan.orderMessages[k]!);
  }
  for (const message of plan.messages) out.messages.push(message);
  out.records.push(record);
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
