/**
 * A solution: the mode (hence work center) of every operation and the sequence of non-frozen operations
 * on every work center.
 */
export interface Solution {
  modeOf: Int32Array;
  sequences: number[][];
}

/** Times of every operation in minutes from the origin; each occupies `[startAt, endAt)`, setup first. */
export interface Timing {
  startAt: Float64Array;
  endAt: Float64Array;
  setupMinutes: Float64Array;
  moldOf: Int32Array;
  /** The operation whose end fixed this one's start (job or machine predecessor), -1 when none did. */
  criticalPredecessor: Int32Array;
}

export function createTiming(operationCount: number): Timing {
  return {
    startAt: new Float64Array(operationCount),
    endAt: new Float64Array(operationCount),
    setupMinutes: new Float64Array(operationCount),
    moldOf: new Int32Array(operationCount),
    criticalPredecessor: new Int32Array(operationCount),
  };
}

export function copySolution(solution: Solution): Solution {
  return { modeOf: solution.modeOf.slice(), sequences: solution.sequences.map((s) => s.slice()) };
}
