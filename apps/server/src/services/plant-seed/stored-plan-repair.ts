import { schedule } from '@takt/engine';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { buildSchedulingProblem } from '../schedule/build-problem.ts';
import { loadSchedulingSnapshot } from '../schedule/snapshot.ts';

/**
 * What a repair of the stored plan with nothing disrupted does at `now`, through the schedule
 * service's own problem builder (as `repairOfStoredPlan` in scripts/generate-plant/settle-plan.ts
 * checks the seed): the operations it places elsewhere, or at another start, than the stored plan.
 */
export async function repairOfStoredPlan(
  db: Kysely<Database> | Transaction<Database>,
  datasetId: string,
  now: Date,
) {
  const snapshot = await loadSchedulingSnapshot(db, datasetId);
  const built = buildSchedulingProblem(snapshot, { now, keepBaseline: true });
  const result = schedule(built.problem, { repair: {} });
  const planned = new Map(built.comparison.map((p) => [p.operationId, p]));
  const moved = result.operations.filter((op) => {
    const before = planned.get(op.operationId);
    return !before || before.startAt !== op.startAt || before.workCenterId !== op.workCenterId;
  });
  return { built, result, moved };
}
