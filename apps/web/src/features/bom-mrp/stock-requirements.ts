import type { StockElementType, StockRequirementElement } from '../../api/bom-api.ts';

/** The MRP element names of a stock/requirements list. */
export const ELEMENT_LABELS: Record<StockElementType, string> = {
  STOCK: 'Stock',
  DEMAND_ORDER: 'Demand order',
  SALES_ORDER: 'Sales order',
  DEPENDENT: 'Dependent reqmt',
  SAFETY_STOCK: 'Safety stock',
  RESERVED: 'Reservation',
  PURCHASE_ORDER: 'Purchase order',
  PRODUCTION_ORDER: 'Production order',
  PLANNED_ORDER: 'Planned order',
  PURCHASE_REQUISITION: 'Purchase req.',
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
