import { FINISHED_GOOD_PLANS } from './demand-model.ts';
import type { Random } from './prng.ts';
import { NOW_MS, type PlannedOrder } from './production-orders.ts';
import type { MaterialRow, SalesOrderRow } from './rows.ts';
import { atDay, DAY_MS, iso, money, onDayAt, plantDayStart, weekStart } from './time.ts';

/** Sales orders of make-to-order production orders, keyed by the planned order they are made by. */
export interface SalesBook {
  salesOrders: SalesOrderRow[];
  byProductionOrder: Map<PlannedOrder, string>;
}

function roundQuantity(quantity: number): number {
  const step = quantity >= 5000 ? 500 : quantity >= 500 ? 50 : 10;
  return Math.max(step, Math.round(quantity / step) * step);
}

/**
 * Demand: one sales order per make-to-order production order (delivered the day after it is due),
 * and make-to-stock orders from distributors over the past six and the next eight weeks.
 */
export function buildSalesOrders(
  orders: readonly PlannedOrder[],
  materials: readonly MaterialRow[],
  random: Random,
): SalesBook {
  const priceOf = new Map(materials.map((m) => [m.material_id, m.price ?? m.standard_cost]));
  const entries: { row: Omit<SalesOrderRow, 'sales_order_id'>; order?: PlannedOrder }[] = [];
  const madeToOrder = orders
    .filter((o) => o.request.customerId && priceOf.has(o.request.materialId))
    .sort((a, b) => a.request.dueMs - b.request.dueMs);
  for (const order of madeToOrder) {
    const requestedMs = onDayAt(plantDayStart(order.request.dueMs), 24 + 12);
    const isShipped = order.status === 'Closed' || (order.status === 'Completed' && requestedMs < NOW_MS);
    const row = {
      customer_id: order.request.customerId!,
      material_id: order.request.materialId,
      quantity: order.request.quantity,
      unit_price: money((priceOf.get(order.request.materialId) ?? 0) * 0.97),
      order_date: iso(Math.min(order.startMs, NOW_MS) - random.int(10, 30) * DAY_MS),
      requested_date: iso(requestedMs),
      status: isShipped ? 'Shipped' : order.status === 'Created' ? 'Open' : 'Confirmed',
    };
    entries.push({ row, order });
  }
  for (const plan of FINISHED_GOOD_PLANS.filter((p) => !p.orderCustomerId)) {
    for (let week = -6; week <= 7; week++) {
      if (!random.chance(week < 0 ? 0.25 : 0.55)) continue;
      const requestedMs = atDay(week * 7 + random.int(1, 4), 12);
      const isPast = requestedMs < NOW_MS;
      const row = {
        customer_id: random.pick(plan.stockCustomerIds),
        material_id: plan.materialId,
        quantity: roundQuantity(plan.weeklyDemand * random.between(1.1, 2.2)),
        unit_price: money(priceOf.get(plan.materialId) ?? 0),
        order_date: iso(Math.min(requestedMs, NOW_MS) - random.int(7, 35) * DAY_MS),
        requested_date: iso(requestedMs),
        status: isPast
          ? random.chance(0.85)
            ? 'Shipped'
            : 'Confirmed'
          : requestedMs < weekStart(2)
            ? 'Confirmed'
            : 'Open',
      };
      entries.push({ row });
    }
  }
  const ordered = entries.sort((a, b) => a.row.order_date.localeCompare(b.row.order_date));
  const byProductionOrder = new Map<PlannedOrder, string>();
  const salesOrders = ordered.map(({ row, order }, i) => {
    const id = `SO-${50001 + i}`;
    if (order) byProductionOrder.set(order, id);
    return { sales_order_id: id, ...row };
  });
  return { salesOrders, byProductionOrder };
}
