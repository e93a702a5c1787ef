import type { MasterData } from './interpretation.ts';

/** The plant's tables as stored (the database's rows, or the seed files they are loaded from). */
export interface MasterDataRows {
  workCenters: readonly { work_center_id: string; name: string; type: string }[];
  materials: readonly {
    material_id: string;
    description: string;
    unit: string;
    category: string;
    material_type: string;
  }[];
  customers: readonly { customer_id: string; name: string }[];
  locations: readonly { location_id: string; name: string }[];
  productionOrders: readonly { order_id: string }[];
  salesOrders: readonly { sales_order_id: string }[];
}

/**
 * The names the interpreter resolves a command against, from the plant's rows: the one mapping the
 * server (from its database) and the evaluation (from the seed files) both use, so what the eval
 * measures is what a planner gets. Sales orders count as orders: "where is SO-0042?" asks about the
 * production orders that make it.
 */
export function masterDataOf(rows: MasterDataRows): MasterData {
  return {
    workCenters: rows.workCenters.map((w) => ({ id: w.work_center_id, name: w.name, type: w.type })),
    materials: rows.materials.map((m) => ({
      id: m.material_id,
      description: m.description,
      unit: m.unit,
      category: m.category,
      type: m.material_type,
    })),
    customers: rows.customers.map((c) => ({ id: c.customer_id, name: c.name })),
    locations: rows.locations.map((l) => ({ id: l.location_id, name: l.name })),
    orderIds: [
      ...rows.productionOrders.map((o) => o.order_id),
      ...rows.salesOrders.map((o) => o.sales_order_id),
    ],
  };
}
