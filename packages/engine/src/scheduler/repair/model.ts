import type { TimeInterval } from '../time-interval.ts';

/**
 * How much of the previous plan a repair keeps:
 * - `frozen`: only what must move moves (forced operations and what they push); no improvements;
 * - `balanced`: also improvements, each one only when the lateness it removes is worth more than the
 *   price of the operations and machine changes it costs;
 * - `free`: the open orders are planned afresh (the baseline only weighs on the search).
 */
export type Stability = 'frozen' | 'balanced' | 'free';

/** The rules of a repair. Prices are in minutes of weighted tardiness, the currency of lateness. */
export interface RepairPolicy {
  stability: Stability;
  /**
   * Operations planned to start in `[0, frozenHorizonMinutes)` keep their machine and start unless they
   * are forced to move or pushed by one that is: the shop floor is already preparing them.
   */
  frozenHorizonMinutes: number;
  /** What one more moved operation costs (an operation moves when its machine or start changes). */
  movePriceMinutes: number;
  /** What one more operation on another machine costs, on top of its move price. */
  machineChangePriceMinutes: number;
  /** What one more late order costs, on top of its tardiness. */
  lateOrderPriceMinutes: number;
}

/** A planner's default: a moved operation is worth 2 h of lateness, a machine change 4 h more, a late order 24 h. */
export const DEFAULT_REPAIR_POLICY: RepairPolicy = {
  stability: 'balanced',
  frozenHorizonMinutes: 4 * 60,
  movePriceMinutes: 120,
  machineChangePriceMinutes: 240,
  lateOrderPriceMinutes: 24 * 60,
};

/** Why an operation cannot keep its planned machine and start. */
export type ForcedReason =
  /** Its planned interval meets downtime (a breakdown or maintenance) on its machine. */
  | 'downtime'
  /** Its planned interval is outside the machine's working time. */
  | 'calendar'
  /** Its order now waits for material until after its planned start. */
  | 'material'
  /** Its planned machine can no longer run it. */
  | 'not_eligible'
  /** Its planned start has passed and it has not started. */
  | 'start_passed'
  /** It was running and the disruption interrupted it. */
  | 'interrupted'
  /** It was not in the previous plan (a new order). */
  | 'new_operation'
  /** The planner asked for it on another work center (`RepairOptions.requestedOperationIds`). */
  | 'requested';

export interface ForcedMove {
  reason: ForcedReason;
  workCenterId?: string;
  /** The blocked time it meets (downtime), or the time its material arrives (`startAt` only). */
  interval?: TimeInterval;
}

/** Why an operation of the repaired plan differs from the previous plan. */
export type MoveCause =
  | ({ kind: 'forced' } & ForcedMove)
  /** Pushed later by the operations in `chain` (first: the forced or improved one it starts from). */
  | { kind: 'knock_on'; chain: string[] }
  /** Moved by improvement `step` (1-based, in the order the repair took them). */
  | { kind: 'improvement'; step: number };

export interface OperationMove {
  operationId: string;
  cause: MoveCause;
}

/** One improvement the repair took, with what it gained and what it cost. */
export interface ImprovementStep {
  step: number;
  /** The late order it was taken for. */
  orderId: string;
  /** The operation the improvement moved (its knock-ons are moves of this step too). */
  operationId: string;
  /** `replan`: the whole plan was made afresh (stability `free`), one step for all its moves. */
  action: 'reassign' | 'resequence' | 'advance' | 'replan';
  lateOrdersGained: number;
  /** Weighted tardiness removed, in minutes. */
  tardinessMinutesGained: number;
  /** Operations whose machine or start this step changed, its knock-ons included. */
  movedOperations: number;
  /** Operations this step put on another machine. */
  machineChanges: number;
}

/** What a repair did, for the changes summary and the reasoning trace. */
export interface RepairReport {
  policy: RepairPolicy;
  moves: OperationMove[];
  improvements: ImprovementStep[];
  /** Operations that could not keep their slot, before any choice was made. */
  forcedOperations: number;
  /** Late orders and weighted tardiness of the plain right-shift (forced and knock-on moves only). */
  rightShift: { lateOrders: number; weightedTardinessMinutes: number };
  /**
   * Why the plan was made afresh instead of repaired: the baseline could not be followed (e.g. its
   * sequences contradict the routings). A code; the server words it.
   */
  fellBackToFree?: 'baseline_unusable';
}
