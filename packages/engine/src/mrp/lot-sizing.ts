import type { LotSizingMethod } from './model.ts';

/** How an item's orders are sized. */
export interface LotSizingRule {
  method: LotSizingMethod;
  /** FOQ: fixed quantity; EOQ: economic quantity; POQ: periods covered (see `netItem`); LFL: unused. */
  lotSize?: number | null;
  minOrderQty?: number;
  roundingQty?: number;
}

/** Tolerance of quantity comparisons: sums of fractional BOM quantities are not exact. */
export const QUANTITY_EPSILON = 1e-7;

/**
 * The order quantity covering a net requirement (> 0), rounded up to 6 decimals:
 * - LFL and POQ order the requirement (POQ's requirement already spans its periods);
 * - FOQ orders the smallest multiple of the fixed quantity that covers it;
 * - EOQ orders the economic quantity, or the requirement when it is larger;
 * then the minimum order quantity raises it and the rounding quantity rounds it up to a multiple.
 */
export function orderQuantity(requirement: number, rule: LotSizingRule): number {
  const lotSize = rule.lotSize ?? 0;
  let quantity = requirement;
  if (rule.method === 'FOQ' && lotSize > 0) quantity = Math.ceil(requirement / lotSize - 1e-9) * lotSize;
  if (rule.method === 'EOQ') quantity = Math.max(requirement, lotSize);
  quantity = Math.max(quantity, rule.minOrderQty ?? 0);
  const rounding = rule.roundingQty ?? 0;
  if (rounding > 0) quantity = Math.ceil(quantity / rounding - 1e-9) * rounding;
  // Up, never down: an order a millionth short would leave a shortfall that raises another order.
  return Math.ceil(quantity * 1e6 - 1e-3) / 1e6;
}

/**
 * The classic economic order quantity √(2 × annual demand × cost per order / holding cost per unit
 * and year), for a caller deriving an item's EOQ lot size; 0 when any input is not positive.
 */
export function economicOrderQuantity(
  annualDemand: number,
  costPerOrder: number,
  holdingCostPerUnitYear: number,
): number {
  if (annualDemand <= 0 || costPerOrder <= 0 || holdingCostPerUnitYear <= 0) return 0;
  return Math.sqrt((2 * annualDemand * costPerOrder) / holdingCostPerUnitYear);
}

/** Rounds a quantity to 6 decimals, dropping the noise of floating-point sums. */
export function roundQuantity(quantity: number): number {
  return Math.round(quantity * 1e6) / 1e6;
}
