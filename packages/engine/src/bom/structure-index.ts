import { cycleError } from './errors.ts';
import type { BomItem, BomLine, BomStructure } from './model.ts';

/** The structure indexed both ways: components of each parent (in line order) and parents of each item. */
export interface StructureIndex {
  items: ReadonlyMap<string, BomItem>;
  childrenOf: ReadonlyMap<string, readonly BomLine[]>;
  parentsOf: ReadonlyMap<string, readonly BomLine[]>;
}

/** A component as its parent consumes it once phantoms are passed through. */
export interface EffectiveComponent {
  /** The line of the real (non-phantom) component, inside the last phantom's BOM if any. */
  line: BomLine;
  /** Quantity per one unit of the parent before the component's own scrap: phantom factors included. */
  quantityPer: number;
  /** Gross quantity per one unit of the parent: `quantityPer × (1 + scrap / 100)`. */
  factor: number;
  /** Phantoms passed through between the parent and the component, outermost first. */
  viaPhantoms: string[];
}

/** Indexes the items by id and the lines by parent and by component; lines keep their `lineNo` order. */
export function indexStructure(structure: BomStructure): StructureIndex {
  const items = new Map(structure.items.map((item) => [item.itemId, item]));
  const childrenOf = new Map<string, BomLine[]>();
  const parentsOf = new Map<string, BomLine[]>();
  structure.lines.forEach((line) => {
    pushTo(childrenOf, line.parentId, line);
    pushTo(parentsOf, line.itemId, line);
  });
  childrenOf.forEach((lines) => {
    if (!isInLineOrder(lines)) lines.sort((a, b) => (a.lineNo ?? 0) - (b.lineNo ?? 0));
  });
  return { items, childrenOf, parentsOf };
}

/** Lines stored in `lineNo` order need no sort (a stable sort would leave them as they are). */
function isInLineOrder(lines: readonly BomLine[]): boolean {
  for (let i = 1; i < lines.length; i++)
    if ((lines[i - 1]!.lineNo ?? 0) > (lines[i]!.lineNo ?? 0)) return false;
  return true;
}

function pushTo(map: Map<string, BomLine[]>, key: string, line: BomLine): void {
  const list = map.get(key);
  if (list) list.push(line);
  else map.set(key, [line]);
}

/** Gross quantity of a line per one parent unit: `quantityPer × (1 + scrapPercent / 100)`. */
export function grossQuantityPer(line: BomLine): number {
  return line.quantityPer * (1 + (line.scrapPercent ?? 0) / 100);
}

/** True when the line or the item master marks the component as a phantom. */
export function isPhantomLine(index: StructureIndex, line: BomLine): boolean {
  return line.isPhantom === true || index.items.get(line.itemId)?.isPhantom === true;
}

/** The line's name for its item, else the item master's, else the id. */
export function itemNameOf(index: StructureIndex, itemId: string, line?: BomLine): string {
  return line?.itemName ?? index.items.get(itemId)?.itemName ?? itemId;
}

/** The line's unit cost, else the item master's standard cost, else 0. */
export function unitCostOf(index: StructureIndex, itemId: string, line?: BomLine): number {
  return line?.unitCost ?? index.items.get(itemId)?.unitCost ?? 0;
}

/**
 * The components one unit of `parentId` consumes, with phantoms passed through: a phantom's components
 * take its place, their quantities multiplied by the phantom's gross quantity. Throws BOM_CYCLE when
 * phantoms loop back on themselves.
 */
export function effectiveComponents(index: StructureIndex, parentId: string): EffectiveComponent[] {
  const out: EffectiveComponent[] = [];
  collect(index, parentId, 1, [], [parentId], out);
  return out;
}

function collect(
  index: StructureIndex,
  parentId: string,
  factor: number,
  viaPhantoms: string[],
  trail: string[],
  out: EffectiveComponent[],
): void {
  for (const line of index.childrenOf.get(parentId) ?? []) {
    if (isPhantomLine(index, line) && index.childrenOf.has(line.itemId)) {
      const at = trail.indexOf(line.itemId);
      if (at >= 0) throw cycleError([...trail.slice(at), line.itemId]);
      const through = factor * grossQuantityPer(line);
      collect(index, line.itemId, through, [...viaPhantoms, line.itemId], [...trail, line.itemId], out);
      continue;
    }
    const quantityPer = factor * line.quantityPer;
    out.push({ line, quantityPer, factor: factor * grossQuantityPer(line), viaPhantoms });
  }
}
