import type { PeriodLoad } from './period-load.ts';

/** An operation's hours in one period, and what it would take on each eligible alternative. */
export interface MovableOperation {
  orderId: string;
  operationId: string;
  workCenterId: string;
  periodIndex: number;
  hours: number;
  /** Eligible work centers other than its own, with the hours it would take there in the period. */
  alternatives: readonly { workCenterId: string; hours: number }[];
}

export interface CapacityMove {
  orderId: string;
  operationId: string;
  toWorkCenterId: string;
  /** Hours taken off the overloaded work center. */
  hours: number;
  /** Hours added to the alternative. */
  hoursThere: number;
}

/** What would clear one overloaded work center in one period. */
export interface OverloadRelief {
  workCenterId: string;
  periodIndex: number;
  /** Load above capacity: the overtime hours that alone would clear the overload. */
  overloadHours: number;
  /** Operations to move to eligible work centers with free capacity in the same period, largest first. */
  moves: CapacityMove[];
  /** Overtime hours still needed once the moves are made (0 when the moves clear it). */
  overtimeHoursAfterMoves: number;
}

/**
 * For each work center and period loaded above capacity, the overtime that would clear it (load −
 * capacity) and the operations that could move to an eligible work center with free capacity in the
 * same period: largest first, each to the alternative with the most free hours that can take it whole,
 * until the overload is gone. Free capacity handed to one move is not offered again.
 */
export function relieveOverloads(
  loads: readonly PeriodLoad[],
  operations: readonly MovableOperation[],
): OverloadRelief[] {
  const key = (workCenterId: string, periodIndex: number) => `${workCenterId}\u0000${periodIndex}`;
  const free = new Map(loads.map((l) => [key(l.workCenterId, l.periodIndex), l.capacityHours - l.loadHours]));
  const candidatesOf = new Map<string, MovableOperation[]>();
  for (const op of operations) {
    if (op.alternatives.length === 0 || op.hours <= 0) continue;
    const k = key(op.workCenterId, op.periodIndex);
    candidatesOf.set(k, [...(candidatesOf.get(k) ?? []), op]);
  }
  const reliefs: OverloadRelief[] = [];
  for (const load of loads) {
    const overloadHours = load.loadHours - load.capacityHours;
    if (overloadHours <= 1e-9) continue;
    const candidates = [...(candidatesOf.get(key(load.workCenterId, load.periodIndex)) ?? [])].sort(
      (a, b) => b.hours - a.hours || a.orderId.localeCompare(b.orderId),
    );
    let remaining = overloadHours;
    const moves: CapacityMove[] = [];
    for (const op of candidates) {
      if (remaining <= 1e-9) break;
      const target = op.alternatives
        .map((alt) => ({ ...alt, free: free.get(key(alt.workCenterId, load.periodIndex)) ?? 0 }))
        .filter((alt) => alt.free >= alt.hours)
        .sort((a, b) => b.free - a.free || a.workCenterId.localeCompare(b.workCenterId))[0];
      if (!target) continue;
      free.set(key(target.workCenterId, load.periodIndex), target.free - target.hours);
      moves.push({
        orderId: op.orderId,
        operationId: op.operationId,
        toWorkCenterId: target.workCenterId,
        hours: op.hours,
        hoursThere: target.hours,
      });
      remaining -= op.hours;
    }
    reliefs.push({
      workCenterId: load.workCenterId,
      periodIndex: load.periodIndex,
      overloadHours,
      moves,
      overtimeHoursAfterMoves: Math.max(0, remaining),
    });
  }
  return reliefs;
}
