import type { Operation } from '../model.ts';

/**
 * Predecessors of every operation: its `predecessorIds` when given, otherwise the previous operation of
 * its order in the listed (routing) order.
 */
export function listPredecessors(operations: readonly Operation[]): Map<string, string[]> {
  const lastOfOrder = new Map<string, string>();
  const predecessors = new Map<string, string[]>();
  for (const operation of operations) {
    const previous = lastOfOrder.get(operation.orderId);
    const explicit = operation.predecessorIds;
    predecessors.set(operation.id, explicit ? [...explicit] : previous !== undefined ? [previous] : []);
    lastOfOrder.set(operation.orderId, operation.id);
  }
  return predecessors;
}

/**
 * Operations in an order that respects every precedence (Kahn's algorithm, stable in listed order).
 * `cyclic` holds the operations left over because they sit on or behind a precedence cycle.
 */
export function sortByPrecedence(
  operationIds: readonly string[],
  predecessors: ReadonlyMap<string, readonly string[]>,
): { sorted: string[]; cyclic: string[] } {
  const known = new Set(operationIds);
  const remaining = new Map<string, number>();
  const successors = new Map<string, string[]>();
  for (const id of operationIds) {
    const preds = (predecessors.get(id) ?? []).filter((p) => known.has(p));
    remaining.set(id, preds.length);
    for (const p of preds) {
      const list = successors.get(p);
      if (list) list.push(id);
      else successors.set(p, [id]);
    }
  }
  const sorted = operationIds.filter((id) => remaining.get(id) === 0);
  for (let head = 0; head < sorted.length; head++) {
    for (const next of successors.get(sorted[head]!) ?? []) {
      const left = remaining.get(next)! - 1;
      remaining.set(next, left);
      if (left === 0) sorted.push(next);
    }
  }
  const done = new Set(sorted);
  return {
    sorted,
    cyclic: pruneToCycles(
      operationIds.filter((id) => !done.has(id)),
      successors,
    ),
  };
}

/** Drops the operations that only follow a cycle, keeping those on one (nothing left of them leads back). */
function pruneToCycles(leftover: string[], successors: ReadonlyMap<string, readonly string[]>): string[] {
  const inCycle = new Set(leftover);
  let isChanged = true;
  while (isChanged) {
    isChanged = false;
    for (const id of inCycle) {
      if (!(successors.get(id) ?? []).some((s) => inCycle.has(s))) {
        inCycle.delete(id);
        isChanged = true;
      }
    }
  }
  return leftover.filter((id) => inCycle.has(id));
}
