import type { ComponentType } from './model.ts';

/**
 * One node of an exploded BOM (planning-workspaces §3; the server maps it to the API's field names).
 * Quantities are in the node's unit for the exploded quantity of the product.
 */
export interface ExplosionNode {
  itemId: string;
  itemName: string;
  /** 0 for the exploded product, 1 for its components, and so on; phantoms take no level. */
  level: number;
  /** Item ids from the exploded product down to this node, both included; phantoms left out. */
  path: string[];
  /** Quantity per one unit of the parent node before scrap; through a phantom, the phantom's gross quantity is included. */
  quantityPer: number;
  scrapPercent: number;
  /** Parent's cumulative quantity × `quantityPer` × (1 + `scrapPercent` / 100). */
  cumulativeQuantity: number;
  unit: string | null;
  unitCost: number;
  /** `cumulativeQuantity × unitCost`. */
  totalCost: number;
  /** null for the exploded product itself. */
  componentType: ComponentType | null;
  leadTimeDays: number;
  /** This node's lead time plus the longest cumulative lead time among its children (days). */
  cumulativeLeadTimeDays: number;
  /** The item has a BOM of its own (children may be cut off by the max level). */
  hasBom: boolean;
  /** Phantoms passed through between the parent node and this one, outermost first. */
  viaPhantoms: string[];
  children: ExplosionNode[];
}

/** Critical path: the root-to-leaf chain with the longest cumulative lead time. */
export interface LeadTimeAnalysis {
  /** Item ids from the exploded product down to the leaf (the API joins them with ' -> ', planning-workspaces §3). */
  criticalPathItems: string[];
  /** Sum of the lead times (calendar days) of the critical-path items, the product's included. */
  totalLeadTimeDays: number;
}

export interface BomExplosion {
  productId: string;
  productName: string;
  quantity: number;
  maxLevel: number;
  /** The exploded product at level 0; its children are its components. */
  structure: ExplosionNode;
  leadTimeAnalysis: LeadTimeAnalysis;
  /** Σ `totalCost` of the nodes without children: the material cost of the shown structure. */
  totalMaterialCost: number;
  /** Nodes below the root. */
  componentCount: number;
  /** Deepest level reached. */
  depth: number;
}
