import type { BomLine } from '../bom/model.ts';
import type { UtcOffsetAt } from '../capacity/plant-clock.ts';
import type { CapacityWorkCenter, PlannedWork } from '../capacity/weekly-load.ts';

/**
 * The input of an MRP run: plain data the caller maps from the item master, the BOMs, stock, open
 * orders and routings.
 *
 * Date convention: every date is an ISO calendar date 'YYYY-MM-DD' (a timestamp such as
 * '2026-11-28T12:00:00.000Z' is read by its UTC date part). Lead times and horizons are whole calendar
 * days. Quantities are in the item's unit.
 */

export type LotSizingMethod = 'LFL' | 'FOQ' | 'EOQ' | 'POQ';
export type Procurement = 'MAKE' | 'BUY';

/** Time buckets the MRP parameters offer, in days (planning-workspaces §9). */
export const TIME_BUCKET_DAYS = [1, 7, 14, 30] as const;
export type TimeBucketDays = (typeof TIME_BUCKET_DAYS)[number];

export const DEFAULT_PLANNING_HORIZON_DAYS = 90;
export const MAX_PLANNING_HORIZON_DAYS = 365;
export const DEFAULT_TIME_BUCKET_DAYS: TimeBucketDays = 7;
/** Length of one POQ period in days: the sample plant's `lot_size` counts weekly periods. */
export const DEFAULT_POQ_PERIOD_DAYS = 7;

/** An item's planning data from the item master. */
export interface MrpItem {
  itemId: string;
  itemName: string;
  unit?: string;
  /** Default: MAKE when the item has a BOM, else BUY. */
  procurement?: Procurement;
  /** Calendar days from release to receipt; default 0. */
  leadTimeDays?: number;
  /** Stock to hold at the end of every bucket; default 0. */
  safetyStock?: number;
  /** Available stock at or below it raises LOW_STOCK; default 0 (off). */
  reorderPoint?: number;
  /** Default LFL. */
  lotSizeMethod?: LotSizingMethod;
  /** FOQ: the fixed quantity; EOQ: the economic quantity; POQ: the number of periods covered; LFL: unused. */
  lotSize?: number | null;
  /** An order is raised to at least this quantity; default 0. */
  minOrderQty?: number;
  /** An order is rounded up to a multiple of this; default 0 (no rounding). */
  roundingQty?: number;
  /** A phantom is not planned on dependent demand: its components are passed through to its parent. */
  isPhantom?: boolean;
}

/** Stock of an item at one location; rows of the same item are summed. */
export interface StockRecord {
  itemId: string;
  onHand: number;
  /** Reserved for other uses; available = on hand − reserved. Default 0. */
  reserved?: number;
}

/** A demand order of the MRP Planning tab (planning-workspaces §3). */
export interface DemandOrder {
  /** Default `DEMAND-<n>`, n counting from 1 in list order. */
  orderId?: string;
  productId: string;
  quantity: number;
  requiredDate: string;
}

/** An open sales order, planned when `includeSalesOrders` is set. */
export interface SalesOrderDemand {
  salesOrderId: string;
  itemId: string;
  /** Open quantity still to deliver. */
  quantity: number;
  requestedDate: string;
}

export type ReceiptKind = 'PURCHASE_ORDER' | 'PRODUCTION_ORDER';

/** An open purchase or production order: a scheduled receipt. */
export interface ScheduledReceipt {
  receiptId: string;
  itemId: string;
  kind: ReceiptKind;
  /** Open quantity still to receive. */
  quantity: number;
  /** Expected receipt date (purchase) or basic end date (production). */
  dueDate: string;
  /**
   * Production orders: the date their components are required (the basic start date); default the due
   * date minus the item's lead time. The components' requirements stay on it even when a reschedule
   * message suggests moving the order, as they do until the planner moves it.
   */
  startDate?: string;
  /** Production orders: the components are already issued (the order is in process); default false. */
  componentsIssued?: boolean;
}

/**
 * What the weekly capacity check loads, through the one load computation of the plant (`weeklyLoad`):
 * the work already planned (the released plan's open operations) plus the planned production orders
 * of the run, each routing operation on its work center.
 */
export interface MrpCapacityInput {
  /** Work centers with their calendars and downtime; load on any other work center is left out. */
  workCenters: readonly CapacityWorkCenter[];
  /** The routing of made items: how planned production orders load the work centers. */
  operations: readonly MrpRoutingOperation[];
  /** Work already planned, such as the released plan's operations not yet done; default none. */
  plannedWork?: readonly PlannedWork[];
  /** The plant's clock: shifts, weeks and the run's dates are in plant time; default UTC. */
  utcOffsetAt?: UtcOffsetAt;
}

/** One routing operation of a made item on the work center that will run it. */
export interface MrpRoutingOperation {
  itemId: string;
  workCenterId: string;
  /** Fixed minutes per order (setup); default 0. */
  fixedMinutes?: number;
  /** Units per hour; the run takes quantity / rate hours. */
  runRatePerHour: number;
}

export interface MrpInput {
  /** The planning date ("today"): the first bucket starts on it. */
  today: string;
  items: readonly MrpItem[];
  bomLines: readonly BomLine[];
  stock?: readonly StockRecord[];
  scheduledReceipts?: readonly ScheduledReceipt[];
  demandOrders?: readonly DemandOrder[];
  salesOrders?: readonly SalesOrderDemand[];
  /** Add `salesOrders` to the gross requirements; default false. */
  includeSalesOrders?: boolean;
  /** Plan every item of `items` (safety stock, cancel messages) and not only those the demand reaches; default false. */
  planAllItems?: boolean;
  /** 1–365, default 90: requirements on or after today + horizon are left out. */
  planningHorizonDays?: number;
  /** 1, 7, 14 or 30; default 7. */
  timeBucketDays?: number;
  /** Days in one POQ period; default 7. */
  poqPeriodDays?: number;
  /**
   * Items whose stock/requirements list (MD04) `itemRecords[].elements` carries; default every
   * planned item. A large plant run passes the few it shows: the lists hold every requirement.
   */
  stockRequirementItems?: readonly string[];
  /**
   * Items whose planned orders carry `peggedTo` (exact pegging); default every planned item. The
   * other items' orders have `peggedTo: []`. A large plant run passes the few it shows (or none):
   * pegging keeps one record per parent order and component, millions on a plant of 20,000 items.
   */
  peggedItems?: readonly string[];
  /**
   * Items whose record carries its time-phased `buckets`; default every planned item. The other
   * records have `buckets: []`. The netting is the same: a large plant run passes the items it shows
   * (20,000 items × 52 weeks are a million bucket objects).
   */
  bucketItems?: readonly string[];
  capacity?: MrpCapacityInput;
}
