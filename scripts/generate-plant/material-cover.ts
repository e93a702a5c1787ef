import { buildSchedulingProblem } from '../../apps/server/src/services/schedule/build-problem.ts';
import { BOUGHT_MATERIALS } from './materials-bought.ts';
import { orderQuantity } from './purchasing.ts';
import type { PlantTables, PurchaseOrderRow } from './rows.ts';
import { schedulingSnapshot } from './snapshot.ts';
import { DAY_MS, iso, MINUTE_MS, onDayAt, plantDayStart, round } from './time.ts';

/** Rounds of buying before every order's material must be there. */
const MAX_ROUNDS = 20;

type CoverTables = Parameters<typeof schedulingSnapshot>[0];

/** A purchase order of the preferred vendor arriving at 10:00 plant time the day before `neededMs`. */
function purchaseFor(
  materialId: string,
  quantity: number,
  neededMs: number,
  nowMs: number,
  weeklyUsage: ReadonlyMap<string, number>,
  poId: string,
): PurchaseOrderRow {
  const material = BOUGHT_MATERIALS.find((m) => m.id === materialId);
  const offer = material?.offers.find((o) => o.isPreferred);
  if (!material || !offer) throw new Error(`${materialId} is not bought from a preferred vendor`);
  const expectedMs = onDayAt(plantDayStart(neededMs - DAY_MS), 10);
  const rounding = material.roundingQty || 1;
  return {
    po_id: poId,
    vendor_id: offer.vendorId,
    material_id: materialId,
    quantity: Math.max(
      orderQuantity(material, weeklyUsage.get(materialId) ?? 0),
      Math.ceil(quantity / rounding) * rounding,
    ),
    unit_price: round(offer.price, 4),
    order_date: iso(expectedMs - offer.leadTimeDays * DAY_MS),
    expected_date: iso(expectedMs),
    status: expectedMs < nowMs + 10 * DAY_MS ? 'In Transit' : 'Open',
  };
}

/**
 * The buyers' side of the plan: every order not yet released finds its bought components there by
 * the planned start of its first operation, as the schedule service computes material releases at
 * `nowMs` (`materialReleases` over usable stock, open purchase orders and lead times, orders served
 * in due-date order). Where a component would come later, a purchase order of the item's lot size
 * from its preferred vendor arrives the day before. Returns the purchase orders added.
 */
export function coverMaterialReleases(
  tables: CoverTables & Pick<PlantTables, 'purchase_orders'>,
  nowMs: number,
  timeZone: string,
  weeklyUsage: ReadonlyMap<string, number>,
): PurchaseOrderRow[] {
  const added: PurchaseOrderRow[] = [];
  let nextId = Math.max(...tables.purchase_orders.map((p) => Number.parseInt(p.po_id.slice(3), 10))) + 1;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { releases, axis } = buildSchedulingProblem(schedulingSnapshot(tables, timeZone), {
      now: new Date(nowMs),
      keepBaseline: false,
    });
    const late = releases.flatMap((release) => {
      const starts = tables.order_operations
        .filter((op) => op.order_id === release.orderId && op.status !== 'Done' && op.start_time)
        .map((op) => Date.parse(op.start_time!));
      const startMs = Math.min(...starts);
      const startAt = axis.floorMinutes(startMs);
      return release.constraints
        .filter((c) => c.availableAt > startAt)
        .map((c) => ({ constraint: c, startMs }));
    });
    if (late.length === 0) return added;
    // One purchase per item and round, for its earliest need: it may cover the later ones too.
    const firstNeed = new Map<string, (typeof late)[number]>();
    for (const need of late) {
      const known = firstNeed.get(need.constraint.itemId);
      if (!known || need.startMs < known.startMs) firstNeed.set(need.constraint.itemId, need);
    }
    for (const { constraint, startMs } of firstNeed.values()) {
      const po = purchaseFor(
        constraint.itemId,
        constraint.requiredQuantity,
        startMs,
        nowMs,
        weeklyUsage,
        `PO-${nextId++}`,
      );
      if (Math.ceil((Date.parse(po.expected_date) - axis.originMs) / MINUTE_MS) > axis.floorMinutes(startMs))
        throw new Error(`${po.material_id} cannot arrive before ${iso(startMs)}`);
      tables.purchase_orders.push(po);
      added.push(po);
    }
  }
  throw new Error(`materials still come late after ${MAX_ROUNDS} rounds of buying`);
}
