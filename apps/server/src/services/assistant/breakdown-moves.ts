import type { ChangesSummary } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** How many of the caller's latest plans are searched for the one that planned the downtime. */
const LATEST_RUNS = 5;

/** An operation a downtime moved: off the machine during it (forced), or pushed by such a move. */
export interface BreakdownMove {
  orderId: string;
  operationId: string;
  kind: 'forced' | 'knock_on';
}

type StoredResult = { changes_summary?: ChangesSummary | null } | null;

/**
 * What a downtime on `workCenterId` over [from, to) moved, from the caller's latest plan that
 * repaired around it (its proposal, applied or not). Once applied, the released plan no longer has
 * that work on the machine: the moves are what "which orders does that hit?" asks for.
 */
export async function movesOfBreakdown(
  db: Kysely<Database>,
  ownerKey: string,
  workCenterId: string,
  from: Date,
  to: Date,
): Promise<BreakdownMove[]> {
  const runs = await db
    .selectFrom('schedule_runs')
    .select('result')
    .where('kind', '=', 'schedule')
    .where('owner_key', '=', ownerKey)
    .where('status', '=', 'done')
    .orderBy('created_at', 'desc')
    .limit(LATEST_RUNS)
    .execute();
  for (const run of runs) {
    const result = (typeof run.result === 'string' ? JSON.parse(run.result) : run.result) as StoredResult;
    const changes = result?.changes_summary?.changes ?? [];
    const meetsDowntime = changes.some(
      (c) =>
        c.cause?.kind === 'forced' &&
        c.cause.work_center === workCenterId &&
        c.cause.window !== undefined &&
        Date.parse(c.cause.window.start_time) < to.getTime() &&
        Date.parse(c.cause.window.end_time) > from.getTime(),
    );
    if (!meetsDowntime) continue;
    return changes.flatMap((c) =>
      c.cause?.kind === 'forced' || c.cause?.kind === 'knock_on'
        ? [{ orderId: c.order_id, operationId: c.operation_id, kind: c.cause.kind }]
        : [],
    );
  }
  return [];
}
