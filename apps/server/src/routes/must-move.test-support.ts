import type { ScheduleResult } from '@takt/contract';

/** Where an operation sits in a schedule, in epoch milliseconds. */
export interface Slot {
  id: string;
  orderId: string;
  workCenter: string;
  startMs: number;
  endMs: number;
  setupMinutes: number;
  moldId: string | null;
}

/** Setup minutes on `workCenter` when `toId` follows `fromId` (none: the machine's first job). */
export type SetupBetween = (fromId: string | undefined, toId: string, workCenter: string) => number;

/** The wait rules between an operation and the one before it in its order, in minutes. */
export interface WaitRule {
  predecessorId: string;
  minMinutes: number;
  maxMinutes: number | null;
}

export const slotsOf = (result: ScheduleResult): Map<string, Slot> =>
  new Map(
    result.data.orders.flatMap((o) =>
      o.operations.map((op) => {
        const id = `${o.order_id}/${op.operation_id}`;
        const slot: Slot = {
          id,
          orderId: o.order_id,
          workCenter: op.work_center,
          startMs: Date.parse(op.start_time),
          endMs: Date.parse(op.end_time),
          setupMinutes: op.setup_minutes,
          moldId: op.mold_id ?? null,
        };
        return [id, slot] as const;
      }),
    ),
  );

const MINUTE_MS = 60_000;
const overlaps = (a: Slot, b: Slot) => a.startMs < b.endMs && b.startMs < a.endMs;

/**
 * Written apart from the repair code, as the check of its result: which operations must leave their
 * planned slot once `seeds` (the operations a disruption forces off, and those an improvement chose
 * to move) take their new slots in `after`. An operation must move when its planned slot clashes with
 * the new slot of one that moved: the same machine or mold at the same time, a predecessor that now
 * ends later than its start allows (minimum wait), or a successor that now starts later than its end
 * plus the maximum wait allows, or a new neighbour ahead of it on its machine that needs a longer setup
 * than it planned (it cannot keep both its start and its end). Repeated until nothing more clashes. An operation that kept its machine
 * and start but ends at another time (its setup follows its new neighbour) is no move, but its new end
 * can clash too. A repair whose changes all lie in this set moved nothing it did not have to; that it
 * left no clash behind is the validator's part (the result is feasible).
 */
export function mustMove(
  before: ReadonlyMap<string, Slot>,
  after: ReadonlyMap<string, Slot>,
  seeds: Iterable<string>,
  waits: ReadonlyMap<string, WaitRule>,
  setupBetween: SetupBetween,
): Set<string> {
  const moved = new Set(seeds);
  const kept = (id: string) => {
    const [was, is] = [before.get(id), after.get(id)];
    return was !== undefined && is?.workCenter === was.workCenter && is.startMs === was.startMs;
  };
  // Clash sources: the moved ones, and the kept ones whose end changed.
  const resized = [...before.keys()].filter(
    (id) => kept(id) && after.get(id)!.endMs !== before.get(id)!.endMs,
  );
  const successorOf = new Map([...waits].map(([id, rule]) => [rule.predecessorId, id] as const));
  const aheadOf = (slots: Iterable<Slot>, planned: Slot) => {
    let ahead: Slot | undefined;
    for (const s of slots)
      if (s.id !== planned.id && s.workCenter === planned.workCenter && s.startMs < planned.startMs)
        if (!ahead || s.startMs > ahead.startMs) ahead = s;
    return ahead?.id;
  };
  for (const planned of before.values()) {
    if (kept(planned.id)) continue;
    const neighbour = aheadOf(after.values(), planned);
    if (neighbour === aheadOf(before.values(), planned)) continue;
    if (setupBetween(neighbour, planned.id, planned.workCenter) > planned.setupMinutes) moved.add(planned.id);
  }
  const clashes = (planned: Slot, movedId: string): boolean => {
    const now = after.get(movedId);
    if (!now) return false;
    if (now.workCenter === planned.workCenter && overlaps(now, planned)) return true;
    if (now.moldId && now.moldId === planned.moldId && overlaps(now, planned)) return true;
    const rule = waits.get(planned.id);
    if (rule?.predecessorId === movedId && planned.startMs < now.endMs + rule.minMinutes * MINUTE_MS)
      return true;
    const next = successorOf.get(planned.id);
    const nextRule = next === undefined ? undefined : waits.get(next);
    return (
      next === movedId &&
      nextRule?.maxMinutes != null &&
      now.startMs > planned.endMs + nextRule.maxMinutes * MINUTE_MS
    );
  };
  for (let grew = true; grew; ) {
    grew = false;
    for (const [id, planned] of before) {
      if (moved.has(id) || kept(id)) continue;
      for (const other of [...moved, ...resized]) {
        if (!clashes(planned, other)) continue;
        moved.add(id);
        grew = true;
        break;
      }
    }
  }
  return moved;
}
