import { explodeBom } from './explode-bom.ts';
import type { ExplosionNode } from './explosion-model.ts';
import { type BomStructure, type ComponentType, DEFAULT_COMPONENT_TYPE } from './model.ts';
import type { StructureIndex } from './structure-index.ts';
import { type SummarizedComponent, summarizeExplosion } from './summarize-explosion.ts';

/**
 * Material cost of a quantity of a product. Material cost is counted where material enters the
 * structure: at the nodes without components (bought items), at full depth, so levels and types add
 * up to the total without counting a made item and its materials twice.
 */
export interface CostRollUp {
  product_id: string;
  product_name: string;
  quantity: number;
  /** Σ over bought materials of cumulative quantity × unit cost. */
  total_material_cost: number;
  /** `total_material_cost / quantity`. */
  unit_material_cost: number;
  /** Σ over the direct components of quantity × standard unit cost (the BOM form's total cost). */
  direct_component_cost: number;
  /** Material cost by the level where the material enters, ascending. */
  by_level: { level: number; cost: number; item_count: number }[];
  /** Material cost by component type, costliest first; `share_percent` of the total. */
  by_component_type: { component_type: ComponentType; cost: number; share_percent: number }[];
  /** Bought materials summed per item, costliest first. */
  materials: SummarizedComponent[];
}

/**
 * Rolls up the material cost of `quantity` units of `productId` through every level (scrap included,
 * phantoms passed through). Errors as `explodeBom`.
 */
export function rollUpCost(
  structure: BomStructure | StructureIndex,
  productId: string,
  quantity = 1,
): CostRollUp {
  const explosion = explodeBom(structure, productId, quantity, Number.MAX_SAFE_INTEGER);
  const leaves: ExplosionNode[] = [];
  const collect = (node: ExplosionNode): void => {
    if (node.children.length === 0) leaves.push(node);
    else for (const child of node.children) collect(child);
  };
  for (const child of explosion.structure.children) collect(child);
  const total = explosion.total_material_cost;
  return {
    product_id: productId,
    product_name: explosion.product_name,
    quantity,
    total_material_cost: total,
    unit_material_cost: total / quantity,
    direct_component_cost: explosion.structure.children.reduce((sum, node) => sum + node.total_cost, 0),
    by_level: costByLevel(leaves),
    by_component_type: costByType(leaves, total),
    materials: summarizeExplosion(explosion, true).sort((a, b) => b.total_cost - a.total_cost),
  };
}

function costByLevel(leaves: ExplosionNode[]): CostRollUp['by_level'] {
  const byLevel = new Map<number, { cost: number; items: Set<string> }>();
  for (const leaf of leaves) {
    const entry = byLevel.get(leaf.level) ?? { cost: 0, items: new Set<string>() };
    entry.cost += leaf.total_cost;
    entry.items.add(leaf.item_id);
    byLevel.set(leaf.level, entry);
  }
  return [...byLevel]
    .sort(([a], [b]) => a - b)
    .map(([level, entry]) => ({ level, cost: entry.cost, item_count: entry.items.size }));
}

function costByType(leaves: ExplosionNode[], total: number): CostRollUp['by_component_type'] {
  const byType = new Map<ComponentType, number>();
  for (const leaf of leaves) {
    const type = leaf.component_type ?? DEFAULT_COMPONENT_TYPE;
    byType.set(type, (byType.get(type) ?? 0) + leaf.total_cost);
  }
  return [...byType]
    .map(([component_type, cost]) => ({
      component_type,
      cost,
      share_percent: total > 0 ? (cost / total) * 100 : 0,
    }))
    .sort((a, b) => b.cost - a.cost);
}
