import type { MrpRequest, StockRequirements } from '@takt/contract';
import { isUsableLocation, type LotSizingMethod, type MrpInput } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller, ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import type { Language } from '../../i18n/error-messages.ts';
import { plantClock, plantDate } from '../../time/plant-clock.ts';
import { loadReleasedPlan, releasedPlanWork } from '../released-plan.ts';
import { loadBomStructure } from './bom-structure.ts';
import { type MrpJobs, runMrpJob, runMrpJobText } from './mrp-runs.ts';

/**
 * The dataset as MRP input: item master, BOMs, usable stock, open receipts, sales demand, and for the
 * capacity check the released plan's load and calendars (`loadReleasedPlan`, as the dashboard reads them).
 * Dates are the plant's (its time zone), as are the capacity check's weeks and shifts.
 */
export async function loadMrpInput(db: Kysely<Database>, scope: ReadScope, today: Date): Promise<MrpInput> {
  return (await loadPlantMrp(db, scope, today)).input;
}

/** The dataset's MRP input with the plant's time zone: what an MRP job stores (a clock is no data). */
export interface PlantMrp {
  input: MrpInput;
  timeZone: string;
}

/** `loadMrpInput` with the zone its clock and dates are in. */
export async function loadPlantMrp(db: Kysely<Database>, scope: ReadScope, today: Date): Promise<PlantMrp> {
  const q = scoped(db, scope.datasetId);
  const [structure, materials, inventory, purchases, plan, sales, routings] = await Promise.all([
    loadBomStructure(db, scope.datasetId),
    q.selectFrom('materials').selectAll().execute(),
    q.selectFrom('inventory').selectAll().execute(),
    q.selectFrom('purchase_orders').selectAll().where('status', 'in', ['Open', 'In Transit']).execute(),
    loadReleasedPlan(db, scope.datasetId),
    q.selectFrom('sales_orders').selectAll().where('status', '!=', 'Shipped').execute(),
    q.selectFrom('routing_operations').selectAll().execute(),
  ]);
  const production = plan.orders;
  // MRP counts in plant dates: "today" and every receipt's day are the plant's.
  const isoDay = (d: Date) => plantDate(d, plan.timeZone);
  const input: MrpInput = {
    today: isoDay(today),
    items: materials.map((m) => ({
      itemId: m.material_id,
      itemName: m.description,
      unit: m.unit,
      procurement: m.procurement,
      leadTimeDays: m.lead_time_days,
      safetyStock: m.safety_stock,
      reorderPoint: m.reorder_point,
      lotSizeMethod: m.lot_size_method as LotSizingMethod,
      lotSize: m.lot_size,
      minOrderQty: m.min_order_qty,
      roundingQty: m.rounding_qty,
      isPhantom: m.is_phantom,
    })),
    bomLines: structure.lines,
    // Quarantined stock cannot be used.
    stock: inventory
      .filter((row) => isUsableLocation(row.location_id))
      .map((row) => ({ itemId: row.material_id, onHand: row.on_hand, reserved: row.reserved })),
    scheduledReceipts: [
      ...purchases.map((po) => ({
        receiptId: po.po_id,
        itemId: po.material_id,
        kind: 'PURCHASE_ORDER' as const,
        quantity: po.quantity,
        dueDate: isoDay(po.expected_date),
      })),
      ...production
        .filter((mo) => mo.basic_end_date)
        .map((mo) => ({
          receiptId: mo.order_id,
          itemId: mo.material,
          kind: 'PRODUCTION_ORDER' as const,
          quantity: mo.quantity,
          dueDate: isoDay(mo.basic_end_date!),
          ...(mo.basic_start_date ? { startDate: isoDay(mo.basic_start_date) } : {}),
          componentsIssued: mo.status === 'In Process',
        })),
    ],
    salesOrders: sales.map((s) => ({
      salesOrderId: s.sales_order_id,
      itemId: s.material_id,
      quantity: s.quantity,
      requestedDate: isoDay(s.requested_date),
    })),
    capacity: {
      workCenters: plan.workCenters,
      plannedWork: releasedPlanWork(plan, today),
      utcOffsetAt: plantClock(plan.timeZone),
      // A planned order has no plan yet: each operation is booked on its routing's preferred (first) work center.
      operations: routings.flatMap((op) =>
        op.eligible[0]
          ? [
              {
                itemId: op.material_id,
                workCenterId: op.eligible[0].work_center_id,
                fixedMinutes: op.eligible[0].fixed_minutes,
                runRatePerHour: op.eligible[0].run_rate_per_hour,
              },
            ]
          : [],
      ),
    },
  };
  return { input, timeZone: plan.timeZone };
}

/** The engine's input for the demand orders of the MRP Planning tab, optionally with the open sales orders. */
export async function mrpRequestInput(
  db: Kysely<Database>,
  scope: ReadScope,
  request: MrpRequest,
  today: Date,
): Promise<PlantMrp> {
  const { input, timeZone } = await loadPlantMrp(db, scope, today);
  return {
    timeZone,
    input: {
      ...input,
      demandOrders: request.orders.map((o) => ({
        productId: o.product_id,
        quantity: o.quantity,
        requiredDate: o.required_date,
      })),
      includeSalesOrders: request.include_sales_orders,
      planningHorizonDays: request.planning_horizon_days,
      timeBucketDays: request.time_bucket_days,
      stockRequirementItems: [],
    },
  };
}

/** MRP for the demand orders of the MRP Planning tab, run off the request thread; the API's result as JSON text. */
export async function runMrpRequest(
  jobs: MrpJobs,
  caller: Caller,
  scope: ReadScope,
  request: MrpRequest,
  today: Date,
  language: Language = 'en-US',
) {
  const { input, timeZone } = await mrpRequestInput(jobs.db, scope, request, today);
  return runMrpJobText(jobs, caller, scope, timeZone, input, language);
}

/** MD04: one item's time-phased stock, requirements, receipts and planned orders with the running balance. */
export async function stockRequirements(
  jobs: MrpJobs,
  caller: Caller,
  scope: ReadScope,
  itemId: string,
  horizonDays: number,
  today: Date,
  language: Language = 'en-US',
): Promise<StockRequirements> {
  const { input, timeZone } = await loadPlantMrp(jobs.db, scope, today);
  const item = input.items.find((i) => i.itemId === itemId);
  if (!item) throw new AppError('ITEM_NOT_FOUND', { itemId });
  const result = await runMrpJob(
    jobs,
    caller,
    scope,
    timeZone,
    {
      ...input,
      includeSalesOrders: true,
      planAllItems: true,
      planningHorizonDays: horizonDays,
      stockRequirementItems: [itemId],
      // MD04 shows one item: only its pegs and weeks are worth computing.
      peggedItems: [itemId],
      bucketItems: [itemId],
    },
    language,
  );
  return {
    item_id: itemId,
    item_name: item.itemName,
    unit: item.unit ?? null,
    safety_stock: item.safetyStock ?? 0,
    reorder_point: item.reorderPoint ?? 0,
    planning_date: result.planning_date,
    record: result.item_records.find((r) => r.item_id === itemId) ?? null,
    action_messages: result.action_messages.filter((m) => m.item_id === itemId),
  };
}
