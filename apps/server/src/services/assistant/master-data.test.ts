import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { masterDataOf } from '@takt/assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaktDatabase } from '../../db/database.ts';
import { DEFAULT_DATASET_ID } from '../../db/scope.ts';
import { openTestDatabase } from '../../db/test-database.test-support.ts';
import { REPO_ROOT } from '../../test/fixtures.ts';
import { loadMasterData } from './master-data.ts';

/**
 * Issue 12, point 3: the assistant's evaluation reads the plant from its seed files, the server from
 * its database; both must hand the interpreter the same names, or the eval measures another product.
 * The seed files are read here as the eval's loader (packages/assistant/eval/plant-master-data.ts)
 * reads them, through the same masterDataOf.
 */
const seed = <T>(table: string): T[] =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'data/plant-1000', `${table}.json`), 'utf8')) as T[];
const loadPlantMasterData = () =>
  masterDataOf({
    workCenters: seed('work_centers'),
    materials: seed('materials'),
    customers: seed('customers'),
    locations: seed('locations'),
    productionOrders: seed('production_orders'),
    salesOrders: seed('sales_orders'),
  });
let database: TaktDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const sorted = <T>(values: readonly T[], key: (v: T) => string) =>
  [...values].sort((a, b) => key(a).localeCompare(key(b)));

describe('the interpreter’s master data, from the database and from the seed files', () => {
  it('is the same: work centers, materials, customers, locations and order ids, sales orders included', async () => {
    const server = await loadMasterData(database.db, DEFAULT_DATASET_ID);
    const evaluation = loadPlantMasterData();
    expect(sorted(server.workCenters, (w) => w.id)).toEqual(sorted(evaluation.workCenters, (w) => w.id));
    expect(sorted(server.materials, (m) => m.id)).toEqual(sorted(evaluation.materials, (m) => m.id));
    expect(sorted(server.customers, (c) => c.id)).toEqual(sorted(evaluation.customers, (c) => c.id));
    expect(sorted(server.locations, (l) => l.id)).toEqual(sorted(evaluation.locations, (l) => l.id));
    expect([...(server.orderIds ?? [])].sort()).toEqual([...(evaluation.orderIds ?? [])].sort());
    expect(server.orderIds?.some((id) => id.startsWith('SO-'))).toBe(true);
  });
});
