import { cycleError } from '../bom/errors.ts';
import { type Edges, findCycle } from '../bom/find-cycle.ts';

/**
 * Low-level code of every item reachable from `roots` through `edges` (parent → components): the
 * deepest level at which the item appears in any structure, 0 for an item no reachable parent uses.
 * An item is planned only after all its parents, so its gross requirements are complete by then.
 * Throws BOM_CYCLE naming the cycle when the reachable structure has one.
 */
export function lowLevelCodes(edges: Edges, roots: Iterable<string>): Map<string, number> {
  const reachable = reachableFrom(edges, roots);
  const parentsLeft = new Map<string, number>([...reachable].map((id) => [id, 0]));
  for (const id of reachable) {
    for (const child of edges.get(id) ?? [])
      parentsLeft.set(child.itemId, parentsLeft.get(child.itemId)! + 1);
  }
  const codes = new Map<string, number>();
  const ready = [...reachable].filter((id) => parentsLeft.get(id) === 0);
  for (const id of ready) codes.set(id, 0);
  for (let i = 0; i < ready.length; i++) {
    const id = ready[i]!;
    for (const child of edges.get(id) ?? []) {
      codes.set(child.itemId, Math.max(codes.get(child.itemId) ?? 0, codes.get(id)! + 1));
      const left = parentsLeft.get(child.itemId)! - 1;
      parentsLeft.set(child.itemId, left);
      if (left === 0) ready.push(child.itemId);
    }
  }
  if (ready.length < reachable.size) {
    throw cycleError(findCycle(edges, reachable) ?? [...reachable].filter((id) => !codes.has(id)));
  }
  return codes;
}

function reachableFrom(edges: Edges, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>(roots);
  const stack = [...seen];
  while (stack.length > 0) {
    for (const child of edges.get(stack.pop()!) ?? []) {
      if (seen.has(child.itemId)) continue;
      seen.add(child.itemId);
      stack.push(child.itemId);
    }
  }
  return seen;
}
