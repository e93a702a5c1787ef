import type { BomExplosion, ExplosionNode } from './explosion-model.ts';
import type { ComponentType } from './model.ts';

/** An item's total over every place it takes in an explosion (the explorer's Summarized view). */
export interface SummarizedComponent {
  itemId: string;
  itemName: string;
  unit: string | null;
  /** Σ cumulativeQuantity over the item's nodes. */
  totalQuantity: number;
  unitCost: number;
  totalCost: number;
  /** Levels the item appears at, ascending. */
  levels: number[];
  componentType: ComponentType | null;
  /** Appears only without children (a purchased material, or cut off by the max level). */
  isLeaf: boolean;
}

/**
 * Sums the nodes below the root of an explosion per item, in order of first appearance
 * (depth first, line order). With `leavesOnly`, only nodes without children count.
 */
export function summarizeExplosion(explosion: BomExplosion, leavesOnly = false): SummarizedComponent[] {
  const byItem = new Map<string, SummarizedComponent>();
  const visit = (node: ExplosionNode): void => {
    const isLeaf = node.children.length === 0;
    if (!leavesOnly || isLeaf) add(byItem, node, isLeaf);
    for (const child of node.children) visit(child);
  };
  for (const child of explosion.structure.children) visit(child);
  return [...byItem.values()];
}

function add(byItem: Map<string, SummarizedComponent>, node: ExplosionNode, isLeaf: boolean): void {
  const entry = byItem.get(node.itemId);
  if (!entry) {
    byItem.set(node.itemId, {
      itemId: node.itemId,
      itemName: node.itemName,
      unit: node.unit,
      totalQuantity: node.cumulativeQuantity,
      unitCost: node.unitCost,
      totalCost: node.totalCost,
      levels: [node.level],
      componentType: node.componentType,
      isLeaf: isLeaf,
    });
    return;
  }
  entry.totalQuantity += node.cumulativeQuantity;
  entry.totalCost += node.totalCost;
  entry.isLeaf &&= isLeaf;
  if (!entry.levels.includes(node.level)) entry.levels = [...entry.levels, node.level].sort((a, b) => a - b);
}
