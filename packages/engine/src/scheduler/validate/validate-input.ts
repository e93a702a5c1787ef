import { listPredecessors, sortByPrecedence } from '../compile/routing.ts';
import { SchedulingInputError, type SchedulingOffender } from '../errors.ts';
import type { Mold, Operation, SchedulingProblem } from '../model.ts';
import type { TimeInterval } from '../time-interval.ts';
import { checkFrozen, checkFrozenOverlaps, checkOrdersFitCalendars } from './validate-input-plan.ts';

type Report = (offender: SchedulingOffender) => void;

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isDuration = (value: unknown) => isFiniteNumber(value) && value >= 0;

function checkUniqueIds(problem: SchedulingProblem, report: Report): void {
  const groups = [
    ['order', problem.orders],
    ['operation', problem.operations],
    ['workCenter', problem.workCenters],
    ['mold', problem.molds ?? []],
  ] as const;
  for (const [entity, items] of groups) {
    const seen = new Set<string>();
    for (const { id } of items) {
      if (seen.has(id)) report({ code: 'DUPLICATE_ID', entity, id, message: `Duplicate ${entity} id ${id}` });
      seen.add(id);
    }
  }
}

function checkIntervals(
  entity: 'workCenter' | 'mold',
  id: string,
  intervals: TimeInterval[],
  report: Report,
) {
  for (const { startAt, endAt } of intervals) {
    if (
      Number.isNaN(startAt) ||
      Number.isNaN(endAt) ||
      !(endAt >= startAt) ||
      startAt === Number.POSITIVE_INFINITY
    ) {
      report({
        code: 'INVALID_TIME',
        entity,
        id,
        message: `Interval [${startAt}, ${endAt}) of ${id} is invalid`,
      });
    }
  }
}

function checkResources(problem: SchedulingProblem, report: Report): void {
  const workCenterIds = new Set(problem.workCenters.map((w) => w.id));
  for (const workCenter of problem.workCenters) {
    const calendar = workCenter.calendar;
    checkIntervals(
      'workCenter',
      workCenter.id,
      [...(calendar?.workingWindows ?? []), ...(calendar?.unavailable ?? [])],
      report,
    );
  }
  for (const mold of problem.molds ?? []) {
    checkIntervals('mold', mold.id, mold.unavailable ?? [], report);
    for (const w of mold.workCenterIds) {
      if (!workCenterIds.has(w))
        report({
          code: 'UNKNOWN_REFERENCE',
          entity: 'mold',
          id: mold.id,
          message: `Mold ${mold.id} fits unknown work center ${w}`,
        });
    }
  }
  for (const matrix of problem.setupMatrices ?? []) {
    for (const rule of matrix.rules) {
      if (!isDuration(rule.setupMinutes)) {
        report({
          code: 'INVALID_DURATION',
          entity: 'setupMatrix',
          id: matrix.workCenterType,
          message: `Setup ${rule.fromFamily}→${rule.toFamily} has invalid minutes ${rule.setupMinutes}`,
        });
      }
    }
  }
}

function checkOrders(problem: SchedulingProblem, report: Report): void {
  for (const order of problem.orders) {
    const times = [order.releaseAt ?? 0, order.dueAt ?? 0, order.weight ?? 1];
    if (!times.every(isFiniteNumber) || (order.weight ?? 1) < 0) {
      report({
        code: 'INVALID_TIME',
        entity: 'order',
        id: order.id,
        message: `Order ${order.id} has a non-finite release, due date or weight`,
      });
    }
  }
}

interface KnownIds {
  orderIds: Set<string>;
  workCenterIds: Set<string>;
  molds: Map<string, Mold>;
}

function checkOperation(known: KnownIds, operation: Operation, report: Report): void {
  const { id } = operation;
  const { orderIds, workCenterIds, molds } = known;
  const unknown = (what: string) =>
    report({
      code: 'UNKNOWN_REFERENCE',
      entity: 'operation',
      id,
      message: `Operation ${id} refers to unknown ${what}`,
    });
  if (!orderIds.has(operation.orderId)) unknown(`order ${operation.orderId}`);
  for (const mode of operation.modes) {
    if (!workCenterIds.has(mode.workCenterId)) unknown(`work center ${mode.workCenterId}`);
    if (!isDuration(mode.runMinutes)) {
      report({
        code: 'INVALID_DURATION',
        entity: 'operation',
        id,
        message: `Operation ${id} has invalid run minutes ${mode.runMinutes} on ${mode.workCenterId}`,
      });
    }
  }
  const waits = [operation.minWaitMinutes ?? 0, operation.maxWaitMinutes ?? 0];
  if (
    !waits.every(isDuration) ||
    (operation.maxWaitMinutes ?? Number.POSITIVE_INFINITY) < (operation.minWaitMinutes ?? 0)
  ) {
    report({
      code: 'INVALID_DURATION',
      entity: 'operation',
      id,
      message: `Operation ${id} has invalid minimum or maximum wait`,
    });
  }
  for (const moldId of operation.moldIds ?? []) if (!molds.has(moldId)) unknown(`mold ${moldId}`);
  const fits = (workCenterId: string) =>
    !operation.moldIds?.length ||
    operation.moldIds.some((m) => molds.get(m)?.workCenterIds.includes(workCenterId));
  if (!operation.modes.some((mode) => workCenterIds.has(mode.workCenterId) && fits(mode.workCenterId))) {
    report({
      code: 'NO_ELIGIBLE_WORK_CENTER',
      entity: 'operation',
      id,
      message: `Operation ${id} has no eligible work center`,
    });
  }
}

/**
 * Checks a problem before scheduling and throws a `SchedulingInputError` listing every offender:
 * duplicate or unknown ids, invalid durations or times, operations with no eligible work center,
 * precedence cycles, invalid frozen operations, orders that cannot fit any calendar.
 */
export function validateProblem(problem: SchedulingProblem): void {
  const offenders: SchedulingOffender[] = [];
  const report: Report = (offender) => offenders.push(offender);
  checkUniqueIds(problem, report);
  checkResources(problem, report);
  checkOrders(problem, report);
  const known: KnownIds = {
    orderIds: new Set(problem.orders.map((o) => o.id)),
    workCenterIds: new Set(problem.workCenters.map((w) => w.id)),
    molds: new Map((problem.molds ?? []).map((m) => [m.id, m])),
  };
  for (const operation of problem.operations) checkOperation(known, operation, report);
  const predecessors = listPredecessors(problem.operations);
  const operationIds = new Set(problem.operations.map((o) => o.id));
  for (const [id, preds] of predecessors) {
    for (const p of preds) {
      if (!operationIds.has(p))
        report({
          code: 'UNKNOWN_REFERENCE',
          entity: 'operation',
          id,
          message: `Operation ${id} follows unknown operation ${p}`,
        });
    }
  }
  const { sorted, cyclic } = sortByPrecedence([...operationIds], predecessors);
  for (const id of cyclic)
    report({
      code: 'PRECEDENCE_CYCLE',
      entity: 'operation',
      id,
      message: `Operation ${id} is on a precedence cycle`,
    });
  checkFrozen(problem, predecessors, report);
  checkFrozenOverlaps(problem, report);
  if (offenders.length === 0) checkOrdersFitCalendars(problem, predecessors, sorted, report);
  if (offenders.length > 0) throw new SchedulingInputError(offenders);
}
