/**
 * Stock that may be used to make or ship something: quarantined material waits for inspection and
 * is counted as on hand, never as available. The one rule the scheduler's material gate, a rush
 * order's netting, MRP and the inventory screen all apply.
 */
const UNUSABLE_LOCATIONS: ReadonlySet<string> = new Set(['QUARANTINE']);

export function isUsableLocation(locationId: string): boolean {
  return !UNUSABLE_LOCATIONS.has(locationId);
}

/** A stock record: one material at one location. */
export interface StockRow {
  materialId: string;
  locationId: string;
  onHand: number;
  reserved: number;
}

/** Unreserved stock per material over the usable locations. */
export function usableStock(rows: readonly StockRow[]): Map<string, number> {
  const stock = new Map<string, number>();
  for (const row of rows) {
    if (!isUsableLocation(row.locationId)) continue;
    stock.set(row.materialId, (stock.get(row.materialId) ?? 0) + row.onHand - row.reserved);
  }
  return stock;
}
