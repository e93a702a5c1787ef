export type ScheduleViolationCode =
  | 'MISSING_OPERATION'
  | 'UNKNOWN_OPERATION'
  | 'DUPLICATE_OPERATION'
  | 'INVALID_TIME'
  | 'NOT_ELIGIBLE'
  | 'WRONG_DURATION'
  | 'BEFORE_RELEASE'
  | 'PRECEDENCE'
  | 'MIN_WAIT'
  | 'MAX_WAIT'
  | 'OUTSIDE_CALENDAR'
  | 'OVERLAP'
  | 'SETUP_TOO_SHORT'
  | 'MOLD_MISSING'
  | 'MOLD_NOT_ELIGIBLE'
  | 'MOLD_DOES_NOT_FIT'
  | 'MOLD_CONFLICT'
  | 'MOLD_UNAVAILABLE'
  | 'FROZEN_MOVED';

/** One broken rule of a schedule, naming the operations (and work center or mold) involved. */
export interface ScheduleViolation {
  code: ScheduleViolationCode;
  operationIds: string[];
  workCenterId?: string;
  moldId?: string;
  message: string;
}
