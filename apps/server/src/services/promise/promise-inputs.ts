import type { BomStructure, CapacityWorkCenter, OpenReceipt, RoutingStep } from '@takt/engine';
import { usableStock } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { plantDate } from '../../time/plant-clock.ts';
import { loadBomStructure } from '../bom/bom-structure.ts';
import { OPEN_STATUSES } from '../order-mapping.ts';
import { stockRows } from '../stock-rows.ts';

/** What the promise's material check and margin read of a dataset, once. */
export interface PromiseInputs {
  structure: BomStructure;
  usable: Map<string, number>;
  /** Open purchase orders by their expected plant date. */
  purchaseReceipts: OpenReceipt[];
  /** Make-to-stock production orders in process by their (scheduled, else basic) end's plant date. */
  productionReceipts: OpenReceipt[];
  costRatePerHour: Map<string, number>;
  /** The product's routing on each step's preferred work center, and the other eligible ones. */
  routing: (RoutingStep & { operationId: string; alternatives: string[] })[];
  /** Every work center's shifts, extra shifts and downtime: the off-shift hours overtime may use. */
  calendars: CapacityWorkCenter[];
  /** Every production order id and every sales order's (without its SO- prefix): a new order's id must be free. */
  orderIds: string[];
}

export async function loadPromiseInputs(
  db: Kysely<Database>,
  datasetId: string | null,
  sku: string,
  timeZone: string,
): Promise<PromiseInputs> {
  const q = scoped(db, datasetId);
  const [
    structure,
    inventory,
    purchases,
    production,
    workCenters,
    routings,
    orderIds,
    salesIds,
    calendars,
    downtimes,
    extraShifts,
  ] = await Promise.all([
    loadBomStructure(db, datasetId),
    q.selectFrom('inventory').select(['material_id', 'location_id', 'on_hand', 'reserved']).execute(),
    q
      .selectFrom('purchase_orders')
      .select(['material_id', 'quantity', 'expected_date'])
      .where('status', 'in', ['Open', 'In Transit'])
      .execute(),
    q
      .selectFrom('production_orders')
      .select(['material', 'quantity', 'scheduled_end', 'basic_end_date'])
      .where('status', 'in', [...OPEN_STATUSES])
      // Orders made for a customer are that customer's: only make-to-stock ones can be taken.
      .where('customer_id', 'is', null)
      .execute(),
    q.selectFrom('work_centers').select(['work_center_id', 'cost_rate_per_hour', 'calendar_id']).execute(),
    q
      .selectFrom('routing_operations')
      .selectAll()
      .where('material_id', '=', sku)
      .orderBy('operation_no')
      .execute(),
    q.selectFrom('production_orders').select('order_id').execute(),
    q.selectFrom('sales_orders').select('sales_order_id').execute(),
    q.selectFrom('calendars').select(['calendar_id', 'shifts']).execute(),
    q.selectFrom('downtimes').select(['work_center_id', 'start_at', 'end_at']).execute(),
    q.selectFrom('extra_shifts').select(['work_center_id', 'start_at', 'end_at']).execute(),
  ]);
  const shiftsOf = new Map(calendars.map((c) => [c.calendar_id, c.shifts]));
  const windowsOf = (rows: { work_center_id: string; start_at: Date; end_at: Date }[], id: string) =>
    rows
      .filter((r) => r.work_center_id === id)
      .map((r) => ({ startAt: r.start_at.getTime(), endAt: r.end_at.getTime() }));
  const day = (at: Date) => plantDate(at, timeZone);
  return {
    structure,
    usable: usableStock(stockRows(inventory)),
    purchaseReceipts: purchases.map((p) => ({
      itemId: p.material_id,
      quantity: p.quantity,
      dueDate: day(p.expected_date),
    })),
    productionReceipts: production.flatMap((o) => {
      const end = o.scheduled_end ?? o.basic_end_date;
      return end ? [{ itemId: o.material, quantity: o.quantity, dueDate: day(end) }] : [];
    }),
    calendars: workCenters.map((wc) => ({
      workCenterId: wc.work_center_id,
      shifts: shiftsOf.get(wc.calendar_id) ?? [],
      downtime: windowsOf(downtimes, wc.work_center_id),
      extra: windowsOf(extraShifts, wc.work_center_id),
    })),
    costRatePerHour: new Map(workCenters.map((w) => [w.work_center_id, Number(w.cost_rate_per_hour)])),
    routing: routings.flatMap((step) => {
      const [first, ...others] = step.eligible;
      return first
        ? [
            {
              operationId: String(step.operation_no).padStart(4, '0'),
              workCenterId: first.work_center_id,
              fixedMinutes: first.fixed_minutes,
              runRatePerHour: first.run_rate_per_hour,
              alternatives: others.map((o) => o.work_center_id),
            },
          ]
        : [];
    }),
    orderIds: [
      ...orderIds.map((o) => o.order_id),
      ...salesIds.map((s) => s.sales_order_id.replace(/^SO-/, '')),
    ],
  };
}
