import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaktDatabase } from '../db/database.ts';
import { openTestDatabase } from '../db/test-database.test-support.ts';
import type { ScheduleRunInput } from '../services/schedule/run-input.ts';
import { JobRunner } from './job-runner.ts';

let database: TaktDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Two orders on one machine: small enough to solve in milliseconds. */
function tinyRun(): ScheduleRunInput {
  return {
    problem: {
      orders: [
        { id: 'A', dueAt: 120 },
        { id: 'B', dueAt: 60 },
      ],
      operations: [
        { id: 'A/10', orderId: 'A', modes: [{ workCenterId: 'PRS-01', runMinutes: 50 }] },
        { id: 'B/10', orderId: 'B', modes: [{ workCenterId: 'PRS-01', runMinutes: 40 }] },
      ],
      workCenters: [{ id: 'PRS-01' }],
    },
    options: { algorithm: 'dispatch', seed: 1 },
    context: {
      originMs: Date.parse('2026-11-25T10:00:00Z'),
      prompt: 'plan',
      tool: { name: 'create_schedule', description: '', reasoning: '' },
      orders: [
        { orderId: 'A', material: 'M', quantity: 1, dueDate: null },
        { orderId: 'B', material: 'M', quantity: 1, dueDate: null },
      ],
      releases: [],
      implicitWorkCenters: [],
      ordersWithoutOperations: [],
      comparison: [],
      comparedWith: 'released_plan',
      downtimes: [],
    },
  };
}

async function queue(count: number, status: 'queued' | 'running' = 'queued', heartbeatAgoMs = 0) {
  const ids = Array.from({ length: count }, () => randomUUID());
  await database.db
    .insertInto('schedule_runs')
    .values(
      ids.map((run_id) => ({
        run_id,
        dataset_id: 'default',
        owner_key: 'user:t',
        status,
        input: JSON.stringify(tinyRun()),
        ...(status === 'running'
          ? { claimed_by: 'a-process-that-died', heartbeat_at: new Date(Date.now() - heartbeatAgoMs) }
          : {}),
      })),
    )
    .execute();
  return ids;
}

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const runsOf = (ids: string[]) =>
  database.db
    .selectFrom('schedule_runs')
    .select(['run_id', 'status', 'claimed_by', 'result'])
    .where('run_id', 'in', ids)
    .execute();

describe('solves as database jobs any process can run', () => {
  it('runs every queued job exactly once when two processes compete for them', async () => {
    const ids = await queue(6);
    const runners = [new JobRunner(database.db, 2), new JobRunner(database.db, 2)];
    for (const r of runners) r.start();
    try {
      await until(async () => (await runsOf(ids)).every((r) => r.status === 'done'));
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    const runs = await runsOf(ids);
    for (const run of runs) expect((run.result as { run_id: string }).run_id).toBe(run.run_id);
    const claimers = new Set(runs.map((r) => r.claimed_by));
    for (const claimer of claimers) expect(runners.map((r) => r.processId)).toContain(claimer);
  }, 60_000);

  it('takes over a job whose process stopped beating', async () => {
    const [stale] = await queue(1, 'running', 120_000);
    const [alive] = await queue(1, 'running', 0);
    const runner = new JobRunner(database.db, 1);
    runner.start();
    try {
      await until(async () => (await runsOf([stale!]))[0]?.status === 'done');
    } finally {
      await runner.stop();
    }
    expect((await runsOf([alive!]))[0]).toMatchObject({
      status: 'running',
      claimed_by: 'a-process-that-died',
    });
  }, 60_000);

  it('ends a job that throws as failed, once, instead of leaving it for another process to retry', async () => {
    // A stored job without its context: the solve runs, the reply cannot be composed.
    const { context: _context, ...broken } = tinyRun();
    const runId = randomUUID();
    await database.db
      .insertInto('schedule_runs')
      .values({
        run_id: runId,
        dataset_id: 'default',
        owner_key: 'user:t',
        status: 'queued',
        input: JSON.stringify(broken),
      })
      .execute();
    const runner = new JobRunner(database.db, 1);
    runner.start();
    try {
      await until(async () => (await runsOf([runId]))[0]?.status === 'failed');
    } finally {
      await runner.stop();
    }
    const row = await database.db
      .selectFrom('schedule_runs')
      .select(['status', 'error', 'claimed_by'])
      .where('run_id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', error: { code: 'INTERNAL' } });
  }, 60_000);
});
