export { capacityStatus } from './capacity-check.ts';
export { epochDay, isoDate, mondayOf, toEpochDay } from './dates.ts';
export { type MrpErrorCode, MrpInputError, NO_DEMAND_MESSAGE } from './errors.ts';
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
export type {
  ActionMessage,
  ActionType,
  CapacityCheck,
  CapacityStatus,
  CapacityWeek,
  DemandType,
  MrpBucket,
  MrpItemRecord,
  MrpResult,
  MrpSummary,
  Peg,
  PlannedOrder,
  PlannedOrderType,
  Priority,
  StockRequirementElement,
  WeeklyCapacityCheck,
  WorkCenterCapacity,
} from './result.ts';
export { runMrp } from './run-mrp.ts';
