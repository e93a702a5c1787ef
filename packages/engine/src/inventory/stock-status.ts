export type StockStatus = 'critical' | 'low' | 'adequate';

/**
 * Stock status of an item (enterprise-shell §4): critical when nothing is available
 * (on hand minus reserved at or below 0), low at or below the reorder point, else adequate.
 */
export function stockStatus(onHand: number, reserved: number, reorderPoint: number): StockStatus {
  const available = onHand - reserved;
  if (available <= 0) return 'critical';
  if (available <= reorderPoint) return 'low';
  return 'adequate';
}
