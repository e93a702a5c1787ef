import type { BomItem, BomLine, BomStructure } from '../../src/bom/model.ts';

/** An item named after its id, with the given fields. */
export function makeItem(itemId: string, extra: Partial<BomItem> = {}): BomItem {
  return { itemId, itemName: `Item ${itemId}`, ...extra };
}

/** A BOM line: `quantityPer` units of `itemId` in one unit of `parentId`. */
export function makeLine(
  parentId: string,
  itemId: string,
  quantityPer: number,
  extra: Partial<BomLine> = {},
): BomLine {
  return { parentId, itemId, quantityPer, ...extra };
}

/** A structure from its lines; every item the lines name and `items` lack is added with defaults. */
export function makeStructure(lines: BomLine[], items: BomItem[] = []): BomStructure {
  const known = new Map(items.map((item) => [item.itemId, item]));
  for (const line of lines) {
    for (const id of [line.parentId, line.itemId]) if (!known.has(id)) known.set(id, makeItem(id));
  }
  return { items: [...known.values()], lines };
}
