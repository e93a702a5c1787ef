import type {
  ActionPriority,
  BomChatRequest,
  BomSaveRequest,
  BomStatus,
  BomUpdateRequest,
  ComponentType,
} from '@takt/contract';
import {
  BomChatAnswer as BomChatAnswerSchema,
  BomExplosion as BomExplosionSchema,
  BomSaved as BomSavedSchema,
  Bom as BomSchema,
  StockRequirements as StockRequirementsSchema,
  WhereUsed as WhereUsedSchema,
} from '@takt/contract';
import { ApiError, requestParsed } from './client.ts';
import { type MrpRunProgress, type MrpRunRequest, runMrpWithProgress } from './mrp-runs.ts';

/**
 * The calls of the BOM and MRP workspace (planning-workspaces §7, enterprise-shell §7). They work on
 * the caller's playground copy of the plant (the API's default source); every answer is checked
 * against the contract's schema of the route, and its type is the contract's.
 */

export type {
  ActionMessage,
  ActionMessageType,
  Bom,
  BomChatAnswer,
  BomComponent,
  BomExplosion,
  BomSaved,
  CapacityCheck,
  CapacityWeek,
  ExplosionNode,
  MrpBucket,
  MrpDemandOrder,
  MrpItemRecord,
  MrpResult,
  PlannedOrder,
  StockElementType,
  StockRequirementElement,
  StockRequirements,
  SuggestedComponent,
  WeeklyCapacityCheck,
  WhereUsed,
  WhereUsedNode,
  WorkCenterCapacity,
} from '@takt/contract';
export type ComponentTypeName = ComponentType;
export type BomStatusName = BomStatus;
export type Priority = ActionPriority;
/** The MRP Planning tab's run: the request without its source (the playground, the API's default). */
export type { MrpRunProgress, MrpRunRequest } from './mrp-runs.ts';
/** bomChat's context: the product, the view and the BOM being edited. */
export type BomChatContext = BomChatRequest['context'];

const idPath = (prefix: string, id: string) => `${prefix}/${encodeURIComponent(id.trim())}`;

/** getBOM: the BOM of a product, or null when none exists (planning-workspaces §7). */
export async function fetchBom(productId: string, signal?: AbortSignal) {
  const path = idPath('/bom', productId);
  try {
    return await requestParsed(path, BomSchema, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'BOM_NOT_FOUND') return null;
    throw error;
  }
}

export function createBom(request: Omit<BomSaveRequest, 'source'>) {
  return requestParsed('/bom/create', BomSavedSchema, { method: 'POST', body: request });
}

export function updateBom(productId: string, request: Omit<BomUpdateRequest, 'source'>) {
  return requestParsed(idPath('/bom', productId), BomSavedSchema, { method: 'PUT', body: request });
}

export function explodeBom(
  request: { product_id: string; quantity: number; max_level: number },
  signal?: AbortSignal,
) {
  return requestParsed('/bom/explode', BomExplosionSchema, { method: 'POST', body: request, signal });
}

export function fetchWhereUsed(itemId: string, maxLevel: number, signal?: AbortSignal) {
  return requestParsed('/bom/where-used', WhereUsedSchema, {
    method: 'POST',
    body: { item_id: itemId, max_level: maxLevel },
    signal,
  });
}

/** MRP for demand orders, run off the server's request thread; `onProgress` hears items planned of the total. */
export function runMrp(
  request: MrpRunRequest,
  signal?: AbortSignal,
  onProgress?: (progress: MrpRunProgress) => void,
) {
  return runMrpWithProgress(request, signal, onProgress);
}

/** bomChat: the question and the screen's context (product, view, the BOM being edited). */
export function askBomAssistant(query: string, context: BomChatContext) {
  return requestParsed('/bom/chat', BomChatAnswerSchema, { method: 'POST', body: { query, context } });
}

/** MD04: an item's time-phased stock, requirements and receipts with the running available quantity. */
export function fetchStockRequirements(itemId: string, horizonDays: number, signal?: AbortSignal) {
  return requestParsed(idPath('/mrp/stock-requirements', itemId), StockRequirementsSchema, {
    query: { horizon_days: horizonDays },
    signal,
  });
}

/** The text a screen shows for a failed call: what the server said, else the error, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
