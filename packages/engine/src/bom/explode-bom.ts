import { criticalPath } from './critical-path.ts';
import { BomError } from './errors.ts';
import type { BomExplosion, ExplosionNode } from './explosion-model.ts';
import { assertNoCycle } from './find-cycle.ts';
import { type BomStructure, DEFAULT_COMPONENT_TYPE, DEFAULT_EXPLOSION_LEVEL } from './model.ts';
import {
  type EffectiveComponent,
  effectiveComponents,
  indexStructure,
  itemNameOf,
  type StructureIndex,
  unitCostOf,
} from './structure-index.ts';

/**
 * Multi-level explosion of `productId` for `quantity` units (> 0, in the product's unit) down to
 * `maxLevel` levels (an integer ≥ 1; the explorer offers 1, 2, 3, 5, 10 and 99, §9).
 *
 * - cumulative_quantity = parent's cumulative × quantity_per × (1 + scrap % / 100), level by level;
 * - phantoms are passed through: their components hang on the phantom's parent, the phantom's gross
 *   quantity multiplied into their `quantity_per`;
 * - the critical path is computed on the shown tree.
 *
 * Throws BOM_NOT_FOUND when the product has no BOM, BOM_INVALID_ARGUMENT for a bad quantity or level,
 * and BOM_CYCLE naming the cycle when one is reachable from the product at any depth.
 */
export function explodeBom(
  structure: BomStructure | StructureIndex,
  productId: string,
  quantity = 1,
  maxLevel: number = DEFAULT_EXPLOSION_LEVEL,
): BomExplosion {
  const index = 'lines' in structure ? indexStructure(structure) : structure;
  checkArguments(quantity, maxLevel);
  if (!index.childrenOf.has(productId)) {
    throw new BomError('BOM_NOT_FOUND', `No BOM found for ${productId}`);
  }
  assertNoCycle(index.childrenOf, [productId]);
  const root = makeNode(nodeFields(index, productId), 0, [productId], quantity);
  const walk: Walk = { index, maxLevel, components: new Map(), count: 0, depth: 0, leafCost: 0 };
  explodeChildren(walk, root);
  return {
    product_id: productId,
    product_name: index.items.get(productId)?.itemName ?? productId,
    quantity,
    max_level: maxLevel,
    structure: root,
    lead_time_analysis: criticalPath(root),
    total_material_cost: walk.leafCost,
    component_count: walk.count,
    depth: walk.depth,
  };
}

function checkArguments(quantity: number, maxLevel: number): void {
  const failures: string[] = [];
  if (!(Number.isFinite(quantity) && quantity > 0)) failures.push('quantity must be a number above 0');
  if (!(Number.isInteger(maxLevel) && maxLevel >= 1)) {
    failures.push('max_level must be an integer of at least 1');
  }
  if (failures.length > 0) throw new BomError('BOM_INVALID_ARGUMENT', failures.join('; '), failures);
}

/** What a node takes from its item and BOM line: the same wherever the line appears in the tree. */
type NodeFields = Omit<
  ExplosionNode,
  'level' | 'path' | 'cumulative_quantity' | 'total_cost' | 'cumulative_lead_time_days' | 'children'
>;

/** State of one explosion: components per parent (with their node fields) computed once, and the totals. */
interface Walk {
  index: StructureIndex;
  maxLevel: number;
  components: Map<string, { component: EffectiveComponent; fields: NodeFields }[]>;
  count: number;
  depth: number;
  leafCost: number;
}

/** Fills `parent.children` depth first and its cumulative lead time. */
function explodeChildren(walk: Walk, parent: ExplosionNode): void {
  const level = parent.level + 1;
  if (level > walk.maxLevel) return;
  let components = walk.components.get(parent.item_id);
  if (!components) {
    components = effectiveComponents(walk.index, parent.item_id).map((component) => ({
      component,
      fields: nodeFields(walk.index, component.line.itemId, component),
    }));
    walk.components.set(parent.item_id, components);
  }
  let longestBelow = 0;
  // Children arrays sized once and paths copied by `concat`: an explosion may hold 100,000 nodes.
  const children = new Array<ExplosionNode>(components.length);
  for (let c = 0; c < components.length; c++) {
    const { component, fields } = components[c]!;
    const cumulative = parent.cumulative_quantity * component.factor;
    const node = makeNode(fields, level, parent.path.concat(fields.item_id), cumulative);
    explodeChildren(walk, node);
    if (node.children.length === 0) walk.leafCost += node.total_cost;
    walk.count++;
    walk.depth = Math.max(walk.depth, level);
    longestBelow = Math.max(longestBelow, node.cumulative_lead_time_days);
    children[c] = node;
  }
  parent.children = children;
  parent.cumulative_lead_time_days = parent.lead_time_days + longestBelow;
}

/** The fields of the node of `itemId`, reached through `component` (none for the exploded product). */
function nodeFields(index: StructureIndex, itemId: string, component?: EffectiveComponent): NodeFields {
  const line = component?.line;
  const item = index.items.get(itemId);
  return {
    item_id: itemId,
    item_name: itemNameOf(index, itemId, line),
    quantity_per: component?.quantityPer ?? 1,
    scrap_percent: line?.scrapPercent ?? 0,
    unit: line?.uom ?? item?.unit ?? null,
    unit_cost: unitCostOf(index, itemId, line),
    component_type: line ? (line.componentType ?? DEFAULT_COMPONENT_TYPE) : null,
    lead_time_days: item?.leadTimeDays ?? 0,
    has_bom: index.childrenOf.has(itemId),
    via_phantoms: component?.viaPhantoms ?? [],
  };
}

/** A node in one literal (one object shape for every node keeps large explosions fast). */
function makeNode(fields: NodeFields, level: number, path: string[], cumulative: number): ExplosionNode {
  return {
    item_id: fields.item_id,
    item_name: fields.item_name,
    level,
    path,
    quantity_per: fields.quantity_per,
    scrap_percent: fields.scrap_percent,
    cumulative_quantity: cumulative,
    unit: fields.unit,
    unit_cost: fields.unit_cost,
    total_cost: cumulative * fields.unit_cost,
    component_type: fields.component_type,
    lead_time_days: fields.lead_time_days,
    cumulative_lead_time_days: fields.lead_time_days,
    has_bom: fields.has_bom,
    via_phantoms: fields.via_phantoms,
    children: [],
  };
}
