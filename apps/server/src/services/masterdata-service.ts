import type { DataSource, FieldError, ImportRequest, ProductionOrderWithOperations } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Caller, type ReadScope, readScope, withWriteScope } from '../db/scope.ts';
import { scoped } from '../db/scoped.ts';
import { AppError } from '../errors.ts';
import { listInventoryItems } from './inventory-service.ts';
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

/** Business checks zod cannot express: duplicates and interval order. Every failure is listed. */
function checkImport(request: ImportRequest): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  request.orders.forEach((order, i) => {
    if (seen.has(order.order_id)) {
      errors.push({ field: `body.orders.${i}.order_id`, message: `Duplicate order_id ${order.order_id}` });
    }
    seen.add(order.order_id);
    const ops = new Set<string>();
    order.operations.forEach((op, j) => {
      const field = `body.orders.${i}.operations.${j}`;
      if (ops.has(op.operation_id)) {
        errors.push({ field: `${field}.operation_id`, message: `Duplicate operation_id ${op.operation_id}` });
      }
      ops.add(op.operation_id);
      if (op.start_time && op.end_time && Date.parse(op.end_time) < Date.parse(op.start_time)) {
        errors.push({ field: `${field}.end_time`, message: 'end_time must not be before start_time' });
      }
    });
  });
  return errors;
}

/** Fills the caller's custom dataset with orders and operations: all or nothing. */
export async function importOrders(db: Kysely<Database>, caller: Caller, request: ImportRequest) {
  if (caller.userId === null) throw new AppError('IDENTITY_REQUIRED');
  const errors = checkImport(request);
  if (errors.length) throw new AppError('VALIDATION_FAILED', {}, errors);
  const { result, version } = await withWriteScope(db, caller, 'custom', async (trx, datasetId) => {
    if (request.mode === 'replace') {
      await scoped(trx, datasetId).deleteFrom('production_orders').execute();
    } else {
      const clash = await scoped(trx, datasetId)
        .selectFrom('production_orders')
        .select('order_id')
        .where(
          'order_id',
          'in',
          request.orders.map((o) => o.order_id),
        )
        .execute();
      if (clash.length) {
        throw new AppError(
          'VALIDATION_FAILED',
          {},
          clash.map((c) => ({ field: 'body.orders', message: `order_id ${c.order_id} already exists` })),
        );
      }
    }
    const orderRows = request.orders.map((o) => ({
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
      work_center: o.work_center ?? o.operations[0]?.work_center ?? null,
      customer_id: null,
      sales_order_id: null,
    }));
    const operationRows = request.orders.flatMap((o) =>
      o.operations.map((op, seq) => ({
        order_id: o.order_id,
        operation_id: op.operation_id,
        seq: (seq + 1) * 10,
        description: null,
        work_center: op.work_center,
        duration_mins: op.duration_mins,
        start_time: op.start_time ?? null,
        end_time: op.end_time ?? null,
      })),
    );
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
    return { imported_orders: orderRows.length, imported_operations: operationRows.length };
  });
  return { ...result, dataset_version: version };
}

/** Empties the caller's custom dataset. */
export async function clearCustom(db: Kysely<Database>, caller: Caller) {
  if (caller.userId === null) throw new AppError('IDENTITY_REQUIRED');
  const { result } = await withWriteScope(db, caller, 'custom', async (trx, datasetId) => {
    const deleted = await scoped(trx, datasetId).deleteFrom('production_orders').executeTakeFirst();
    return { removed_orders: Number(deleted.numDeletedRows) };
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
