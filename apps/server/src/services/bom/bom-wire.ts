import type {
  Alternative as WireAlternative,
  BomExplosion as WireBomExplosion,
  BomOptimization as WireBomOptimization,
  CostRollUp as WireCostRollUp,
  ExplosionNode as WireExplosionNode,
  SummarizedComponent as WireSummarizedComponent,
  WhereUsed as WireWhereUsed,
  WhereUsedNode as WireWhereUsedNode,
} from '@takt/contract';
import type {
  Alternative,
  BomExplosion,
  BomOptimization,
  CostRollUp,
  ExplosionNode,
  SummarizedComponent,
  WhereUsed,
  WhereUsedNode,
} from '@takt/engine';

/*
 * The BOM engine's answers in the API's shape (planning-workspaces §3). Each mapper names every wire
 * field and returns the contract's type, so a field the contract adds or renames is a compile error
 * here. Ids stay as they are: only field names change, never the keys or values of the data.
 */

/** One node and its subtree; the path and phantom lists are shared with the engine's answer, not copied. */
export function explosionNodeToWire(node: ExplosionNode): WireExplosionNode {
  return {
    item_id: node.itemId,
    item_name: node.itemName,
    level: node.level,
    path: node.path,
    quantity_per: node.quantityPer,
    scrap_percent: node.scrapPercent,
    cumulative_quantity: node.cumulativeQuantity,
    unit: node.unit,
    unit_cost: node.unitCost,
    total_cost: node.totalCost,
    component_type: node.componentType,
    lead_time_days: node.leadTimeDays,
    cumulative_lead_time_days: node.cumulativeLeadTimeDays,
    has_bom: node.hasBom,
    via_phantoms: node.viaPhantoms,
    children: node.children.map(explosionNodeToWire),
  };
}

/** POST /bom/explode; the critical path is named as the spec writes it, `A -> B -> C`. */
export function explosionToWire(explosion: BomExplosion): WireBomExplosion {
  const path = explosion.leadTimeAnalysis;
  return {
    product_id: explosion.productId,
    product_name: explosion.productName,
    quantity: explosion.quantity,
    max_level: explosion.maxLevel,
    structure: explosionNodeToWire(explosion.structure),
    lead_time_analysis: {
      critical_path: path.criticalPathItems.join(' -> '),
      critical_path_items: path.criticalPathItems,
      total_lead_time_days: path.totalLeadTimeDays,
    },
    total_material_cost: explosion.totalMaterialCost,
    component_count: explosion.componentCount,
    depth: explosion.depth,
  };
}

function whereUsedNodeToWire(node: WhereUsedNode): WireWhereUsedNode {
  return {
    item_id: node.itemId,
    item_name: node.itemName,
    level: node.level,
    path: node.path,
    quantity_per: node.quantityPer,
    scrap_percent: node.scrapPercent,
    cumulative_quantity: node.cumulativeQuantity,
    component_type: node.componentType,
    is_phantom: node.isPhantom,
    is_finished_good: node.isFinishedGood,
    parents: node.parents.map(whereUsedNodeToWire),
  };
}

/** POST /bom/where-used. */
export function whereUsedToWire(used: WhereUsed): WireWhereUsed {
  return {
    item_id: used.itemId,
    item_name: used.itemName,
    max_level: used.maxLevel,
    used_in: used.usedIn.map(whereUsedNodeToWire),
    finished_goods: used.finishedGoods.map((good) => ({
      item_id: good.itemId,
      item_name: good.itemName,
      path: good.path,
      cumulative_quantity: good.cumulativeQuantity,
    })),
  };
}

function summarizedComponentToWire(component: SummarizedComponent): WireSummarizedComponent {
  return {
    item_id: component.itemId,
    item_name: component.itemName,
    unit: component.unit,
    total_quantity: component.totalQuantity,
    unit_cost: component.unitCost,
    total_cost: component.totalCost,
    levels: component.levels,
    component_type: component.componentType,
    is_leaf: component.isLeaf,
  };
}

/** GET /bom/cost/{id}. */
export function costRollUpToWire(cost: CostRollUp): WireCostRollUp {
  return {
    product_id: cost.productId,
    product_name: cost.productName,
    quantity: cost.quantity,
    total_material_cost: cost.totalMaterialCost,
    unit_material_cost: cost.unitMaterialCost,
    direct_component_cost: cost.directComponentCost,
    by_level: cost.byLevel.map((entry) => ({
      level: entry.level,
      cost: entry.cost,
      item_count: entry.itemCount,
    })),
    by_component_type: cost.byComponentType.map((entry) => ({
      component_type: entry.componentType,
      cost: entry.cost,
      share_percent: entry.sharePercent,
    })),
    materials: cost.materials.map(summarizedComponentToWire),
  };
}

/** One alternative of GET /bom/alternatives/{id} and of an optimisation's suggestion. */
export function alternativeToWire(alternative: Alternative): WireAlternative {
  return {
    item_id: alternative.itemId,
    item_name: alternative.itemName,
    material_type: alternative.materialType,
    category: alternative.category,
    unit: alternative.unit,
    unit_cost: alternative.unitCost,
    lead_time_days: alternative.leadTimeDays,
    cost_difference: alternative.costDifference,
    cost_difference_percent: alternative.costDifferencePercent,
    lead_time_difference_days: alternative.leadTimeDifferenceDays,
  };
}

/** POST /bom/optimize. */
export function optimizationToWire(optimization: BomOptimization): WireBomOptimization {
  return {
    product_id: optimization.productId,
    quantity: optimization.quantity,
    current_cost: optimization.currentCost,
    optimized_cost: optimization.optimizedCost,
    total_saving: optimization.totalSaving,
    suggestions: optimization.suggestions.map((suggestion) => ({
      line_no: suggestion.lineNo,
      item_id: suggestion.itemId,
      item_name: suggestion.itemName,
      quantity: suggestion.quantity,
      current_unit_cost: suggestion.currentUnitCost,
      alternative: alternativeToWire(suggestion.alternative),
      saving: suggestion.saving,
      saving_percent: suggestion.savingPercent,
    })),
  };
}
