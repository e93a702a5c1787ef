import type { ComponentType } from './model.ts';

/**
 * One node of an exploded BOM, in the shape of planning-workspaces §3 (field names as the API sends
 * them). Quantities are in the node's unit for the exploded quantity of the product.
 */
export interface ExplosionNode {
  item_id: string;
  item_name: string;
  /** 0 for the exploded product, 1 for its components, and so on; phantoms take no level. */
  level: number;
  /** Item ids from the exploded product down to this node, both included; phantoms left out. */
  path: string[];
  /** Quantity per one unit of the parent node before scrap; through a phantom, the phantom's gross quantity is included. */
  quantity_per: number;
  scrap_percent: number;
  /** Parent's cumulative quantity × `quantity_per` × (1 + `scrap_percent` / 100). */
  cumulative_quantity: number;
  unit: string | null;
  unit_cost: number;
  /** `cumulative_quantity × unit_cost`. */
  total_cost: number;
  /** null for the exploded product itself. */
  component_type: ComponentType | null;
  lead_time_days: number;
  /** This node's lead time plus the longest cumulative lead time among its children (days). */
  cumulative_lead_time_days: number;
  /** The item has a BOM of its own (children may be cut off by the max level). */
  has_bom: boolean;
  /** Phantoms passed through between the parent node and this one, outermost first. */
  via_phantoms: string[];
  children: ExplosionNode[];
}

/** Critical path: the root-to-leaf chain with the longest cumulative lead time. */
export interface LeadTimeAnalysis {
  /** Item ids joined by ' -> ' (planning-workspaces §3). */
  critical_path: string;
  critical_path_items: string[];
  /** Sum of the lead times (calendar days) of the critical-path items, the product's included. */
  total_lead_time_days: number;
}

export interface BomExplosion {
  product_id: string;
  product_name: string;
  quantity: number;
  max_level: number;
  /** The exploded product at level 0; its children are its components. */
  structure: ExplosionNode;
  lead_time_analysis: LeadTimeAnalysis;
  /** Σ `total_cost` of the nodes without children: the material cost of the shown structure. */
  total_material_cost: number;
  /** Nodes below the root. */
  component_count: number;
  /** Deepest level reached. */
  depth: number;
}
