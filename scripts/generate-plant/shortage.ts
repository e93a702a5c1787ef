import type { PlantTables } from './rows.ts';
import { WEEK_MS, weekStart } from './time.ts';

/** Demand against supply of one material inside the horizon. */
export interface Shortage {
  materialId: string;
  demand: number;
  supply: number;
  shortage: number;
}

type ShortageTables = Pick<
  PlantTables,
  'materials' | 'bom_components' | 'inventory' | 'sales_orders' | 'purchase_orders' | 'production_orders'
>;

const NOT_STARTED = new Set(['Created', 'Released']);
const OPEN = new Set(['Created', 'Released', 'In Process']);

/**
 * Materials whose demand over the next `weeks` weeks exceeds what is available plus what arrives.
 * Demand: open sales orders requested in the horizon, and the components (through phantoms) of
 * production orders not yet started whose basic start lies in it. Supply: on hand minus reserved,
 * open purchase orders expected in the horizon, and open production orders due in it.
 */
export function findShortages(tables: ShortageTables, weeks: number): Shortage[] {
  const horizonEnd = weekStart(0) + weeks * WEEK_MS;
  const phantoms = new Set(tables.materials.filter((m) => m.is_phantom).map((m) => m.material_id));
  const demand = new Map<string, number>();
  const supply = new Map<string, number>();
  const add = (map: Map<string, number>, id: string, q: number) => map.set(id, (map.get(id) ?? 0) + q);
  const explode = (productId: string, quantity: number) => {
    for (const line of tables.bom_components.filter((c) => c.product_id === productId)) {
      const gross = quantity * line.quantity_per * (1 + line.scrap_percent / 100);
      if (phantoms.has(line.item_id)) explode(line.item_id, gross);
      else add(demand, line.item_id, gross);
    }
  };
  for (const so of tables.sales_orders) {
    if (so.status !== 'Shipped' && Date.parse(so.requested_date) < horizonEnd)
      add(demand, so.material_id, so.quantity);
  }
  for (const po of tables.production_orders) {
    if (NOT_STARTED.has(po.status) && po.basic_start_date && Date.parse(po.basic_start_date) < horizonEnd) {
      explode(po.material, po.quantity);
    }
    if (OPEN.has(po.status) && po.basic_end_date && Date.parse(po.basic_end_date) < horizonEnd) {
      add(supply, po.material, po.quantity * (1 - po.completion_percentage / 100));
    }
  }
  for (const row of tables.inventory) add(supply, row.material_id, row.on_hand - row.reserved);
  for (const po of tables.purchase_orders) {
    if (po.status !== 'Received' && Date.parse(po.expected_date) < horizonEnd)
      add(supply, po.material_id, po.quantity);
  }
  return [...demand]
    .map(([materialId, d]) => ({
      materialId,
      demand: d,
      supply: supply.get(materialId) ?? 0,
      shortage: d - (supply.get(materialId) ?? 0),
    }))
    .filter((s) => s.shortage > 1e-6)
    .sort((a, b) => a.materialId.localeCompare(b.materialId));
}
