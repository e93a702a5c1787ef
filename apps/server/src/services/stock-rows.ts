import type { StockRow } from '@takt/engine';

/** The inventory table's columns a stock rule reads. */
export interface InventoryColumns {
  material_id: string;
  location_id: string;
  on_hand: number | string;
  reserved: number | string;
}

/** Inventory rows as the engine's stock records (the database may hand numerics back as text). */
export function stockRows(rows: readonly InventoryColumns[]): StockRow[] {
  return rows.map((row) => ({
    materialId: row.material_id,
    locationId: row.location_id,
    onHand: Number(row.on_hand),
    reserved: Number(row.reserved),
  }));
}
