import { BOUGHT_MATERIALS, type BoughtMaterial } from './materials-bought.ts';
import type { Random } from './prng.ts';
import { NOW_MS } from './production-orders.ts';
import type { MaterialVendorRow, PurchaseOrderRow } from './rows.ts';
import { atDay, DAY_MS, iso, round } from './time.ts';

export function buildMaterialVendors(): MaterialVendorRow[] {
  return BOUGHT_MATERIALS.flatMap((m) =>
    m.offers.map((o) => ({
      material_id: m.id,
      vendor_id: o.vendorId,
      price: o.price,
      lead_time_days: o.leadTimeDays,
      min_order_qty: o.minOrderQty,
      is_preferred: o.isPreferred,
    })),
  );
}

/** Receipts a planner is waiting for: [material, days from the anchor Monday, status]. Some are late. */
const WATCHED_RECEIPTS: [string, number, string][] = [
  ['RM-778', -3, 'In Transit'],
  ['RM-EPDM-50', -1, 'In Transit'],
  ['INS-EM-BASE', 9, 'Open'],
  ['RM-CORD-PES', 12, 'Open'],
  ['RM-TMTD', 2, 'In Transit'],
];

export function orderQuantity(m: BoughtMaterial, weeklyUsage: number): number {
  const base =
    m.lotSizeMethod === 'FOQ' || m.lotSizeMethod === 'EOQ'
      ? (m.lotSize ?? weeklyUsage * 2)
      : m.lotSizeMethod === 'POQ'
        ? weeklyUsage * (m.lotSize ?? 2)
        : weeklyUsage * 2;
  const rounding = m.roundingQty || 1;
  const minimum = m.offers.find((o) => o.isPreferred)?.minOrderQty ?? 0;
  return Math.max(minimum, Math.ceil(base / rounding) * rounding, rounding);
}

/** Past receipts, open purchase orders and orders in transit, most from the preferred vendor. */
export function buildPurchaseOrders(
  weeklyUsage: ReadonlyMap<string, number>,
  random: Random,
): PurchaseOrderRow[] {
  const rows: Omit<PurchaseOrderRow, 'po_id'>[] = [];
  const add = (m: BoughtMaterial, expectedMs: number, status: string, preferred: boolean) => {
    const offer = (preferred ? m.offers.find((o) => o.isPreferred) : random.pick(m.offers)) ?? m.offers[0]!;
    rows.push({
      vendor_id: offer.vendorId,
      material_id: m.id,
      quantity: orderQuantity(m, weeklyUsage.get(m.id) ?? 0),
      unit_price: round(offer.price * random.between(0.97, 1.04), 4),
      order_date: iso(expectedMs - offer.leadTimeDays * DAY_MS - random.int(0, 3) * DAY_MS),
      expected_date: iso(expectedMs),
      status,
    });
  };
  for (const m of BOUGHT_MATERIALS) {
    if (random.chance(0.7)) add(m, atDay(-random.int(5, 35), 10), 'Received', true);
    const watched = WATCHED_RECEIPTS.find(([id]) => id === m.id);
    if (watched) {
      add(m, atDay(watched[1], 10), watched[2], true);
      continue;
    }
    const count = random.chance(0.35) ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const expectedMs = atDay(random.int(1, 34) + i * 14, 10);
      add(m, expectedMs, expectedMs < NOW_MS + 10 * DAY_MS ? 'In Transit' : 'Open', random.chance(0.8));
    }
  }
  return rows
    .sort((a, b) => a.order_date.localeCompare(b.order_date))
    .map((row, i) => ({ po_id: `PO-${45001 + i}`, ...row }));
}
