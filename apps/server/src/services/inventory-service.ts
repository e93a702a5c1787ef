import type { InventoryItem } from '@takt/contract';
import { stockStatus, usableStock } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ReadScope } from '../db/scope.ts';
import { scoped } from '../db/scoped.ts';
import { type InventoryColumns, stockRows } from './stock-rows.ts';

/** Quantities to a thousandth: a database sum of floats depends on row order in its last digits. */
const toQuantity = (value: number | string | undefined) => Math.round(Number(value ?? 0) * 1000) / 1000;

/** Items with stock summed over locations, their vendors and their stock status. */
export async function listInventoryItems(
  db: Kysely<Database>,
  scope: ReadScope,
  lowStockOnly: boolean,
): Promise<InventoryItem[]> {
  if (!scope.datasetId) return [];
  const q = scoped(db, scope.datasetId);
  const [materials, stock, vendors] = await Promise.all([
    q.selectFrom('materials').selectAll().orderBy('material_id').execute(),
    q
      .selectFrom('inventory')
      .select(['material_id', 'location_id', 'on_hand', 'reserved'])
      .orderBy('material_id')
      .orderBy('location_id')
      .execute(),
    q
      .selectFrom('material_vendors as mv')
      .innerJoin('vendors as v', (join) =>
        join.onRef('v.dataset_id', '=', 'mv.dataset_id').onRef('v.vendor_id', '=', 'mv.vendor_id'),
      )
      .select(['mv.material_id', 'v.name', 'mv.is_preferred', 'mv.price', 'mv.lead_time_days'])
      .orderBy('mv.material_id')
      .orderBy('v.name')
      .execute(),
  ]);
  const stockById = stockTotals(stock);
  const vendorsById = new Map<string, typeof vendors>();
  for (const v of vendors) vendorsById.set(v.material_id, [...(vendorsById.get(v.material_id) ?? []), v]);
  const items = materials
    .filter((m) => !m.is_phantom)
    .map((m): InventoryItem => {
      const totals = stockById.get(m.material_id);
      const onHand = toQuantity(totals?.onHand);
      const reserved = toQuantity(totals?.reserved);
      // Available and the status count usable stock only: quarantined material is on hand, not available.
      const available = toQuantity(totals?.usable);
      const itemVendors = vendorsById.get(m.material_id) ?? [];
      return {
        item_id: m.material_id,
        sku: m.material_id,
        description: m.description,
        category: m.category,
        material_type: m.material_type,
        unit_of_measure: m.unit,
        total_on_hand: onHand,
        total_reserved: reserved,
        available,
        reorder_point: m.reorder_point,
        safety_stock: m.safety_stock,
        stock_status: stockStatus(available, 0, m.reorder_point),
        vendor_count: itemVendors.length,
        vendors: itemVendors.map((v) => ({ vendor_name: v.name, is_preferred: v.is_preferred })),
        best_price: itemVendors.length ? Math.min(...itemVendors.map((v) => v.price)) : null,
        min_lead_time: itemVendors.length ? Math.min(...itemVendors.map((v) => v.lead_time_days)) : null,
        standard_cost: m.standard_cost,
      };
    });
  return lowStockOnly ? items.filter((i) => i.stock_status !== 'adequate') : items;
}

/** Per material: on hand and reserved over every location, and the usable (unquarantined, unreserved) part. */
function stockTotals(rows: readonly InventoryColumns[]) {
  const usable = usableStock(stockRows(rows));
  const totals = new Map<string, { onHand: number; reserved: number; usable: number }>();
  for (const row of rows) {
    const t = totals.get(row.material_id) ?? {
      onHand: 0,
      reserved: 0,
      usable: usable.get(row.material_id) ?? 0,
    };
    t.onHand += Number(row.on_hand);
    t.reserved += Number(row.reserved);
    totals.set(row.material_id, t);
  }
  return totals;
}
