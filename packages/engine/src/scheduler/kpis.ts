import { isOrderLate } from '../plan/late-orders.ts';
import { availableMinutes } from './compile/calendar.ts';
import type { CompiledProblem } from './compile/compiled-problem.ts';
import type { Solution, Timing } from './decode/solution.ts';
import type { OrderCompletion, ScheduledOperation, ScheduleKpis, SolverTimes } from './model.ts';

/** Operations of a decoded solution in the public shape, in problem order. */
export function listScheduledOperations(
  compiled: CompiledProblem,
  solution: Solution,
  timing: Timing,
): ScheduledOperation[] {
  const { problem } = compiled;
  return problem.operations.map((operation, i) => {
    const material = problem.orders[compiled.orderOf[i]!]!.material;
    const mold = timing.moldOf[i]!;
    return {
      operationId: operation.id,
      orderId: operation.orderId,
      ...(material === undefined ? {} : { material }),
      workCenterId: compiled.workCenterIds[compiled.modeWorkCenter[solution.modeOf[i]!]!]!,
      ...(mold >= 0 ? { moldId: compiled.moldIds[mold]! } : {}),
      startAt: timing.startAt[i]!,
      endAt: timing.endAt[i]!,
      setupMinutes: timing.setupMinutes[i]!,
      isFrozen: compiled.isFrozen[i] === 1,
    };
  });
}

/**
 * Completion and tardiness (minutes) of every order: an order completes when its last operation ends,
 * at the earliest now (minute 0); whether it is late is the plan's one rule, `isOrderLate`.
 */
export function listOrderCompletions(compiled: CompiledProblem, timing: Timing): OrderCompletion[] {
  const lastEndAt = new Float64Array(compiled.orderDue.length).fill(Number.NEGATIVE_INFINITY);
  for (let i = 0; i < compiled.orderOf.length; i++) {
    const o = compiled.orderOf[i]!;
    lastEndAt[o] = Math.max(lastEndAt[o]!, timing.endAt[i]!);
  }
  return compiled.problem.orders.map((order, o) => {
    const endAt = lastEndAt[o]!;
    const completedAt = Math.max(0, endAt);
    // Every operation of the problem is still to run: done ones never reach the engine.
    const isLate = isOrderLate(
      {
        orderId: order.id,
        ...(order.dueAt === undefined ? {} : { dueAt: order.dueAt }),
        isComplete: false,
        operations: Number.isFinite(endAt) ? [{ endAt, isDone: false }] : [],
      },
      0,
    );
    return {
      orderId: order.id,
      ...(order.material === undefined ? {} : { material: order.material }),
      completedAt,
      ...(order.dueAt === undefined ? {} : { dueAt: order.dueAt }),
      tardinessMinutes: isLate ? Math.max(0, completedAt - order.dueAt!) : 0,
      isLate,
    };
  });
}

/**
 * KPIs of a schedule. Utilization of a work center is its busy working minutes (setup + run) over its
 * working minutes in `[0, makespan)`; overall utilization pools every work center.
 */
export function computeKpis(
  compiled: CompiledProblem,
  operations: readonly ScheduledOperation[],
  orders: readonly OrderCompletion[],
  solverTimes: SolverTimes,
): ScheduleKpis {
  const makespan = operations.reduce((latest, o) => Math.max(latest, o.endAt), 0);
  const busy = new Map<string, number>(compiled.workCenterIds.map((id) => [id, 0]));
  const index = new Map(compiled.workCenterIds.map((id, m) => [id, m]));
  let setupMinutes = 0;
  let setupCount = 0;
  let machineChanges = 0;
  const baseline = new Map(
    (compiled.problem.baseline?.operations ?? []).map((b) => [b.operationId, b.workCenterId]),
  );
  for (const operation of operations) {
    const calendar = compiled.calendars[index.get(operation.workCenterId)!]!;
    const minutes = availableMinutes(
      calendar,
      Math.max(0, operation.startAt),
      Math.min(makespan, operation.endAt),
    );
    busy.set(operation.workCenterId, busy.get(operation.workCenterId)! + minutes);
    if (operation.setupMinutes > 0) setupCount++;
    setupMinutes += operation.setupMinutes;
    const before = baseline.get(operation.operationId);
    if (before !== undefined && before !== operation.workCenterId) machineChanges++;
  }
  const utilizationByWorkCenter: Record<string, number> = {};
  let totalBusy = 0;
  let totalAvailable = 0;
  compiled.workCenterIds.forEach((id, m) => {
    const available = availableMinutes(compiled.calendars[m]!, 0, makespan);
    utilizationByWorkCenter[id] = available > 0 ? busy.get(id)! / available : 0;
    totalBusy += busy.get(id)!;
    totalAvailable += available;
  });
  const late = orders.filter((o) => o.isLate);
  const totalTardinessMinutes = late.reduce((sum, o) => sum + o.tardinessMinutes, 0);
  return {
    makespanMinutes: makespan,
    onTimeDeliveryPercent: orders.length > 0 ? (100 * (orders.length - late.length)) / orders.length : 100,
    lateOrders: late.length,
    totalTardinessMinutes,
    averageTardinessMinutes: orders.length > 0 ? totalTardinessMinutes / orders.length : 0,
    utilizationByWorkCenter,
    overallUtilization: totalAvailable > 0 ? totalBusy / totalAvailable : 0,
    setupCount,
    setupHours: setupMinutes / 60,
    machineChanges,
    solverTimes,
  };
}
