import type { BomItem, BomLine, BomStructure, ComponentType } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';

/** The item master and every BOM line of a dataset, as the BOM engine reads them. */
export async function loadBomStructure(
  db: Kysely<Database>,
  datasetId: string | null,
): Promise<BomStructure> {
  if (!datasetId) return { items: [], lines: [] };
  const q = scoped(db, datasetId);
  const [materials, boms, components] = await Promise.all([
    q.selectFrom('materials').selectAll().execute(),
    q.selectFrom('boms').select(['product_id', 'base_quantity']).execute(),
    q.selectFrom('bom_components').selectAll().orderBy('product_id').orderBy('line_no').execute(),
  ]);
  const baseQuantity = new Map(boms.map((b) => [b.product_id, b.base_quantity || 1]));
  const items: BomItem[] = materials.map((m) => ({
    itemId: m.material_id,
    itemName: m.description,
    unit: m.unit,
    unitCost: m.standard_cost,
    leadTimeDays: m.lead_time_days,
    isPhantom: m.is_phantom,
    materialType: m.material_type,
    category: m.category,
    procurement: m.procurement,
  }));
  const lines: BomLine[] = components.map((c) => ({
    parentId: c.product_id,
    itemId: c.item_id,
    // The engine reads lines per one parent unit.
    quantityPer: c.quantity_per / (baseQuantity.get(c.product_id) ?? 1),
    scrapPercent: c.scrap_percent,
    componentType: c.component_type as ComponentType,
    isPhantom: c.is_phantom,
    lineNo: c.line_no,
    uom: c.uom,
  }));
  return { items, lines };
}
