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
  item_id: string;
  item_name: string;
  /** 1 for a direct parent of the asked item, 2 for a parent of that parent, and so on. */
  level: number;
  /** Item ids from the asked item up to this parent, both included. */
  path: string[];
  /** Quantity per one unit of this parent of the item below it on the path, before scrap. */
  quantity_per: number;
  scrap_percent: number;
  /** Gross quantity of the asked item in one unit of this parent: the path's factors multiplied. */
  cumulative_quantity: number;
  /** Type of the line that uses the item below it on the path. */
  component_type: ComponentType;
  /** The item below on the path is a phantom of this parent. */
  is_phantom: boolean;
  /** No BOM uses this parent: a finished good (end item). */
  is_finished_good: boolean;
  parents: WhereUsedNode[];
}

export interface WhereUsed {
  item_id: string;
  item_name: string;
  max_level: number;
  used_in: WhereUsedNode[];
  /** Every end item reached within `max_level`, once per path, with the asked item's quantity in one unit. */
  finished_goods: { item_id: string; item_name: string; path: string[]; cumulative_quantity: number }[];
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
  const finishedGoods: WhereUsed['finished_goods'] = [];
  const usedIn = parentsOf(index, itemId, [itemId], 1, 1, maxLevel, finishedGoods);
  return {
    item_id: itemId,
    item_name: itemNameOf(index, itemId),
    max_level: maxLevel,
    used_in: usedIn,
    finished_goods: finishedGoods,
  };
}

function parentsOf(
  index: StructureIndex,
  childId: string,
  path: string[],
  cumulative: number,
  level: number,
  maxLevel: number,
  finishedGoods: WhereUsed['finished_goods'],
): WhereUsedNode[] {
  if (level > maxLevel) return [];
  return (index.parentsOf.get(childId) ?? []).map((line) => {
    const parentId = line.parentId;
    const node: WhereUsedNode = {
      item_id: parentId,
      item_name: itemNameOf(index, parentId),
      level,
      path: [...path, parentId],
      quantity_per: line.quantityPer,
      scrap_percent: line.scrapPercent ?? 0,
      cumulative_quantity: cumulative * grossQuantityPer(line),
      component_type: line.componentType ?? DEFAULT_COMPONENT_TYPE,
      is_phantom: isPhantomLine(index, line),
      is_finished_good: !index.parentsOf.has(parentId),
      parents: [],
    };
    if (node.is_finished_good) {
      const { item_id, item_name, path: fullPath, cumulative_quantity } = node;
      finishedGoods.push({ item_id, item_name, path: fullPath, cumulative_quantity });
    }
    node.parents = parentsOf(
      index,
      parentId,
      node.path,
      node.cumulative_quantity,
      level + 1,
      maxLevel,
      finishedGoods,
    );
    return node;
  });
}
