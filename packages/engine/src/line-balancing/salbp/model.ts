/** One task of a line's precedence graph: its time and the tasks that must be done before it. */
export interface SalbpTask {
  id: string;
  time: number;
  predecessors: readonly string[];
}

export interface AssignStationsInput {
  tasks: readonly SalbpTask[];
  cycleTime: number;
  /** Work allowed to the exact search, in nodes (loads enumerated): the same input gives the same answer. */
  nodeBudget?: number;
}

export interface MinimizeCycleTimeInput {
  tasks: readonly SalbpTask[];
  stations: number;
  nodeBudget?: number;
}

export interface Station {
  tasks: string[];
  load: number;
}

export interface StationAssignment {
  stationCount: number;
  /** Best proven lower bound on the station count. */
  lowerBound: number;
  /** True when the station count equals the lower bound or the exact search finished. */
  optimal: boolean;
  /**
   * 'exact' when the branch and bound finished (the answer is proven by search); 'heuristic' when a
   * heuristic or the beam search gave the answer (proven only if it meets the lower bound) or the
   * budget ran out before the search finished.
   */
  method: 'exact' | 'heuristic';
  stations: Station[];
  nodes: number;
}

export interface CycleTimeAssignment extends StationAssignment {
  cycleTime: number;
  cycleTimeLowerBound: number;
}

export type SalbpErrorCode =
  | 'UNKNOWN_PREDECESSOR'
  | 'PRECEDENCE_CYCLE'
  | 'TASK_EXCEEDS_CYCLE'
  | 'DUPLICATE_TASK'
  | 'BAD_NUMBER';

/** A task graph the solver cannot take; `field` names where in the input, `taskId` which task. */
export class SalbpInputError extends Error {
  constructor(
    readonly code: SalbpErrorCode,
    readonly field: string,
    readonly taskId: string,
    message: string,
  ) {
    super(message);
    this.name = 'SalbpInputError';
  }
}

/** Default work for one request: enough to prove the shared benchmark instances, small enough to stay near a second. */
export const DEFAULT_SALBP_NODE_BUDGET = 30_000_000;
