import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as initial from './0001-initial.ts';
import * as scheduleRuns from './0002-schedule-runs.ts';
import * as planChanges from './0003-plan-changes.ts';
import * as plantTimeZone from './0004-plant-time-zone.ts';
import * as repairPolicy from './0005-repair-policy.ts';
import * as extraShifts from './0006-extra-shifts.ts';
import * as assistantTurns from './0007-assistant-turns.ts';
import * as solveQueue from './0008-solve-queue.ts';
import * as rateLimitCounters from './0009-rate-limit-counters.ts';
import * as jobKinds from './0010-job-kinds.ts';
import * as promiseAnalyses from './0011-promise-analyses.ts';
import * as stockMovements from './0012-stock-movements.ts';
import * as supplierBills from './0013-supplier-bills.ts';
import * as chatProposals from './0014-chat-proposals.ts';

/** Static provider: a file-based one breaks once the server is bundled. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-schedule-runs': scheduleRuns,
  '0003-plan-changes': planChanges,
  '0004-plant-time-zone': plantTimeZone,
  '0005-repair-policy': repairPolicy,
  '0006-extra-shifts': extraShifts,
  '0007-assistant-turns': assistantTurns,
  '0008-solve-queue': solveQueue,
  '0009-rate-limit-counters': rateLimitCounters,
  '0010-job-kinds': jobKinds,
  '0011-promise-analyses': promiseAnalyses,
  '0012-stock-movements': stockMovements,
  '0013-supplier-bills': supplierBills,
  '0014-chat-proposals': chatProposals,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
