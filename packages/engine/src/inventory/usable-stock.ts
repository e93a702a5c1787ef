/**
 * Stock that may be used to make or ship something: quarantined material waits for inspection and
 * is counted as on hand, never as available. The one rule the scheduler's material gate, a rush
 * order's netting, MRP and the inventory screen all apply.
 */
const UNUSABLE_LOCATIONS: ReadonlySet<string> = new Set(['QUARANTINE']);

export function isUsableLocation(locationId: string): boolean {
  return !UNUSABLE_LOCATIONS.has(locationId);
}

/** A stock row as the plant keeps it: one material at one location. */
export interface StockRow {
  material_id: string;
  location_id: string;
  on_hand: number;
  reserved: number;
}

/** Unreserved stock per material over the usable locations. */
export function usableStock(rows: readonly StockRow[]): Map<string, number> {
  const stock = new Map<string, number>();
  for (const row of rows) {
    if (!isUsableLocation(row.location_id)) continue;
    stock.set(row.material_id, (stock.get(row.material_id) ?? 0) + row.on_hand - row.reserved);
  }
  return stock;
}
