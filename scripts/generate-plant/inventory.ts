import type { Random } from './prng.ts';
import type { InventoryRow, MaterialRow } from './rows.ts';

/** Items whose available stock (on hand minus reserved) is at or below zero. */
const CRITICAL = new Set(['RM-778', 'INS-EM-BASE', 'FG-OS-5072']);
/** Items at or below their reorder point but not yet out. */
const LOW = new Set([
  'RM-EPDM-50',
  'RM-CB-N550',
  'RM-CORD-PES',
  'RM-TMTD',
  'PKG-CARTON-L',
  'INS-OS-50',
  'CMP-NBR70',
  'STD-101',
  'FG-HOSE-32',
]);
/** Lots blocked in quarantine (fully reserved): [material, quantity, reason as bin]. */
const QUARANTINED: [string, number, string][] = [
  ['RM-NBR-33', 1000, 'Q-01 Mooney out of spec'],
  ['RM-CB-N550', 2000, 'Q-02 wet big bags'],
  ['FG-OR-052', 30000, 'Q-03 hardness deviation'],
];

function quantity(value: number, unit: MaterialRow['unit']): number {
  return unit === 'PC' ? Math.round(value) : Math.round(value * 10) / 10;
}

/** Where an item is kept: [location, share of its stock, bin]; finished goods stage some at SHIPPING. */
function placesOf(m: MaterialRow, index: number, stagedShare: number): [string, number, string][] {
  const aisle = `A-${String((index % 12) + 1).padStart(2, '0')}-${(index % 4) + 1}`;
  switch (m.material_type) {
    case 'COMPOUND':
    case 'SEMI':
      return [['PRODUCTION', 1, `RACK-${m.material_type === 'SEMI' ? 'S' : 'C'}${(index % 6) + 1}`]];
    case 'FINISHED':
      return [
        ['MAIN', 1 - stagedShare, aisle],
        ['SHIPPING', stagedShare, `DOCK-${(index % 4) + 1}`],
      ];
    case 'RAW':
      return [
        ['MAIN', 0.85, aisle],
        ['PRODUCTION', 0.15, 'LINE-MIXING'],
      ];
    default:
      return [['MAIN', 1, aisle]];
  }
}

/**
 * Stock by location: most items comfortably above their reorder point, a few low, a few with
 * nothing available. Stock staged at SHIPPING is fully reserved for this week's deliveries;
 * elsewhere reservations are spread in proportion to stock.
 */
export function buildInventory(
  materials: readonly MaterialRow[],
  weeklyUsage: ReadonlyMap<string, number>,
  random: Random,
): InventoryRow[] {
  const rows: InventoryRow[] = [];
  materials.forEach((m, index) => {
    if (m.is_phantom) return;
    const weekly = weeklyUsage.get(m.material_id) ?? 0;
    const reorderPoint = m.reorder_point > 0 ? m.reorder_point : weekly;
    const available = CRITICAL.has(m.material_id)
      ? -Math.max(1, random.between(0.02, 0.3) * weekly)
      : LOW.has(m.material_id)
        ? reorderPoint * random.between(0.35, 0.9)
        : reorderPoint * random.between(1.5, 3);
    const onHand = Math.max(available / (1 - random.between(0.1, 0.35)), weekly * random.between(0.3, 0.6));
    const reserved = onHand - available;
    const stagedShare = Math.min(0.2, reserved / onHand);
    const places = placesOf(m, index, stagedShare);
    const unstagedShare = places
      .filter(([location]) => location !== 'SHIPPING')
      .reduce((a, [, share]) => a + share, 0);
    for (const [location, share, bin] of places) {
      const rowOnHand = quantity(onHand * share, m.unit);
      const rowReserved =
        location === 'SHIPPING' ? rowOnHand : ((reserved - onHand * stagedShare) * share) / unstagedShare;
      rows.push({
        material_id: m.material_id,
        location_id: location,
        on_hand: rowOnHand,
        reserved: Math.max(
          0,
          CRITICAL.has(m.material_id) ? Math.ceil(rowReserved) : quantity(rowReserved, m.unit),
        ),
        bin,
      });
    }
  });
  for (const [materialId, onHand, bin] of QUARANTINED) {
    rows.push({ material_id: materialId, location_id: 'QUARANTINE', on_hand: onHand, reserved: onHand, bin });
  }
  return rows;
}
