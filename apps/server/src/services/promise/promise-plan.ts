import { type PromiseAnalyzeRequest, type ScheduleResult, ScheduleRunRequest } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { SolveQueuePolicy } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { OPEN_STATUSES } from '../order-mapping.ts';
import { repairCommand } from '../schedule/choose-tool.ts';
import type { DatasetFacts } from '../schedule/dataset-facts.ts';
import { type RunWaiting, waitForRun } from '../schedule/run-state.ts';
import { netRushOrder, type RushNetting } from '../schedule/rush-netting.ts';
import { startScheduleRun } from '../schedule/schedule-service.ts';

/** How long an analysis waits for its repaired plan: a repair is work-counted and takes about a second. */
const PLAN_WAIT_MS = 60_000;

/** What an analysis may use besides the database: the job runner and the queue's limits. */
export interface PromiseEnv {
  runner: RunWaiting & { kick(): Promise<void> };
  queue?: SolveQueuePolicy;
}

/** The promised order in the live plan: the repaired plan that makes what must be made. */
export interface PromisePlan {
  /** The repaired plan with the order in it; null when nothing is made (stock covers it, or it is bought). */
  schedule: ScheduleResult | null;
  /** Each open order's completion in the released plan, before the promise: what a slip is measured from. */
  completionBefore: Map<string, Date>;
}

/**
 * How a promise is covered before anything is made, the rush order command's rule: finished stock,
 * then make-to-stock orders in process ready by the date.
 */
export function netPromise(
  db: Kysely<Database>,
  facts: DatasetFacts,
  request: PromiseAnalyzeRequest,
  requestedAt: Date,
): Promise<RushNetting> {
  return netRushOrder(db, facts.scope.datasetId, request.sku, request.quantity, requestedAt);
}

/**
 * Puts the shortfall into the live plan the way a rush order command does: an urgent order inserted
 * by the minimal-change repair of the released plan (a job off the request thread, waited for here).
 * `makes`: false when nothing is to be made (stock covers it, or the product is bought).
 */
export async function planPromise(
  db: Kysely<Database>,
  caller: Caller,
  facts: DatasetFacts,
  request: PromiseAnalyzeRequest,
  netting: RushNetting,
  makes: boolean,
  orderId: string,
  requestedAt: Date,
  now: Date,
  env: PromiseEnv,
): Promise<PromisePlan> {
  const completionBefore = await releasedCompletions(db, facts.scope.datasetId);
  if (!makes || netting.shortfall <= 0) return { schedule: null, completionBefore };
  const runRequest = ScheduleRunRequest.parse({
    prompt: `Promise ${request.quantity} × ${request.sku} by ${requestedAt.toISOString()}`,
    backend: 'offline',
    data_source: request.data_source,
  });
  const runId = await startScheduleRun(
    db,
    caller,
    runRequest,
    now,
    {
      // The rush order command's own repair: the released plan kept where the order does not need room.
      command: repairCommand('plan_rush_order'),
      netting,
      disruption: {
        kind: 'rush_order',
        orderId,
        materialId: request.sku,
        quantity: netting.shortfall,
        dueAt: requestedAt,
      },
    },
    env.queue,
    undefined,
  );
  await env.runner.kick();
  const schedule = await waitForRun(db, caller, runId, PLAN_WAIT_MS, env.runner);
  return { schedule, completionBefore };
}

/** Each open order's last operation end in the released plan. */
async function releasedCompletions(db: Kysely<Database>, datasetId: string | null) {
  if (!datasetId) return new Map<string, Date>();
  const rows = await scoped(db, datasetId)
    .selectFrom('order_operations as op')
    .innerJoin('production_orders as o', (j) =>
      j.onRef('o.dataset_id', '=', 'op.dataset_id').onRef('o.order_id', '=', 'op.order_id'),
    )
    .select(['op.order_id', (eb) => eb.fn.max('op.end_time').as('completion')])
    .where('o.status', 'in', [...OPEN_STATUSES])
    .where('op.end_time', 'is not', null)
    .groupBy('op.order_id')
    .execute();
  return new Map(
    rows.filter((r) => r.completion).map((r) => [r.order_id, new Date(r.completion as unknown as string)]),
  );
}
