import type { OrderProfit, ProfitabilityResponse } from '@takt/contract';
import { addDays, orderProfit, roundMoney } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { plantToday } from './ledger-read.ts';
import { costProduct, loadCostingData } from './product-costing.ts';

/** Overtime hours are paid at time and a half: the premium over the base rate already in labor. */
export const OVERTIME_PREMIUM = 0.5;

const HOUR_MS = 3_600_000;

/**
 * Orders completed (Completed or Closed) in the last `days` plant days up to now that are sold: revenue
 * at their sales order's price (else the product's list price), material and labor at the CK11N roll-up, and
 * the overtime premium of extra shifts on the order's work centre while it ran.
 */
export async function profitability(
  db: Kysely<Database>,
  datasetId: string | null,
  now: Date,
  days: number,
): Promise<ProfitabilityResponse> {
  const clock = await plantToday(db, datasetId, now);
  const fromDate = addDays(clock.today, -(days - 1));
  const from = clock.endOfDay(addDays(fromDate, -1));
  const orders: OrderProfit[] = [];
  if (datasetId) {
    const q = scoped(db, datasetId);
    const [rows, data, extra, materials, centers] = await Promise.all([
      q
        .selectFrom('production_orders')
        .leftJoin('sales_orders', (join) =>
          join
            .onRef('sales_orders.sales_order_id', '=', 'production_orders.sales_order_id')
            .onRef('sales_orders.dataset_id', '=', 'production_orders.dataset_id'),
        )
        .select([
          'production_orders.order_id',
          'production_orders.material',
          'production_orders.material_description',
          'production_orders.quantity',
          'production_orders.actual_start',
          'production_orders.actual_end',
          'production_orders.work_center',
          'sales_orders.unit_price',
        ])
        .where('production_orders.status', 'in', ['Completed', 'Closed'])
        .where('production_orders.actual_end', '>', from)
        .where('production_orders.actual_end', '<=', now)
        .orderBy('production_orders.actual_end')
        .execute(),
      loadCostingData(db, datasetId),
      q.selectFrom('extra_shifts').select(['work_center_id', 'start_at', 'end_at']).execute(),
      q.selectFrom('materials').select(['material_id', 'price']).execute(),
      q.selectFrom('work_centers').select(['work_center_id', 'cost_rate_per_hour']).execute(),
    ]);
    const price = new Map(materials.map((m) => [m.material_id, m.price === null ? null : Number(m.price)]));
    const rate = new Map(centers.map((c) => [c.work_center_id, Number(c.cost_rate_per_hour)]));
    for (const row of rows) {
      const unitPrice = row.unit_price === null ? price.get(row.material) : Number(row.unit_price);
      // A semi-finished order (no sales price) is a cost of the finished goods it feeds, not a sale.
      if (unitPrice === null || unitPrice === undefined) continue;
      const quantity = Number(row.quantity);
      let materialPerUnit = 0;
      let laborPerUnit = 0;
      try {
        const cost = costProduct(data, row.material, quantity);
        materialPerUnit = cost.material_cost / quantity;
        laborPerUnit = cost.labor_cost / quantity;
      } catch {
        // An order of an item without a BOM or routing has no roll-up: its cost is unknown, counted 0.
      }
      const start = row.actual_start?.getTime() ?? row.actual_end?.getTime() ?? 0;
      const end = row.actual_end?.getTime() ?? start;
      const overtimeHours = extra
        .filter((shift) => shift.work_center_id === row.work_center)
        .reduce((sum, shift) => {
          const overlap = Math.min(end, shift.end_at.getTime()) - Math.max(start, shift.start_at.getTime());
          return sum + Math.max(0, overlap) / HOUR_MS;
        }, 0);
      const overtimeCost = overtimeHours * (rate.get(row.work_center ?? '') ?? 0) * OVERTIME_PREMIUM;
      const figures = orderProfit({
        quantity,
        unitPrice,
        materialCostPerUnit: materialPerUnit,
        laborCostPerUnit: laborPerUnit,
        overtimeCost,
      });
      orders.push({
        order_id: row.order_id,
        material: row.material,
        material_description: row.material_description,
        quantity,
        completed_at: (row.actual_end as Date).toISOString(),
        revenue: roundMoney(figures.revenue),
        material_cost: roundMoney(figures.materialCost),
        labor_cost: roundMoney(figures.laborCost),
        overtime_cost: roundMoney(figures.overtimeCost),
        margin: roundMoney(figures.margin),
      });
    }
  }
  const sum = (pick: (o: OrderProfit) => number) => roundMoney(orders.reduce((s, o) => s + pick(o), 0));
  const revenue = sum((o) => o.revenue);
  const material = sum((o) => o.material_cost);
  const labor = sum((o) => o.labor_cost);
  const overtime = sum((o) => o.overtime_cost);
  const total = roundMoney(material + labor + overtime);
  const margin = roundMoney(revenue - total);
  return {
    days,
    from_date: fromDate,
    to_date: clock.today,
    revenue,
    material_cost: material,
    labor_cost: labor,
    overtime_cost: overtime,
    total_cost: total,
    gross_margin: margin,
    margin_percent: revenue > 0 ? Math.round((margin / revenue) * 1000) / 10 : 0,
    orders,
  };
}
