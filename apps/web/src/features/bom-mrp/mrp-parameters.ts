import type {
  CapacityCheck,
  CapacityWeek,
  MrpDemandOrder,
  MrpRunRequest,
  WeeklyCapacityCheck,
  WorkCenterCapacity,
} from '../../api/bom-api.ts';
import { t, type UiKey } from '../../i18n/t.ts';
import { localIsoDate } from './bom-form.ts';

/** MRP defaults and choices of planning-workspaces §9. */
export const DEFAULT_ORDER_QUANTITY = 100;
export const DEFAULT_REQUIRED_IN_DAYS = 7;
export const DEFAULT_HORIZON_DAYS = 90;
export const HORIZON_RANGE = { min: 1, max: 365 } as const;
export const TIME_BUCKETS: ReadonlyArray<{ days: MrpRunRequest['time_bucket_days']; label: UiKey }> = [
  { days: 1, label: 'mrp.bucket.1' },
  { days: 7, label: 'mrp.bucket.7' },
  { days: 14, label: 'mrp.bucket.14' },
  { days: 30, label: 'mrp.bucket.30' },
];
export const PROCESSING_KEYS = ['NETCH', 'NEUPL', 'PLANA'] as const;
export const PLANNING_CHOICES = ['1', '2', '3'] as const;
/** The spec's error when no valid order remains, as its catalog key. */
export const NO_VALID_ORDER: UiKey = 'mrp.noValidOrder';

export interface DemandOrderDraft extends MrpDemandOrder {
  /** Identity in the list while it is edited. */
  key: number;
}

export interface MrpParameters {
  orders: DemandOrderDraft[];
  horizonDays: number;
  timeBucketDays: MrpRunRequest['time_bucket_days'];
  /** Selectable but not sent: the server has no use for them (planning-workspaces §7). */
  processingKey: (typeof PROCESSING_KEYS)[number];
  purchaseRequisitionChoice: (typeof PLANNING_CHOICES)[number];
  schedulingChoice: (typeof PLANNING_CHOICES)[number];
  includeSalesOrders: boolean;
}

let nextOrderKey = 1;

/** A demand order: quantity 100, required 7 days from today (planning-workspaces §3). */
export function newDemandOrder(productId = '', today: Date = new Date()): DemandOrderDraft {
  const required = new Date(today);
  required.setDate(required.getDate() + DEFAULT_REQUIRED_IN_DAYS);
  return {
    key: nextOrderKey++,
    product_id: productId,
    quantity: DEFAULT_ORDER_QUANTITY,
    required_date: localIsoDate(required),
  };
}

export function defaultMrpParameters(productId = ''): MrpParameters {
  return {
    orders: [newDemandOrder(productId)],
    horizonDays: DEFAULT_HORIZON_DAYS,
    timeBucketDays: 7,
    processingKey: 'NETCH',
    purchaseRequisitionChoice: '2',
    schedulingChoice: '2',
    includeSalesOrders: false,
  };
}

/** Keeps the planning horizon within 1 to 365 days. */
export function clampHorizon(days: number): number {
  if (!Number.isFinite(days)) return HORIZON_RANGE.min;
  return Math.min(HORIZON_RANGE.max, Math.max(HORIZON_RANGE.min, Math.round(days)));
}

/** Only orders with a product and a quantity above 0 are sent (planning-workspaces §5). */
export function validOrders(orders: readonly MrpDemandOrder[]): MrpDemandOrder[] {
  return orders
    .filter((o) => o.product_id.trim() !== '' && Number.isFinite(o.quantity) && o.quantity > 0)
    .map((o) => ({ product_id: o.product_id.trim(), quantity: o.quantity, required_date: o.required_date }));
}

/** The run request, or the spec's error when no valid order remains; the three choices stay local. */
export function mrpRunRequest(parameters: MrpParameters): MrpRunRequest | { error: string } {
  const orders = validOrders(parameters.orders);
  if (orders.length === 0) return { error: t(NO_VALID_ORDER) };
  return {
    orders,
    planning_horizon_days: clampHorizon(parameters.horizonDays),
    time_bucket_days: parameters.timeBucketDays,
    include_sales_orders: parameters.includeSalesOrders,
  };
}

export type WeeklyCapacityStatus = CapacityWeek['status'];

export interface WeeklyCapacityRow {
  week: string;
  loadHours: number;
  capacityHours: number;
  /** null when work is planned in a week with no working time. */
  utilizationPercent: number | null;
  status: WeeklyCapacityStatus;
}

/**
 * One row per week of a capacity check, with the utilization and status the server computed: a week
 * missing from `overload_weeks` is Normal.
 */
export function weeklyCapacityRows(check: WeeklyCapacityCheck): WeeklyCapacityRow[] {
  const statusOf = new Map(check.overload_weeks.map((w) => [w.week, w.status]));
  return Object.entries(check.weekly_load)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, loadHours]) => ({
      week,
      loadHours,
      capacityHours: check.weekly_capacity[week] ?? 0,
      utilizationPercent: week in check.weekly_utilization ? check.weekly_utilization[week]! : 0,
      status: statusOf.get(week) ?? 'Normal',
    }));
}

/** The work centers with an overloaded week (above 100%), most loaded first. */
export function overloadedWorkCenters(check: CapacityCheck): WorkCenterCapacity[] {
  return check.work_centers
    .filter((wc) => wc.overload_weeks.some((w) => w.status === 'Overload'))
    .sort(
      (a, b) => b.max_utilization - a.max_utilization || a.work_center_id.localeCompare(b.work_center_id),
    );
}
