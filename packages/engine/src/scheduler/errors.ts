export type SchedulingErrorCode =
  | 'DUPLICATE_ID'
  | 'UNKNOWN_REFERENCE'
  | 'PRECEDENCE_CYCLE'
  | 'NO_ELIGIBLE_WORK_CENTER'
  | 'INVALID_DURATION'
  | 'INVALID_TIME'
  | 'FROZEN_INVALID'
  | 'ORDER_CANNOT_FIT_CALENDAR'
  | 'NO_FEASIBLE_PLACEMENT';

/** One offending entity of a problem, with the rule it breaks. */
export interface SchedulingOffender {
  code: SchedulingErrorCode;
  entity: 'order' | 'operation' | 'workCenter' | 'mold' | 'setupMatrix' | 'baseline';
  id: string;
  message: string;
}

/**
 * Bad scheduling input, or a problem no schedule can satisfy. `code` is the first offender's code;
 * `offenders` lists every offender found.
 */
export class SchedulingInputError extends Error {
  readonly code: SchedulingErrorCode;
  readonly offenders: SchedulingOffender[];

  constructor(offenders: SchedulingOffender[]) {
    const first = offenders[0];
    super(
      first
        ? `${first.message}${offenders.length > 1 ? ` (and ${offenders.length - 1} more)` : ''}`
        : 'Invalid scheduling problem',
    );
    this.name = 'SchedulingInputError';
    this.code = first?.code ?? 'UNKNOWN_REFERENCE';
    this.offenders = offenders;
  }
}
