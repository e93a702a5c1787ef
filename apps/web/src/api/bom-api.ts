import type { BomSaveRequest, BomUpdateRequest } from '@takt/contract';
import { ApiError, requestJson } from './client.ts';

/**
 * The calls of the BOM and MRP workspace (planning-workspaces §7, enterprise-shell §7). They work on
 * the caller's playground copy of the plant (the API's default source); the answers are the engine's
 * snake_case objects, typed here by the fields the screens read.
 */

export type ComponentTypeName = BomSaveRequest['components'][number]['component_type'];
export type BomStatusName = BomSaveRequest['status'];

export interface BomComponent {
  component_id: string;
  line_no: number;
  item_id: string;
  item_name: string;
  quantity_per: number;
  uom: string;
  component_type: ComponentTypeName;
  scrap_percent: number;
  is_phantom: boolean;
  unit_cost: number;
  total_cost: number;
}

export interface Bom {
  product_id: string;
  product_name: string;
  revision: string;
  base_quantity: number;
  base_uom: string;
  description: string | null;
  status: BomStatusName;
  effective_date: string;
  /** For optimistic concurrency: a save sends the version it read (409 when stale). */
  version: number;
  components: BomComponent[];
  totals: { component_count: number; total_cost: number; average_scrap: number };
}

export interface BomSaved {
  product_id: string;
  version: number;
}

export interface ExplosionNode {
  item_id: string;
  item_name: string;
  level: number;
  /** Item ids from the exploded product down to this node. */
  path: string[];
  quantity_per: number;
  scrap_percent: number;
  cumulative_quantity: number;
  unit: string | null;
  unit_cost: number;
  total_cost: number;
  component_type: ComponentTypeName | null;
  lead_time_days: number;
  cumulative_lead_time_days: number;
  has_bom: boolean;
  via_phantoms: string[];
  children: ExplosionNode[];
}

export interface BomExplosion {
  product_id: string;
  product_name: string;
  quantity: number;
  max_level: number;
  structure: ExplosionNode;
  lead_time_analysis: { critical_path: string; critical_path_items: string[]; total_lead_time_days: number };
  total_material_cost: number;
  component_count: number;
  depth: number;
}

export interface WhereUsedNode {
  item_id: string;
  item_name: string;
  level: number;
  path: string[];
  quantity_per: number;
  scrap_percent: number;
  cumulative_quantity: number;
  component_type: ComponentTypeName;
  is_phantom: boolean;
  is_finished_good: boolean;
  parents: WhereUsedNode[];
}

export interface WhereUsed {
  item_id: string;
  item_name: string;
  max_level: number;
  used_in: WhereUsedNode[];
  finished_goods: { item_id: string; item_name: string; path: string[]; cumulative_quantity: number }[];
}

export interface MrpDemandOrder {
  product_id: string;
  quantity: number;
  /** ISO date 'YYYY-MM-DD'. */
  required_date: string;
}

export interface MrpRunRequest {
  orders: MrpDemandOrder[];
  planning_horizon_days: number;
  time_bucket_days: 1 | 7 | 14 | 30;
  include_sales_orders: boolean;
}

export interface PlannedOrder {
  order_id: string;
  item_id: string;
  item_name: string;
  order_quantity: number;
  release_date: string;
  due_date: string;
  lead_time_days: number;
  lot_sizing_method: string;
  order_type: 'PLANNED_ORDER' | 'PURCHASE_REQUISITION';
}

export type ActionMessageType =
  | 'RELEASE'
  | 'PLAN'
  | 'LOW_STOCK'
  | 'EXPEDITE'
  | 'RESCHEDULE_IN'
  | 'RESCHEDULE_OUT'
  | 'CANCEL';
export type Priority = 'HIGH' | 'MEDIUM' | 'LOW';

export interface ActionMessage {
  type: ActionMessageType;
  priority: Priority;
  item_id: string;
  message: string;
  quantity: number;
  date: string;
  order_id: string | null;
}

export interface CapacityWeek {
  /** Monday of the week. */
  week: string;
  /** Hours. */
  load: number;
  /** Percent of the week's capacity; null when work is planned in a week with no working time. */
  utilization: number | null;
  status: 'Overload' | 'High' | 'Normal';
}

/**
 * The weekly check of one load — the released plan's open operations plus the run's planned orders —
 * against capacity (calendar hours minus downtime), as the server computed it. Weeks are keyed by
 * their Monday's ISO date.
 */
export interface WeeklyCapacityCheck {
  /** Calendar hours of a full week, before downtime. */
  capacity_per_week: number;
  /** Percent. */
  max_utilization: number;
  /** Weeks above 85%, with their status. */
  overload_weeks: CapacityWeek[];
  /** Hours per week. */
  weekly_load: Record<string, number>;
  /** Hours of capacity per week, downtime taken off. */
  weekly_capacity: Record<string, number>;
  /** Percent per week; null when work is planned in a week with no working time. */
  weekly_utilization: Record<string, number | null>;
}

export interface WorkCenterCapacity extends WeeklyCapacityCheck {
  work_center_id: string;
}

/** The plant total and the same check per work center. */
export interface CapacityCheck extends WeeklyCapacityCheck {
  work_centers: WorkCenterCapacity[];
}

export type StockElementType =
  | 'STOCK'
  | 'DEMAND_ORDER'
  | 'SALES_ORDER'
  | 'DEPENDENT'
  | 'SAFETY_STOCK'
  | 'RESERVED'
  | 'PURCHASE_ORDER'
  | 'PRODUCTION_ORDER'
  | 'PLANNED_ORDER'
  | 'PURCHASE_REQUISITION';

export interface StockRequirementElement {
  date: string;
  element_type: StockElementType;
  element_id: string;
  /** Receipts positive, requirements negative. */
  quantity: number;
  available_quantity: number;
}

export interface MrpBucket {
  start_date: string;
  gross_requirements: number;
  scheduled_receipts: number;
  projected_on_hand: number;
  net_requirements: number;
  planned_receipts: number;
  planned_releases: number;
}

export interface MrpItemRecord {
  item_id: string;
  item_name: string;
  unit: string | null;
  low_level_code: number;
  procurement: 'MAKE' | 'BUY';
  lot_sizing_method: string;
  lead_time_days: number;
  on_hand: number;
  available: number;
  safety_stock: number;
  buckets: MrpBucket[];
  elements: StockRequirementElement[];
}

export interface MrpResult {
  planning_date: string;
  planning_horizon_days: number;
  time_bucket_days: number;
  summary: {
    total_planned_orders: number;
    total_quantity: number;
    unique_items: number;
    average_lead_time: number;
  };
  planned_orders: PlannedOrder[];
  action_messages: ActionMessage[];
  capacity_check: CapacityCheck;
  item_records: MrpItemRecord[];
  warnings: string[];
}

export interface StockRequirements {
  item_id: string;
  item_name: string;
  unit: string | null;
  safety_stock: number;
  reorder_point: number;
  planning_date: string;
  record: MrpItemRecord | null;
  action_messages: ActionMessage[];
}

export interface SuggestedComponent {
  item_id: string;
  item_name: string;
  quantity_per: number;
  uom: string;
  component_type: ComponentTypeName;
  unit_cost: number;
  used_by_similar_products: number;
}

export interface BomChatContext {
  product_id?: string;
  current_view?: string;
  bom_data?: unknown;
}

export interface BomChatAnswer {
  success: boolean;
  intent: string;
  reasoning: string[];
  explanation: string;
  data: { suggested_components?: SuggestedComponent[] } & Record<string, unknown>;
}

/** Checks the few fields a screen cannot do without; the rest is read as the engine sends it. */
function shaped<T>(path: string, body: unknown, keys: readonly string[]): T {
  const isObject = typeof body === 'object' && body !== null;
  if (!isObject || keys.some((key) => !(key in body))) {
    throw new ApiError('contract', `The server's answer to ${path} does not match the contract.`);
  }
  return body as T;
}

const idPath = (prefix: string, id: string) => `${prefix}/${encodeURIComponent(id.trim())}`;

/** getBOM: the BOM of a product, or null when none exists (planning-workspaces §7). */
export async function fetchBom(productId: string, signal?: AbortSignal): Promise<Bom | null> {
  const path = idPath('/bom', productId);
  try {
    return shaped<Bom>(path, await requestJson(path, { signal }), ['product_id', 'components', 'version']);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'BOM_NOT_FOUND') return null;
    throw error;
  }
}

export async function createBom(request: Omit<BomSaveRequest, 'source'>): Promise<BomSaved> {
  const body = await requestJson('/bom/create', { method: 'POST', body: request });
  return shaped<BomSaved>('/bom/create', body, ['product_id', 'version']);
}

export async function updateBom(productId: string, request: Omit<BomUpdateRequest, 'source'>) {
  const path = idPath('/bom', productId);
  return shaped<BomSaved>(path, await requestJson(path, { method: 'PUT', body: request }), ['version']);
}

export async function explodeBom(
  request: { product_id: string; quantity: number; max_level: number },
  signal?: AbortSignal,
): Promise<BomExplosion> {
  const body = await requestJson('/bom/explode', { method: 'POST', body: request, signal });
  return shaped<BomExplosion>('/bom/explode', body, ['structure', 'lead_time_analysis']);
}

export async function fetchWhereUsed(itemId: string, maxLevel: number, signal?: AbortSignal) {
  const body = await requestJson('/bom/where-used', {
    method: 'POST',
    body: { item_id: itemId, max_level: maxLevel },
    signal,
  });
  return shaped<WhereUsed>('/bom/where-used', body, ['used_in', 'finished_goods']);
}

export async function runMrp(request: MrpRunRequest, signal?: AbortSignal): Promise<MrpResult> {
  const body = await requestJson('/bom/mrp', { method: 'POST', body: request, signal });
  return shaped<MrpResult>('/bom/mrp', body, [
    'summary',
    'planned_orders',
    'action_messages',
    'capacity_check',
  ]);
}

/** bomChat: the question and the screen's context (product, view, the BOM being edited). */
export async function askBomAssistant(query: string, context: BomChatContext): Promise<BomChatAnswer> {
  const body = await requestJson('/bom/chat', { method: 'POST', body: { query, context } });
  return shaped<BomChatAnswer>('/bom/chat', body, ['explanation']);
}

/** MD04: an item's time-phased stock, requirements and receipts with the running available quantity. */
export async function fetchStockRequirements(
  itemId: string,
  horizonDays: number,
  signal?: AbortSignal,
): Promise<StockRequirements> {
  const path = idPath('/mrp/stock-requirements', itemId);
  const body = await requestJson(path, { query: { horizon_days: horizonDays }, signal });
  return shaped<StockRequirements>(path, body, ['item_id', 'record']);
}

/** The text a screen shows for a failed call: what the server said, else the error, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
