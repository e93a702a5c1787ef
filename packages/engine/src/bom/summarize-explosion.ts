import type { BomExplosion, ExplosionNode } from './explosion-model.ts';
import type { ComponentType } from './model.ts';

/** An item's total over every place it takes in an explosion (the explorer's Summarized view). */
export interface SummarizedComponent {
  item_id: string;
  item_name: string;
  unit: string | null;
  /** Σ cumulative_quantity over the item's nodes. */
  total_quantity: number;
  unit_cost: number;
  total_cost: number;
  /** Levels the item appears at, ascending. */
  levels: number[];
  component_type: ComponentType | null;
  /** Appears only without children (a purchased material, or cut off by the max level). */
  is_leaf: boolean;
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
  const entry = byItem.get(node.item_id);
  if (!entry) {
    byItem.set(node.item_id, {
      item_id: node.item_id,
      item_name: node.item_name,
      unit: node.unit,
      total_quantity: node.cumulative_quantity,
      unit_cost: node.unit_cost,
      total_cost: node.total_cost,
      levels: [node.level],
      component_type: node.component_type,
      is_leaf: isLeaf,
    });
    return;
  }
  entry.total_quantity += node.cumulative_quantity;
  entry.total_cost += node.total_cost;
  entry.is_leaf &&= isLeaf;
  if (!entry.levels.includes(node.level)) entry.levels = [...entry.levels, node.level].sort((a, b) => a - b);
}
