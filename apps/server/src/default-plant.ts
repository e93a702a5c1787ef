import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { loadSeed } from './db/seed.ts';
import type { RollForwardSummary } from './services/plant-seed/roll-forward.ts';
import { rollPlantForward } from './services/plant-seed/roll-plant-forward.ts';

/**
 * (Re)loads the sample plant as the default dataset, in one transaction: its dates moved by whole
 * weeks so its data's instant falls in the week before `now`, then the plant rolled forward to `now`
 * as if it had worked its plan (rollPlantForward). Playground copies are left as they are. Answers
 * what the roll-forward did, or null when `onlyIfMissing` found the plant already there.
 */
export function loadDefaultPlant(
  db: Kysely<Database>,
  seedDir: string,
  now: Date,
  options: { onlyIfMissing?: boolean } = {},
): Promise<{ rolledForward: RollForwardSummary } | null> {
  return loadSeed(db, seedDir, now, { ...options, rollForward: rollPlantForward });
}

/** Loads the plant on the very first start only; answers what the roll-forward did, null when it did not load. */
export function ensureDefaultPlant(
  db: Kysely<Database>,
  seedDir: string,
  now: Date,
): Promise<{ rolledForward: RollForwardSummary } | null> {
  return loadDefaultPlant(db, seedDir, now, { onlyIfMissing: true });
}
