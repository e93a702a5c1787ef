import type { InventoryItem } from '@takt/contract';
import type { ActionMessage, MrpResult, MrpRunRequest, PlannedOrder, Priority } from '../../api/bom-api.ts';

/** MD01 plans the plant over the horizon the screen shows (enterprise-shell §9). */
export const PLANT_HORIZON_DAYS = 30;

/**
 * The plant's MRP run: no demand orders of its own, the open sales orders as independent demand.
 * The API must accept an empty order list when `include_sales_orders` is set (see the lead's note).
 */
export const PLANT_MRP_REQUEST: MrpRunRequest = {
  orders: [],
  planning_horizon_days: PLANT_HORIZON_DAYS,
  time_bucket_days: 7,
  include_sales_orders: true,
};

export type MrpElementName = 'Purchase Req' | 'Planned Order' | 'Production Order' | 'Sales Order' | 'Stock';

/** One line of the Stock/Requirements table (enterprise-shell §3, MRP line). */
export interface PlantMrpLine {
  material_id: string;
  material_name: string;
  unit: string | null;
  required_quantity: number;
  available_stock: number;
  /** Net requirements MRP had to cover with new orders. */
  shortage: number;
  planned_receipts: number;
  planned_orders: number;
  safety_stock: number;
  reorder_point: number | null;
  lead_time_days: number;
  suggested_order_date: string | null;
  requirement_date: string | null;
  mrp_element: MrpElementName;
  exception_message: string | null;
  exception_priority: Priority | null;
}

const PRIORITY_RANK: Record<Priority, number> = { HIGH: 0, MEDIUM: 1, LOW: 2 };
const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
const earliest = (dates: readonly string[]) => (dates.length ? [...dates].sort()[0]! : null);

function mostUrgent(messages: readonly ActionMessage[]): ActionMessage | null {
  return (
    [...messages].sort(
      (a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.date.localeCompare(b.date),
    )[0] ?? null
  );
}

/**
 * The run's item records as Stock/Requirements lines: the record's buckets added up, the item's
 * planned orders and its most urgent action message. Nothing is planned here; it is the run's answer.
 */
export function plantMrpLines(result: MrpResult, items: readonly InventoryItem[] = []): PlantMrpLine[] {
  const master = new Map(items.map((i) => [i.item_id, i]));
  return result.item_records.map((record) => {
    const orders = result.planned_orders.filter((o) => o.item_id === record.item_id);
    const message = mostUrgent(result.action_messages.filter((m) => m.item_id === record.item_id));
    const requirementBuckets = record.buckets.filter((b) => b.gross_requirements > 0);
    const receipts = sum(record.buckets.map((b) => b.scheduled_receipts));
    const mrpElement = mrpElementOf(orders[0]?.order_type, record.procurement, receipts);
    return {
      material_id: record.item_id,
      material_name: record.item_name,
      unit: record.unit,
      required_quantity: sum(record.buckets.map((b) => b.gross_requirements)),
      available_stock: record.available,
      shortage: sum(record.buckets.map((b) => b.net_requirements)),
      planned_receipts: receipts,
      planned_orders: sum(orders.map((o) => o.order_quantity)),
      safety_stock: record.safety_stock,
      reorder_point: master.get(record.item_id)?.reorder_point ?? null,
      lead_time_days: record.lead_time_days,
      suggested_order_date: earliest(orders.map((o) => o.release_date)),
      requirement_date: requirementBuckets[0]?.start_date ?? null,
      mrp_element: mrpElement,
      exception_message: message?.message ?? null,
      exception_priority: message?.priority ?? null,
    };
  });
}

/** The element that covers the line: a new order, an open production order, or stock (and open purchases). */
function mrpElementOf(
  orderType: PlannedOrder['order_type'] | undefined,
  procurement: 'MAKE' | 'BUY',
  scheduledReceipts: number,
): MrpElementName {
  if (orderType === 'PURCHASE_REQUISITION') return 'Purchase Req';
  if (orderType === 'PLANNED_ORDER') return 'Planned Order';
  if (procurement === 'MAKE' && scheduledReceipts > 0) return 'Production Order';
  return 'Stock';
}

export type PlantMrpFilter = 'all' | 'shortages' | 'planned';

export function filterLines(lines: readonly PlantMrpLine[], filter: PlantMrpFilter): PlantMrpLine[] {
  if (filter === 'shortages') return lines.filter((l) => l.shortage > 0);
  if (filter === 'planned') return lines.filter((l) => l.planned_orders > 0);
  return [...lines];
}

export interface PlantMrpSummary {
  planning_date: string;
  planning_horizon_days: number;
  materials_analyzed: number;
  shortages_detected: number;
  purchase_requisitions_created: number;
  planned_orders_created: number;
  /** Σ planned quantity × standard cost; null when no item has a cost. */
  total_value: number | null;
  critical_materials: string[];
}

/** The MRP summary of enterprise-shell §3; critical materials are those with a HIGH-priority message. */
export function plantMrpSummary(
  result: MrpResult,
  lines: readonly PlantMrpLine[],
  items: readonly InventoryItem[] = [],
): PlantMrpSummary {
  const cost = new Map(items.map((i) => [i.item_id, i.standard_cost]));
  const valued = result.planned_orders.filter((o) => cost.has(o.item_id));
  return {
    planning_date: result.planning_date,
    planning_horizon_days: result.planning_horizon_days,
    materials_analyzed: lines.length,
    shortages_detected: lines.filter((l) => l.shortage > 0).length,
    purchase_requisitions_created: result.planned_orders.filter(
      (o) => o.order_type === 'PURCHASE_REQUISITION',
    ).length,
    planned_orders_created: result.planned_orders.filter((o) => o.order_type === 'PLANNED_ORDER').length,
    total_value: valued.length ? sum(valued.map((o) => o.order_quantity * (cost.get(o.item_id) ?? 0))) : null,
    critical_materials: [
      ...new Set(result.action_messages.filter((m) => m.priority === 'HIGH').map((m) => m.item_id)),
    ],
  };
}
