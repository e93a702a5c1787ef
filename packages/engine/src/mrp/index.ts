export { capacityStatus, type ProductionLoad, plannedOrderWork } from './capacity-check.ts';
export { epochDay, isoDate, mondayOf, toEpochDay } from './dates.ts';
export {
  type DemandRef,
  type MrpErrorCode,
  MrpInputError,
  type MrpInputFailure,
  type NonNegativeItemField,
} from './errors.ts';
export { economicOrderQuantity, type LotSizingRule, orderQuantity } from './lot-sizing.ts';
export { lowLevelCodes } from './low-level-codes.ts';
export {
  DEFAULT_PLANNING_HORIZON_DAYS,
  DEFAULT_POQ_PERIOD_DAYS,
  DEFAULT_TIME_BUCKET_DAYS,
  type DemandOrder,
  type LotSizingMethod,
  MAX_PLANNING_HORIZON_DAYS,
  type MrpCapacityInput,
  type MrpInput,
  type MrpItem,
  type MrpRoutingOperation,
  type Procurement,
  type ReceiptKind,
  type SalesOrderDemand,
  type ScheduledReceipt,
  type StockRecord,
  TIME_BUCKET_DAYS,
  type TimeBucketDays,
} from './model.ts';
export type { MrpProgress } from './plan-run.ts';
export type {
  ActionMessage,
  ActionReason,
  ActionType,
  CapacityCheck,
  CapacityStatus,
  CapacityWeek,
  DemandType,
  MrpBucket,
  MrpItemRecord,
  MrpResult,
  MrpSummary,
  MrpWarning,
  Peg,
  PlannedOrder,
  PlannedOrderType,
  Priority,
  StockRequirementElement,
  WeeklyCapacityCheck,
  WorkCenterCapacity,
} from './result.ts';
export { type MrpRunOptions, runMrp } from './run-mrp.ts';
