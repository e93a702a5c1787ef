import type { SchedulingSnapshot } from '../../apps/server/src/services/schedule/snapshot.ts';
import type { PlantTables } from './rows.ts';

const OPEN_STATUSES = new Set(['Created', 'Released', 'In Process']);
const OPEN_PURCHASES = new Set(['Open', 'In Transit']);

type SnapshotTables = Pick<
  PlantTables,
  | 'production_orders'
  | 'order_operations'
  | 'routing_operations'
  | 'work_centers'
  | 'calendars'
  | 'downtimes'
  | 'molds'
  | 'setup_matrices'
  | 'materials'
  | 'bom_components'
  | 'inventory'
  | 'purchase_orders'
>;

/** A row with its timestamp columns read as dates, as the database driver returns them. */
function withDates<T extends object>(row: T, columns: readonly (keyof T)[]): T {
  const out = { ...row };
  for (const column of columns) {
    const value = out[column];
    if (typeof value === 'string') out[column] = new Date(value) as T[keyof T];
  }
  return out;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What the schedule service reads from the seeded dataset (`loadSchedulingSnapshot` in
 * apps/server/src/services/schedule/snapshot.ts), built from the seed's rows: open orders and their
 * operations in order, active work centers, open and in-transit purchase orders, timestamps as dates.
 */
export function schedulingSnapshot(tables: SnapshotTables, timeZone: string): SchedulingSnapshot {
  const orders = tables.production_orders
    .filter((o) => OPEN_STATUSES.has(o.status))
    .sort((a, b) => byText(a.order_id, b.order_id));
  const open = new Set(orders.map((o) => o.order_id));
  const snapshot = {
    orders: orders.map((o) =>
      withDates(o, ['basic_start_date', 'basic_end_date', 'actual_start', 'actual_end']),
    ),
    operations: tables.order_operations
      .filter((op) => open.has(op.order_id))
      .sort((a, b) => byText(a.order_id, b.order_id) || a.seq - b.seq)
      .map((op) => withDates(op, ['start_time', 'end_time'])),
    routings: [...tables.routing_operations].sort(
      (a, b) => byText(a.material_id, b.material_id) || a.operation_no - b.operation_no,
    ),
    workCenters: tables.work_centers
      .filter((wc) => wc.is_active)
      .sort((a, b) => byText(a.work_center_id, b.work_center_id)),
    calendars: tables.calendars,
    downtimes: tables.downtimes.map((d) => withDates(d, ['start_at', 'end_at'])),
    // The seed adds no working time beyond the calendars.
    extraShifts: [],
    molds: [...tables.molds].sort((a, b) => byText(a.mold_id, b.mold_id)),
    setupMatrices: tables.setup_matrices,
    materials: tables.materials,
    bomComponents: tables.bom_components,
    inventory: tables.inventory,
    purchaseOrders: tables.purchase_orders
      .filter((p) => OPEN_PURCHASES.has(p.status))
      .sort((a, b) => byText(a.expected_date, b.expected_date))
      .map((p) => withDates(p, ['order_date', 'expected_date'])),
    timeZone,
  };
  // The rows carry the database's columns; only their timestamps differ in type from the seed's.
  return snapshot as unknown as SchedulingSnapshot;
}
