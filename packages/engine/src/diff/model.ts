import type { MoveCause } from '../scheduler/repair/model.ts';

/** One operation of a schedule as the diff reads it; `startAt` in minutes from the planning origin. */
export interface PlannedOperation {
  operationId: string;
  orderId: string;
  material?: string;
  workCenterId: string;
  startAt: number;
  /** End of the operation's interval `[startAt, endAt)`, when known. */
  endAt?: number;
}

export interface ScheduleSnapshot {
  operations: readonly PlannedOperation[];
}

export type ChangeType = 'machine_change' | 'time_change' | 'new_operation' | 'removed';

/**
 * What changed from a baseline schedule to a new one (planning-workspaces §3): facts and counts; the
 * server words the summary line and maps it to the API's field names.
 */
export interface ScheduleChangesSummary {
  hasChanges: boolean;
  stats: ChangeStats;
  changes: OperationChange[];
}

/** Changed operations by kind; an operation both moved in time and reassigned counts in both. */
export interface ChangeStats {
  machineChanges: number;
  delayedOperations: number;
  advancedOperations: number;
  newOperations: number;
  removedOperations: number;
  /** With causes: changes by cause. */
  forcedOperations?: number;
  knockOnOperations?: number;
  improvementOperations?: number;
}

export interface OperationChange {
  orderId: string;
  material?: string;
  operationId: string;
  changeTypes: ChangeType[];
  /** Why it moved, when the schedule is a repair that explains its moves. */
  cause?: MoveCause;
  details: {
    machineChange?: { fromWorkCenterId: string; toWorkCenterId: string };
    /** Starts in minutes from the origin; `shiftMinutes` is the size of the move, never negative. */
    timeChange?: {
      oldStartAt: number;
      newStartAt: number;
      direction: 'delayed' | 'advanced';
      shiftMinutes: number;
    };
    newOperation?: { workCenterId: string; startAt: number };
    removedOperation?: { workCenterId: string };
  };
}
