import type { LotSizingMethod, Procurement } from './model.ts';

/**
 * The result of an MRP run in the shape of planning-workspaces §3 (field names as the API sends them).
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
  demand_type: DemandType;
  /** The demand order, sales order or parent order id; the item id for SAFETY_STOCK and RESERVED. */
  demand_id: string;
  quantity: number;
  required_date: string;
}

export interface PlannedOrder {
  order_id: string;
  item_id: string;
  item_name: string;
  order_quantity: number;
  /** `due_date − lead_time_days`; before the planning date when the order is late (EXPEDITE). */
  release_date: string;
  /** The first requirement date of the bucket whose shortage the order covers, never before today. */
  due_date: string;
  lead_time_days: number;
  lot_sizing_method: LotSizingMethod;
  order_type: PlannedOrderType;
  /**
   * The demands the order covers, in date order; lot-size excess is pegged to nothing. Empty unless the
   * item is one of the input's `peggedItems` (default: all).
   */
  pegged_to: Peg[];
}

export interface ActionMessage {
  type: ActionType;
  priority: Priority;
  item_id: string;
  message: string;
  quantity: number;
  date: string;
  /** The planned order or scheduled receipt concerned; null for LOW_STOCK. */
  order_id: string | null;
}

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
  capacity_per_week: number;
  /** Highest weekly utilization among the weeks with working time, percent. */
  max_utilization: number;
  /** Weeks above 85% (status High or Overload), in week order. */
  overload_weeks: CapacityWeek[];
  /** Load per week in hours: the work already planned plus the run's planned production orders. */
  weekly_load: Record<string, number>;
  /** Capacity per week in hours: calendar hours minus downtime. */
  weekly_capacity: Record<string, number>;
  /** Load over the week's capacity in percent; null when work is planned in a week with no working time. */
  weekly_utilization: Record<string, number | null>;
}

export interface WorkCenterCapacity extends WeeklyCapacityCheck {
  work_center_id: string;
}

/** The plant total (every work center's hours summed) and the same check per work center. */
export interface CapacityCheck extends WeeklyCapacityCheck {
  /** The same check per work center: the plant total can hide a bottleneck. */
  work_centers: WorkCenterCapacity[];
}

/** One bucket of an item's time-phased MRP record (the textbook rows). */
export interface MrpBucket {
  /** First day of the bucket; `end_date` is the first day after it: [start_date, end_date). */
  start_date: string;
  end_date: string;
  gross_requirements: number;
  /** Open receipts where MRP counts them: at the date it needs them (after reschedule messages). */
  scheduled_receipts: number;
  projected_on_hand: number;
  net_requirements: number;
  planned_receipts: number;
  /** Planned orders released in the bucket; late releases count in the first bucket. */
  planned_releases: number;
}

/** One line of the stock/requirements list (MD04): stock, requirement or receipt with the running balance. */
export interface StockRequirementElement {
  date: string;
  element_type: 'STOCK' | DemandType | 'PURCHASE_ORDER' | 'PRODUCTION_ORDER' | PlannedOrderType;
  element_id: string;
  /** Receipts positive, requirements negative. */
  quantity: number;
  available_quantity: number;
}

export interface MrpItemRecord {
  item_id: string;
  item_name: string;
  unit: string | null;
  low_level_code: number;
  procurement: Procurement;
  lot_sizing_method: LotSizingMethod;
  lead_time_days: number;
  on_hand: number;
  available: number;
  safety_stock: number;
  /** Empty unless the item is one of the input's `bucketItems` (default: all). */
  buckets: MrpBucket[];
  /** Empty unless the item is one of the input's `stockRequirementItems` (default: all). */
  elements: StockRequirementElement[];
}

export interface MrpSummary {
  total_planned_orders: number;
  /** Σ order quantities (over mixed units, as the spec's summary card shows it). */
  total_quantity: number;
  unique_items: number;
  /** Mean lead time of the planned orders in days, 2 decimals; 0 without orders. */
  average_lead_time: number;
}

export interface MrpResult {
  planning_date: string;
  planning_horizon_days: number;
  time_bucket_days: number;
  summary: MrpSummary;
  /** By release date, then item id. */
  planned_orders: PlannedOrder[];
  /** HIGH first, then by date and item id. */
  action_messages: ActionMessage[];
  capacity_check: CapacityCheck;
  /** Every planned item by low-level code, then item id. */
  item_records: MrpItemRecord[];
  /** Data the run had to assume (an item missing from the master ...). */
  warnings: string[];
}
