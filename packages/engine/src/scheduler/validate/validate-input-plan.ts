import { buildCalendar, earliestStart, pausedInterval } from '../compile/calendar.ts';
import type { SchedulingOffender } from '../errors.ts';
import type { SchedulingProblem } from '../model.ts';

type Report = (offender: SchedulingOffender) => void;

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function checkFrozen(
  problem: SchedulingProblem,
  predecessors: Map<string, string[]>,
  report: Report,
): void {
  const byId = new Map(problem.operations.map((o) => [o.id, o]));
  for (const operation of problem.operations) {
    const frozen = operation.frozen;
    if (!frozen) continue;
    const invalid = (why: string) =>
      report({
        code: 'FROZEN_INVALID',
        entity: 'operation',
        id: operation.id,
        message: `Frozen operation ${operation.id} ${why}`,
      });
    if (!operation.modes.some((m) => m.workCenterId === frozen.workCenterId))
      invalid('is on a work center it is not eligible for');
    if (!isFiniteNumber(frozen.startAt) || (frozen.endAt !== undefined && !(frozen.endAt >= frozen.startAt)))
      invalid('has an invalid interval');
    if (frozen.moldId !== undefined && !operation.moldIds?.includes(frozen.moldId))
      invalid(`uses mold ${frozen.moldId} it is not eligible for`);
    if (frozen.moldId === undefined && operation.moldIds?.length) invalid('needs its mold named');
    for (const p of predecessors.get(operation.id) ?? []) {
      if (byId.has(p) && !byId.get(p)!.frozen) invalid(`follows operation ${p}, which is not frozen`);
    }
  }
}

/** Frozen operations may not overlap one another on a work center or a mold. */
export function checkFrozenOverlaps(problem: SchedulingProblem, report: Report): void {
  const frozen = problem.operations
    .filter((o) => o.frozen)
    .map((o) => {
      const f = o.frozen!;
      const run = o.modes.find((m) => m.workCenterId === f.workCenterId)?.runMinutes ?? 0;
      return {
        id: o.id,
        keys: [`w:${f.workCenterId}`, ...(f.moldId ? [`m:${f.moldId}`] : [])],
        startAt: f.startAt,
        endAt: f.endAt ?? f.startAt + (f.setupMinutes ?? 0) + run,
      };
    });
  frozen.sort((a, b) => a.startAt - b.startAt);
  const latestEnd = new Map<string, number>();
  for (const entry of frozen) {
    for (const key of entry.keys) {
      if ((latestEnd.get(key) ?? Number.NEGATIVE_INFINITY) > entry.startAt) {
        report({
          code: 'FROZEN_INVALID',
          entity: 'operation',
          id: entry.id,
          message: `Frozen operation ${entry.id} overlaps another frozen operation`,
        });
      }
      latestEnd.set(key, Math.max(latestEnd.get(key) ?? Number.NEGATIVE_INFINITY, entry.endAt));
    }
  }
}

/** Earliest end of each order run alone (no contention, no setups), to find orders no calendar can hold. */
export function checkOrdersFitCalendars(
  problem: SchedulingProblem,
  predecessors: Map<string, string[]>,
  sorted: string[],
  report: Report,
) {
  const calendars = new Map(problem.workCenters.map((w) => [w.id, buildCalendar(w.calendar)]));
  const releaseOf = new Map(problem.orders.map((o) => [o.id, o.releaseAt ?? 0]));
  const byId = new Map(problem.operations.map((o) => [o.id, o]));
  const endOf = new Map<string, number>();
  const horizon = problem.horizonEndAt ?? Number.POSITIVE_INFINITY;
  const lateOrders = new Set<string>();
  for (const id of sorted) {
    const operation = byId.get(id)!;
    if (operation.frozen) {
      endOf.set(id, operation.frozen.endAt ?? operation.frozen.startAt);
      continue;
    }
    const ready = Math.max(
      releaseOf.get(operation.orderId) ?? 0,
      ...(predecessors.get(id) ?? []).map((p) => (endOf.get(p) ?? 0) + (operation.minWaitMinutes ?? 0)),
    );
    let end = Number.POSITIVE_INFINITY;
    for (const mode of operation.modes) {
      const calendar = calendars.get(mode.workCenterId);
      if (!calendar) continue;
      const start = operation.canPause
        ? pausedInterval(calendar, ready, mode.runMinutes).startAt
        : earliestStart(calendar, ready, mode.runMinutes);
      const finish = operation.canPause
        ? pausedInterval(calendar, ready, mode.runMinutes).endAt
        : start + mode.runMinutes;
      end = Math.min(end, finish);
    }
    endOf.set(id, end);
    if (end > horizon || !Number.isFinite(end)) lateOrders.add(operation.orderId);
  }
  for (const orderId of lateOrders) {
    report({
      code: 'ORDER_CANNOT_FIT_CALENDAR',
      entity: 'order',
      id: orderId,
      message: `Order ${orderId} cannot fit the work-center calendars within the horizon`,
    });
  }
}
