import { cycleError } from './errors.ts';

/** Edges of the walk: for each item, the items it leads to (its components, or its parents upward). */
export type Edges = ReadonlyMap<string, readonly { itemId: string }[]>;

/**
 * The first cycle met by a depth-first walk from `fromIds` (default: every parent of the structure),
 * as item ids with the first repeated last (`['X', 'Y', 'Z', 'X']`), or undefined when there is none.
 * Components are walked in line order, so the answer is deterministic. Iterative: deep structures
 * do not overflow the stack.
 */
export function findCycle(edges: Edges, fromIds: Iterable<string> = edges.keys()): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  for (const root of fromIds) {
    if (state.has(root)) continue;
    const cycle = walkFrom(edges, root, state);
    if (cycle) return cycle;
  }
  return undefined;
}

function walkFrom(edges: Edges, root: string, state: Map<string, 'open' | 'done'>): string[] | undefined {
  const stack: { id: string; next: number }[] = [{ id: root, next: 0 }];
  state.set(root, 'open');
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const lines = edges.get(top.id) ?? [];
    if (top.next >= lines.length) {
      state.set(top.id, 'done');
      stack.pop();
      continue;
    }
    const childId = lines[top.next++]!.itemId;
    const seen = state.get(childId);
    if (seen === 'open') {
      const from = stack.findIndex((frame) => frame.id === childId);
      return [...stack.slice(from).map((frame) => frame.id), childId];
    }
    if (seen === undefined) {
      state.set(childId, 'open');
      stack.push({ id: childId, next: 0 });
    }
  }
  return undefined;
}

/** Throws BOM_CYCLE naming the cycle when one is reachable from `fromIds` (default: anywhere). */
export function assertNoCycle(edges: Edges, fromIds?: Iterable<string>): void {
  const cycle = findCycle(edges, fromIds);
  if (cycle) throw cycleError(cycle);
}
