import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaktDatabase } from '../db/database.ts';
import { openTestDatabase } from '../db/test-database.test-support.ts';
import type { ScheduleRunInput } from '../services/schedule/run-input.ts';
import { JobRunner, type RunnerLog } from './job-runner.ts';
import { tinyRun } from './tiny-run.test-support.ts';

/** Issue 11: the solver queue is shared between callers; every claim, requeue and finish is logged. */
let database: TaktDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const BASE_MS = Date.parse('2026-11-25T09:00:00Z');

/** Queues a job of `owner` created `secondsAfter` the base time (or running, claimed by a live process). */
async function job(owner: string, secondsAfter: number, status: 'queued' | 'running' = 'queued') {
  const runId = randomUUID();
  await database.db
    .insertInto('schedule_runs')
    .values({
      run_id: runId,
      dataset_id: 'default',
      owner_key: owner,
      status,
      input: JSON.stringify(tinyRun()),
      created_at: new Date(BASE_MS + secondsAfter * 1000),
      ...(status === 'running'
        ? { claimed_by: 'another-live-process', started_at: new Date(), heartbeat_at: new Date() }
        : {}),
    })
    .execute();
  return runId;
}

/** A log that keeps what the runner reported. */
function recordingLog() {
  const entries: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const log: RunnerLog = {
    info: (fields, message) => entries.push({ level: 'info', message, fields: { ...fields } }),
    warn: (fields, message) => entries.push({ level: 'warn', message, fields: { ...fields } }),
  };
  return { log, entries };
}

/** Runs every queued job with one thread and answers the run ids in the order they were claimed. */
async function claimOrder(expected: number) {
  const { log, entries } = recordingLog();
  const runner = new JobRunner(database.db, 1, log);
  const claimed = () => entries.filter((e) => e.message === 'solve claimed').map((e) => e.fields.runId);
  try {
    const deadline = Date.now() + 30_000;
    while (entries.filter((e) => e.message === 'solve finished').length < expected) {
      if (Date.now() > deadline) throw new Error(`only ${claimed().length} of ${expected} claimed`);
      await runner.kick();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await runner.stop();
  }
  return { order: claimed(), entries, processId: runner.processId };
}

describe('fair claims between callers (issue 11)', () => {
  it('a caller with one solve is not kept waiting behind another caller’s burst', async () => {
    const a1 = await job('user:a', 1);
    const a2 = await job('user:a', 2);
    const a3 = await job('user:a', 3);
    const b1 = await job('user:b', 4);
    const { order } = await claimOrder(4);
    // B's only solve comes second, before A's second, though A queued all three first.
    expect(order).toEqual([a1, b1, a2, a3]);
  }, 60_000);

  it('takes turns between callers by who was served longest ago', async () => {
    const a1 = await job('user:c', 1);
    const a2 = await job('user:c', 2);
    const b1 = await job('user:d', 3);
    const b2 = await job('user:d', 4);
    const { order } = await claimOrder(4);
    expect(order).toEqual([a1, b1, a2, b2]);
  }, 60_000);

  it('a caller with a solve running elsewhere waits behind a caller with none', async () => {
    const running = await job('user:e', 0, 'running');
    const e2 = await job('user:e', 1);
    const f1 = await job('user:f', 2);
    const { order } = await claimOrder(2);
    expect(order).toEqual([f1, e2]);
    await database.db.deleteFrom('schedule_runs').where('run_id', '=', running).execute();
  }, 60_000);

  it('logs the claim and the finish of every solve with the process that ran it', async () => {
    const runId = await job('user:g', 1);
    const { entries, processId } = await claimOrder(1);
    const mine = entries.filter((e) => e.fields.runId === runId);
    expect(mine.map((e) => e.message)).toEqual(['solve claimed', 'solve finished']);
    for (const entry of mine) expect(entry.fields.processId).toBe(processId);
    expect(mine[1]?.fields.status).toBe('done');
  }, 60_000);

  it('requeues a solve whose process stopped beating, logged; a cancelled one ends instead', async () => {
    const stale = { claimed_by: 'a-dead-process', heartbeat_at: new Date(Date.now() - 120_000) };
    const [requeued, cancelled] = [randomUUID(), randomUUID()];
    await database.db
      .insertInto('schedule_runs')
      .values(
        [requeued, cancelled].map((run_id) => ({
          run_id,
          dataset_id: 'default',
          owner_key: 'user:h',
          status: 'running' as const,
          input: JSON.stringify(tinyRun()),
          ...stale,
          ...(run_id === cancelled ? { cancel_requested_at: new Date() } : {}),
        })),
      )
      .execute();
    const { entries } = await claimOrder(1);
    const warned = entries.filter((e) => e.message.startsWith('solve requeued'));
    expect(warned.map((e) => [e.fields.runId, e.fields.status]).sort()).toEqual(
      [
        [requeued, 'queued'],
        [cancelled, 'cancelled'],
      ].sort(),
    );
    const rows = await database.db
      .selectFrom('schedule_runs')
      .select(['run_id', 'status'])
      .where('run_id', 'in', [requeued, cancelled])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.run_id, r.status]))).toEqual({
      [requeued]: 'done',
      [cancelled]: 'cancelled',
    });
  }, 60_000);

  it('keeps the last free thread for signed-in callers: an anonymous flood does not hold up a planner', async () => {
    // Forty operations on one press and a tabu search with a large budget: runs until cancelled.
    const longRun = (): ScheduleRunInput => {
      const run = tinyRun();
      const ids = Array.from({ length: 40 }, (_, i) => `L${i}`);
      run.problem = {
        orders: ids.map((id, i) => ({ id, dueAt: 30 * i })),
        operations: ids.map((id, i) => ({
          id: `${id}/10`,
          orderId: id,
          modes: [{ workCenterId: 'PRS-01', runMinutes: 20 + (i % 7) * 5 }],
        })),
        workCenters: [{ id: 'PRS-01' }],
      };
      run.options = { algorithm: 'tabu', seed: 1, timeBudgetMs: 20_000, maxIterations: 100_000_000 };
      return run;
    };
    const flood = [randomUUID(), randomUUID()];
    await database.db
      .insertInto('schedule_runs')
      .values(
        flood.map((run_id, i) => ({
          run_id,
          dataset_id: 'default',
          owner_key: 'ip:198.51.100.7',
          status: 'queued' as const,
          input: JSON.stringify(longRun()),
          created_at: new Date(BASE_MS + i * 1000),
        })),
      )
      .execute();
    const runner = new JobRunner(database.db, 2);
    try {
      await runner.kick();
      const status = async (ids: string[]) =>
        (
          await database.db.selectFrom('schedule_runs').select('status').where('run_id', 'in', ids).execute()
        ).map((r) => r.status);
      // One anonymous solve runs; the other waits although a thread is free.
      expect((await status(flood)).sort()).toEqual(['queued', 'running']);
      const planner = await job('user:planner', 10);
      const started = Date.now();
      await runner.kick();
      while ((await status([planner]))[0] !== 'done') {
        expect(Date.now() - started).toBeLessThan(5_000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await status(flood)).sort()).toEqual(['queued', 'running']);
    } finally {
      await database.db
        .updateTable('schedule_runs')
        .set({ cancel_requested_at: new Date() })
        .where('run_id', 'in', flood)
        .execute();
      await database.db
        .updateTable('schedule_runs')
        .set({ status: 'cancelled' })
        .where('run_id', 'in', flood)
        .where('status', '=', 'queued')
        .execute();
      await runner.stop();
    }
  }, 60_000);
});
