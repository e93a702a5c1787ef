export {
  type ComponentUse,
  type MaterialConstraint,
  materialReleases,
  type OrderRelease,
  type Receipt,
  type ReleaseInput,
  type ReleaseOrder,
} from './availability/material-release.ts';
export {
  expandShifts,
  type Interval,
  mergeIntervals,
  type ShiftPattern,
  subtractIntervals,
  totalHours,
} from './capacity/shift-windows.ts';
export {
  type CapacityWorkCenter,
  type PlannedWork,
  type WeeklyLoad,
  weeklyLoad,
  weekStart,
} from './capacity/weekly-load.ts';
export type {
  ChangeType,
  OperationChange,
  PlannedOperation,
  ScheduleChangesSummary,
  ScheduleSnapshot,
} from './diff/model.ts';
export { type SummarizeOptions, summarizeChanges } from './diff/summarize-changes.ts';
export { type StockStatus, stockStatus } from './inventory/stock-status.ts';
export {
  availableMinutes,
  buildCalendar,
  type Calendar,
  earliestStart,
  pausedInterval,
} from './scheduler/calendar.ts';
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
  TimeInterval,
  WorkCalendar,
  WorkCenter,
} from './scheduler/model.ts';
export {
  DEFAULT_OBJECTIVE,
  type DispatchRule,
  MAKESPAN_OBJECTIVE,
  type ObjectiveWeights,
  type ProgressReport,
  type ScheduleOptions,
} from './scheduler/options.ts';
export { createPrng, type Prng } from './scheduler/prng.ts';
export { schedule } from './scheduler/schedule.ts';
export { setupMinutesBetween } from './scheduler/setup-matrix.ts';
export { validateSchedule } from './scheduler/validate.ts';
export { validateProblem } from './scheduler/validate-input.ts';
export type { ScheduleViolation, ScheduleViolationCode } from './scheduler/violations.ts';
