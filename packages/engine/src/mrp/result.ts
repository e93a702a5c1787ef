import type { LotSizingMethod, Procurement, ReceiptKind } from './model.ts';

/**
 * The result of an MRP run: the facts of planning-workspaces §3 in the engine's own terms (the server
 * maps them to the API's field names and words the messages and warnings from their codes).
 * Dates are ISO 'YYYY-MM-DD'; quantities are in each item's unit, rounded to 6 decimals.
 */

export type PlannedOrderType = 'PLANNED_ORDER' | 'PURCHASE_REQUISITION';
export type DemandType = 'DEMAND_ORDER' | 'SALES_ORDER' | 'DEPENDENT' | 'SAFETY_STOCK' | 'RESERVED';
export type ActionType =
  | 'RELEASE'
  | 'PLAN'
  | 'LOW_STOCK'
  | 'EXPEDITE'
  | 'RESCHEDULE_IN'
  | 'RESCHEDULE_OUT'
  | 'CANCEL';
export type Priority = 'HIGH' | 'MEDIUM' | 'LOW';
/** Weekly capacity status (planning-workspaces §4): above 100% Overload, above 85% High, else Normal. */
export type CapacityStatus = 'Overload' | 'High' | 'Normal';

/** The part of one demand an order covers. */
export interface Peg {
  /** DEPENDENT: the parent's planned or open production order; SAFETY_STOCK: replenishing safety stock; RESERVED: reservations above stock. */
  demandType: DemandType;
  /** The demand order, sales order or parent order id; the item id for SAFETY_STOCK and RESERVED. */
  demandId: string;
  quantity: number;
  requiredDate: string;
}

export interface PlannedOrder {
  orderId: string;
  itemId: string;
  itemName: string;
  orderQuantity: number;
  /** `dueDate − leadTimeDays`; before the planning date when the order is late (EXPEDITE). */
  releaseDate: string;
  /** The first requirement date of the bucket whose shortage the order covers, never before today. */
  dueDate: string;
  leadTimeDays: number;
  lotSizingMethod: LotSizingMethod;
  orderType: PlannedOrderType;
  /**
   * The demands the order covers, in date order; lot-size excess is pegged to nothing. Empty unless the
   * item is one of the input's `peggedItems` (default: all).
   */
  peggedTo: Peg[];
}

/**
 * Why a message is raised, with the figures its wording needs (quantities in the message's `unit`,
 * rounded to 6 decimals).
 */
export type ActionReason =
  /** A planned order, EXPEDITE, RELEASE or PLAN by its release; `daysLate` counts from the release to today (0 unless EXPEDITE). */
  | { code: 'PLANNED_ORDER'; releaseDate: string; dueDate: string; daysLate: number }
  /**
   * An open receipt due `dueDate`: needed on `neededDate` (EXPEDITE, RESCHEDULE_IN, RESCHEDULE_OUT), or
   * not within the planning horizon (`neededDate` null: CANCEL, or RESCHEDULE_OUT past the horizon for a
   * production order in process).
   */
  | { code: 'OPEN_RECEIPT'; receiptKind: ReceiptKind; dueDate: string; neededDate: string | null }
  /** Available stock (on hand − reserved) below safety stock. */
  | { code: 'BELOW_SAFETY_STOCK'; available: number; safetyStock: number }
  /** Available stock at or below a positive reorder point. */
  | { code: 'AT_REORDER_POINT'; available: number; reorderPoint: number };

export interface ActionMessage {
  type: ActionType;
  priority: Priority;
  itemId: string;
  /** The item's unit, for the wording of `quantity` and the reason's quantities; null when unknown. */
  unit: string | null;
  reason: ActionReason;
  quantity: number;
  date: string;
  /** The planned order or scheduled receipt concerned; null for LOW_STOCK. */
  orderId: string | null;
}

/** Data the run had to assume, by code. */
export type MrpWarning =
  /** The item is not in the item master: planned with lead time 0, lot-for-lot, bought. */
  | { code: 'ITEM_NOT_IN_MASTER'; itemId: string }
  /** Load is planned on a work center with no capacity data: it is left out of the capacity check. */
  | { code: 'WORK_CENTER_WITHOUT_CAPACITY'; workCenterId: string };

export interface CapacityWeek {
  /** Monday of the week. */
  week: string;
  /** Hours. */
  load: number;
  /** Load over the week's capacity, percent; null when work is planned in a week with no working time. */
  utilization: number | null;
  status: CapacityStatus;
}

/**
 * The weekly check of one load against its capacity. Weeks are Monday to Sunday in plant time, keyed by
 * their Monday's ISO date; hours and percents are rounded to 2 decimals.
 */
export interface WeeklyCapacityCheck {
  /** Calendar hours of a full week (shifts, before downtime): the nominal capacity. */
  capacityPerWeek: number;
  /** Highest weekly utilization among the weeks with working time, percent. */
  maxUtilization: number;
  /** Weeks above 85% (status High or Overload), in week order. */
  overloadWeeks: CapacityWeek[];
  /** Load per week in hours: the work already planned plus the run's planned production orders. */
  weeklyLoad: Record<string, number>;
  /** Capacity per week in hours: calendar hours minus downtime. */
  weeklyCapacity: Record<string, number>;
  /** Load over the week's capacity in percent; null when work is planned in a week with no working time. */
  weeklyUtilization: Record<string, number | null>;
}

export interface WorkCenterCapacity extends WeeklyCapacityCheck {
  workCenterId: string;
}

/** The plant total (every work center's hours summed) and the same check per work center. */
export interface CapacityCheck extends WeeklyCapacityCheck {
  /** The same check per work center: the plant total can hide a bottleneck. */
  workCenters: WorkCenterCapacity[];
}

/** One bucket of an item's time-phased MRP record (the textbook rows). */
export interface MrpBucket {
  /** First day of the bucket; `endDate` is the first day after it: [startDate, endDate). */
  startDate: string;
  endDate: string;
  grossRequirements: number;
  /** Open receipts where MRP counts them: at the date it needs them (after reschedule messages). */
  scheduledReceipts: number;
  projectedOnHand: number;
  netRequirements: number;
  plannedReceipts: number;
  /** Planned orders released in the bucket; late releases count in the first bucket. */
  plannedReleases: number;
}

/** One line of the stock/requirements list (MD04): stock, requirement or receipt with the running balance. */
export interface StockRequirementElement {
  date: string;
  elementType: 'STOCK' | DemandType | 'PURCHASE_ORDER' | 'PRODUCTION_ORDER' | PlannedOrderType;
  elementId: string;
  /** Receipts positive, requirements negative. */
  quantity: number;
  availableQuantity: number;
}

export interface MrpItemRecord {
  itemId: string;
  itemName: string;
  unit: string | null;
  lowLevelCode: number;
  procurement: Procurement;
  lotSizingMethod: LotSizingMethod;
  leadTimeDays: number;
  onHand: number;
  available: number;
  safetyStock: number;
  /** Empty unless the item is one of the input's `bucketItems` (default: all). */
  buckets: MrpBucket[];
  /** Empty unless the item is one of the input's `stockRequirementItems` (default: all). */
  elements: StockRequirementElement[];
}

export interface MrpSummary {
  totalPlannedOrders: number;
  /** Σ order quantities (over mixed units, as the spec's summary card shows it). */
  totalQuantity: number;
  uniqueItems: number;
  /** Mean lead time of the planned orders in days, 2 decimals; 0 without orders. */
  averageLeadTime: number;
}

export interface MrpResult {
  planningDate: string;
  planningHorizonDays: number;
  timeBucketDays: number;
  summary: MrpSummary;
  /** By release date, then item id. */
  plannedOrders: PlannedOrder[];
  /** HIGH first, then by date and item id. */
  actionMessages: ActionMessage[];
  capacityCheck: CapacityCheck;
  /** Every planned item by low-level code, then item id. */
  itemRecords: MrpItemRecord[];
  /** Data the run had to assume (an item missing from the master ...). */
  warnings: MrpWarning[];
}
