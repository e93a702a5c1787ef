import type { RoutingOperationRow } from './rows.ts';
import { SETUP_MATRICES, setupMinutes } from './setup-matrix.ts';
import { MINUTE_MS } from './time.ts';
import { WORK_CENTERS } from './work-centers.ts';
import { backwardInterval, forwardInterval, type Interval } from './working-time.ts';

/** Minimum time to move material between two operations of an order. */
const MOVE_MINUTES = 60;
/** Runs up to a shift long cannot stop at a shift's end. */
const PAUSABLE_AFTER_MINUTES = 480;

/** One eligible work center of an operation with the run time there for the order quantity. */
export interface OperationOption {
  workCenterId: string;
  durationMins: number;
}

/** One routing operation for an order quantity, its work center not yet chosen (primary first). */
export interface OperationDraft {
  operationNo: number;
  description: string;
  family: string | null;
  options: OperationOption[];
  minWaitAfterMinutes: number;
  maxWaitAfterMinutes: number | null;
}

export interface PlannedOperation {
  operationNo: number;
  description: string;
  family: string | null;
  workCenterId: string;
  durationMins: number;
  setupMinutes: number;
  /** `[startMs, endMs)` on the work center's working time, setup first. */
  startMs: number;
  endMs: number;
}

interface Booking extends Interval {
  family: string | null;
  isBlocking: boolean;
}

/** Shared state of the rough plan: working time per work center and what is booked on it. */
export interface PlanBoard {
  spans: Map<string, Interval[]>;
  booked: Map<string, Booking[]>;
}

/**
 * How an order was put on the board: `finite` by the last scheduling run (best eligible work
 * center, never overlapping another finite booking), `basic-dates` by backward scheduling only
 * (primary work center, infinite capacity, may overlap).
 */
export type PlanningMode = 'finite' | 'basic-dates';

const TYPE_OF = new Map(WORK_CENTERS.map((wc) => [wc.work_center_id, wc.type]));

/** An order's operations with, on each eligible work center, duration = fixed minutes + quantity / run rate per hour × 60. */
export function draftOperations(routing: readonly RoutingOperationRow[], quantity: number): OperationDraft[] {
  return routing.map((op) => ({
    operationNo: op.operation_no,
    description: op.description,
    family: op.setup_family,
    options: op.eligible.map((e) => ({
      workCenterId: e.work_center_id,
      durationMins: Math.round((e.fixed_minutes + (quantity / e.run_rate_per_hour) * 60) * 100) / 100,
    })),
    minWaitAfterMinutes: op.min_wait_after_minutes,
    maxWaitAfterMinutes: op.max_wait_after_minutes,
  }));
}

function spansOf(board: PlanBoard, wc: string): Interval[] {
  const spans = board.spans.get(wc);
  if (!spans) throw new Error(`no working time for ${wc}`);
  return spans;
}

function gapMs(op: OperationDraft): number {
  return Math.max(op.minWaitAfterMinutes, MOVE_MINUTES) * MINUTE_MS;
}

/** Setup after whatever the work center ran last before `atMs` (the default change if nothing). */
function setupAt(board: PlanBoard, wc: string, family: string | null, atMs: number): number {
  if (!family) return 0;
  let previous: Booking | undefined;
  for (const b of board.booked.get(wc) ?? []) {
    if (b.endMs <= atMs && (!previous || b.endMs > previous.endMs)) previous = b;
  }
  return setupMinutes(SETUP_MATRICES, TYPE_OF.get(wc) ?? '', previous?.family ?? undefined, family);
}

function primary(op: OperationDraft): OperationOption {
  const option = op.options[0];
  if (!option) throw new Error(`operation ${op.operationNo} has no eligible work center`);
  return option;
}

/** The latest start that finishes the last operation by `dueMs` on primary work centers (infinite capacity). */
export function latestStart(board: PlanBoard, drafts: readonly OperationDraft[], dueMs: number): number {
  let until = dueMs;
  let start = dueMs;
  for (let i = drafts.length - 1; i >= 0; i--) {
    const op = drafts[i]!;
    const option = primary(op);
    const minutes = Math.ceil(
      setupAt(board, option.workCenterId, op.family, -Infinity) + option.durationMins,
    );
    start = backwardInterval(spansOf(board, option.workCenterId), until, minutes).startMs;
    if (i > 0) until = start - gapMs(drafts[i - 1]!);
  }
  return start;
}

/**
 * Whether an operation may stop outside working time and go on in the next shift, as the schedule
 * service reads a routing step (apps/server/src/services/schedule/build-problem.ts): runs longer than
 * a shift may, curing in an autoclave may not.
 */
function canPause(op: OperationDraft): boolean {
  const longest = Math.max(0, ...op.options.map((o) => Math.round(o.durationMins)));
  return (
    longest > PAUSABLE_AFTER_MINUTES && !op.options.some((o) => TYPE_OF.get(o.workCenterId) === 'Autoclave')
  );
}

/**
 * The first slot from `fromMs` on one work center; finite slots overlap no blocking booking, and an
 * operation that cannot pause lies inside one stretch of working time.
 */
function place(
  board: PlanBoard,
  op: OperationDraft,
  option: OperationOption,
  fromMs: number,
  mode: PlanningMode,
): PlannedOperation {
  const blocking =
    mode === 'finite' ? (board.booked.get(option.workCenterId) ?? []).filter((b) => b.isBlocking) : [];
  const spans = spansOf(board, option.workCenterId);
  const isPausable = canPause(op);
  let from = fromMs;
  for (;;) {
    const setup = setupAt(board, option.workCenterId, op.family, from);
    const minutes = Math.ceil(setup + option.durationMins);
    const interval = forwardInterval(spans, from, minutes);
    if (!isPausable) {
      const stretch = spans.findIndex((s) => s.startMs <= interval.startMs && interval.startMs < s.endMs);
      const next = spans[stretch + 1];
      if (interval.endMs > spans[stretch]!.endMs && next) {
        from = next.startMs;
        continue;
      }
    }
    const clash = blocking.find((b) => b.startMs < interval.endMs && interval.startMs < b.endMs);
    if (!clash) {
      const { operationNo, description, family } = op;
      return { operationNo, description, family, ...option, setupMinutes: setup, ...interval };
    }
    from = clash.endMs;
  }
}

/**
 * Forward plan from `releaseMs`: each operation starts after its predecessor's wait, on the
 * eligible work center that finishes it first (finite) or on its primary one (basic dates); where
 * a maximum wait would be exceeded, the predecessor is pushed later and the rest re-planned.
 */
export function forwardPlan(
  board: PlanBoard,
  drafts: readonly OperationDraft[],
  releaseMs: number,
  mode: PlanningMode,
): PlannedOperation[] {
  const earliest = drafts.map(() => releaseMs);
  for (let attempt = 0; attempt < 200; attempt++) {
    const planned: PlannedOperation[] = [];
    let ready = releaseMs;
    for (const [i, op] of drafts.entries()) {
      const from = Math.max(ready, earliest[i]!);
      const options = mode === 'finite' ? op.options : [primary(op)];
      const best = options
        .map((option) => place(board, op, option, from, mode))
        .reduce((a, b) => (b.endMs < a.endMs ? b : a));
      planned.push(best);
      ready = best.endMs + gapMs(op);
    }
    const violated = planned.findIndex((op, i) => {
      const next = planned[i + 1];
      const maxWait = drafts[i]!.maxWaitAfterMinutes;
      return next !== undefined && maxWait !== null && next.startMs - op.endMs > maxWait * MINUTE_MS;
    });
    if (violated < 0) {
      for (const op of planned) book(board, op, mode === 'finite');
      return planned;
    }
    const op = planned[violated]!;
    const excess =
      planned[violated + 1]!.startMs - op.endMs - (drafts[violated]!.maxWaitAfterMinutes ?? 0) * MINUTE_MS;
    earliest[violated] = op.startMs + excess;
  }
  throw new Error('could not honour the maximum waits of an order');
}

function book(board: PlanBoard, op: PlannedOperation, isBlocking: boolean): void {
  const bookings = board.booked.get(op.workCenterId) ?? [];
  bookings.push({ startMs: op.startMs, endMs: op.endMs, family: op.family, isBlocking });
  board.booked.set(op.workCenterId, bookings);
}
