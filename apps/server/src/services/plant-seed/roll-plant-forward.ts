import type { SeedLoad } from '../../db/seed.ts';
import { nothingRolled, type RollForwardSummary, runPlanUntil } from './roll-forward.ts';

/**
 * Brings a freshly loaded plant from its data's instant to `now` in the loading transaction. At the
 * data's own instant (the tests' now) nothing changes.
 */
export async function rollPlantForward(load: SeedLoad): Promise<RollForwardSummary> {
  if (load.now.getTime() === load.asOf.getTime()) return nothingRolled();
  return runPlanUntil(load.trx, load.datasetId, load.asOf, load.now);
}
