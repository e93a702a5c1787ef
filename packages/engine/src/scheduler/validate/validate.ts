import {
  availableMinutes,
  buildCalendar,
  type Calendar,
  isAvailableAt,
  isInsideAvailability,
} from '../compile/calendar.ts';
import { listPredecessors } from '../compile/routing.ts';
import type { Operation, ScheduledOperation, SchedulingProblem } from '../model.ts';
import type { ScheduleViolation } from '../violations.ts';
import { checkMolds, checkWorkCenterSequences } from './validate-resources.ts';

const EPSILON = 1e-6;

interface Context {
  problem: SchedulingProblem;
  byId: Map<string, Operation>;
  calendars: Map<string, Calendar>;
  releaseOf: Map<string, number>;
  violations: ScheduleViolation[];
}

/**
 * Checks a schedule against its problem and lists every violation (an empty list means valid):
 * every operation scheduled once, on an eligible work center, for its setup plus run time, after its
 * order's release; precedence with minimum and maximum waits; inside working windows and outside
 * downtime; no overlap on a work center, setups long enough for the sequence; molds present, fitting
 * and on one press at a time; frozen operations where they were. Times in minutes, intervals `[startAt, endAt)`.
 */
export function validateSchedule(
  problem: SchedulingProblem,
  schedule: { operations: readonly ScheduledOperation[] },
): ScheduleViolation[] {
  const context: Context = {
    problem,
    byId: new Map(problem.operations.map((o) => [o.id, o])),
    calendars: new Map(problem.workCenters.map((w) => [w.id, buildCalendar(w.calendar)])),
    releaseOf: new Map(problem.orders.map((o) => [o.id, o.releaseAt ?? 0])),
    violations: [],
  };
  const scheduled = indexScheduled(context, schedule.operations);
  for (const entry of scheduled.values()) checkOperation(context, entry);
  checkPrecedence(context, scheduled);
  checkWorkCenterSequences(problem, [...scheduled.values()], context.violations);
  checkMolds(problem, [...scheduled.values()], context.violations);
  return context.violations;
}

function indexScheduled(
  context: Context,
  operations: readonly ScheduledOperation[],
): Map<string, ScheduledOperation> {
  const scheduled = new Map<string, ScheduledOperation>();
  const report = (code: ScheduleViolation['code'], id: string, message: string) =>
    context.violations.push({ code, operationIds: [id], message });
  for (const entry of operations) {
    const id = entry.operationId;
    if (!context.byId.has(id)) report('UNKNOWN_OPERATION', id, `Operation ${id} is not in the problem`);
    else if (scheduled.has(id))
      report('DUPLICATE_OPERATION', id, `Operation ${id} is scheduled more than once`);
    else if (!hasValidTimes(entry)) {
      report(
        'INVALID_TIME',
        id,
        `Operation ${id} has an invalid interval [${entry.startAt}, ${entry.endAt}) or setup ${entry.setupMinutes}`,
      );
    } else scheduled.set(id, entry);
  }
  const listed = new Set(operations.map((o) => o.operationId));
  for (const operation of context.problem.operations) {
    if (!listed.has(operation.id)) {
      report('MISSING_OPERATION', operation.id, `Operation ${operation.id} is not scheduled`);
    }
  }
  return scheduled;
}

/** Finite times, `endAt >= startAt`, and a finite setup (a missing one would silently skip the duration and setup checks). */
function hasValidTimes(entry: ScheduledOperation): boolean {
  return (
    Number.isFinite(entry.startAt) &&
    Number.isFinite(entry.endAt) &&
    entry.endAt >= entry.startAt &&
    Number.isFinite(entry.setupMinutes)
  );
}

function checkOperation(context: Context, entry: ScheduledOperation): void {
  const operation = context.byId.get(entry.operationId)!;
  const id = operation.id;
  const report = (code: ScheduleViolation['code'], message: string) =>
    context.violations.push({ code, operationIds: [id], workCenterId: entry.workCenterId, message });
  if (operation.frozen) {
    checkFrozen(operation, entry, report);
    return;
  }
  const mode = operation.modes.find((m) => m.workCenterId === entry.workCenterId);
  if (!mode) {
    report('NOT_ELIGIBLE', `Operation ${id} cannot run on ${entry.workCenterId}`);
    return;
  }
  if (entry.startAt < (context.releaseOf.get(operation.orderId) ?? 0) - EPSILON)
    report('BEFORE_RELEASE', `Operation ${id} starts before its order is released`);
  const work = entry.setupMinutes + mode.runMinutes;
  const calendar = context.calendars.get(entry.workCenterId)!;
  if (operation.canPause) {
    if (availableMinutes(calendar, entry.startAt, entry.endAt) < work - EPSILON)
      report('WRONG_DURATION', `Operation ${id} gets less working time than its setup and run`);
    const isStartAvailable =
      isAvailableAt(calendar, entry.startAt) || isAvailableAt(calendar, entry.startAt + EPSILON);
    if (entry.endAt > entry.startAt && !isStartAvailable)
      report('OUTSIDE_CALENDAR', `Operation ${id} starts outside working time`);
    return;
  }
  if (Math.abs(entry.endAt - entry.startAt - work) > EPSILON || entry.setupMinutes < 0) {
    report(
      'WRONG_DURATION',
      `Operation ${id} lasts ${entry.endAt - entry.startAt} min instead of setup + run ${work} min`,
    );
  }
  // Within EPSILON of a window's bounds counts as inside: `start + setup + run` may round past an end
  // that `start + (setup + run)` reaches exactly.
  if (
    entry.endAt > entry.startAt &&
    !isInsideAvailability(calendar, entry.startAt + EPSILON, entry.endAt - EPSILON)
  ) {
    report(
      'OUTSIDE_CALENDAR',
      `Operation ${id} runs outside working windows or into downtime on ${entry.workCenterId}`,
    );
  }
}

function checkFrozen(
  operation: Operation,
  entry: ScheduledOperation,
  report: (code: 'FROZEN_MOVED', message: string) => void,
): void {
  const frozen = operation.frozen!;
  const run = operation.modes.find((m) => m.workCenterId === frozen.workCenterId)?.runMinutes ?? 0;
  const endAt = frozen.endAt ?? frozen.startAt + (frozen.setupMinutes ?? 0) + run;
  const isMoved =
    entry.workCenterId !== frozen.workCenterId ||
    Math.abs(entry.startAt - frozen.startAt) > EPSILON ||
    Math.abs(entry.endAt - endAt) > EPSILON ||
    (frozen.moldId !== undefined && entry.moldId !== frozen.moldId);
  if (isMoved) report('FROZEN_MOVED', `Frozen operation ${operation.id} was moved`);
}

function checkPrecedence(context: Context, scheduled: Map<string, ScheduledOperation>): void {
  const predecessors = listPredecessors(context.problem.operations);
  for (const [id, preds] of predecessors) {
    const entry = scheduled.get(id);
    const operation = context.byId.get(id)!;
    if (!entry) continue;
    for (const p of preds) {
      const before = scheduled.get(p);
      if (!before) continue;
      const wait = entry.startAt - before.endAt;
      const pair = [p, id];
      if (wait < (operation.minWaitMinutes ?? 0) - EPSILON) {
        const code = wait < -EPSILON ? 'PRECEDENCE' : 'MIN_WAIT';
        context.violations.push({
          code,
          operationIds: pair,
          message: `Operation ${id} starts ${wait} min after ${p} ends; at least ${operation.minWaitMinutes ?? 0} required`,
        });
      }
      if (operation.maxWaitMinutes !== undefined && wait > operation.maxWaitMinutes + EPSILON) {
        context.violations.push({
          code: 'MAX_WAIT',
          operationIds: pair,
          message: `Operation ${id} starts ${wait} min after ${p} ends; at most ${operation.maxWaitMinutes} allowed`,
        });
      }
    }
  }
}
