export {
  type ComponentUse,
  holdingConstraint,
  type MaterialConstraint,
  materialReleases,
  type OrderRelease,
  type Receipt,
  type ReleaseInput,
  type ReleaseOrder,
} from './availability/material-release.ts';
export {
  type Alternative,
  assertNoCycle,
  assertValidBom,
  type BomDraft,
  BomError,
  type BomErrorCode,
  type BomExplosion,
  type BomFailure,
  type BomFailureCode,
  type BomItem,
  type BomLine,
  type BomOptimization,
  type BomStructure,
  COMPONENT_TYPES,
  type ComponentType,
  type CostRollUp,
  criticalPath,
  DEFAULT_COMPONENT_TYPE,
  DEFAULT_EXPLOSION_LEVEL,
  type Edges,
  type EffectiveComponent,
  EXPLOSION_LEVELS,
  type ExplosionNode,
  effectiveComponents,
  explodeBom,
  findAlternatives,
  findCycle,
  grossQuantityPer,
  indexStructure,
  type LeadTimeAnalysis,
  type OptimizationSuggestion,
  optimizeBom,
  rollUpCost,
  type StructureIndex,
  type SummarizedComponent,
  summarizeExplosion,
  validateBom,
  type WhereUsed,
  type WhereUsedNode,
  whereUsed,
} from './bom/index.ts';
export { CAPACITY_THRESHOLDS, type CapacityLevel, capacityLevel } from './capacity/capacity-level.ts';
export { type FreeWindow, freeWindows } from './capacity/free-windows.ts';
export {
  type CapacityMove,
  type MovableOperation,
  type OverloadRelief,
  relieveOverloads,
} from './capacity/overload-relief.ts';
export {
  type CapacityWorkCenter,
  capacityHoursOf,
  type PeriodKind,
  type PeriodLoad,
  type PlannedWork,
  periodBoundaries,
  periodIndexOf,
  periodLoad,
  spreadOverPeriods,
  utilizationOf,
} from './capacity/period-load.ts';
export {
  instantOfWallTime,
  plantDayStart,
  UTC_CLOCK,
  type UtcOffsetAt,
  wallTimeOf,
} from './capacity/plant-clock.ts';
export { operationMinutes } from './capacity/run-time.ts';
export {
  expandShifts,
  type Interval,
  mergeIntervals,
  type ShiftPattern,
  subtractIntervals,
  totalHours,
} from './capacity/shift-windows.ts';
export { type WeeklyLoad, weeklyLoad, weekStart } from './capacity/weekly-load.ts';
export type {
  ChangeStats,
  ChangeType,
  OperationChange,
  PlannedOperation,
  ScheduleChangesSummary,
  ScheduleSnapshot,
} from './diff/model.ts';
export { type SummarizeOptions, summarizeChanges } from './diff/summarize-changes.ts';
export {
  applyDisruption,
  type DisruptedProblem,
  type Disruption,
} from './disruption/apply-disruption.ts';
export { type StockStatus, stockStatus } from './inventory/stock-status.ts';
export { isUsableLocation, type StockRow, usableStock } from './inventory/usable-stock.ts';
export {
  addDays,
  type CashFlowEvent,
  type CashForecast,
  type CashForecastDay,
  forecastCash,
} from './ledger/cash-forecast.ts';
export { INVENTORY_ACCOUNT_BY_TYPE, inventoryAccountNumber } from './ledger/inventory-accounts.ts';
export { fromCents, roundMoney, toCents } from './ledger/money.ts';
export {
  billDueAtMs,
  DEFAULT_PAYMENT_TERMS_DAYS,
  FIRST_BILL_NUMBER,
  type OpenPayable,
  openPayables,
  type PayableMovement,
} from './ledger/payables.ts';
export { type PostingLine, type PostingProblem, postingProblems, transferPosting } from './ledger/posting.ts';
export {
  type OrderProfitFigures,
  orderProfit,
  type RoutingStepRate,
  routingStepCost,
  type StepCost,
} from './ledger/product-cost.ts';
export {
  debitBalance,
  type LedgerAccount,
  type TrialBalance,
  type TrialBalanceLine,
  trialBalance,
} from './ledger/trial-balance.ts';
export {
  analyzeLineBalance,
  BOTTLENECK_UTILIZATION,
  type BottleneckKind,
  type LineAnalysis,
  type LineAnalysisInput,
  SETUP_BOTTLENECK_SHARE,
  type StationFigures,
} from './line-balancing/analysis/line-analysis.ts';
export type { LineImprovements } from './line-balancing/analysis/line-improvements.ts';
export {
  deriveLines,
  type LineRoutingStep,
  type LineStation,
  type LineTask,
  type ProductionLine,
} from './line-balancing/analysis/line-model.ts';
export { type LineGraphTask, lineTaskGraph } from './line-balancing/analysis/line-task-graph.ts';
export type { SequencedOperation } from './line-balancing/analysis/station-load.ts';
export { changeoverMinutes } from './line-balancing/analysis/station-load.ts';
export type { WorkContent } from './line-balancing/analysis/station-rates.ts';
export { mixWeights } from './line-balancing/analysis/station-rates.ts';
export {
  type AssignmentViolation,
  type AssignmentViolationCode,
  type AssignStationsInput,
  assignStations,
  type CycleTimeAssignment,
  DEFAULT_SALBP_NODE_BUDGET,
  type MinimizeCycleTimeInput,
  minimizeCycleTime,
  type SalbpErrorCode,
  SalbpInputError,
  type SalbpTask,
  type Station,
  type StationAssignment,
  validateAssignment,
} from './line-balancing/salbp/index.ts';
export {
  type ActionMessage,
  type ActionReason,
  type ActionType,
  type CapacityCheck,
  type CapacityStatus,
  type CapacityWeek,
  capacityStatus,
  DEFAULT_PLANNING_HORIZON_DAYS,
  DEFAULT_POQ_PERIOD_DAYS,
  DEFAULT_TIME_BUCKET_DAYS,
  type DemandOrder,
  type DemandRef,
  type DemandType,
  economicOrderQuantity,
  epochDay,
  isoDate,
  type LotSizingMethod,
  type LotSizingRule,
  lowLevelCodes,
  MAX_PLANNING_HORIZON_DAYS,
  type MrpBucket,
  type MrpCapacityInput,
  type MrpErrorCode,
  type MrpInput,
  MrpInputError,
  type MrpInputFailure,
  type MrpItem,
  type MrpItemRecord,
  type MrpProgress,
  type MrpResult,
  type MrpRoutingOperation,
  type MrpRunOptions,
  type MrpSummary,
  type MrpWarning,
  mondayOf,
  type NonNegativeItemField,
  orderQuantity,
  type Peg,
  type PlannedOrder,
  type PlannedOrderType,
  type Priority,
  type Procurement,
  type ProductionLoad,
  plannedOrderWork,
  type ReceiptKind,
  runMrp,
  type SalesOrderDemand,
  type ScheduledReceipt,
  type StockRecord,
  type StockRequirementElement,
  TIME_BUCKET_DAYS,
  type TimeBucketDays,
  toEpochDay,
  type WeeklyCapacityCheck,
  type WorkCenterCapacity,
} from './mrp/index.ts';
export {
  isOrderLate,
  lateOrders,
  type PlanOperationEnd,
  type PlanOrder,
  plannedCompletionAt,
} from './plan/late-orders.ts';
export {
  type AlternateWorkCenters,
  decidePromise,
  type PromiseDecision,
  type PromiseDecisionInput,
  type PromiseIssue,
  type PromiseIssueCode,
  type PromiseRecommendation,
  type PromiseRecommendationCode,
} from './promise/decide-promise.ts';
export {
  type MaterialAvailability,
  type MaterialAvailabilityInput,
  type MaterialCoverage,
  materialAvailability,
  type OpenReceipt,
  type PromiseMaterialLine,
} from './promise/material-availability.ts';
export {
  OVERTIME_PREMIUM,
  type PromiseMarginInput,
  type PromiseMarginResult,
  promiseMargin,
  type RoutingStep,
  routingHours,
  type WorkCenterHours,
} from './promise/promise-margin.ts';
export {
  availableMinutes,
  buildCalendar,
  type Calendar,
  earliestStart,
  pausedInterval,
} from './scheduler/compile/calendar.ts';
export { operationSetupFamily, setupMinutesBetween } from './scheduler/compile/setup-matrix.ts';
export {
  type SchedulingErrorCode,
  SchedulingInputError,
  type SchedulingOffender,
} from './scheduler/errors.ts';
export type {
  Baseline,
  BaselineOperation,
  FrozenAssignment,
  Mold,
  Operation,
  OperationMode,
  Order,
  OrderCompletion,
  Schedule,
  ScheduledOperation,
  ScheduleKpis,
  ScheduleWarning,
  SchedulingProblem,
  SetupMatrix,
  SetupRule,
  SolverTimes,
  StopReason,
  WorkCalendar,
  WorkCenter,
} from './scheduler/model.ts';
export {
  type Cooperation,
  DEFAULT_OBJECTIVE,
  type DispatchRule,
  type ExchangedSolution,
  MAKESPAN_OBJECTIVE,
  type ObjectiveWeights,
  type ProgressReport,
  type RepairOptions,
  type ScheduleOptions,
} from './scheduler/options.ts';
export {
  bestOfPortfolio,
  PORTFOLIO_SEARCHES,
  portfolioSeeds,
} from './scheduler/portfolio.ts';
export {
  DEFAULT_REPAIR_POLICY,
  type ForcedMove,
  type ForcedReason,
  type ImprovementStep,
  type MoveCause,
  type OperationMove,
  type RepairPolicy,
  type RepairReport,
  type Stability,
} from './scheduler/repair/model.ts';
export { DEFAULT_REPAIR_WORK, defaultRepairWork } from './scheduler/repair/repair.ts';
export { schedule } from './scheduler/schedule.ts';
export { exchangeCapacity } from './scheduler/search/cooperation.ts';
export { createPrng, type Prng } from './scheduler/search/prng.ts';
export type { TimeInterval } from './scheduler/time-interval.ts';
export { explainMaxWaits, type MaxWaitReason } from './scheduler/validate/explain-violations.ts';
export { validateSchedule } from './scheduler/validate/validate.ts';
export { validateProblem } from './scheduler/validate/validate-input.ts';
export type { ScheduleViolation, ScheduleViolationCode } from './scheduler/violations.ts';
