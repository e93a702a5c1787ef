import { cycleError } from '../bom/errors.ts';
import { type Edges, findCycle } from '../bom/find-cycle.ts';

/**
 * Low-level code of every item reachable from `roots` through `edges` (parent → components): the
 * deepest level at which the item appears in any structure, 0 for an item no reachable parent uses.
 * An item is planned only after all its parents, so its gross requirements are complete by then.
 * Throws BOM_CYCLE naming the cycle when the reachable structure has one.
 */
export function lowLevelCodes(edges: Edges, roots: Iterable<string>): Map<string, number> {
  const { ids, offsets, targets } = reachableGraph(edges, roots);
  // Kahn's algorithm over item numbers: a plant has hundreds of thousands of BOM lines.
  const parentsLeft = new Int32Array(ids.length);
  for (const target of targets) parentsLeft[target]!++;
  const codes = new Int32Array(ids.length);
  const ready: number[] = [];
  for (let i = 0; i < ids.length; i++) if (parentsLeft[i] === 0) ready.push(i);
  for (let r = 0; r < ready.length; r++) {
    const parent = ready[r]!;
    for (let e = offsets[parent]!; e < offsets[parent + 1]!; e++) {
      const child = targets[e]!;
      codes[child] = Math.max(codes[child]!, codes[parent]! + 1);
      if (--parentsLeft[child]! === 0) ready.push(child);
    }
  }
  if (ready.length < ids.length) {
    const done = new Set(ready);
    const left = ids.filter((_, i) => !done.has(i));
    throw cycleError(findCycle(edges, new Set(ids)) ?? left);
  }
  return new Map(ready.map((i) => [ids[i]!, codes[i]!]));
}

/** The items reachable from `roots`, numbered, and their edges as offsets into a list of targets. */
function reachableGraph(edges: Edges, roots: Iterable<string>) {
  const numberOf = new Map<string, number>();
  const ids: string[] = [];
  const number = (id: string): number => {
    let n = numberOf.get(id);
    if (n === undefined) {
      n = ids.push(id) - 1;
      numberOf.set(id, n);
    }
    return n;
  };
  for (const root of roots) number(root);
  const offsets: number[] = [0];
  const targets: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const children = edges.get(ids[i]!) ?? [];
    for (let c = 0; c < children.length; c++) targets.push(number(children[c]!.itemId));
    offsets.push(targets.length);
  }
  return { ids, offsets, targets };
}
