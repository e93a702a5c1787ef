import { criticalPath } from './critical-path.ts';
import { BomError, type BomFailure } from './errors.ts';
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
 * - cumulativeQuantity = parent's cumulative × quantityPer × (1 + scrap % / 100), level by level;
 * - phantoms are passed through: their components hang on the phantom's parent, the phantom's gross
 *   quantity multiplied into their `quantityPer`;
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
    throw new BomError('BOM_NOT_FOUND', { itemId: productId });
  }
  assertNoCycle(index.childrenOf, [productId]);
  const root = makeNode(nodeFields(index, productId), 0, [productId], quantity);
  const walk: Walk = { index, maxLevel, components: new Map(), count: 0, depth: 0, leafCost: 0 };
  explodeChildren(walk, root);
  return {
    productId,
    productName: index.items.get(productId)?.itemName ?? productId,
    quantity,
    maxLevel,
    structure: root,
    leadTimeAnalysis: criticalPath(root),
    totalMaterialCost: walk.leafCost,
    componentCount: walk.count,
    depth: walk.depth,
  };
}

function checkArguments(quantity: number, maxLevel: number): void {
  const failures: BomFailure[] = [];
  if (!(Number.isFinite(quantity) && quantity > 0)) failures.push({ code: 'QUANTITY_NOT_POSITIVE' });
  if (!(Number.isInteger(maxLevel) && maxLevel >= 1)) failures.push({ code: 'MAX_LEVEL_BELOW_ONE' });
  if (failures.length > 0) throw new BomError('BOM_INVALID_ARGUMENT', { failures });
}

/** What a node takes from its item and BOM line: the same wherever the line appears in the tree. */
type NodeFields = Omit<
  ExplosionNode,
  'level' | 'path' | 'cumulativeQuantity' | 'totalCost' | 'cumulativeLeadTimeDays' | 'children'
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
  let components = walk.components.get(parent.itemId);
  if (!components) {
    components = effectiveComponents(walk.index, parent.itemId).map((component) => ({
      component,
      fields: nodeFields(walk.index, component.line.itemId, component),
    }));
    walk.components.set(parent.itemId, components);
  }
  let longestBelow = 0;
  // Children arrays sized once and paths copied by `concat`: an explosion may hold 100,000 nodes.
  const children = new Array<ExplosionNode>(components.length);
  for (let c = 0; c < components.length; c++) {
    const { component, fields } = components[c]!;
    const cumulative = parent.cumulativeQuantity * component.factor;
    const node = makeNode(fields, level, parent.path.concat(fields.itemId), cumulative);
    explodeChildren(walk, node);
    if (node.children.length === 0) walk.leafCost += node.totalCost;
    walk.count++;
    walk.depth = Math.max(walk.depth, level);
    longestBelow = Math.max(longestBelow, node.cumulativeLeadTimeDays);
    children[c] = node;
  }
  parent.children = children;
  parent.cumulativeLeadTimeDays = parent.leadTimeDays + longestBelow;
}

/** The fields of the node of `itemId`, reached through `component` (none for the exploded product). */
function nodeFields(index: StructureIndex, itemId: string, component?: EffectiveComponent): NodeFields {
  const line = component?.line;
  const item = index.items.get(itemId);
  return {
    itemId,
    itemName: itemNameOf(index, itemId, line),
    quantityPer: component?.quantityPer ?? 1,
    scrapPercent: line?.scrapPercent ?? 0,
    unit: line?.uom ?? item?.unit ?? null,
    unitCost: unitCostOf(index, itemId, line),
    componentType: line ? (line.componentType ?? DEFAULT_COMPONENT_TYPE) : null,
    leadTimeDays: item?.leadTimeDays ?? 0,
    hasBom: index.childrenOf.has(itemId),
    viaPhantoms: component?.viaPhantoms ?? [],
  };
}

/** A node in one literal (one object shape for every node keeps large explosions fast). */
function makeNode(fields: NodeFields, level: number, path: string[], cumulative: number): ExplosionNode {
  return {
    itemId: fields.itemId,
    itemName: fields.itemName,
    level,
    path,
    quantityPer: fields.quantityPer,
    scrapPercent: fields.scrapPercent,
    cumulativeQuantity: cumulative,
    unit: fields.unit,
    unitCost: fields.unitCost,
    totalCost: cumulative * fields.unitCost,
    componentType: fields.componentType,
    leadTimeDays: fields.leadTimeDays,
    cumulativeLeadTimeDays: fields.leadTimeDays,
    hasBom: fields.hasBom,
    viaPhantoms: fields.viaPhantoms,
    children: [],
  };
}
