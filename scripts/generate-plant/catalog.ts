import { RECIPES, type RecipeLine } from './boms.ts';
import { BOUGHT_MATERIALS, type BoughtMaterial } from './materials-bought.ts';
import { MADE_MATERIALS, type MadeMaterial } from './materials-made.ts';
import { ROUTING_OPERATIONS } from './routings.ts';
import type { MaterialType, RoutingOperationRow, Unit } from './rows.ts';

/** The item master before numbers are derived: what is bought, what is made, how. */
export interface CatalogItem {
  id: string;
  type: MaterialType;
  unit: Unit;
  isPhantom: boolean;
  bought: BoughtMaterial | null;
  made: MadeMaterial | null;
}

export const CATALOG: Map<string, CatalogItem> = new Map([
  ...BOUGHT_MATERIALS.map((b): [string, CatalogItem] => [
    b.id,
    { id: b.id, type: b.type, unit: b.unit, isPhantom: false, bought: b, made: null },
  ]),
  ...MADE_MATERIALS.map((m): [string, CatalogItem] => [
    m.id,
    { id: m.id, type: m.type, unit: m.unit, isPhantom: m.isPhantom, bought: null, made: m },
  ]),
]);

export function catalogItem(id: string): CatalogItem {
  const item = CATALOG.get(id);
  if (!item) throw new Error(`unknown material ${id}`);
  return item;
}

export function recipeOf(id: string): RecipeLine[] {
  return RECIPES[id] ?? [];
}

export function routingOf(id: string): RoutingOperationRow[] {
  return ROUTING_OPERATIONS.filter((op) => op.material_id === id).sort(
    (a, b) => a.operation_no - b.operation_no,
  );
}

/** Gross quantity of a recipe line per unit of the parent, scrap included. */
export function grossQuantity([, quantityPer, scrapPercent]: RecipeLine): number {
  return quantityPer * (1 + (scrapPercent ?? 0) / 100);
}

/** Made items ordered so that every component comes before the items that use it. */
export function componentsFirst(): string[] {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const [componentId] of recipeOf(id)) visit(componentId);
    ordered.push(id);
  };
  for (const m of MADE_MATERIALS) visit(m.id);
  return ordered.filter((id) => catalogItem(id).made !== null);
}
