import type { Kysely, Selectable } from 'kysely';
import type {
  BomComponentsTable,
  CalendarsTable,
  Database,
  DowntimesTable,
  ExtraShiftsTable,
  InventoryTable,
  MaterialsTable,
  MoldsTable,
  OrderOperationsTable,
  ProductionOrdersTable,
  PurchaseOrdersTable,
  RoutingOperationsTable,
  SetupMatricesTable,
  WorkCentersTable,
} from '../../db/schema.ts';
import { OPEN_STATUSES } from '../order-mapping.ts';
import { plantTimeZone } from '../plant-time.ts';

/** Everything a solve reads from one dataset, read once before the engine runs. */
export interface SchedulingSnapshot {
  orders: Selectable<ProductionOrdersTable>[];
  operations: Selectable<OrderOperationsTable>[];
  routings: Selectable<RoutingOperationsTable>[];
  workCenters: Selectable<WorkCentersTable>[];
  calendars: Selectable<CalendarsTable>[];
  downtimes: Selectable<DowntimesTable>[];
  /** Extra shifts and overtime: working time on top of the calendars. */
  extraShifts: Selectable<ExtraShiftsTable>[];
  molds: Selectable<MoldsTable>[];
  setupMatrices: Selectable<SetupMatricesTable>[];
  materials: Selectable<MaterialsTable>[];
  bomComponents: Selectable<BomComponentsTable>[];
  inventory: Selectable<InventoryTable>[];
  purchaseOrders: Selectable<PurchaseOrdersTable>[];
  /** The plant's IANA time zone: shifts are plant time. */
  timeZone: string;
}

export async function loadSchedulingSnapshot(
  db: Kysely<Database>,
  datasetId: string,
): Promise<SchedulingSnapshot> {
  const scoped = <T extends keyof Database>(table: T) =>
    // biome-ignore lint/suspicious/noExplicitAny: every dataset table has dataset_id; Kysely cannot see it through the generic.
    (db.selectFrom(table) as any).selectAll().where('dataset_id', '=', datasetId);
  const [
    orders,
    operations,
    routings,
    workCenters,
    calendars,
    downtimes,
    extraShifts,
    molds,
    setupMatrices,
    materials,
    bomComponents,
    inventory,
    purchaseOrders,
    timeZone,
  ] = await Promise.all([
    db
      .selectFrom('production_orders')
      .selectAll()
      .where('dataset_id', '=', datasetId)
      .where('status', 'in', [...OPEN_STATUSES])
      .orderBy('order_id')
      .execute(),
    db
      .selectFrom('order_operations as op')
      .innerJoin('production_orders as o', (j) =>
        j.onRef('o.dataset_id', '=', 'op.dataset_id').onRef('o.order_id', '=', 'op.order_id'),
      )
      .selectAll('op')
      .where('op.dataset_id', '=', datasetId)
      .where('o.status', 'in', [...OPEN_STATUSES])
      .orderBy('op.order_id')
      .orderBy('op.seq')
      .execute(),
    scoped('routing_operations').orderBy('material_id').orderBy('operation_no').execute(),
    scoped('work_centers').where('is_active', '=', true).orderBy('work_center_id').execute(),
    scoped('calendars').execute(),
    scoped('downtimes').execute(),
    scoped('extra_shifts').orderBy('start_at').execute(),
    scoped('molds').orderBy('mold_id').execute(),
    scoped('setup_matrices').execute(),
    scoped('materials').execute(),
    scoped('bom_components').execute(),
    scoped('inventory').execute(),
    db
      .selectFrom('purchase_orders')
      .selectAll()
      .where('dataset_id', '=', datasetId)
      .where('status', 'in', ['Open', 'In Transit'])
      .orderBy('expected_date')
      .execute(),
    plantTimeZone(db, datasetId),
  ]);
  return {
    orders,
    operations,
    routings,
    workCenters,
    calendars,
    downtimes,
    extraShifts,
    molds,
    setupMatrices,
    materials,
    bomComponents,
    inventory,
    purchaseOrders,
    timeZone,
  } as SchedulingSnapshot;
}
