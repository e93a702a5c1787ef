import {
  capacityHoursOf,
  changeoverMinutes,
  operationSetupFamily,
  rollUpCost,
  type SequencedOperation,
} from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { plantClock } from '../../time/plant-clock.ts';
import { loadBomStructure } from '../bom/bom-structure.ts';
import { costRollUpToWire } from '../bom/bom-wire.ts';
import { loadLineMasterData } from '../line-balancing/line-data.ts';
import { loadReleasedPlan } from '../released-plan.ts';

/**
 * Changeover hours of the released plan in [fromAt, toAt): along each work center's planned sequence
 * (by start), the setup matrix of its type between consecutive setup families — the scheduler's rule
 * (`setupMinutesBetween`) on the family the scheduler gives a step (`operationSetupFamily`), as the
 * line analysis counts a station's changeovers.
 */
export async function plannedSetupHours(
  db: Kysely<Database>,
  datasetId: string,
  fromAt: number,
  toAt: number,
): Promise<number> {
  const [plan, master] = await Promise.all([
    loadReleasedPlan(db, datasetId),
    loadLineMasterData(db, datasetId),
  ]);
  const materialOf = new Map(plan.orders.map((o) => [o.order_id, o.material]));
  const sequence: SequencedOperation[] = plan.operations.flatMap((op) => {
    const material = materialOf.get(op.order_id);
    if (!op.start_time || !material) return [];
    const step = master.steps.get(`${material}|${Number(op.operation_id)}`);
    const family = operationSetupFamily(step, master.materials.get(material)?.moldFamily);
    return [{ workCenterId: op.work_center, startAt: op.start_time.getTime(), family }];
  });
  let minutes = 0;
  for (const [workCenterId, wc] of master.workCenters) {
    const station = { stationId: workCenterId, type: wc.type, workCenterIds: [workCenterId] };
    minutes += changeoverMinutes(station, sequence, master.setupMatrices, fromAt, toAt);
  }
  return Math.round((minutes / 60) * 10) / 10;
}

/**
 * Shift hours of every work center in [fromAt, toAt): its shifts and extra shifts with no downtime
 * taken off — the time CM01's capacity hours are what remains of once breakdowns and maintenance are
 * taken off. Calendar capacity is CM01's rule (`capacityHoursOf`) on the calendar alone.
 */
export async function shiftHours(
  db: Kysely<Database>,
  datasetId: string,
  timeZone: string,
  fromAt: number,
  toAt: number,
): Promise<number> {
  const plan = await loadReleasedPlan(db, datasetId);
  const clock = plantClock(timeZone);
  return plan.workCenters.reduce(
    (sum, wc) => sum + capacityHoursOf({ ...wc, downtime: [] }, fromAt, toAt, clock),
    0,
  );
}

/** Revenue and BOM material cost of the sales orders due in a period, and its margin. */
export interface SalesMargin {
  revenue: number;
  materialCost: number;
  /** Percent of revenue, one decimal; null when no costed sales order is due. */
  marginPercent: number | null;
  salesOrders: number;
}

/**
 * Margin of the sales orders requested in [fromAt, toAt): Σ quantity × unit price against the BOM
 * cost roll-up of each order's quantity (GET /bom/cost's total material cost). An order of a product
 * without a bill of materials has no cost to set against and is left out.
 */
export async function salesMargin(
  db: Kysely<Database>,
  datasetId: string,
  fromAt: number,
  toAt: number,
): Promise<SalesMargin> {
  const [structure, sales] = await Promise.all([
    loadBomStructure(db, datasetId),
    scoped(db, datasetId)
      .selectFrom('sales_orders')
      .select(['sales_order_id', 'material_id', 'quantity', 'unit_price'])
      .where('requested_date', '>=', new Date(fromAt))
      .where('requested_date', '<', new Date(toAt))
      .orderBy('sales_order_id')
      .execute(),
  ]);
  const hasBom = new Set(structure.lines.map((l) => l.parentId));
  let revenue = 0;
  let materialCost = 0;
  let costed = 0;
  for (const so of sales) {
    if (!hasBom.has(so.material_id)) continue;
    revenue += Number(so.quantity) * Number(so.unit_price);
    materialCost += costRollUpToWire(
      rollUpCost(structure, so.material_id, Number(so.quantity)),
    ).total_material_cost;
    costed += 1;
  }
  const cents = (n: number) => Math.round(n * 100) / 100;
  return {
    revenue: cents(revenue),
    materialCost: cents(materialCost),
    marginPercent: revenue > 0 ? Math.round(((revenue - materialCost) / revenue) * 1000) / 10 : null,
    salesOrders: costed,
  };
}
