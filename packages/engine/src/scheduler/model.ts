import type { RepairReport } from './repair/model.ts';
import type { TimeInterval } from './time-interval.ts';
import type { ScheduleViolation } from './violations.ts';

/**
 * The scheduling model: plain data in, plain data out.
 *
 * Time convention: every time is a number of **minutes from the planning origin** (`now` = 0; the caller
 * converts to and from calendar dates). Durations end in `Minutes`. An interval is `[startAt, endAt)`.
 */

/** A customer or production order (a job): its operations come from `SchedulingProblem.operations`. */
export interface Order {
  id: string;
  material?: string;
  quantity?: number;
  /** No operation of the order starts before this (e.g. material arrival); default 0. */
  releaseAt?: number;
  /** The order is late when its last operation ends after this; no due date means never late. */
  dueAt?: number;
  /** Priority weight of the order's tardiness; default 1. */
  weight?: number;
}

/** One way to run an operation: on this work center, for this long (setup excluded). */
export interface OperationMode {
  workCenterId: string;
  runMinutes: number;
}

/** A started or planner-locked operation: it stays exactly here. Its interval is `[startAt, endAt)`. */
export interface FrozenAssignment {
  workCenterId: string;
  startAt: number;
  /** Default: `startAt + setupMinutes + runMinutes` of the mode on `workCenterId`. */
  endAt?: number;
  /** Setup included at the start of the interval, as recorded; default 0. */
  setupMinutes?: number;
  moldId?: string;
}

/**
 * An operation of an order. Operations of an order are listed in routing order: each one follows the
 * previous one of its order unless `predecessorIds` names its predecessors explicitly (a general graph).
 */
export interface Operation {
  id: string;
  orderId: string;
  /** Eligible work centers with the run time on each. */
  modes: OperationMode[];
  /** Explicit predecessors (operation ids); when absent, the previous operation of the order in routing order. */
  predecessorIds?: string[];
  /** Minimum wait between the end of each predecessor and this operation's start. */
  minWaitMinutes?: number;
  /** Maximum wait between the end of each predecessor and this operation's start (curing then trimming). */
  maxWaitMinutes?: number;
  /** Setup family (compound, colour, mold): a change of family on a work center costs a setup. */
  setupFamily?: string;
  /** When set, the operation needs one of these molds for its whole interval, setup included. */
  moldIds?: string[];
  /** When true, the operation may pause outside working windows and downtime instead of waiting for a gap. */
  canPause?: boolean;
  frozen?: FrozenAssignment;
}

/** Working time of a work center. No `workingWindows` means always working, except `unavailable`. */
export interface WorkCalendar {
  /** Working windows (shifts), each `[startAt, endAt)`; adjacent windows join. */
  workingWindows?: TimeInterval[];
  /** Maintenance and breakdowns, each `[startAt, endAt)`: no operation may overlap them. */
  unavailable?: TimeInterval[];
}

export interface WorkCenter {
  id: string;
  name?: string;
  /** Selects the setup matrix; default: the work center's id. */
  type?: string;
  calendar?: WorkCalendar;
  /** Setup family the work center is set up for at the origin; default: none (first setup is free). */
  initialSetupFamily?: string;
}

/** A mold: fits only some presses, is on one press at a time. */
export interface Mold {
  id: string;
  workCenterIds: string[];
  unavailable?: TimeInterval[];
}

/** Setup from one family to another; `'*'` matches any family. */
export interface SetupRule {
  fromFamily: string;
  toFamily: string;
  setupMinutes: number;
}

/**
 * Sequence-dependent setups of a work-center type. The most specific rule wins (exact pair, then
 * `from`→`*`, then `*`→`to`, then `*`→`*`); staying in the same family costs nothing unless an exact
 * rule says otherwise.
 */
export interface SetupMatrix {
  workCenterType: string;
  rules: SetupRule[];
}

/** Where the previous plan had an operation: on `workCenterId` over `[startAt, endAt)`. */
export interface BaselineOperation {
  operationId: string;
  workCenterId: string;
  startAt: number;
  /** Default: `startAt` plus the operation's run time on the work center. */
  endAt?: number;
  /** The mold it had: a repair keeps it when it still fits and is free. */
  moldId?: string;
}

/** The previous plan, to repair rather than replace. */
export interface Baseline {
  operations: BaselineOperation[];
  /** Hard limit: at most this many operations change work center. */
  maxMachineChanges?: number;
  /** Hard limit: no operation starts more than this many minutes away from its baseline start. */
  maxStartShiftMinutes?: number;
}

export interface SchedulingProblem {
  orders: Order[];
  operations: Operation[];
  workCenters: WorkCenter[];
  molds?: Mold[];
  setupMatrices?: SetupMatrix[];
  baseline?: Baseline;
  /** Input validation checks that every order fits the calendars before this time; default: unbounded. */
  horizonEndAt?: number;
}

/** One operation in a schedule; it occupies its work center (and mold) over `[startAt, endAt)`, setup first. */
export interface ScheduledOperation {
  operationId: string;
  orderId: string;
  material?: string;
  workCenterId: string;
  moldId?: string;
  startAt: number;
  endAt: number;
  setupMinutes: number;
  isFrozen: boolean;
}

export interface OrderCompletion {
  orderId: string;
  material?: string;
  completedAt: number;
  dueAt?: number;
  tardinessMinutes: number;
  isLate: boolean;
}

/** Why the search ended: its work budget, stagnation, a proven optimum, the wall-clock cap, a stop request, or nothing left to try. */
export type StopReason = 'work_budget' | 'stagnation' | 'optimal' | 'time_cap' | 'stop_request' | 'complete';

/** Times are measured with the caller's clock (0 without one); the plan depends only on the work counts. */
export interface SolverTimes {
  constructionMs: number;
  improvementMs: number;
  totalMs: number;
  /** Search iterations (tabu) or evaluated placements (repair) spent. */
  iterations: number;
  /** The work budget in the same unit (`Infinity` when only time or stagnation bounded it). */
  workBudget: number;
  stoppedBy: StopReason;
}

export interface ScheduleKpis {
  /** Latest end over all operations, in minutes from the origin. */
  makespanMinutes: number;
  onTimeDeliveryPercent: number;
  lateOrders: number;
  totalTardinessMinutes: number;
  /** Total tardiness over all orders (on-time ones count as 0). */
  averageTardinessMinutes: number;
  /** Busy minutes (setup + run) over working minutes in `[0, makespan)`, per work center id. */
  utilizationByWorkCenter: Record<string, number>;
  overallUtilization: number;
  /** Operations with a setup, and their setup time. */
  setupCount: number;
  setupHours: number;
  /** Operations on another work center than in the baseline (0 without a baseline). */
  machineChanges: number;
  solverTimes: SolverTimes;
}

/** A business outcome worth telling the planner (not an error): e.g. a stability limit that could not be met. */
export interface ScheduleWarning {
  code: 'MACHINE_CHANGE_LIMIT_EXCEEDED' | 'START_SHIFT_LIMIT_EXCEEDED';
  message: string;
  operationIds: string[];
}

export interface Schedule {
  /** Every hard rule the plan breaks (validated before it is returned); empty for a plan that can be released. */
  violations: ScheduleViolation[];
  /** Present for a repair of the baseline: the policy, every move with its cause, the improvements taken. */
  repair?: RepairReport;
  operations: ScheduledOperation[];
  orders: OrderCompletion[];
  kpis: ScheduleKpis;
  /** The minimised objective value (see `ObjectiveWeights`). */
  objective: number;
  /** `tabu` when the search improved on (or ran after) dispatch; `repair` for a minimal-change repair. */
  algorithm: 'dispatch' | 'tabu' | 'repair';
  warnings: ScheduleWarning[];
}
