import {
  capacityHoursOf,
  changeoverMinutes,
  operationSetupFamily,
  type SequencedOperation,
} from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { plantClock } from '../../time/plant-clock.ts';
import { costProduct, loadCostingData } from '../finance/product-costing.ts';
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

/** Revenue and CK11N standard cost (material + labor) of the sales orders due in a period, and its margin. */
export interface SalesMargin {
  revenue: number;
  materialCost: number;
  laborCost: number;
  /** Percent of revenue, one decimal; null when no costed sales order is due. */
  marginPercent: number | null;
  salesOrders: number;
}

/**
 * Margin of the sales orders requested in [fromAt, toAt): Σ quantity × unit price against CK11N's
 * standard cost of each order's quantity (`costProduct`: the BOM roll-up's material and the routings'
 * labor), so the report and F.01's product costing state one cost. An order of a product without a
 * bill of materials has no cost to set against and is left out.
 */
export async function salesMargin(
  db: Kysely<Database>,
  datasetId: string,
  fromAt: number,
  toAt: number,
): Promise<SalesMargin> {
  const [costing, sales] = await Promise.all([
    loadCostingData(db, datasetId),
    scoped(db, datasetId)
      .selectFrom('sales_orders')
      .select(['sales_order_id', 'material_id', 'quantity', 'unit_price'])
      .where('requested_date', '>=', new Date(fromAt))
      .where('requested_date', '<', new Date(toAt))
      .orderBy('sales_order_id')
      .execute(),
  ]);
  const hasBom = new Set(costing.structure.lines.map((l) => l.parentId));
  let revenue = 0;
  let materialCost = 0;
  let laborCost = 0;
  let costed = 0;
  for (const so of sales) {
    if (!hasBom.has(so.material_id)) continue;
    const cost = costProduct(costing, so.material_id, Number(so.quantity));
    revenue += Number(so.quantity) * Number(so.unit_price);
    materialCost += cost.material_cost;
    laborCost += cost.labor_cost;
    costed += 1;
  }
  const cents = (n: number) => Math.round(n * 100) / 100;
  const cost = materialCost + laborCost;
  return {
    revenue: cents(revenue),
    materialCost: cents(materialCost),
    laborCost: cents(laborCost),
    marginPercent: revenue > 0 ? Math.round(((revenue - cost) / revenue) * 1000) / 10 : null,
    salesOrders: costed,
  };
}
