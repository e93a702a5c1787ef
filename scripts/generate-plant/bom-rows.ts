import { CATALOG, catalogItem, recipeOf } from './catalog.ts';
import type { BomComponentRow, BomRow, ComponentType } from './rows.ts';
import { ANCHOR_MS, DAY_MS, isoDate } from './time.ts';

const CONSUMABLES = new Set(['RM-BOND', 'RM-RELEASE']);
/** BOMs released in a second revision after an engineering change. */
const REVISION_B = new Set(['PRODUCT-001', 'BATCH-890', 'FG-OS-5072', 'FG-HOSE-32']);

function componentType(itemId: string): ComponentType {
  const item = catalogItem(itemId);
  if (item.isPhantom || item.type === 'FINISHED') return 'SUBASSEMBLY';
  if (item.type === 'COMPOUND' || item.type === 'SEMI') return 'MANUFACTURED_PART';
  if (item.type === 'INSERT') return 'PURCHASED_PART';
  if (item.type === 'PACKAGING') return 'PACKAGING';
  return CONSUMABLES.has(itemId) ? 'CONSUMABLE' : 'RAW_MATERIAL';
}

export function buildBoms(): { boms: BomRow[]; components: BomComponentRow[] } {
  const boms: BomRow[] = [];
  const components: BomComponentRow[] = [];
  let index = 0;
  for (const item of CATALOG.values()) {
    if (!item.made) continue;
    index += 1;
    const isRevisionB = REVISION_B.has(item.id);
    boms.push({
      product_id: item.id,
      product_name: item.made.description,
      revision: isRevisionB ? 'B' : 'A',
      base_quantity: 1,
      base_uom: item.unit,
      description: item.isPhantom
        ? 'Phantom: mixed inside the final batch, never stocked'
        : `Production BOM, plant 1000, quantities per 1 ${item.unit}`,
      status: 'ACTIVE',
      effective_date: isoDate(ANCHOR_MS - (isRevisionB ? 40 + index : 200 + 7 * index) * DAY_MS),
    });
    recipeOf(item.id).forEach(([itemId, quantityPer, scrapPercent], i) => {
      components.push({
        product_id: item.id,
        line_no: (i + 1) * 10,
        item_id: itemId,
        quantity_per: quantityPer,
        uom: catalogItem(itemId).unit,
        component_type: componentType(itemId),
        scrap_percent: scrapPercent ?? 0,
        is_phantom: catalogItem(itemId).isPhantom,
      });
    });
  }
  return { boms, components };
}
