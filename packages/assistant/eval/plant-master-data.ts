import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MasterData } from '../src/index.ts';

/** Where the sample plant's seed files are. */
export const PLANT_DIR = join(import.meta.dirname, '../../../data/plant-1000');

function readTable<T>(table: string): T[] {
  return JSON.parse(readFileSync(join(PLANT_DIR, `${table}.json`), 'utf8')) as T[];
}

/** The sample plant's master data, read from `data/plant-1000` (the runner reads; the interpreter may not). */
export function loadPlantMasterData(): MasterData {
  const workCenters = readTable<{ work_center_id: string; name: string; type: string }>('work_centers');
  const materials = readTable<{
    material_id: string;
    description: string;
    unit: string;
    category: string;
    material_type: string;
  }>('materials');
  const customers = readTable<{ customer_id: string; name: string }>('customers');
  const locations = readTable<{ location_id: string; name: string }>('locations');
  const productionOrders = readTable<{ order_id: string }>('production_orders');
  const salesOrders = readTable<{ sales_order_id: string }>('sales_orders');
  return {
    workCenters: workCenters.map((w) => ({ id: w.work_center_id, name: w.name, type: w.type })),
    materials: materials.map((m) => ({
      id: m.material_id,
      description: m.description,
      unit: m.unit,
      category: m.category,
      type: m.material_type,
    })),
    customers: customers.map((c) => ({ id: c.customer_id, name: c.name })),
    locations: locations.map((l) => ({ id: l.location_id, name: l.name })),
    orderIds: [...productionOrders.map((o) => o.order_id), ...salesOrders.map((o) => o.sales_order_id)],
  };
}
