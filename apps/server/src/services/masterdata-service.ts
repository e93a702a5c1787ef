import {
  type DataSource,
  type ImportRequest,
  MAX_IMPORT_OPERATIONS,
  MAX_IMPORT_ORDERS,
  type ProductionOrderWithOperations,
} from '@takt/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Caller, DEFAULT_DATASET_ID, type ReadScope, readScope, withWriteScope } from '../db/scope.ts';
import { scoped } from '../db/scoped.ts';
import { AppError } from '../errors.ts';
import { listInventoryItems } from './inventory-service.ts';
import { type CheckedImport, checkImportRows } from './masterdata/import-check.ts';
import { readImportRows } from './masterdata/import-files.ts';
import { withOperations } from './order-mapping.ts';

const INSERT_CHUNK = 500;

export async function datasetVersion(db: Kysely<Database>, scope: ReadScope): Promise<number> {
  if (!scope.datasetId) return 0;
  const row = await db
    .selectFrom('datasets')
    .select('version')
    .where('dataset_id', '=', scope.datasetId)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Orders with operations, newest due date last, at most `limit`. */
export async function listMasterdataOrders(
  db: Kysely<Database>,
  scope: ReadScope,
  limit: number,
  offset = 0,
): Promise<{ total: number; orders: ProductionOrderWithOperations[] }> {
  if (!scope.datasetId) return { total: 0, orders: [] };
  const datasetId = scope.datasetId;
  const { total } = await scoped(db, datasetId)
    .selectFrom('production_orders')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const orders = await scoped(db, datasetId)
    .selectFrom('production_orders')
    .selectAll()
    .orderBy('order_id')
    .limit(limit)
    .offset(offset)
    .execute();
  const ids = orders.map((o) => o.order_id);
  const operations = ids.length
    ? await scoped(db, datasetId)
        .selectFrom('order_operations')
        .selectAll()
        .where('order_id', 'in', ids)
        .execute()
    : [];
  return { total: Number(total), orders: withOperations(orders, operations) };
}

/** Fills the caller's custom dataset with orders and operations: every row checked, then all written or none. */
export async function importOrders(
  db: Kysely<Database>,
  caller: Caller,
  request: ImportRequest,
  language: string,
) {
  if (caller.userId === null) throw new AppError('IDENTITY_REQUIRED');
  const raw = await readImportRows(request);
  const { result, version } = await withWriteScope(db, caller, 'custom', async (trx, datasetId) => {
    // Read under the dataset's lock: the ids checked free stay free until this import commits.
    const refs = await importReferences(trx, datasetId, request.mode);
    const checked = checkImportRows(raw, refs, language);
    if (checked.problems.length) {
      throw new AppError(
        'IMPORT_INVALID',
        { count: checked.problems.length },
        checked.problems.slice(0, MAX_REPORTED_PROBLEMS),
      );
    }
    if (request.mode === 'replace') {
      await scoped(trx, datasetId).deleteFrom('production_orders').execute();
      await scoped(trx, datasetId).deleteFrom('materials').execute();
    } else {
      checkPlanLimit('orders', refs.existingOrders.size + checked.orders.length, MAX_IMPORT_ORDERS);
      checkPlanLimit(
        'operations',
        refs.existingOperations.size + checked.operations.length,
        MAX_IMPORT_OPERATIONS,
      );
    }
    await writeImport(trx, datasetId, checked, refs.operationsPerOrder);
    return {
      imported_orders: checked.orders.length,
      imported_operations: checked.operations.length,
      imported_materials: checked.materials.length,
    };
  });
  return { ...result, dataset_version: version };
}

/** A report of thousands of rows is cut here; the message still counts them all. */
const MAX_REPORTED_PROBLEMS = 1000;

function checkPlanLimit(table: 'orders' | 'operations', count: number, limit: number) {
  if (count > limit) {
    throw new AppError('IMPORT_TOO_MANY_ROWS', { table, count, limit }, [
      { field: table, message: `at most ${limit} rows in the custom data`, rule: `max_rows:${limit}` },
    ]);
  }
}

/**
 * What an import's rows may refer to: the item master and work centers of the custom dataset and of
 * the plant it belongs to (a custom dataset starts empty and plans on the plant's resources), and, when
 * the import adds to the dataset, the orders and operations it already holds.
 */
async function importReferences(trx: Transaction<Database>, datasetId: string, mode: ImportRequest['mode']) {
  const idsOf = async (id: string, table: 'materials' | 'work_centers') => {
    const rows =
      table === 'materials'
        ? await scoped(trx, id).selectFrom('materials').select('material_id as id').execute()
        : await scoped(trx, id).selectFrom('work_centers').select('work_center_id as id').execute();
    return new Set(rows.map((row) => row.id));
  };
  // A replacing import removes the materials the custom dataset defined: they are not there to refer to.
  const existingMaterials = mode === 'append' ? await idsOf(datasetId, 'materials') : new Set<string>();
  const materials = new Set([...existingMaterials, ...(await idsOf(DEFAULT_DATASET_ID, 'materials'))]);
  const workCenters = new Set([
    ...(await idsOf(datasetId, 'work_centers')),
    ...(await idsOf(DEFAULT_DATASET_ID, 'work_centers')),
  ]);
  const existingOrders = new Set<string>();
  const existingOperations = new Set<string>();
  const operationsPerOrder = new Map<string, number>();
  if (mode === 'append') {
    const orders = await scoped(trx, datasetId).selectFrom('production_orders').select('order_id').execute();
    for (const order of orders) existingOrders.add(order.order_id);
    const operations = await scoped(trx, datasetId)
      .selectFrom('order_operations')
      .select(['order_id', 'operation_id'])
      .execute();
    for (const op of operations) {
      existingOperations.add(`${op.order_id}/${op.operation_id}`);
      operationsPerOrder.set(op.order_id, (operationsPerOrder.get(op.order_id) ?? 0) + 1);
    }
  }
  return {
    materials,
    existingMaterials,
    workCenters,
    existingOrders,
    existingOperations,
    operationsPerOrder,
  };
}

async function writeImport(
  trx: Transaction<Database>,
  datasetId: string,
  { materials, orders, operations }: CheckedImport,
  operationsPerOrder: Map<string, number>,
) {
  const firstWorkCenter = new Map<string, string>();
  for (const op of operations)
    if (!firstWorkCenter.has(op.order_id)) firstWorkCenter.set(op.order_id, op.work_center);
  const orderRows = orders.map((o) => ({
    order_id: o.order_id,
    material: o.material,
    material_description: o.material_description ?? null,
    quantity: o.quantity,
    unit: o.unit,
    status: o.status,
    priority: o.priority,
    basic_start_date: o.basic_start_date ?? null,
    basic_end_date: o.basic_end_date ?? null,
    actual_start: null,
    actual_end: null,
    work_center: o.work_center ?? firstWorkCenter.get(o.order_id) ?? null,
    customer_id: null,
    sales_order_id: null,
  }));
  // An operation's sequence is its place among its order's operations, after those the order already has.
  const seen = new Map(operationsPerOrder);
  const operationRows = operations.map((op) => {
    const place = (seen.get(op.order_id) ?? 0) + 1;
    seen.set(op.order_id, place);
    return {
      order_id: op.order_id,
      operation_id: op.operation_id,
      seq: place * 10,
      description: null,
      work_center: op.work_center,
      duration_mins: op.duration_mins,
      start_time: op.start_time ?? null,
      end_time: op.end_time ?? null,
    };
  });
  const materialRows = materials.map((m) => ({ ...m, category: 'Imported' }));
  for (let i = 0; i < materialRows.length; i += INSERT_CHUNK) {
    await scoped(trx, datasetId)
      .insertInto('materials', materialRows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
  for (let i = 0; i < orderRows.length; i += INSERT_CHUNK) {
    await scoped(trx, datasetId)
      .insertInto('production_orders', orderRows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
  for (let i = 0; i < operationRows.length; i += INSERT_CHUNK) {
    await scoped(trx, datasetId)
      .insertInto('order_operations', operationRows.slice(i, i + INSERT_CHUNK))
      .execute();
  }
}

/** Empties the caller's custom dataset. */
export async function clearCustom(db: Kysely<Database>, caller: Caller) {
  if (caller.userId === null) throw new AppError('IDENTITY_REQUIRED');
  const { result } = await withWriteScope(db, caller, 'custom', async (trx, datasetId) => {
    const orders = await scoped(trx, datasetId).deleteFrom('production_orders').executeTakeFirst();
    const materials = await scoped(trx, datasetId).deleteFrom('materials').executeTakeFirst();
    return {
      removed_orders: Number(orders.numDeletedRows),
      removed_materials: Number(materials.numDeletedRows),
    };
  });
  return result;
}

/** Everything a planner would take away from a dataset, as one JSON document. */
export async function exportDataset(db: Kysely<Database>, caller: Caller, source: DataSource, now: Date) {
  const scope = await readScope(db, caller, source);
  const [orders, inventory, version] = await Promise.all([
    listMasterdataOrders(db, scope, 100_000),
    listInventoryItems(db, scope, false),
    datasetVersion(db, scope),
  ]);
  const q = scoped(db, scope.datasetId);
  const [workCenters, materials, accounts] = await Promise.all([
    q.selectFrom('work_centers').selectAll().orderBy('work_center_id').execute(),
    q.selectFrom('materials').selectAll().orderBy('material_id').execute(),
    q.selectFrom('accounts').selectAll().orderBy('account_number').execute(),
  ]);
  const strip = <T extends { dataset_id: string }>(rows: T[]) =>
    rows.map(({ dataset_id: _, ...rest }) => rest);
  return {
    dataset: source,
    dataset_version: version,
    exported_at: now.toISOString(),
    orders: orders.orders,
    inventory_items: inventory,
    work_centers: strip(workCenters),
    materials: strip(materials),
    accounts: strip(accounts),
  };
}
