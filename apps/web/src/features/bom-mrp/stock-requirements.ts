import type { StockElementType, StockRequirementElement } from '../../api/bom-api.ts';
import type { UiKey } from '../../i18n/t.ts';

/** The MRP element names of a stock/requirements list. */
export const ELEMENT_LABELS: Record<StockElementType, UiKey> = {
  STOCK: 'md04.element.STOCK',
  DEMAND_ORDER: 'md04.element.DEMAND_ORDER',
  SALES_ORDER: 'md04.element.SALES_ORDER',
  DEPENDENT: 'md04.element.DEPENDENT',
  SAFETY_STOCK: 'md04.element.SAFETY_STOCK',
  RESERVED: 'md04.element.RESERVED',
  PURCHASE_ORDER: 'md04.element.PURCHASE_ORDER',
  PRODUCTION_ORDER: 'md04.element.PRODUCTION_ORDER',
  PLANNED_ORDER: 'md04.element.PLANNED_ORDER',
  PURCHASE_REQUISITION: 'md04.element.PURCHASE_REQUISITION',
};

export type AvailabilityStatus = 'shortage' | 'below-safety' | 'covered';

/**
 * How a line of the list stands. When the list carries a safety-stock line, the running quantity has
 * already set safety stock aside, so only a negative quantity is short; without one, a quantity under
 * the safety stock is flagged too.
 */
export function availabilityStatus(
  element: StockRequirementElement,
  safetyStock: number,
  hasSafetyStockLine: boolean,
): AvailabilityStatus {
  if (element.available_quantity < 0) return 'shortage';
  if (!hasSafetyStockLine && element.available_quantity < safetyStock) return 'below-safety';
  return 'covered';
}
