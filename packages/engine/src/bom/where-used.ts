import { cycleError } from './errors.ts';
import { findCycle } from './find-cycle.ts';
import { type BomStructure, type ComponentType, DEFAULT_COMPONENT_TYPE } from './model.ts';
import {
  grossQuantityPer,
  indexStructure,
  isPhantomLine,
  itemNameOf,
  type StructureIndex,
} from './structure-index.ts';

/** A parent using the asked item, directly (level 1) or through the parents below it. */
export interface WhereUsedNode {
  itemId: string;
  itemName: string;
  /** 1 for a direct parent of the asked item, 2 for a parent of that parent, and so on. */
  level: number;
  /** Item ids from the asked item up to this parent, both included. */
  path: string[];
  /** Quantity per one unit of this parent of the item below it on the path, before scrap. */
  quantityPer: number;
  scrapPercent: number;
  /** Gross quantity of the asked item in one unit of this parent: the path's factors multiplied. */
  cumulativeQuantity: number;
  /** Type of the line that uses the item below it on the path. */
  componentType: ComponentType;
  /** The item below on the path is a phantom of this parent. */
  isPhantom: boolean;
  /** No BOM uses this parent: a finished good (end item). */
  isFinishedGood: boolean;
  parents: WhereUsedNode[];
}

export interface WhereUsed {
  itemId: string;
  itemName: string;
  maxLevel: number;
  usedIn: WhereUsedNode[];
  /** Every end item reached within `maxLevel`, once per path, with the asked item's quantity in one unit. */
  finishedGoods: { itemId: string; itemName: string; path: string[]; cumulativeQuantity: number }[];
}

/**
 * Where `itemId` is used: its direct parents (`maxLevel` 1, single level) or every parent up to the
 * finished goods (default 99, all levels), each with its path and the item's cumulative gross quantity
 * per one unit of that parent (scrap included). An item used nowhere answers an empty list. Throws
 * BOM_CYCLE when the parents loop.
 */
export function whereUsed(
  structure: BomStructure | StructureIndex,
  itemId: string,
  maxLevel = 99,
): WhereUsed {
  const index = 'lines' in structure ? indexStructure(structure) : structure;
  const upward = new Map(
    [...index.parentsOf].map(([id, lines]) => [id, lines.map((l) => ({ itemId: l.parentId }))]),
  );
  const cycle = findCycle(upward, [itemId]);
  if (cycle) throw cycleError(cycle.reverse());
  const finishedGoods: WhereUsed['finishedGoods'] = [];
  const usedIn = parentsOf(index, itemId, [itemId], 1, 1, maxLevel, finishedGoods);
  return {
    itemId: itemId,
    itemName: itemNameOf(index, itemId),
    maxLevel: maxLevel,
    usedIn: usedIn,
    finishedGoods: finishedGoods,
  };
}

function parentsOf(
  index: StructureIndex,
  childId: string,
  path: string[],
  cumulative: number,
  level: number,
  maxLevel: number,
  finishedGoods: WhereUsed['finishedGoods'],
): WhereUsedNode[] {
  if (level > maxLevel) return [];
  return (index.parentsOf.get(childId) ?? []).map((line) => {
    const parentId = line.parentId;
    const node: WhereUsedNode = {
      itemId: parentId,
      itemName: itemNameOf(index, parentId),
      level,
      path: [...path, parentId],
      quantityPer: line.quantityPer,
      scrapPercent: line.scrapPercent ?? 0,
      cumulativeQuantity: cumulative * grossQuantityPer(line),
      componentType: line.componentType ?? DEFAULT_COMPONENT_TYPE,
      isPhantom: isPhantomLine(index, line),
      isFinishedGood: !index.parentsOf.has(parentId),
      parents: [],
    };
    if (node.isFinishedGood) {
      const { itemId, itemName, path: fullPath, cumulativeQuantity } = node;
      finishedGoods.push({ itemId, itemName, path: fullPath, cumulativeQuantity });
    }
    node.parents = parentsOf(
      index,
      parentId,
      node.path,
      node.cumulativeQuantity,
      level + 1,
      maxLevel,
      finishedGoods,
    );
    return node;
  });
}
