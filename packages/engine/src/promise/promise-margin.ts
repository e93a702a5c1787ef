import { rollUpCost } from '../bom/cost-rollup.ts';
import type { BomStructure } from '../bom/model.ts';
import { indexStructure, type StructureIndex, unitCostOf } from '../bom/structure-index.ts';
import { operationMinutes } from '../capacity/run-time.ts';

/**
 * An overtime hour costs the work center's rate times this (time and a half, the usual premium of
 * labor law and of the sample plant's shift agreements).
 */
export const OVERTIME_PREMIUM = 1.5;

/** Hours of work on one work center. */
export interface WorkCenterHours {
  workCenterId: string;
  hours: number;
}

/** One step of the product's routing, as the run-time rule reads it. */
export interface RoutingStep {
  workCenterId: string;
  /** Fixed minutes per order (setup and handling); default 0. */
  fixedMinutes?: number;
  /** Units per hour; 0 or less runs only the fixed time. */
  runRatePerHour: number;
}

export interface PromiseMarginInput {
  structure: BomStructure | StructureIndex;
  productId: string;
  /** Units ordered. */
  quantity: number;
  sellingPricePerUnit: number;
  /** Percent of revenue, e.g. 15. */
  targetMarginPercent: number;
  /** Units of the order made by it (`MaterialAvailability.quantityToMake`). */
  quantityMade: number;
  /** Units shipped from finished stock or open receipts: costed at the product's standard cost. */
  quantityFromStock: number;
  /** Hours the made quantity runs per work center (`routingHours`, or the scheduled operations). */
  laborHours: readonly WorkCenterHours[];
  /** Overtime hours worked for the order per work center (part of, or beyond, its labor hours). */
  overtimeHours: readonly WorkCenterHours[];
  /** Cost per hour of each work center; a work center without one costs 0. */
  costRatePerHour: ReadonlyMap<string, number>;
}

/** The order's margin, in the plant's currency. */
export interface PromiseMarginResult {
  /** quantity × selling price. */
  revenue: number;
  /** Bought materials of the made quantity (BOM cost roll-up) + units from stock at standard cost. */
  materialCost: number;
  /** Labor hours worked in regular time × the work center's rate. */
  laborCost: number;
  /** Overtime hours × the work center's rate × OVERTIME_PREMIUM. */
  overtimeCost: number;
  grossMargin: number;
  /** grossMargin / revenue × 100; 0 when there is no revenue. */
  marginPercent: number;
  targetMarginPercent: number;
  meetsTarget: boolean;
  /**
   * The lowest price per unit, rounded up to the cent, whose margin meets the target at these costs;
   * null when none can (a target of 100 % or more with any cost, or no quantity).
   */
  targetPricePerUnit: number | null;
}

/**
 * Hours per work center the routing takes for `quantity` units, by the one run-time rule
 * (`operationMinutes`), in routing order of first use; nothing runs for 0 units.
 */
export function routingHours(routing: readonly RoutingStep[], quantity: number): WorkCenterHours[] {
  const hours = new Map<string, number>();
  if (quantity <= 0) return [];
  for (const step of routing) {
    const minutes = operationMinutes(step, quantity);
    hours.set(step.workCenterId, (hours.get(step.workCenterId) ?? 0) + minutes / 60);
  }
  return [...hours].map(([workCenterId, h]) => ({ workCenterId, hours: h }));
}

/**
 * The promise's margin. Costing decisions:
 * - a unit shipped from stock costs the product's standard cost (item master), else its rolled-up
 *   material cost when the master has none: it was paid for once, and shipping it uses it up;
 * - an overtime hour is paid at rate × OVERTIME_PREMIUM instead of the regular rate, so a work
 *   center's labor cost counts only its hours not worked in overtime (never below 0).
 */
export function promiseMargin(input: PromiseMarginInput): PromiseMarginResult {
  const index = 'lines' in input.structure ? indexStructure(input.structure) : input.structure;
  const materialCost = materialCostOf(index, input);
  const overtimeByCenter = sumByCenter(input.overtimeHours);
  const rate = (id: string) => input.costRatePerHour.get(id) ?? 0;
  let laborCost = 0;
  for (const [id, hours] of sumByCenter(input.laborHours)) {
    laborCost += Math.max(0, hours - (overtimeByCenter.get(id) ?? 0)) * rate(id);
  }
  let overtimeCost = 0;
  for (const [id, hours] of overtimeByCenter) overtimeCost += hours * rate(id) * OVERTIME_PREMIUM;
  const revenue = input.quantity * input.sellingPricePerUnit;
  const totalCost = materialCost + laborCost + overtimeCost;
  const grossMargin = revenue - totalCost;
  // Revenue under half a cent is none: a price of 1e-320 would make the percentage overflow to -Infinity.
  const marginPercent = revenue >= 0.005 ? (grossMargin / revenue) * 100 : 0;
  return {
    revenue,
    materialCost,
    laborCost,
    overtimeCost,
    grossMargin,
    marginPercent,
    targetMarginPercent: input.targetMarginPercent,
    meetsTarget: marginPercent >= input.targetMarginPercent - 1e-9,
    targetPricePerUnit: priceMeetingTarget(totalCost, input.quantity, input.targetMarginPercent),
  };
}

/** The roll-up is linear in the quantity, so one unit's roll-up costs both the made units and any stock fallback. */
function materialCostOf(index: StructureIndex, input: PromiseMarginInput): number {
  const standard = unitCostOf(index, input.productId);
  const rolledUnit = index.childrenOf.has(input.productId)
    ? rollUpCost(index, input.productId, 1).unitMaterialCost
    : standard;
  const stockUnit = standard > 0 ? standard : rolledUnit;
  return Math.max(0, input.quantityMade) * rolledUnit + Math.max(0, input.quantityFromStock) * stockUnit;
}

function sumByCenter(hours: readonly WorkCenterHours[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const h of hours) out.set(h.workCenterId, (out.get(h.workCenterId) ?? 0) + Math.max(0, h.hours));
  return out;
}

/**
 * Solves (q·p − cost) / (q·p) = target / 100 for p: p = cost / (q × (1 − target / 100)). Rounded up
 * to the cent so the price quoted does meet the target (the small slack absorbs float noise, so an
 * exact 47.06 is not read as 47.0600000001 and quoted 47.07).
 */
function priceMeetingTarget(totalCost: number, quantity: number, targetPercent: number): number | null {
  if (quantity <= 0) return null;
  if (totalCost <= 0) return 0;
  const keep = 1 - targetPercent / 100;
  if (keep <= 0) return null;
  const price = totalCost / (quantity * keep);
  return Math.ceil(price * 100 - 1e-6) / 100;
}
