import { grossQuantity, recipeOf } from './catalog.ts';
import { FINISHED_GOOD_PLANS } from './demand-model.ts';

/** Gross weekly requirement of every item from the steady finished-good demand, scrap included. */
export function weeklyUsage(): Map<string, number> {
  const usage = new Map<string, number>();
  const add = (id: string, quantity: number) => {
    usage.set(id, (usage.get(id) ?? 0) + quantity);
    for (const line of recipeOf(id)) add(line[0], quantity * grossQuantity(line));
  };
  for (const plan of FINISHED_GOOD_PLANS) add(plan.materialId, plan.weeklyDemand);
  return usage;
}
