import type * as Wire from '@takt/contract';
import type {
  ActionMessage,
  CapacityCheck,
  CapacityWeek,
  MrpBucket,
  MrpItemRecord,
  MrpResult,
  MrpSummary,
  Peg,
  PlannedOrder,
  StockRequirementElement,
  WeeklyCapacityCheck,
} from '@takt/engine';
import type { Locale } from '../../i18n/locale.ts';
import { actionMessageText, mrpWarningText } from './mrp-wording.ts';

/**
 * The MRP engine's result as the API sends it (planning-workspaces §3): the spec's snake_case field
 * names, and the messages and warnings worded from their codes in `language` (mrp-wording.ts). Field by field, typed
 * against the contract, so a field the contract or the engine renames or adds is a compile error here.
 * Record keys (week dates) are data and pass through as they are.
 */
export function mrpResultToWire(result: MrpResult, language: Locale = 'en-US'): Wire.MrpResult {
  return {
    planning_date: result.planningDate,
    planning_horizon_days: result.planningHorizonDays,
    time_bucket_days: result.timeBucketDays,
    summary: mrpSummaryToWire(result.summary),
    planned_orders: result.plannedOrders.map(plannedOrderToWire),
    action_messages: result.actionMessages.map((message) => actionMessageToWire(message, language)),
    capacity_check: capacityCheckToWire(result.capacityCheck),
    item_records: result.itemRecords.map(itemRecordToWire),
    warnings: result.warnings.map((warning) => mrpWarningText(warning, language)),
  };
}

export function mrpSummaryToWire(summary: MrpSummary): Wire.MrpResult['summary'] {
  return {
    total_planned_orders: summary.totalPlannedOrders,
    total_quantity: summary.totalQuantity,
    unique_items: summary.uniqueItems,
    average_lead_time: summary.averageLeadTime,
  };
}

export function plannedOrderToWire(order: PlannedOrder): Wire.PlannedOrder {
  return {
    order_id: order.orderId,
    item_id: order.itemId,
    item_name: order.itemName,
    order_quantity: order.orderQuantity,
    release_date: order.releaseDate,
    due_date: order.dueDate,
    lead_time_days: order.leadTimeDays,
    lot_sizing_method: order.lotSizingMethod,
    order_type: order.orderType,
    pegged_to: order.peggedTo.map(pegToWire),
  };
}

function pegToWire(peg: Peg): Wire.Peg {
  return {
    demand_type: peg.demandType,
    demand_id: peg.demandId,
    quantity: peg.quantity,
    required_date: peg.requiredDate,
  };
}

/** An action message with its sentence in `language`. */
export function actionMessageToWire(message: ActionMessage, language: Locale = 'en-US'): Wire.ActionMessage {
  return {
    type: message.type,
    priority: message.priority,
    item_id: message.itemId,
    message: actionMessageText(message, language),
    quantity: message.quantity,
    date: message.date,
    order_id: message.orderId,
  };
}

function capacityCheckToWire(check: CapacityCheck): Wire.CapacityCheck {
  return {
    ...weeklyCheckToWire(check),
    work_centers: check.workCenters.map((wc) => ({
      ...weeklyCheckToWire(wc),
      work_center_id: wc.workCenterId,
    })),
  };
}

function weeklyCheckToWire(check: WeeklyCapacityCheck): Wire.WeeklyCapacityCheck {
  return {
    capacity_per_week: check.capacityPerWeek,
    max_utilization: check.maxUtilization,
    overload_weeks: check.overloadWeeks.map(capacityWeekToWire),
    weekly_load: check.weeklyLoad,
    weekly_capacity: check.weeklyCapacity,
    weekly_utilization: check.weeklyUtilization,
  };
}

function capacityWeekToWire(week: CapacityWeek): Wire.CapacityWeek {
  return { week: week.week, load: week.load, utilization: week.utilization, status: week.status };
}

export function itemRecordToWire(record: MrpItemRecord): Wire.MrpItemRecord {
  return {
    item_id: record.itemId,
    item_name: record.itemName,
    unit: record.unit,
    low_level_code: record.lowLevelCode,
    procurement: record.procurement,
    lot_sizing_method: record.lotSizingMethod,
    lead_time_days: record.leadTimeDays,
    on_hand: record.onHand,
    available: record.available,
    safety_stock: record.safetyStock,
    buckets: record.buckets.map(bucketToWire),
    elements: record.elements.map(elementToWire),
  };
}

function bucketToWire(bucket: MrpBucket): Wire.MrpBucket {
  return {
    start_date: bucket.startDate,
    end_date: bucket.endDate,
    gross_requirements: bucket.grossRequirements,
    scheduled_receipts: bucket.scheduledReceipts,
    projected_on_hand: bucket.projectedOnHand,
    net_requirements: bucket.netRequirements,
    planned_receipts: bucket.plannedReceipts,
    planned_releases: bucket.plannedReleases,
  };
}

function elementToWire(element: StockRequirementElement): Wire.StockRequirementElement {
  return {
    date: element.date,
    element_type: element.elementType,
    element_id: element.elementId,
    quantity: element.quantity,
    available_quantity: element.availableQuantity,
  };
}
