import { z } from 'zod';

/**
 * What the MRP routes answer (planning-workspaces §3, §4). Dates are ISO 'YYYY-MM-DD' in plant time;
 * quantities are in each item's unit.
 */

export const LotSizingMethod = z.enum(['LFL', 'FOQ', 'EOQ', 'POQ']);
export const PlannedOrderType = z.enum(['PLANNED_ORDER', 'PURCHASE_REQUISITION']);
export const DemandType = z.enum(['DEMAND_ORDER', 'SALES_ORDER', 'DEPENDENT', 'SAFETY_STOCK', 'RESERVED']);
export const ActionMessageType = z.enum([
  'RELEASE',
  'PLAN',
  'LOW_STOCK',
  'EXPEDITE',
  'RESCHEDULE_IN',
  'RESCHEDULE_OUT',
  'CANCEL',
]);
export type ActionMessageType = z.infer<typeof ActionMessageType>;
export const ActionPriority = z.enum(['HIGH', 'MEDIUM', 'LOW']);
export type ActionPriority = z.infer<typeof ActionPriority>;
/** Above 100% Overload, above 85% High, else Normal. */
export const CapacityStatus = z.enum(['Overload', 'High', 'Normal']);
export type CapacityStatus = z.infer<typeof CapacityStatus>;

/** The part of one demand a planned order covers. */
export const Peg = z.object({
  demand_type: DemandType,
  demand_id: z.string(),
  quantity: z.number(),
  required_date: z.string(),
});
export type Peg = z.infer<typeof Peg>;

export const PlannedOrder = z.object({
  order_id: z.string(),
  item_id: z.string(),
  item_name: z.string(),
  order_quantity: z.number(),
  /** due_date − lead_time_days; before the planning date when the order is late. */
  release_date: z.string(),
  due_date: z.string(),
  lead_time_days: z.number(),
  lot_sizing_method: LotSizingMethod,
  order_type: PlannedOrderType,
  /** The demands the order covers, in date order. */
  pegged_to: z.array(Peg),
});
export type PlannedOrder = z.infer<typeof PlannedOrder>;

export const ActionMessage = z.object({
  type: ActionMessageType,
  priority: ActionPriority,
  item_id: z.string(),
  message: z.string(),
  quantity: z.number(),
  date: z.string(),
  /** The planned order or scheduled receipt concerned; null for LOW_STOCK. */
  order_id: z.string().nullable(),
});
export type ActionMessage = z.infer<typeof ActionMessage>;

export const CapacityWeek = z.object({
  /** Monday of the week. */
  week: z.string(),
  /** Hours. */
  load: z.number(),
  /** Percent; null when work is planned in a week with no working time. */
  utilization: z.number().nullable(),
  status: CapacityStatus,
});
export type CapacityWeek = z.infer<typeof CapacityWeek>;

/** One load against its capacity, week by week (keyed by each week's Monday); hours and percents. */
export const WeeklyCapacityCheck = z.object({
  capacity_per_week: z.number(),
  max_utilization: z.number(),
  overload_weeks: z.array(CapacityWeek),
  weekly_load: z.record(z.string(), z.number()),
  weekly_capacity: z.record(z.string(), z.number()),
  weekly_utilization: z.record(z.string(), z.number().nullable()),
});
export type WeeklyCapacityCheck = z.infer<typeof WeeklyCapacityCheck>;

export const WorkCenterCapacity = WeeklyCapacityCheck.extend({ work_center_id: z.string() });
export type WorkCenterCapacity = z.infer<typeof WorkCenterCapacity>;

/** The plant total and the same check per work center (the total can hide a bottleneck). */
export const CapacityCheck = WeeklyCapacityCheck.extend({ work_centers: z.array(WorkCenterCapacity) });
export type CapacityCheck = z.infer<typeof CapacityCheck>;

/** One bucket [start_date, end_date) of an item's time-phased record. */
export const MrpBucket = z.object({
  start_date: z.string(),
  end_date: z.string(),
  gross_requirements: z.number(),
  scheduled_receipts: z.number(),
  projected_on_hand: z.number(),
  net_requirements: z.number(),
  planned_receipts: z.number(),
  planned_releases: z.number(),
});
export type MrpBucket = z.infer<typeof MrpBucket>;

export const StockElementType = z.enum([
  'STOCK',
  ...DemandType.options,
  'PURCHASE_ORDER',
  'PRODUCTION_ORDER',
  ...PlannedOrderType.options,
]);
export type StockElementType = z.infer<typeof StockElementType>;

/** One line of MD04: stock, a requirement or a receipt with the running balance. */
export const StockRequirementElement = z.object({
  date: z.string(),
  element_type: StockElementType,
  element_id: z.string(),
  /** Receipts positive, requirements negative. */
  quantity: z.number(),
  available_quantity: z.number(),
});
export type StockRequirementElement = z.infer<typeof StockRequirementElement>;

export const MrpItemRecord = z.object({
  item_id: z.string(),
  item_name: z.string(),
  unit: z.string().nullable(),
  low_level_code: z.number().int(),
  procurement: z.enum(['MAKE', 'BUY']),
  lot_sizing_method: LotSizingMethod,
  lead_time_days: z.number(),
  on_hand: z.number(),
  available: z.number(),
  safety_stock: z.number(),
  buckets: z.array(MrpBucket),
  elements: z.array(StockRequirementElement),
});
export type MrpItemRecord = z.infer<typeof MrpItemRecord>;

/** POST /bom/mrp. */
export const MrpResult = z.object({
  planning_date: z.string(),
  planning_horizon_days: z.number().int(),
  time_bucket_days: z.number().int(),
  summary: z.object({
    total_planned_orders: z.number().int(),
    total_quantity: z.number(),
    unique_items: z.number().int(),
    average_lead_time: z.number(),
  }),
  planned_orders: z.array(PlannedOrder),
  action_messages: z.array(ActionMessage),
  capacity_check: CapacityCheck,
  item_records: z.array(MrpItemRecord),
  /** Data the run had to assume (an item missing from the master ...). */
  warnings: z.array(z.string()),
});
export type MrpResult = z.infer<typeof MrpResult>;

/** GET /mrp/stock-requirements/{id} (MD04): one item's record, null when MRP did not plan it. */
export const StockRequirements = z.object({
  item_id: z.string(),
  item_name: z.string(),
  unit: z.string().nullable(),
  safety_stock: z.number(),
  reorder_point: z.number(),
  planning_date: z.string(),
  record: MrpItemRecord.nullable(),
  action_messages: z.array(ActionMessage),
});
export type StockRequirements = z.infer<typeof StockRequirements>;
