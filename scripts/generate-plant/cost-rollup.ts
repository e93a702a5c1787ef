import { CATALOG, componentsFirst, grossQuantity, recipeOf, routingOf } from './catalog.ts';
import { WORK_CENTERS } from './work-centers.ts';

/** Overhead on conversion cost (energy, supervision, tooling wear). */
const CONVERSION_OVERHEAD = 1.15;

/**
 * Standard cost per unit of every item: bought items at the preferred vendor's price; made items
 * as components (scrap included) plus conversion on each operation's primary work center, with
 * fixed minutes spread over a typical lot.
 */
export function standardCosts(typicalLot: (id: string) => number): Map<string, number> {
  const costs = new Map<string, number>();
  for (const item of CATALOG.values()) {
    if (item.bought) costs.set(item.id, item.bought.offers.find((o) => o.isPreferred)?.price ?? 0);
  }
  for (const id of componentsFirst()) {
    const materialCost = recipeOf(id).reduce(
      (sum, line) => sum + (costs.get(line[0]) ?? 0) * grossQuantity(line),
      0,
    );
    const conversion = routingOf(id).reduce((sum, op) => {
      const primary = op.eligible[0];
      const rate =
        WORK_CENTERS.find((wc) => wc.work_center_id === primary?.work_center_id)?.cost_rate_per_hour ?? 0;
      if (!primary) return sum;
      const hoursPerUnit = 1 / primary.run_rate_per_hour + primary.fixed_minutes / 60 / typicalLot(id);
      return sum + rate * hoursPerUnit;
    }, 0);
    costs.set(id, materialCost + conversion * CONVERSION_OVERHEAD);
  }
  return costs;
}
