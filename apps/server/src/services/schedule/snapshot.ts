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
import { scoped } from '../../db/scoped.ts';
import { OPEN_STATUSES } from '../order-mapping.ts';
import { plantTimeZone } from '../plant-time.ts';

/**
 * An open order as a solve reads it: a stored one, or one a command adds to the plan (a rush order),
 * which has no row until Apply writes it.
 */
export type OrderToPlan = Pick<
  Selectable<ProductionOrdersTable>,
  'order_id' | 'material' | 'quantity' | 'priority' | 'status' | 'basic_start_date' | 'basic_end_date'
>;

/** An order's step as a solve reads it: stored, or made from a routing for an order a command adds. */
export type OperationToPlan = Pick<
  Selectable<OrderOperationsTable>,
  | 'order_id'
  | 'operation_id'
  | 'work_center'
  | 'duration_mins'
  | 'setup_minutes'
  | 'start_time'
  | 'end_time'
  | 'status'
>;

/** Everything a solve reads from one dataset, read once before the engine runs. */
export interface SchedulingSnapshot {
  orders: OrderToPlan[];
  operations: OperationToPlan[];
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

/**
 * What the caller has already read of the dataset this request (the command's master data, its
 * dataset row): used instead of reading it again. Work centers and orders in full, in id order;
 * the snapshot keeps the active and the open ones.
 */
export interface KnownRows {
  timeZone: string;
  workCenters: Selectable<WorkCentersTable>[];
  materials: Selectable<MaterialsTable>[];
  orders: Selectable<ProductionOrdersTable>[];
}

export async function loadSchedulingSnapshot(
  db: Kysely<Database>,
  datasetId: string | null,
  known?: KnownRows,
): Promise<SchedulingSnapshot> {
  const q = scoped(db, datasetId);
  const open = new Set<string>(OPEN_STATUSES);
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
    known
      ? known.orders.filter((o) => open.has(o.status))
      : q
          .selectFrom('production_orders')
          .selectAll()
          .where('status', 'in', [...OPEN_STATUSES])
          .orderBy('order_id')
          .execute(),
    q
      .selectFrom('order_operations as op')
      .innerJoin('production_orders as o', (j) =>
        j.onRef('o.dataset_id', '=', 'op.dataset_id').onRef('o.order_id', '=', 'op.order_id'),
      )
      .selectAll('op')
      .where('o.status', 'in', [...OPEN_STATUSES])
      .orderBy('op.order_id')
      .orderBy('op.seq')
      .execute(),
    q.selectFrom('routing_operations').selectAll().orderBy('material_id').orderBy('operation_no').execute(),
    known
      ? known.workCenters.filter((w) => w.is_active)
      : q
          .selectFrom('work_centers')
          .selectAll()
          .where('is_active', '=', true)
          .orderBy('work_center_id')
          .execute(),
    q.selectFrom('calendars').selectAll().execute(),
    q.selectFrom('downtimes').selectAll().execute(),
    q.selectFrom('extra_shifts').selectAll().orderBy('start_at').execute(),
    q.selectFrom('molds').selectAll().orderBy('mold_id').execute(),
    q.selectFrom('setup_matrices').selectAll().execute(),
    known?.materials ?? q.selectFrom('materials').selectAll().execute(),
    q.selectFrom('bom_components').selectAll().execute(),
    q.selectFrom('inventory').selectAll().execute(),
    q
      .selectFrom('purchase_orders')
      .selectAll()
      .where('status', 'in', ['Open', 'In Transit'])
      .orderBy('expected_date')
      .execute(),
    known?.timeZone ?? plantTimeZone(db, datasetId),
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
