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

interface Target {
  workCenterId: string;
  hours: number;
  free: number;
}

const bySize = (a: { op: MovableOperation }, b: { op: MovableOperation }) =>
  a.op.hours - b.op.hours || a.op.orderId.localeCompare(b.op.orderId);

/** The alternative with the most free hours in the period that can take the operation whole. */
function targetOf(
  op: MovableOperation,
  periodIndex: number,
  free: ReadonlyMap<string, number>,
  key: (workCenterId: string, periodIndex: number) => string,
): Target | undefined {
  return op.alternatives
    .map((alt) => ({ ...alt, free: free.get(key(alt.workCenterId, periodIndex)) ?? 0 }))
    .filter((alt) => alt.free >= alt.hours)
    .sort((a, b) => b.free - a.free || a.workCenterId.localeCompare(b.workCenterId))[0];
}

/**
 * For each work center and period loaded above capacity, the overtime that would clear it (load −
 * capacity) and the operations that could move to an eligible work center with free capacity in the
 * same period, each to the alternative with the most free hours that can take it whole, until the
 * overload is gone: the smallest operation that clears what is left, else the largest and on. Free
 * capacity handed to one move is not offered again.
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
    if (load.loadHours <= load.capacityHours) continue;
    const candidates = [...(candidatesOf.get(key(load.workCenterId, load.periodIndex)) ?? [])];
    let remaining = overloadHours;
    const moves: CapacityMove[] = [];
    while (remaining > 0) {
      const placed = candidates
        .map((op) => ({ op, target: targetOf(op, load.periodIndex, free, key) }))
        .filter((c): c is { op: MovableOperation; target: Target } => c.target !== undefined);
      if (placed.length === 0) break;
      // Best fit: the smallest operation that clears what is left alone, else the largest one.
      const clearing = placed.filter((c) => c.op.hours >= remaining).sort(bySize)[0];
      const chosen = clearing ?? placed.sort(bySize)[placed.length - 1]!;
      candidates.splice(candidates.indexOf(chosen.op), 1);
      free.set(key(chosen.target.workCenterId, load.periodIndex), chosen.target.free - chosen.target.hours);
      moves.push({
        orderId: chosen.op.orderId,
        operationId: chosen.op.operationId,
        toWorkCenterId: chosen.target.workCenterId,
        hours: chosen.op.hours,
        hoursThere: chosen.target.hours,
      });
      remaining -= chosen.op.hours;
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
