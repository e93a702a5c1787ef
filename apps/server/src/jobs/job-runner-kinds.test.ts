import { randomUUID } from 'node:crypto';
import { MrpResult } from '@takt/contract';
import type { MrpInput } from '@takt/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaktDatabase } from '../db/database.ts';
import type { JobKind } from '../db/schema.ts';
import { openTestDatabase } from '../db/test-database.test-support.ts';
import type { MrpJobInput } from '../services/bom/mrp-runs.ts';
import { JobRunner } from './job-runner.ts';
import { tinyRun } from './tiny-run.test-support.ts';

/**
 * Solves and MRP runs share the job table and the runner (issue 12, point 6), each kind on its own
 * threads: on PostgreSQL two processes run a mixed queue with every job exactly once (that an MRP
 * never waits behind a long solve is routes/mrp-runs.test.ts's).
 */
let database: TaktDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A product made of two components, 40 due in two weeks: an MRP of three items. */
const mrpInput = (quantity: number): MrpJobInput => ({
  mrp: {
    today: '2026-11-25',
    items: [
      { itemId: 'FG', itemName: 'Finished good', leadTimeDays: 2 },
      { itemId: 'CMP', itemName: 'Component', leadTimeDays: 1 },
      { itemId: 'RM', itemName: 'Raw material', leadTimeDays: 5, procurement: 'BUY' },
    ],
    bomLines: [
      { parentId: 'FG', itemId: 'CMP', quantityPer: 2 },
      { parentId: 'CMP', itemId: 'RM', quantityPer: 0.5 },
    ],
    demandOrders: [{ productId: 'FG', quantity, requiredDate: '2026-12-09' }],
    planningHorizonDays: 35,
    timeBucketDays: 7,
  } satisfies MrpInput,
  timeZone: 'America/Sao_Paulo',
});

async function queue(kind: JobKind, inputs: unknown[]) {
  const ids = inputs.map(() => randomUUID());
  await database.db
    .insertInto('schedule_runs')
    .values(
      ids.map((run_id, i) => ({
        run_id,
        kind,
        dataset_id: 'default',
        owner_key: 'user:k',
        status: 'queued' as const,
        input: JSON.stringify(inputs[i]),
      })),
    )
    .execute();
  return ids;
}

const runsOf = (ids: string[]) =>
  database.db
    .selectFrom('schedule_runs')
    .select(['run_id', 'kind', 'status', 'claimed_by', 'result', 'progress', 'finished_at'])
    .where('run_id', 'in', ids)
    .execute();

async function until(check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a queue of solves and MRP runs', () => {
  it('runs every job of both kinds exactly once across two processes, each with its own result', async () => {
    const solves = await queue('schedule', [tinyRun(), tinyRun(), tinyRun()]);
    const mrps = await queue('mrp', [mrpInput(10), mrpInput(20), mrpInput(30), mrpInput(40)]);
    const runners = [new JobRunner(database.db, 1), new JobRunner(database.db, 1)];
    for (const r of runners) r.start();
    try {
      await until(async () => (await runsOf([...solves, ...mrps])).every((r) => r.status === 'done'));
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    const runs = await runsOf([...solves, ...mrps]);
    for (const run of runs) expect(runners.map((r) => r.processId)).toContain(run.claimed_by);
    for (const run of runs.filter((r) => r.kind === 'schedule'))
      expect((run.result as { run_id: string }).run_id).toBe(run.run_id);
    // Each MRP run planned its own demand: 40 × 2 components of FG's order, per quantity asked.
    const byId = new Map(runs.map((r) => [r.run_id, r]));
    mrps.forEach((id, i) => {
      const result = MrpResult.parse(byId.get(id)!.result);
      const component = result.planned_orders.find((o) => o.item_id === 'CMP');
      expect(component?.order_quantity).toBe((i + 1) * 10 * 2);
      expect(byId.get(id)!.progress).toMatchObject({ items_planned: 3, items_total: 3, percent: 100 });
    });
  }, 90_000);
});
