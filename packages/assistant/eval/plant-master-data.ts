import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MasterData, masterDataOf } from '../src/index.ts';

/** Where the sample plant's seed files are. */
export const PLANT_DIR = join(import.meta.dirname, '../../../data/plant-1000');

function readTable<T>(table: string): T[] {
  return JSON.parse(readFileSync(join(PLANT_DIR, `${table}.json`), 'utf8')) as T[];
}

/**
 * The sample plant's master data, read from `data/plant-1000` (the runner reads; the interpreter
 * may not), mapped by the same `masterDataOf` the server uses on its database rows.
 */
export function loadPlantMasterData(): MasterData {
  return masterDataOf({
    workCenters: readTable('work_centers'),
    materials: readTable('materials'),
    customers: readTable('customers'),
    locations: readTable('locations'),
    productionOrders: readTable('production_orders'),
    salesOrders: readTable('sales_orders'),
  });
}
