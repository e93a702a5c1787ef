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

/** Schedule changes summary, in the shape of planning-workspaces §3 (field names as the API sends them). */
export interface ScheduleChangesSummary {
  has_changes: boolean;
  summary_text: string;
  summary_stats: {
    machine_changes: number;
    delayed_operations: number;
    advanced_operations: number;
    new_operations: number;
    removed_operations: number;
    /** With causes: changes by cause. */
    forced_operations?: number;
    knock_on_operations?: number;
    improvement_operations?: number;
  };
  changes: OperationChange[];
}

export interface OperationChange {
  order_id: string;
  material?: string;
  operation_id: string;
  change_type: ChangeType[];
  /** Why it moved, when the schedule is a repair that explains its moves. */
  cause?: MoveCause;
  details: {
    machine_change?: { from: string; to: string };
    /** Starts in minutes from the origin; `shift_minutes` is the size of the move, never negative. */
    time_change?: {
      old_start: number;
      new_start: number;
      direction: 'delayed' | 'advanced';
      shift_minutes: number;
    };
    new_operation?: { work_center: string; start_time: number };
    removed_operation?: { work_center: string };
  };
}
