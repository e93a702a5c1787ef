import type { SchedulingProblem } from '../model.ts';
import type { Calendar } from './calendar.ts';

/** Sorted intervals `[starts[i], ends[i])` with the setup family of each (-1: none). */
export interface Blocks {
  starts: Float64Array;
  ends: Float64Array;
  families: Int32Array;
}

/**
 * A validated problem in numbered form for the solvers: operations, work centers, molds and families
 * are indexes; modes of operation `i` are `modeStart[i] .. modeStart[i + 1] - 1`; predecessors and
 * successors are in the same compressed layout. Times are minutes from the origin.
 */
export interface CompiledProblem {
  problem: SchedulingProblem;
  operationIds: string[];
  workCenterIds: string[];
  moldIds: string[];
  orderOf: Int32Array;
  orderRelease: Float64Array;
  orderDue: Float64Array;
  orderWeight: Float64Array;
  modeStart: Int32Array;
  modeWorkCenter: Int32Array;
  modeRun: Float64Array;
  predStart: Int32Array;
  predList: Int32Array;
  succStart: Int32Array;
  succList: Int32Array;
  minLag: Float64Array;
  maxLag: Float64Array;
  hasMaxLag: boolean;
  family: Int32Array;
  familyCount: number;
  canPause: Uint8Array;
  /** Eligible molds of operation `i`: `moldList[moldStart[i] .. moldStart[i + 1] - 1]`. */
  moldStart: Int32Array;
  moldList: Int32Array;
  /** `moldFits[mold * workCenterCount + workCenter]`. */
  moldFits: Uint8Array;
  isFrozen: Uint8Array;
  frozenMode: Int32Array;
  frozenStart: Float64Array;
  frozenEnd: Float64Array;
  frozenSetup: Float64Array;
  frozenMold: Int32Array;
  /** Calendars as given, and with frozen operations cut out (used for placing the others). */
  calendars: Calendar[];
  placementCalendars: Calendar[];
  frozenBlocks: Blocks[];
  moldBlocks: Blocks[];
  setupTables: Float64Array[];
  initialFamily: Int32Array;
  baselineWorkCenter: Int32Array;
  baselineStart: Float64Array;
  /** The baseline's mold of each operation, tried first when placing it; -1 for none. */
  baselineMold: Int32Array;
  /** Minimum work (run minutes) from the start of each operation to the end of its order. */
  tailMinutes: Float64Array;
}
