import type { BaselineOperation, SchedulingProblem } from '../../src/scheduler/model.ts';
import type { TimeInterval } from '../../src/scheduler/time-interval.ts';

/**
 * An independent right-shift of a plan, written apart from the repair code so tests can check it:
 * every operation stays on its planned machine in planned order with its planned duration, and starts
 * at the first time at or after its planned start that its order's release, its predecessor (plus the
 * minimum wait), its machine and the machine's calendar allow. Only for plants without pausing, molds,
 * maximum waits or frozen operations. Answers the new start of each operation.
 */
export function rightShift(
  problem: SchedulingProblem,
  plan: readonly BaselineOperation[],
): Map<string, number> {
  const byId = new Map(problem.operations.map((o) => [o.id, o]));
  const release = new Map(problem.orders.map((o) => [o.id, o.releaseAt ?? 0]));
  const previousInOrder = new Map<string, string>();
  problem.operations.forEach((op, k) => {
    const before = problem.operations[k - 1];
    if (before?.orderId === op.orderId) previousInOrder.set(op.id, before.id);
  });
  const machineFree = new Map<string, number>();
  const start = new Map<string, number>();
  const end = new Map<string, number>();
  const ordered = [...plan].sort((a, b) => a.startAt - b.startAt);
  for (const planned of ordered) {
    const op = byId.get(planned.operationId)!;
    const duration = (planned.endAt ?? planned.startAt) - planned.startAt;
    const predecessor = previousInOrder.get(op.id);
    let t = Math.max(
      planned.startAt,
      release.get(op.orderId) ?? 0,
      predecessor === undefined ? -Infinity : end.get(predecessor)! + (op.minWaitMinutes ?? 0),
      machineFree.get(planned.workCenterId) ?? -Infinity,
    );
    t = firstFit(problem, planned.workCenterId, t, duration);
    start.set(op.id, t);
    end.set(op.id, t + duration);
    machineFree.set(planned.workCenterId, t + duration);
  }
  return start;
}

function firstFit(problem: SchedulingProblem, workCenterId: string, from: number, duration: number): number {
  const calendar = problem.workCenters.find((w) => w.id === workCenterId)?.calendar;
  const windows: TimeInterval[] = calendar?.workingWindows ?? [{ startAt: -Infinity, endAt: Infinity }];
  const blocked = calendar?.unavailable ?? [];
  for (let t = from, guard = 0; guard < 10_000; guard++) {
    const window = windows.find((w) => w.endAt > t && Math.max(t, w.startAt) + duration <= w.endAt);
    if (!window) return Infinity;
    const s = Math.max(t, window.startAt);
    const hit = blocked.find((b) => b.startAt < s + duration && s < b.endAt && duration > 0);
    if (!hit) return s;
    t = hit.endAt;
  }
  return Infinity;
}
