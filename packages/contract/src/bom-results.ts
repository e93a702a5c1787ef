import { z } from 'zod';
import { BomStatus, ComponentType } from './bom.ts';

/**
 * What the BOM routes answer (planning-workspaces §3), with the spec's snake_case names. The engine
 * answers in its own camelCase types, which the server maps to these (services/bom/bom-wire.ts).
 */

export const BomComponent = z.object({
  /** `<product_id>/<line_no>`. */
  component_id: z.string(),
  line_no: z.number().int(),
  item_id: z.string(),
  item_name: z.string(),
  quantity_per: z.number(),
  uom: z.string(),
  component_type: ComponentType,
  scrap_percent: z.number(),
  is_phantom: z.boolean(),
  unit_cost: z.number(),
  /** unit_cost × quantity_per × (1 + scrap_percent / 100). */
  total_cost: z.number(),
});
export type BomComponent = z.infer<typeof BomComponent>;

/** GET /bom/{id}: a stored BOM with its lines, names and costs from the item master. */
export const Bom = z.object({
  product_id: z.string(),
  product_name: z.string(),
  revision: z.string(),
  base_quantity: z.number(),
  base_uom: z.string(),
  description: z.string().nullable(),
  status: BomStatus,
  /** ISO date 'YYYY-MM-DD'. */
  effective_date: z.string(),
  /** For optimistic concurrency: a save sends the version it read (409 when stale). */
  version: z.number().int(),
  components: z.array(BomComponent),
  totals: z.object({ component_count: z.number().int(), total_cost: z.number(), average_scrap: z.number() }),
});
export type Bom = z.infer<typeof Bom>;

/** POST /bom/create and PUT /bom/{id}: the saved BOM's version (a create also the dataset's). */
export const BomSaved = z.object({
  product_id: z.string(),
  version: z.number().int(),
  dataset_version: z.number().int().optional(),
});
export type BomSaved = z.infer<typeof BomSaved>;

/** POST /bom/validate/{id}: the save rules' failures (errors) and lines naming unknown items (warnings). */
export const BomValidation = z.object({
  product_id: z.string(),
  valid: z.boolean(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type BomValidation = z.infer<typeof BomValidation>;

/** One node of an exploded BOM; quantities for the exploded quantity of the product. */
export const ExplosionNode = z
  .object({
    item_id: z.string(),
    item_name: z.string(),
    /** 0 for the exploded product; phantoms take no level. */
    level: z.number().int(),
    /** Item ids from the exploded product down to this node. */
    path: z.array(z.string()),
    quantity_per: z.number(),
    scrap_percent: z.number(),
    cumulative_quantity: z.number(),
    unit: z.string().nullable(),
    unit_cost: z.number(),
    total_cost: z.number(),
    /** null for the exploded product itself. */
    component_type: ComponentType.nullable(),
    lead_time_days: z.number(),
    cumulative_lead_time_days: z.number(),
    has_bom: z.boolean(),
    via_phantoms: z.array(z.string()),
    // A getter lets the node hold nodes of its own kind (zod 4's recursive objects).
    get children(): z.ZodArray<typeof ExplosionNode> {
      return z.array(ExplosionNode);
    },
    // A named schema: the OpenAPI document refers to it from inside itself (#/components/schemas/...).
  })
  .meta({ id: 'ExplosionNode' });
export type ExplosionNode = z.infer<typeof ExplosionNode>;

/** POST /bom/explode: the structure from the product down, and its critical path. */
export const BomExplosion = z.object({
  product_id: z.string(),
  product_name: z.string(),
  quantity: z.number(),
  max_level: z.number().int(),
  structure: ExplosionNode,
  lead_time_analysis: z.object({
    /** Item ids joined by ' -> '. */
    critical_path: z.string(),
    critical_path_items: z.array(z.string()),
    total_lead_time_days: z.number(),
  }),
  total_material_cost: z.number(),
  component_count: z.number().int(),
  depth: z.number().int(),
});
export type BomExplosion = z.infer<typeof BomExplosion>;

/** A parent using the asked item, directly (level 1) or through the parents below it. */
export const WhereUsedNode = z
  .object({
    item_id: z.string(),
    item_name: z.string(),
    level: z.number().int(),
    /** Item ids from the asked item up to this parent. */
    path: z.array(z.string()),
    quantity_per: z.number(),
    scrap_percent: z.number(),
    cumulative_quantity: z.number(),
    component_type: ComponentType,
    is_phantom: z.boolean(),
    is_finished_good: z.boolean(),
    get parents(): z.ZodArray<typeof WhereUsedNode> {
      return z.array(WhereUsedNode);
    },
  })
  .meta({ id: 'WhereUsedNode' });
export type WhereUsedNode = z.infer<typeof WhereUsedNode>;

/** POST /bom/where-used. */
export const WhereUsed = z.object({
  item_id: z.string(),
  item_name: z.string(),
  max_level: z.number().int(),
  used_in: z.array(WhereUsedNode),
  finished_goods: z.array(
    z.object({
      item_id: z.string(),
      item_name: z.string(),
      path: z.array(z.string()),
      cumulative_quantity: z.number(),
    }),
  ),
});
export type WhereUsed = z.infer<typeof WhereUsed>;

/** An item's total over every place it takes in an explosion. */
export const SummarizedComponent = z.object({
  item_id: z.string(),
  item_name: z.string(),
  unit: z.string().nullable(),
  total_quantity: z.number(),
  unit_cost: z.number(),
  total_cost: z.number(),
  levels: z.array(z.number().int()),
  component_type: ComponentType.nullable(),
  is_leaf: z.boolean(),
});
export type SummarizedComponent = z.infer<typeof SummarizedComponent>;

/** GET /bom/cost/{id}: material cost of a quantity, counted where material enters the structure. */
export const CostRollUp = z.object({
  product_id: z.string(),
  product_name: z.string(),
  quantity: z.number(),
  total_material_cost: z.number(),
  unit_material_cost: z.number(),
  direct_component_cost: z.number(),
  by_level: z.array(z.object({ level: z.number().int(), cost: z.number(), item_count: z.number().int() })),
  by_component_type: z.array(
    z.object({ component_type: ComponentType, cost: z.number(), share_percent: z.number() }),
  ),
  materials: z.array(SummarizedComponent),
});
export type CostRollUp = z.infer<typeof CostRollUp>;

/** An item that could replace a component: same material type, category and unit. */
export const Alternative = z.object({
  item_id: z.string(),
  item_name: z.string(),
  material_type: z.string().nullable(),
  category: z.string().nullable(),
  unit: z.string().nullable(),
  unit_cost: z.number(),
  lead_time_days: z.number(),
  /** Negative when cheaper than the component. */
  cost_difference: z.number(),
  cost_difference_percent: z.number(),
  lead_time_difference_days: z.number(),
});
export type Alternative = z.infer<typeof Alternative>;

/** GET /bom/alternatives/{id}: cheapest first. */
export const Alternatives = z.object({ item_id: z.string(), alternatives: z.array(Alternative) });
export type Alternatives = z.infer<typeof Alternatives>;

/** POST /bom/optimize: the cheapest cheaper alternative per direct component, with the saving. */
export const BomOptimization = z.object({
  product_id: z.string(),
  quantity: z.number(),
  current_cost: z.number(),
  optimized_cost: z.number(),
  total_saving: z.number(),
  suggestions: z.array(
    z.object({
      line_no: z.number().int().nullable(),
      item_id: z.string(),
      item_name: z.string(),
      quantity: z.number(),
      current_unit_cost: z.number(),
      alternative: Alternative,
      saving: z.number(),
      saving_percent: z.number(),
    }),
  ),
});
export type BomOptimization = z.infer<typeof BomOptimization>;

/** A component the BOM chat suggests, from the BOMs of similar products, most used first. */
export const SuggestedComponent = z.object({
  item_id: z.string(),
  item_name: z.string(),
  quantity_per: z.number(),
  uom: z.string(),
  component_type: ComponentType,
  unit_cost: z.number(),
  used_by_similar_products: z.number().int(),
});
export type SuggestedComponent = z.infer<typeof SuggestedComponent>;

/**
 * POST /bom/chat: the intent read from the question and the engine's answer to it. `data` is the
 * answer of the intent: suggested components, a cost roll-up, where-used, alternatives or an
 * explosion; empty when the question names no product.
 */
export const BomChatAnswer = z.object({
  success: z.boolean(),
  intent: z.string(),
  reasoning: z.array(z.string()),
  explanation: z.string(),
  // Tried in order: each shape has a required field the others lack, and the empty answer comes last
  // and is strict, so no answer is stripped down to a shape it does not have.
  data: z.union([
    z.object({ suggested_components: z.array(SuggestedComponent) }),
    CostRollUp,
    WhereUsed,
    Alternatives,
    BomExplosion,
    BomOptimization,
    z.object({}).strict(),
  ]),
});
export type BomChatAnswer = z.infer<typeof BomChatAnswer>;
