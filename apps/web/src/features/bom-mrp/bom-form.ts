import type { Bom, BomStatusName, ComponentTypeName } from '../../api/bom-api.ts';

/** Display, create or edit (planning-workspaces §4). */
export type BomMode = 'display' | 'create' | 'edit';

export const UNITS_OF_MEASURE = ['EA', 'KG', 'G', 'L', 'M', 'M2', 'M3', 'PC', 'BX', 'PLT'] as const;
export const COMPONENT_TYPES: readonly ComponentTypeName[] = [
  'RAW_MATERIAL',
  'PURCHASED_PART',
  'MANUFACTURED_PART',
  'SUBASSEMBLY',
  'CONSUMABLE',
  'PACKAGING',
];
export const BOM_STATUSES: readonly BomStatusName[] = [
  'DRAFT',
  'IN_REVIEW',
  'APPROVED',
  'ACTIVE',
  'OBSOLETE',
];
/** Component line numbers step by 10 (planning-workspaces §9). */
export const LINE_NUMBER_STEP = 10;

export interface ComponentDraft {
  /** Empty for a line not saved yet, and for lines copied from another product. */
  component_id: string;
  item_id: string;
  item_name: string;
  quantity_per: number;
  uom: string;
  component_type: ComponentTypeName;
  scrap_percent: number;
  is_phantom: boolean;
  unit_cost: number;
}

export interface BomDraft {
  product_id: string;
  product_name: string;
  revision: string;
  base_quantity: number;
  base_uom: string;
  description: string;
  status: BomStatusName;
  effective_date: string;
  components: ComponentDraft[];
}

/** A number input left empty reads as NaN; a request sends 0 so the server's rule names the line. */
const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

/** Today as the browser sees it, 'YYYY-MM-DD' in local time. */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The header defaults of planning-workspaces §3: revision A, base quantity 1 EA, effective today. */
export function emptyDraft(productId = '', today = localIsoDate()): BomDraft {
  return {
    product_id: productId,
    product_name: '',
    revision: 'A',
    base_quantity: 1,
    base_uom: 'EA',
    description: '',
    status: 'DRAFT',
    effective_date: today,
    components: [],
  };
}

/** A new line: quantity 1, EA, a purchased part, no scrap (planning-workspaces §3). */
export function newComponent(patch: Partial<ComponentDraft> = {}): ComponentDraft {
  return {
    component_id: '',
    item_id: '',
    item_name: '',
    quantity_per: 1,
    uom: 'EA',
    component_type: 'PURCHASED_PART',
    scrap_percent: 0,
    is_phantom: false,
    unit_cost: 0,
    ...patch,
  };
}

export function draftFromBom(bom: Bom): BomDraft {
  return {
    product_id: bom.product_id,
    product_name: bom.product_name,
    revision: bom.revision,
    base_quantity: bom.base_quantity,
    base_uom: bom.base_uom,
    description: bom.description ?? '',
    status: bom.status,
    effective_date: bom.effective_date,
    components: bom.components.map((c) => ({
      component_id: c.component_id,
      item_id: c.item_id,
      item_name: c.item_name,
      quantity_per: c.quantity_per,
      uom: c.uom,
      component_type: c.component_type,
      scrap_percent: c.scrap_percent,
      is_phantom: c.is_phantom,
      unit_cost: c.unit_cost,
    })),
  };
}

/** Line number of the component at `index`: 10, 20, 30 ... */
export function lineNumber(index: number): number {
  return (index + 1) * LINE_NUMBER_STEP;
}

/** Cost of one line for one base quantity, scrap included. */
export function lineCost(component: ComponentDraft): number {
  const cost = component.unit_cost * component.quantity_per * (1 + component.scrap_percent / 100);
  return finiteOr(cost, 0);
}

export interface BomTotals {
  componentCount: number;
  totalCost: number;
  /** Percent. */
  averageScrap: number;
}

/** The totals under the components table: count, cost and average scrap of the lines on screen. */
export function bomTotals(components: readonly ComponentDraft[]): BomTotals {
  const count = components.length;
  return {
    componentCount: count,
    totalCost: components.reduce((sum, c) => sum + lineCost(c), 0),
    averageScrap: count ? components.reduce((sum, c) => sum + finiteOr(c.scrap_percent, 0), 0) / count : 0,
  };
}

/** The body of a create or update call; line numbers and costs are the server's. */
export function saveRequestOf(draft: BomDraft) {
  return {
    product_id: draft.product_id.trim(),
    product_name: draft.product_name.trim(),
    revision: draft.revision,
    base_quantity: finiteOr(draft.base_quantity, 1),
    base_uom: draft.base_uom,
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    status: draft.status,
    ...(draft.effective_date ? { effective_date: draft.effective_date } : {}),
    components: draft.components.map((c) => ({
      ...(c.component_id ? { component_id: c.component_id } : {}),
      item_id: c.item_id.trim(),
      ...(c.item_name ? { item_name: c.item_name } : {}),
      quantity_per: finiteOr(c.quantity_per, 0),
      uom: c.uom,
      component_type: c.component_type,
      scrap_percent: finiteOr(c.scrap_percent, 0),
      is_phantom: c.is_phantom,
      unit_cost: Math.max(0, finiteOr(c.unit_cost, 0)),
    })),
  };
}
